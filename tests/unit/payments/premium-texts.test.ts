import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/shared/constants';

// Every message costs credits, premium or not: /premium may not promise anything unlimited.
const UNLIMITED =
  /unlimited|onbeperkt|unbegrenzt|illimit|ilimitad|nieogranicz|ubegræns|ubegrens|obegräns|rajato|as many|zoveel .* als je wilt|so viele|autant de|tantas|tutte le .* che vuoi|tyle .* ile chcesz|så mange|så många|niin monta .* kuin haluat|credits run out|credits op zijn/i;

describe('the premium page', () => {
  it.each(LOCALES)('promises nothing unlimited in any language (%s)', (locale) => {
    const premium = JSON.parse(readFileSync(`messages/${locale}.json`, 'utf8')).PremiumPage as Record<string, unknown>;
    const texts = JSON.stringify(premium);
    expect(texts).not.toMatch(UNLIMITED);
  });
});
