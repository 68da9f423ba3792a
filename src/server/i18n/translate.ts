import { createTranslator } from 'use-intl/core';
import { REFERENCE_LOCALE, type Locale } from '@/shared/constants';
import da from '@messages/da.json';
import de from '@messages/de.json';
import en from '@messages/en.json';
import es from '@messages/es.json';
import fi from '@messages/fi.json';
import fr from '@messages/fr.json';
import it from '@messages/it.json';
import nl from '@messages/nl.json';
import no from '@messages/no.json';
import pl from '@messages/pl.json';
import sv from '@messages/sv.json';

export type Messages = typeof nl;
const catalog: Record<Locale, Messages> = { da, de, en, es, fi, fr, it, nl, no, pl, sv } as Record<Locale, Messages>;

export function messagesFor(locale: Locale): Messages {
  return catalog[locale] ?? catalog[REFERENCE_LOCALE];
}

type Values = Record<string, string | number>;

type Translator = ReturnType<typeof createTranslator<Messages>>;
const translators = new Map<Locale, Translator>();

function translatorFor(locale: Locale): Translator {
  let t = translators.get(locale);
  if (!t) {
    t = createTranslator({ locale, messages: messagesFor(locale) });
    translators.set(locale, t);
  }
  return t;
}

/** Translates a dotted key ("Errors.invalidEmail") on the server; unknown keys fall back to Dutch, then the key. */
export function translate(locale: Locale, key: string, values?: Values): string {
  for (const candidate of [locale, REFERENCE_LOCALE]) {
    const t = translatorFor(candidate);
    if (t.has(key as never)) return t(key as never, values as never);
  }
  return key;
}
