import { describe, expect, it } from 'vitest';
import { suggestEmail } from '@/shared/email-suggestion';

describe("'Bedoelde je …' (§5)", () => {
  it('suggests gmail.com for gmial.com and hotmail.com for hotmal.com', () => {
    expect(suggestEmail('anna@gmial.com')).toBe('anna@gmail.com');
    expect(suggestEmail('piet@hotmal.com')).toBe('piet@hotmail.com');
  });
  it('leaves known and unrelated domains alone', () => {
    expect(suggestEmail('anna@gmail.com')).toBeNull();
    expect(suggestEmail('anna@mycompany.example')).toBeNull();
    expect(suggestEmail('not-an-address')).toBeNull();
  });
});
