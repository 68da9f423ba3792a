import { describe, expect, it } from 'vitest';
import { createTranslator } from 'use-intl/core';
import { LOCALES } from '@/shared/constants';
import { argumentUses, exactBranches, loadMessages, loadTree } from './message-catalog';

// Arguments that count something: wherever one is written, the noun after it needs plural forms.
const COUNT_LIKE = new Set([
  'count',
  'n',
  'credits',
  'days',
  'hours',
  'minutes',
  'messages',
  'members',
  'likes',
  'photos',
  'age',
  'min',
  'max',
  'limit',
  'minAge',
  'regretDays',
  'refundDays',
  'messageCredits',
  'giftCredits',
  'photoCredits',
  'freePhotos',
  'premiumPhotos',
]);
// Where a count-like argument stands without a noun of its own.
const NO_NOUN: Record<string, string[]> = {
  'ChatPage.counter': ['count', 'max'], // "12/2,000"
  'ProfileFields.interestsHelp': ['count', 'max'], // "3 of at most 5 chosen"
  'ProfilePage.aboutCount': ['count'], // the noun follows the total: "12 of 500 characters"
  'PhotoManager.count': ['count'],
  'SearchFilters.ageRange': ['min'], // "18–25 years"
  'SwipeGame.agesRange': ['min'], // "members from 25 to 35 years old"
  'SignupSteps.progress': ['n'], // "Step 2 of 4"
  'Staff.members.creditsHeading': ['credits'], // a label: "Credits: 1,200"
  'Staff.members.adjusted': ['credits'], // the noun is the balance: "The balance is now 35."
  'Staff.members.profileLine': ['age', 'photos'], // "Anna, 34, Utrecht · photos: 3"
  'LandingPage.nameAge': ['age'], // "Anna, 34"
  'MemberLanding.nameAge': ['age'], // "Anna, 34" on a member landing
  'MemberLanding.shareTitle': ['age'], // "Anna, 34" as a shared link's title
  'Staff.memberLine': ['age'], // "Anna, 34" in the operator inbox
  'Staff.profiles.nameAge': ['age'], // "Anna, 34" in the back office's list of own profiles
  'Lander.nameAge': ['age'], // "Anna, 34" on a landing page's member
  'Staff.canned.count': ['count'], // the noun follows the total, as in ProfilePage.aboutCount
  'LandingPage.trustAdults': ['minAge'], // "18+ only"
  'Errors.accountLocked': ['minutes'], // the unit is abbreviated ("15 min"); the Dutch text is the spec's
};
// Numeric arguments that are not counts but still need the locale's digits and separators.
const NUMERIC = new Set(['percent', 'kb', 'mb', 'megapixels', 'cm', 'km', 'index', 'page', 'of', 'min_age']);
// Numbers that are not quantities: a year is written without grouping ("© 2026").
const UNFORMATTED = new Set(['year']);
// Dutch and German nouns that read the same for one and many ("1 jaar", "2 jaar"; "1 Zeichen").
const SAME_FORM: Record<string, string[]> = {
  nl: [
    'LikesPage.age',
    'MemberCard.age',
    'MemberProfile.age',
    'SearchFilters.ageOption',
    'SearchFilters.ageFrom',
    'SearchFilters.ageTo',
    'SearchFilters.ageRange',
    'SwipeGame.age',
    'SwipeGame.agesRange',
    'SwipeGame.agesFrom',
    'SwipeGame.agesTo',
    'InfoPages.ban.sections.s01.body',
    'InfoPages.terms.sections.s01.body',
    'ResetPasswordPage.sentSpam',
    'TimeBonus.modalHurry',
  ],
  de: [
    'Errors.messageTooLong',
    'Errors.cannedTitleTooLong',
    'Errors.cannedTextTooLong',
    'MemberSafety.reportTextHelp',
    'ComplaintsForm.textHelp',
    'ProfilePage.aboutCount',
    'SignupSteps.charactersLeft',
  ],
};

