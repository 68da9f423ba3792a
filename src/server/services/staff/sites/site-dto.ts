import 'server-only';
import type { Site } from '../../../db/schema';
import type { Locale } from '@/shared/constants';
import type { StaffSiteDto, StaffSiteExtraDto, StaffSiteSummaryDto } from '@/shared/types/staff-sites';

/** The §3 keys the console edits; anything else in sites.extra (the company) is kept but not shown. */
const EDITABLE_EXTRA: readonly (keyof StaffSiteExtraDto)[] = [
  'minimum_message_costs',
  'message_credits',
  'signup_credits',
  'photo_credits',
  'gift_credits',
  'free_messages',
  'message_length',
  'refund_days',
  'member_resell',
  'visible_profile_fields',
  'visible_profile_notes',
  'search_fields',
  'fictional_icon',
  'operator_reply_minutes',
  'entry_popup_countries',
];

function editableExtra(site: Site): StaffSiteExtraDto {
  const extra = site.extra as Record<string, unknown>;
  return Object.fromEntries(EDITABLE_EXTRA.filter((key) => extra[key] !== undefined).map((key) => [key, extra[key]])) as StaffSiteExtraDto;
}

export function toStaffSiteSummary(site: Site): StaffSiteSummaryDto {
  return {
    id: site.id,
    domain: site.domain,
    name: site.name,
    domain_language: site.domainLanguage,
    niche: site.niche,
    languages: site.languages as Locale[],
    countries: site.countries,
    primary_color: site.primaryColor,
    is_default: site.isDefault,
    created_at: site.createdAt.toISOString(),
  };
}

export function toStaffSiteDto(site: Site): StaffSiteDto {
  return {
    ...toStaffSiteSummary(site),
    cdn_prefix: site.cdnPrefix,
    index_title: site.indexTitle,
    description: site.description,
    signups: site.signups,
    logged_out_search: site.loggedOutSearch,
    logged_out_search_trafficsource: site.loggedOutSearchTrafficsource,
    enable_site_entry_popup: site.enableSiteEntryPopup,
    support_phone: site.supportPhone,
    support_email: site.supportEmail,
    min_age: site.minAge,
    time_zone: site.timeZone,
    partner_tile_every: site.partnerTileEvery,
    logo_url: site.logoUrl,
    primary_color: site.primaryColor,
    texts: site.texts,
    extra: editableExtra(site),
  };
}
