import { useTranslations } from 'next-intl';
import type nl from '@messages/nl.json';

type Options = (typeof nl)['ProfileOptions'];
export type OptionField = keyof Options;
type OptionKey = { [F in OptionField]: `${F}.${keyof Options[F] & string}` }[OptionField];
type CountryCode = keyof (typeof nl)['Countries'];

/** Translated label of a profile option value (ProfileOptions.hairColour.blond → 'Blond'). */
export function useOptionLabel() {
  const t = useTranslations('ProfileOptions');
  return (field: OptionField, value: string | null | undefined): string | null => {
    if (!value) return null;
    const key = `${field}.${value}` as OptionKey;
    return t.has(key) ? t(key) : value;
  };
}

/** Country name in the member's language from its ISO code. */
export function useCountryName() {
  const t = useTranslations('Countries');
  return (code: string | null | undefined): string | null => {
    if (!code) return null;
    return t.has(code as CountryCode) ? t(code as CountryCode) : code;
  };
}
