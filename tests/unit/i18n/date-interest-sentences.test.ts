import { describe, expect, it } from 'vitest';
import { translate } from '@/server/i18n/translate';
import { resetTimeValues } from '@/features/swipe/utils/reset-time';
import { LOCALES, type Locale } from '@/shared/constants';

// A Friday afternoon in November; the swipe day resets at midnight in Amsterdam (23:00 UTC).
const NOW = new Date('2026-11-27T15:00:00Z');
const RESET = new Date('2026-11-27T23:00:00Z');

/** Where each locale's member lives, and the sentence they read when today's likes are used up. */
const SWIPE_RESET: Record<Locale, { zone: string; country: string; text: string }> = {
  nl: { zone: 'Europe/Amsterdam', country: 'NL', text: 'Je kunt weer swipen morgen om 00:00.' },
  en: { zone: 'America/New_York', country: 'US', text: 'You can swipe again today at 6:00 PM.' },
  de: { zone: 'Europe/Berlin', country: 'DE', text: 'Du kannst morgen um 00:00 Uhr wieder swipen.' },
  fr: { zone: 'Europe/Paris', country: 'FR', text: 'Tu pourras swiper à nouveau demain à 00:00.' },
  es: { zone: 'Atlantic/Canary', country: 'ES', text: 'Podrás volver a deslizar hoy a las 23:00.' },
  it: { zone: 'Europe/Rome', country: 'IT', text: 'Potrai fare di nuovo swipe domani alle 00:00.' },
  pl: { zone: 'Europe/Warsaw', country: 'PL', text: 'Znów możesz przesuwać jutro o 00:00.' },
  sv: { zone: 'Europe/Stockholm', country: 'SE', text: 'Du kan swipa igen i morgon kl. 00:00.' },
  no: { zone: 'Europe/Oslo', country: 'NO', text: 'Du kan swipe igjen i morgen kl. 00:00.' },
  da: { zone: 'Europe/Copenhagen', country: 'DK', text: 'Du kan swipe igen i morgen kl. 00.00.' },
  fi: { zone: 'Europe/Helsinki', country: 'FI', text: 'Voit swipata taas huomenna kello 1.00.' },
};

/** The first icebreaker about the shared interest "beach", per locale: the label quoted, never declined. */
const ICEBREAKER: Record<Locale, string> = {
  nl: 'Ik zie dat “Strand” ook bij jouw interesses staat.',
  en: 'I see “Beach” is one of your interests too.',
  de: 'Ich sehe, „Strand“ steht auch bei deinen Interessen.',
  fr: 'Je vois que «\u202fPlage\u202f» fait aussi partie de tes centres d’intérêt.',
  es: 'Veo que «Playa» también está entre tus intereses.',
  it: 'Vedo che anche tu hai «Spiaggia» tra i tuoi interessi.',
  pl: 'Widzę, że też masz „Plaża” wśród zainteresowań.',
  sv: 'Jag ser att ”Strand” finns bland dina intressen också.',
  no: 'Jeg ser at «Strand» er blant interessene dine også.',
  da: 'Jeg kan se, at »Strand« også er en af dine interesser.',
  fi: 'Huomaan, että kiinnostuksen kohteissasi on myös ”Ranta”.',
};

// What the review found: a weekday after a preposition or article that does not agree with it.
const BROKEN = [
  /\blas (lunes|martes|miércoles|jueves|viernes|sábado|domingo)\b/i,
  /\bdalle (lunedì|martedì|mercoledì|giovedì|venerdì|sabato|domenica)\b/i,
  /\bod (poniedziałek|wtorek|środa|czwartek|piątek|sobota|niedziela)\b/i,
];

describe('sentences around a date or time', () => {
  it.each(LOCALES)('%s: the swipe reset names today or tomorrow and the hour in the member’s zone', (locale) => {
    const { zone, country, text } = SWIPE_RESET[locale];
    const values = resetTimeValues(RESET, NOW, { language: locale, country, timeZone: zone });
    const sentence = translate(locale, 'SwipeGame.limitResets', values);
    expect(sentence).toBe(text);
    for (const broken of BROKEN) expect(sentence).not.toMatch(broken);
  });

  it('gives Spanish and Italian the article of one o’clock', () => {
    const helsinki = (language: Locale) => resetTimeValues(RESET, NOW, { language, country: 'FI', timeZone: 'Europe/Helsinki' });
    expect(translate('es', 'SwipeGame.limitResets', helsinki('es'))).toBe('Podrás volver a deslizar mañana a la 1:00.');
    expect(translate('it', 'SwipeGame.limitResets', helsinki('it'))).toBe('Potrai fare di nuovo swipe domani all’01:00.');
  });
});

describe('sentences around an interest', () => {
  it.each(LOCALES)('%s: icebreakers quote the interest’s label, with no article or case ending to get wrong', (locale) => {
    const interest = translate(locale, 'Interests.beach');
    const lines = ['sharedFirst', 'sharedSecond', 'theirs'].map((key) => translate(locale, `Icebreakers.${key}`, { interest }));
    expect(lines[0].startsWith(ICEBREAKER[locale])).toBe(true);
    for (const line of lines) {
      expect(line).toContain(interest);
      // The label stands between the locale's quotes, never bare after a verb or article.
      expect(line).toMatch(new RegExp(`[“„«»”]\\u202f?${interest}\\u202f?[”“»«]`));
    }
  });

  it('names shared interests as a list with the locale’s own “and”', () => {
    const names = ['wine', 'cooking'].map((slug) => translate('fr', `Interests.${slug}`));
    const list = new Intl.ListFormat('fr', { type: 'conjunction' }).format(names);
    expect(translate('fr', 'MatchFinder.reasonBothLike', { interests: list })).toBe(`Centres d’intérêt communs\u00a0: ${names[0]} et ${names[1]}`);
  });
});
