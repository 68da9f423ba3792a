import type { NewSite, SiteExtraSettings, SiteTexts } from '../../schema';
import { DEFAULT_GIFT_CREDITS, DEFAULT_MESSAGE_CREDITS, DEFAULT_MESSAGE_LENGTH, DEFAULT_PHOTO_CREDITS, ENTRY_WARNING_COUNTRIES, type Locale } from '@/shared/constants';
import { AMORA_MEN_TEXTS, AMORA_TEXTS, type DemoSiteTexts } from './site-texts';

// Two sites on one member pool show the white-label idea locally: http://localhost:3000 and
// http://gay.localhost:3000 (browsers resolve *.localhost to 127.0.0.1 without /etc/hosts edits).

const MESSAGE_COSTS: SiteExtraSettings['minimum_message_costs'] = {
  NL: { costs: 0.5, currency: 'EUR' },
  BE: { costs: 0.5, currency: 'EUR' },
  DE: { costs: 0.5, currency: 'EUR' },
  AT: { costs: 0.5, currency: 'EUR' },
  CH: { costs: 0.55, currency: 'CHF' },
  GB: { costs: 0.45, currency: 'GBP' },
  US: { costs: 0.55, currency: 'USD' },
  PL: { costs: 2.2, currency: 'PLN' },
};

/** The settings every new site starts with (§3, §9): the operator's own site too, with no company of ours. */
export const SITE_EXTRA_DEFAULTS: SiteExtraSettings = {
  message_credits: DEFAULT_MESSAGE_CREDITS,
  signup_credits: 0,
  photo_credits: DEFAULT_PHOTO_CREDITS,
  gift_credits: DEFAULT_GIFT_CREDITS,
  message_length: DEFAULT_MESSAGE_LENGTH,
  refund_days: 14,
  member_resell: false,
  minimum_message_costs: MESSAGE_COSTS,
  visible_profile_fields: [
    'gender', 'sexuality', 'country', 'region', 'hair_colour', 'eye_colour', 'body_type',
    'relationship_status', 'reason', 'tattoos', 'height_cm', 'interests',
  ],
  visible_profile_notes: false,
  search_fields: ['gender', 'country', 'region', 'min_age', 'max_age'],
  fictional_icon: 'bi-stars',
  entry_popup_countries: [...ENTRY_WARNING_COUNTRIES],
};

// The demo brand's made-up company: only on the demo sites, never on a real deployment's own site.
const BASE_EXTRA: SiteExtraSettings = {
  ...SITE_EXTRA_DEFAULTS,
  company: {
    name: 'Amora Media B.V.',
    address: 'Keizersgracht 100',
    kvk: '81234567',
    city: '1015 AA Amsterdam',
    country: 'NL',
    tradenames: ['Amora', 'Amora Men'],
    vat_numbers: ['NL862345678B01'],
    support_phone: '+31 20-123 45 67',
    delete_discount: 50,
    added: '2024-03-01T09:00:00Z',
  },
};

function otherLanguages(values: Record<Locale, string>, own: Locale): Record<string, string> {
  return Object.fromEntries(Object.entries(values).filter(([language]) => language !== own));
}

/** The site's own language in the index_title and description columns, every other one in texts. */
function landingTexts(texts: DemoSiteTexts, own: Locale): Pick<NewSite, 'indexTitle' | 'description'> & { texts: SiteTexts } {
  return {
    indexTitle: texts.index_title[own],
    description: texts.description[own],
    texts: { index_title: otherLanguages(texts.index_title, own), description: otherLanguages(texts.description, own) },
  };
}

export const SITE_SEED: (NewSite & { texts: SiteTexts })[] = [
  {
    domain: 'localhost',
    name: 'Amora',
    niche: 1,
    domainLanguage: 'nl-NL',
    isDefault: true,
    ...landingTexts(AMORA_TEXTS, 'nl'),
    supportEmail: 'support@localhost',
    supportPhone: '+31 20-123 45 67',
    minAge: 18,
    extra: BASE_EXTRA,
  },
  {
    domain: 'gay.localhost',
    name: 'Amora Men',
    niche: 7,
    domainLanguage: 'en-GB',
    isDefault: false,
    ...landingTexts(AMORA_MEN_TEXTS, 'en'),
    supportEmail: 'support@gay.localhost',
    supportPhone: '+44 20 7946 0000',
    minAge: 18,
    // The demo's partner tiles (§1): a live performer after every 8 members, partner profiles too.
    partnerTileEvery: 8,
    extra: { ...BASE_EXTRA, message_credits: 4, gift_credits: 15, member_resell: true },
  },
];
