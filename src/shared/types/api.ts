// Shapes the API answers with; the client and the server both use these.
import type { Locale } from '../constants';
import type { ApiErrorCode } from '../errors/catalogue';
import type { PartnerTileDto } from './partners';

export type ApiErrorBody = {
  error: ApiErrorCode;
  message: string;
  fields?: Record<string, string>;
  /** Extra data for some errors, e.g. { suggestion } for a mistyped e-mail domain. */
  details?: Record<string, string | number>;
};

/**
 * A photo's WebP copies, smaller than its JPEGs: the main size, and the square thumbnail at 1× and at 2×
 * (PHOTO_THUMB_SIZE and twice that, for sharp screens).
 */
export type PhotoWebpDto = { filename: string; thumb_filename: string; thumb_2x_filename: string };

/**
 * `in_review`: a photo awaiting a moderator on a site with pre-moderation; only its owner gets it.
 * `webp`: absent for photos stored before WebP copies were made; the JPEGs serve every browser.
 */
export type PhotoDto = { id: number; filename: string; thumb_filename: string; match: string; is_private: boolean; in_review?: boolean; webp?: PhotoWebpDto };

/** `sensitive`: a sexual interest, stored only with explicit consent (GDPR art. 9). */
export type InterestDto = { id: number; slug: string; icon: string; name: string; sensitive: boolean };

export type RegionDto = { id: number; country: string; code: string; name: string };

export type ProfileDto = {
  id: number;
  name: string;
  age: number;
  date_of_birth: string;
  gender: 'male' | 'female' | null;
  looking_for_gender: 'male' | 'female' | null;
  /** The ages the member looks for (the owner's alone); null: any. */
  looking_for_min_age: number | null;
  looking_for_max_age: number | null;
  sexuality: 'hetero' | 'gay' | 'lesbian' | 'bi' | null;
  country: string | null;
  region: RegionDto | null;
  city: string | null;
  /** Whether others see the city (the member's choice). */
  show_city: boolean;
  /** Whether the member shared their position for distances (the owner's alone; never the position). */
  location_shared: boolean;
  hair_colour: string | null;
  eye_colour: string | null;
  body_type: string | null;
  relationship_status: string | null;
  reason: string | null;
  tattoos: string | null;
  height_cm: number | null;
  about: string;
  status: 'active' | 'disabled';
  is_fictional: boolean;
  main_image: PhotoDto | null;
  interests: InterestDto[];
};

export type OwnProfileDto = ProfileDto & { photos: PhotoDto[]; photo_limit: number };

export type UserDto = {
  id: number;
  email: string;
  status: 'not_confirmed' | 'confirmed';
  credits: number;
  paid_user: boolean;
  notifications_disabled: string[];
  language: Locale | null;
  invisible: boolean;
  /** The member's IANA time zone; null until a browser sent one (then the site's zone applies). */
  time_zone: string | null;
  /** Whether the member gave explicit consent to store orientation and sexual interests. */
  special_data_consent: boolean;
  created_at: string;
  /** Unread messages over the chat list (§2 messages badge, §4 tab title). */
  num_unread_messages: number;
  /** Likes received and not seen yet (§2 likes badge, §4 tab title). */
  num_new_likes: number;
  profile: OwnProfileDto;
};

export type MemberCardDto = {
  id: number;
  name: string;
  age: number;
  country: string | null;
  region: string | null;
  is_fictional: boolean;
  main_image: PhotoDto | null;
  online: boolean;
  /** Search results: whole km between the searcher and this member when both shared a position, else null. */
  distance_km?: number | null;
};

/**
 * A profile as others see it: age but no date of birth; the city only when the member shows it;
 * orientation and sexual interests (GDPR art. 9) only for logged-in members on sites that show them.
 */
export type PublicProfileDto = Omit<ProfileDto, OwnerOnlyField>;

/** What only the owner sees of their own profile. */
export type OwnerOnlyField = 'date_of_birth' | 'show_city' | 'looking_for_min_age' | 'looking_for_max_age' | 'location_shared';

export type MemberDetailDto = PublicProfileDto & {
  photos: PhotoDto[];
  /** Photos the viewer may not see (§6): visitors see only the main photo, free members no private ones. */
  locked_photos: number;
  online: boolean;
};

export type MembersSearchDto = {
  profiles: MemberCardDto[];
  /** Matches, counted up to SEARCH_COUNT_CAP. */
  numResults: number;
  /** True when there are more than numResults matches ("1,000+"). */
  numResultsCapped: boolean;
  page: number;
  perPage: number;
  /** Filled when the exact results run short: near matches (wider age, whole country). */
  similar: MemberCardDto[];
  numSimilar: number;
  /** §1 partner tiles for this page, at the site's rate; never counted in numResults. */
  partners: PartnerTileDto[];
};

export type SettingsDto = {
  name: string;
  /** The site's logo (brand console); empty: the built-in heart mark. */
  logo_url: string;
  /** The site's brand colour (#rrggbb); empty: the built-in §9 magenta. */
  primary_color: string;
  domain: string;
  domain_language: string;
  cdn_prefix: string;
  index_title: string;
  description: string;
  niche: number;
  niche_slug: string;
  signups: string;
  logged_out_search: string;
  logged_out_search_trafficsource: string;
  geoip_country: string | null;
  geoip_selected_country: string | null;
  enable_site_entry_popup: string;
  entry_popup_countries: string[];
  push_public_key: string;
  support_phone: string;
  support_email: string;
  minimum_message_costs: Record<string, { costs: number; currency: string }>;
  fictional_icon: string;
  fictional_warning: string;
  fictional_singular: string;
  fictional_plural: string;
  countries: string[];
  visible_languages: Locale[];
  visible_profile_fields: string[];
  visible_profile_notes: boolean;
  region_data: Record<string, { type: string; label: string }>;
  message_credits: number;
  signup_credits: number;
  photo_credits: number;
  gift_credits: number;
  /** Messages a free member may send without credits (§1). */
  free_messages: number;
  message_length: number;
  search_fields: string[];
  interests: InterestDto[];
  refund_days: number;
  member_resell: boolean;
  min_age: number;
  locale: Locale;
};

export type GeocodeDto = { country: string; region: RegionDto | null };
