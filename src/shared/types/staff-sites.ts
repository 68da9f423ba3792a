import type { Locale } from '../constants';
import type { SiteTextField } from '../site-text-fields';

/** A site's §3 settings without a column of their own, as the brand console edits them. */
export type StaffSiteExtraDto = {
  minimum_message_costs?: Record<string, { costs: number; currency: string }>;
  message_credits?: number;
  signup_credits?: number;
  photo_credits?: number;
  gift_credits?: number;
  free_messages?: number;
  message_length?: number;
  refund_days?: number;
  member_resell?: boolean;
  visible_profile_fields?: string[];
  visible_profile_notes?: boolean;
  search_fields?: string[];
  fictional_icon?: string;
  operator_reply_minutes?: number;
  entry_popup_countries?: string[];
};

/** One site with every setting (GET /api/staff/sites.php?id=, and the answer of POST and PUT). */
export type StaffSiteDto = {
  id: number;
  domain: string;
  name: string;
  domain_language: string;
  languages: Locale[];
  countries: string[];
  cdn_prefix: string;
  index_title: string;
  description: string;
  niche: number;
  signups: string;
  logged_out_search: string;
  logged_out_search_trafficsource: string;
  enable_site_entry_popup: string;
  support_phone: string;
  support_email: string;
  min_age: number;
  time_zone: string;
  /** One partner tile after every this many members in search (§1 live-cam tiles); 0: none. */
  partner_tile_every: number;
  is_default: boolean;
  logo_url: string;
  primary_color: string;
  texts: Partial<Record<SiteTextField, Partial<Record<Locale, string>>>>;
  extra: StaffSiteExtraDto;
  created_at: string;
};

/** A row of the console's site list (GET /api/staff/sites.php). */
export type StaffSiteSummaryDto = Pick<
  StaffSiteDto,
  'id' | 'domain' | 'name' | 'domain_language' | 'niche' | 'languages' | 'countries' | 'primary_color' | 'is_default' | 'created_at'
>;
