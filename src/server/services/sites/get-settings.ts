import 'server-only';
import type { ServiceContext } from '../context';
import type { Site } from '../../db/schema';
import { getVapidKeys } from './push-keys';
import { visibleProfileFields } from './visible-profile-fields';
import { siteText } from './site-text';
import { fictionalLabel } from './fictional-label';
import { siteCountries } from './site-countries';
import { listInterests } from '../profiles/list-interests';
import { chatPrices } from '../chat/chat-prices';
import { translate } from '../../i18n/translate';
import { NICHE_SLUGS, type Locale } from '@/shared/constants';
import { isLocale, offeredLanguages } from '@/shared/locale';
import { REGION_TYPE_BY_COUNTRY } from '@/shared/regions';
import { photoUrl } from '../photos/photo-dto';
import { logoKeyOf } from '../staff/sites/site-logo-files';
import type { SettingsDto } from '@/shared/types/api';

function regionData(ctx: ServiceContext): SettingsDto['region_data'] {
  return Object.fromEntries(
    Object.entries(REGION_TYPE_BY_COUNTRY).map(([country, type]) => [country, { type, label: translate(ctx.locale, `Regions.types.${type}`) }]),
  );
}

/** An uploaded logo is served like photos: through the site's CDN prefix when it has one, from the bucket on S3. */
function logoUrl(ctx: ServiceContext): string {
  const { site } = ctx;
  const uploaded = logoKeyOf(site.logoUrl);
  if (uploaded && ctx.storage.links) return photoUrl(ctx, uploaded);
  return site.logoUrl.startsWith('/') ? `${site.cdnPrefix.replace(/\/$/, '')}${site.logoUrl}` : site.logoUrl;
}

/** The languages offered, narrowed to the site's own when the brand console limits them. */
function siteLanguages(site: Site, offered: Locale[]): Locale[] {
  if (site.languages.length === 0) return offered;
  const narrowed = offered.filter((language) => site.languages.includes(language));
  return narrowed.length ? narrowed : (site.languages.filter(isLocale) as Locale[]);
}

/**
 * §3 site settings for the request's site, in the visitor's language. Asked on every server render
 * and by every client, so it is cached per site, language, country and the languages the visitor
 * chose (settings.php answers from memory); an operator's edit clears it through the container's
 * invalidation.
 */
export function getSettings(ctx: ServiceContext, selectedCountry: string | null): Promise<SettingsDto> {
  return ctx.caches.settings.getOrLoad(settingsKey(ctx, selectedCountry), () => buildSettings(ctx, selectedCountry));
}

/** What the settings of a request depend on besides the site row. */
type SettingsFacts = Pick<ServiceContext, 'site' | 'locale' | 'localeCookie' | 'country' | 'actor'>;

/** The languages the visitor chose (cookie, account): the language menus offer them whatever the country. */
function chosenLanguages(ctx: Pick<SettingsFacts, 'localeCookie' | 'actor'>): Locale[] {
  return [ctx.localeCookie, ctx.actor?.language].filter(isLocale);
}

/** What the settings depend on besides the site row. */
export function settingsKey(ctx: SettingsFacts, selectedCountry: string | null): string {
  return [ctx.site.id, ctx.locale, ctx.country, selectedCountry, chosenLanguages(ctx).join(',')].join('|');
}

async function buildSettings(ctx: ServiceContext, selectedCountry: string | null): Promise<SettingsDto> {
  const { site, locale } = ctx;
  const x = site.extra;
  const t = (key: string) => translate(locale, key);
  const prices = chatPrices(site);
  return {
    name: site.name,
    logo_url: logoUrl(ctx),
    primary_color: site.primaryColor,
    domain: site.domain,
    domain_language: site.domainLanguage,
    cdn_prefix: site.cdnPrefix,
    index_title: siteText(site, 'index_title', locale) ?? '',
    description: siteText(site, 'description', locale) ?? '',
    niche: site.niche,
    niche_slug: NICHE_SLUGS[site.niche - 1] ?? NICHE_SLUGS[0],
    signups: site.signups,
    logged_out_search: site.loggedOutSearch,
    logged_out_search_trafficsource: site.loggedOutSearchTrafficsource,
    geoip_country: ctx.country,
    geoip_selected_country: selectedCountry,
    enable_site_entry_popup: site.enableSiteEntryPopup,
    entry_popup_countries: x.entry_popup_countries ?? [],
    push_public_key: (await getVapidKeys(ctx)).publicKey,
    support_phone: site.supportPhone,
    support_email: site.supportEmail,
    minimum_message_costs: x.minimum_message_costs ?? {},
    fictional_icon: x.fictional_icon ?? 'bi-stars',
    fictional_warning: siteText(site, 'fictional_warning', locale) ?? t('Fictional.warning'),
    fictional_singular: fictionalLabel(site, locale),
    fictional_plural: siteText(site, 'fictional_plural', locale) ?? t('Fictional.plural'),
    countries: siteCountries(site),
    visible_languages: siteLanguages(site, offeredLanguages(selectedCountry ?? ctx.country, chosenLanguages(ctx))),
    visible_profile_fields: visibleProfileFields(site),
    visible_profile_notes: x.visible_profile_notes ?? false,
    region_data: regionData(ctx),
    message_credits: prices.message,
    signup_credits: x.signup_credits ?? 0,
    photo_credits: prices.photo,
    gift_credits: prices.gift,
    free_messages: prices.freeMessages,
    message_length: prices.messageLength,
    search_fields: x.search_fields ?? ['gender', 'country', 'region', 'min_age', 'max_age'],
    interests: await listInterests(ctx, locale),
    refund_days: x.refund_days ?? 14,
    member_resell: x.member_resell ?? false,
    min_age: site.minAge,
    locale,
  };
}
