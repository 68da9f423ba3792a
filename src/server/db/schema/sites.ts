import { boolean, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import type { SiteTextField } from '../../../shared/site-text-fields';

/** How a site's new photos are reviewed: after they are shown (`post`) or before (`pre`). */
export const PHOTO_MODERATION_MODES = ['post', 'pre'] as const;
export type PhotoModeration = (typeof PHOTO_MODERATION_MODES)[number];

/** The company behind a site (GET /api/companyinfo.php, the legal pages). */
export type SiteCompany = {
  name: string;
  address: string;
  kvk: string;
  city: string;
  country: string;
  tradenames?: string[];
  vat_numbers?: string[];
  /** Overrides the site's support_phone on the legal pages. */
  support_phone?: string;
  /** Percentage offered to a member who is about to delete their account. */
  delete_discount?: number;
  /** When this company took the site over (ISO date); a later date moves the terms version (§9). */
  added?: string;
};

/** Settings with no column of their own (prices, per-country costs, field lists …), §3. */
export type SiteExtraSettings = {
  minimum_message_costs?: Record<string, { costs: number; currency: string }>;
  message_credits?: number;
  signup_credits?: number;
  photo_credits?: number;
  gift_credits?: number;
  /** Messages a free member may send without credits (§1; default 3). */
  free_messages?: number;
  message_length?: number;
  refund_days?: number;
  member_resell?: boolean;
  visible_profile_fields?: string[];
  visible_profile_notes?: boolean;
  search_fields?: string[];
  fictional_icon?: string;
  /** The target, in minutes, for a fictional profile's reply to a waiting member (operator inbox; default 15). */
  operator_reply_minutes?: number;
  entry_popup_countries?: string[];
  company?: SiteCompany;
};

// The per-language text fields are shared with the brand console's form.
export { SITE_TEXT_FIELDS, type SiteTextField } from '../../../shared/site-text-fields';

/**
 * Per-language values of the site's texts: { index_title: { en: '…', de: '…' }, … }, keyed by the
 * two-letter locale. The index_title and description columns stay the value in the site's own
 * language (domain_language); see src/shared/site-texts.ts for the fallback order.
 */
export type SiteTexts = Partial<Record<SiteTextField, Record<string, string>>>;

export const sites = pgTable('sites', {
  id: serial('id').primaryKey(),
  domain: text('domain').notNull().unique(),
  name: text('name').notNull(),
  domainLanguage: text('domain_language').notNull().default('nl-NL'),
  cdnPrefix: text('cdn_prefix').notNull().default(''),
  indexTitle: text('index_title').notNull().default(''),
  description: text('description').notNull().default(''),
  niche: integer('niche').notNull().default(1),
  signups: text('signups').notNull().default('all'),
  loggedOutSearch: text('logged_out_search').notNull().default('all'),
  loggedOutSearchTrafficsource: text('logged_out_search_trafficsource').notNull().default('none'),
  enableSiteEntryPopup: text('enable_site_entry_popup').notNull().default('yes'),
  supportPhone: text('support_phone').notNull().default(''),
  supportEmail: text('support_email').notNull().default(''),
  minAge: integer('min_age').notNull().default(18),
  /** IANA zone of the site's day: the swipe game's daily limit resets at its midnight (§9). */
  timeZone: text('time_zone').notNull().default('Europe/Amsterdam'),
  /**
   * Photo review (§3): `post` shows a new photo at once (moderators may still act afterwards), `pre`
   * shows it to its owner only until a moderator approves it.
   */
  photoModeration: text('photo_moderation', { enum: PHOTO_MODERATION_MODES }).notNull().default('post'),
  countries: text('countries').array().notNull().default([]),
  /** The languages the site is offered in (locales); empty: every language of the platform. */
  languages: text('languages').array().notNull().default([]),
  /** The site's logo (an uploaded file's URL); empty: the built-in logo. */
  logoUrl: text('logo_url').notNull().default(''),
  /** The site's brand colour (#rrggbb); empty: the built-in §9 magenta. */
  primaryColor: text('primary_color').notNull().default(''),
  /**
   * Live-cam and partner-profile tiles (§1, §3 member_resell) in search results: one after every this
   * many members; 0 shows none (docs/decisions/033-niche-sites-and-partner-tiles.md).
   */
  partnerTileEvery: integer('partner_tile_every').notNull().default(0),
  isDefault: boolean('is_default').notNull().default(false),
  extra: jsonb('extra').$type<SiteExtraSettings>().notNull().default({}),
  texts: jsonb('texts').$type<SiteTexts>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export type Site = typeof sites.$inferSelect;
export type NewSite = typeof sites.$inferInsert;

/** Installation-wide generated secrets (VAPID keys …), created on first start. */
export const appSecrets = pgTable('app_secrets', {
  key: text('key').primaryKey(),
  value: jsonb('value').$type<Record<string, string>>().notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
