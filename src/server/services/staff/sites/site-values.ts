import 'server-only';
import type { NewSite, Site, SiteExtraSettings, SiteTexts } from '../../../db/schema';
import type { SiteFieldsInput } from '@/shared/schemas/staff-sites';

/** The console's per-language texts laid over the stored ones: a language sent replaces only itself. */
function mergedTexts(stored: SiteTexts, sent: SiteFieldsInput['texts']): SiteTexts {
  const merged: SiteTexts = { ...stored };
  for (const [field, byLanguage] of Object.entries(sent ?? {}) as [keyof SiteTexts, Record<string, string>][]) {
    merged[field] = { ...stored[field], ...byLanguage };
  }
  return merged;
}

/**
 * The row values for the fields sent (snake_case in, columns out). Settings in sites.extra are
 * merged key by key, so the company and any key the console does not edit survive an edit.
 */
export function siteValues(input: SiteFieldsInput, current?: Site): Partial<NewSite> {
  const values: Partial<NewSite> = {
    domain: input.domain,
    name: input.name,
    domainLanguage: input.domain_language,
    languages: input.languages,
    countries: input.countries,
    cdnPrefix: input.cdn_prefix,
    indexTitle: input.index_title,
    description: input.description,
    niche: input.niche,
    signups: input.signups,
    loggedOutSearch: input.logged_out_search,
    loggedOutSearchTrafficsource: input.logged_out_search_trafficsource,
    enableSiteEntryPopup: input.enable_site_entry_popup,
    supportPhone: input.support_phone,
    supportEmail: input.support_email,
    minAge: input.min_age,
    timeZone: input.time_zone,
    partnerTileEvery: input.partner_tile_every,
    logoUrl: input.logo_url,
    primaryColor: input.primary_color,
  };
  if (input.extra) values.extra = { ...current?.extra, ...input.extra } as SiteExtraSettings;
  if (input.texts) values.texts = mergedTexts(current?.texts ?? {}, input.texts);
  return Object.fromEntries(Object.entries(values).filter(([, value]) => value !== undefined));
}
