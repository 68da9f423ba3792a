import { useLocale, useTranslations } from 'next-intl';
import { countryName } from '@/shared/place-names';
import type nl from '@messages/nl.json';

type Options = (typeof nl)['ProfileOptions'];
export type OptionField = keyof Options;
type OptionKey = { [F in OptionField]: `${F}.${keyof Options[F] & string}` }[OptionField];

/** Translated label of a profile option value (ProfileOptions.hairColour.blond → 'Blond'). */
export function useOptionLabel() {
  const t = useTranslations('ProfileOptions');
  return (field: OptionField, value: string | null | undefined): string | null => {
    if (!value) return null;
    const key = `${field}.${value}` as OptionKey;
    return t.has(key) ? t(key) : value;
  };
}

/** Country name in the member's language from its ISO code (CLDR data of the runtime, any country). */
export function useCountryName() {
  const locale = useLocale();
  return (code: string | null | undefined): string | null => (code ? countryName(code, locale) : null);
}
