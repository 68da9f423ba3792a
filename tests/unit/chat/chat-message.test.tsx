// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { MessageList } from '@/features/chat/components/message-list';
import { message, renderChat } from './render-chat';

afterEach(cleanup);

const list = (messages: Parameters<typeof MessageList>[0]['messages']) => (
  <MessageList name="Eva" messages={messages} outgoing={[]} viewerId={1} onRetry={() => undefined} />
);

describe('a message in a conversation', () => {
  it('shows text exactly as typed: markup stays text and addresses are no links', () => {
    const text = 'Kijk <b>hier</b>: https://example.com\n<img src=x onerror=alert(1)>';
    const { container } = renderChat(list([message({ text })]));
    expect(screen.getByText(/Kijk <b>hier<\/b>/).textContent).toBe(text);
    expect(container.querySelector('b, img')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('puts my messages on my side and says who wrote what', () => {
    renderChat(list([message({ id: 1, sender_id: 7, text: 'Van Bram' }), message({ id: 2, seq: 2, sender_id: 1, text: 'Van mij' })]));
    const items = screen.getAllByRole('listitem');
    expect(items[0].textContent).toContain('Ontvangen:');
    expect(items[1].textContent).toContain('Jij schreef:');
  });

  it('shows a gift with its picture and name, and a photo that opens full size', () => {
    renderChat(
      list([
        message({ id: 1, kind: 'gift', text: null, gift: { slug: 'rose', name: 'Roos', image: '/gifts/rose.svg' } }),
        message({ id: 2, seq: 2, kind: 'photo', text: null, photo: { url: '/p/1', thumb_url: '/p/1?t', width: 600, height: 800 } }),
      ]),
    );
    expect(screen.getByText('Cadeautje: Roos')).toBeTruthy();
    const photo = screen.getByRole('link', { name: 'Foto groot bekijken' });
    expect(photo.getAttribute('href')).toBe('/p/1');
    expect(screen.getByRole('img', { name: 'Verstuurde foto' }).getAttribute('height')).toBe('320');
  });

  it('marks my newest message the other member has read', () => {
    renderChat(
      <MessageList
        name="Eva"
        messages={[
          message({ id: 1, seq: 1, sender_id: 1, text: 'Een' }),
          message({ id: 2, seq: 2, sender_id: 1, text: 'Twee' }),
          message({ id: 3, seq: 3, sender_id: 1, text: 'Drie' }),
        ]}
        otherLastReadSeq={2}
        outgoing={[]}
        viewerId={1}
        onRetry={() => undefined}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items.map((item) => item.textContent?.includes('Gelezen'))).toEqual([false, true, false]);
  });

  it('offers earlier messages when there are more', () => {
    renderChat(
      <MessageList
        name="Eva"
        messages={[message()]}
        outgoing={[]}
        viewerId={1}
        onRetry={() => undefined}
        earlier={{ hasMore: true, loading: false, load: () => undefined }}
      />,
    );
    expect(screen.getByRole('button', { name: 'Eerdere berichten laden' })).toBeTruthy();
  });
});
