import { describe, expect, it } from 'vitest';
import { translate } from '@/server/i18n/translate';
import { LOCALES } from '@/shared/constants';

// The GSM 03.38 basic character set: a text in it is one SMS up to 160 characters. One character
// outside it (’, ó, ł, a no-break space) sends the whole text as UCS-2, 70 characters an SMS.
const GSM_7 = new Set([
  ...'@£$¥èéùìòÇ\nØø\rÅåΔ_ΦΓΛΩΠΨΣΘΞÆæßÉ !"#¤%&\'()*+,-./0123456789:;<=>?¡ABCDEFGHIJKLMNOPQRSTUVWXYZÄÖÑÜ§¿abcdefghijklmnopqrstuvwxyzäöñüà',
]);

describe('the direct debit code SMS', () => {
  it.each(LOCALES)('%s fits one SMS in the GSM character set', (locale) => {
    const text = translate(locale, 'DirectDebitPage.smsText', { site: 'Amora Dating', code: '123456' });
    expect([...text].filter((ch) => !GSM_7.has(ch))).toEqual([]);
    expect(text.length).toBeLessThanOrEqual(160);
    expect(text).toContain('123456');
  });
});
