import { describe, expect, it } from 'vitest';
import { isMemberLandingSlug } from '@/features/member-landing/landing-slugs';

describe('member landing slugs (§2, §9)', () => {
  it('takes no slug or one of the niche slugs, eng included', () => {
    for (const slug of [undefined, [], ['default'], ['she'], ['bdsm'], ['bbw'], ['gilf'], ['milf'], ['gay'], ['eng']])
      expect(isMemberLandingSlug(slug)).toBe(true);
  });

  it('refuses anything else, so the page is a 404', () => {
    for (const slug of [['anything'], ['GAY'], ['gay', 'more'], ['']]) expect(isMemberLandingSlug(slug)).toBe(false);
  });
});