const catalogs = Object.fromEntries(LOCALES.map((l) => [l, loadMessages(l)]));
const pluralKeys = (locale: string) => [...catalogs[locale]].filter(([, text]) => argumentUses(text).some((u) => u.kind === 'plural'));

const translators = new Map(
  LOCALES.map((locale) => [
    locale,
    createTranslator({
      locale,
      messages: loadTree(locale),
      onError: (error) => {
        throw error;
      },
    }),
  ]),
);

function render(locale: (typeof LOCALES)[number], key: string, n: number): string {
  const t = translators.get(locale)!;
  const values: Record<string, string | number> = {};
  for (const use of argumentUses(catalogs[locale].get(key)!))
    values[use.name] = use.kind === 'select' ? 'no' : use.kind === 'plain' && !COUNT_LIKE.has(use.name) ? 'Anna' : n;
  return t(key as never, values as never);
}

describe.each(LOCALES)('plural messages in %s', (locale) => {
  const number = (n: number) => new Intl.NumberFormat(locale).format(n);

  it.each(pluralKeys(locale).map(([key]) => key))('%s renders 0, 1, 2, 5 and 1201 with the number in it', (key) => {
    const exact = exactBranches(catalogs[locale].get(key)!);
    for (const n of [0, 1, 2, 5, 1201]) {
      const text = render(locale, key, n);
      if (!exact.includes(`=${n}`)) expect(text).toContain(number(n));
    }
  });
});

describe.each(['en', 'nl', 'de'] as const)('one and many in %s', (locale) => {
  it('uses a different form for one than for two', () => {
    const same = pluralKeys(locale)
      .map(([key]) => key)
      .filter((key) => !SAME_FORM[locale]?.includes(key))
      .filter((key) => render(locale, key, 1).replace('1', '#') === render(locale, key, 2).replace('2', '#'));
    expect(same).toEqual([]);
  });
});

describe('numbers in messages', () => {
  it.each(LOCALES)('%s has no count without plural forms', (locale) => {
    const bare = [...catalogs[locale]].flatMap(([key, text]) =>
      argumentUses(text)
        .filter((u) => COUNT_LIKE.has(u.name) && (u.kind === 'plain' || u.kind === 'number') && !NO_NOUN[key]?.includes(u.name))
        .map((u) => `${key}: ${u.name}`),
    );
    expect(bare).toEqual([]);
  });

  it.each(LOCALES)('%s formats every number for the locale', (locale) => {
    const spec = new Set(['Errors.accountLocked', 'Errors.dateOfBirth']); // the spec's Dutch texts, verbatim
    const raw = [...catalogs[locale]].flatMap(([key, text]) =>
      argumentUses(text)
        .filter((u) => u.kind === 'plain' && (COUNT_LIKE.has(u.name) || NUMERIC.has(u.name)) && !UNFORMATTED.has(u.name) && !spec.has(key))
        .map((u) => `${key}: ${u.name}`),
    );
    expect(raw).toEqual([]);
  });

  it('formats a large count with the grouping of each locale', () => {
    expect(render('en', 'MembersPage.resultsCount', 1201)).toBe('1,201 members found');
    expect(render('nl', 'MembersPage.resultsCount', 1201)).toBe('1.201 leden gevonden');
    expect(render('de', 'TopNav.creditsLeft', 1201)).toBe('Guthaben: 1.201 Credits');
    expect(render('fr', 'MembersPage.resultsCountCapped', 1201)).toBe('Plus de 1\u202f201 membres trouvés');
    expect(render('en', 'TopNav.creditsLeft', 1)).toBe('Balance: 1 credit');
  });

  it('gives Polish its few and many forms', () => {
    expect(['1', '2', '5', '22', '25'].map((n) => render('pl', 'MemberCard.age', Number(n)))).toEqual(['1 rok', '2 lata', '5 lat', '22 lata', '25 lat']);
    expect(render('pl', 'CreditsPage.credits', 3)).toBe('3 kredyty');
  });
});
