import { describe, expect, it } from 'vitest';
import { priceOf, type MessageKind, type SenderAccount } from '@/server/services/chat/charge-message';
import type { ChatPrices } from '@/server/services/chat/chat-prices';

const prices: ChatPrices = { message: 5, photo: 10, gift: 20, freeMessages: 3, messageLength: 1000 };
const sender = (paidUser: boolean, freeMessagesUsed: number): SenderAccount => ({ id: 1, paidUser, freeMessagesUsed, credits: 0 });

// §1, §6: a free member's first texts cost nothing; every other message costs the site's price of its kind.
const cases: Array<[string, MessageKind, SenderAccount, ChatPrices, { credits: number; free: boolean }]> = [
  ['a free member’s first text', 'text', sender(false, 0), prices, { credits: 0, free: true }],
  ['a free member’s last free text', 'text', sender(false, 2), prices, { credits: 0, free: true }],
  ['a free member’s text once the free ones are used', 'text', sender(false, 3), prices, { credits: 5, free: false }],
  ['a premium member’s first text', 'text', sender(true, 0), prices, { credits: 5, free: false }],
  ['a text on a site without free messages', 'text', sender(false, 0), { ...prices, freeMessages: 0 }, { credits: 5, free: false }],
  ['a free member’s photo, free texts left', 'photo', sender(false, 0), prices, { credits: 10, free: false }],
  ['a free member’s gift, free texts left', 'gift', sender(false, 0), prices, { credits: 20, free: false }],
  ['a premium member’s photo', 'photo', sender(true, 5), prices, { credits: 10, free: false }],
  ['a premium member’s gift', 'gift', sender(true, 5), prices, { credits: 20, free: false }],
  ['a text on a site that charges nothing', 'text', sender(true, 0), { ...prices, message: 0 }, { credits: 0, free: false }],
];

describe('priceOf', () => {
  it.each(cases)('%s', (_, kind, account, sitePrices, price) => {
    expect(priceOf(kind, account, sitePrices)).toEqual(price);
  });
});
