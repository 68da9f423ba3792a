import { sql } from 'drizzle-orm';
import { boolean, date, doublePrecision, index, integer, pgTable, primaryKey, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from './users';
import { staff } from './staff';

/** A photo's review: pending until a moderator decides on a site with pre-moderation. */
export const PHOTO_REVIEW_STATES = ['pending', 'approved', 'rejected'] as const;
export type PhotoReview = (typeof PHOTO_REVIEW_STATES)[number];

export const profiles = pgTable(
  'profiles',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    gender: text('gender', { enum: ['male', 'female'] }),
    lookingForGender: text('looking_for_gender', { enum: ['male', 'female'] }),
    /** The ages the member looks for (swipe game, match finder, the search's first filters); null: any. */
    lookingForMinAge: smallint('looking_for_min_age'),
    lookingForMaxAge: smallint('looking_for_max_age'),
    sexuality: text('sexuality', { enum: ['hetero', 'gay', 'lesbian', 'bi'] }),
    country: text('country'),
    regionId: integer('region_id').references(() => regions.id),
    city: text('city'),
    // Others see the city only when the member chooses to show it.
    showCity: boolean('show_city').notNull().default(false),
    /**
     * The position the member shared ("use my location"), rounded to about a kilometre
     * (docs/decisions/034): only ever used for distances between members, never shown.
     */
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    hairColour: text('hair_colour'),
    eyeColour: text('eye_colour'),
    bodyType: text('body_type'),
    relationshipStatus: text('relationship_status'),
    reason: text('reason'),
    tattoos: text('tattoos'),
    heightCm: smallint('height_cm'),
    about: text('about').notNull().default(''),
    status: text('status', { enum: ['active', 'disabled'] })
      .notNull()
      .default('disabled'),
    isFictional: boolean('is_fictional').notNull().default(false),
    /**
     * Where a site's own (fictional) profile is listed (search, swipe game, match finder): the sites by
     * id and the visitors' languages; empty means everywhere. Members are listed everywhere.
     */
    shownOnSiteIds: integer('shown_on_site_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    shownInLanguages: text('shown_in_languages')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    mainPhotoId: integer('main_photo_id'),
    lastActiveAt: timestamp('last_active_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Search (docs/performance.md): only active profiles are searched, so the indexes are partial.
    // The count walks gender + country + birth date; the page reads newest activity first.
    index('profiles_search_filter_idx')
      .on(t.gender, t.country, t.dateOfBirth, t.userId)
      .where(sql`status = 'active'`),
    index('profiles_search_recent_idx')
      .on(t.gender, t.country, t.lastActiveAt.desc().nullsFirst(), t.userId.desc().nullsFirst())
      .where(sql`status = 'active'`),
    index('profiles_active_idx')
      .on(t.lastActiveAt.desc().nullsFirst(), t.userId.desc().nullsFirst())
      .where(sql`status = 'active'`),
  ],
);

export const regions = pgTable(
  'regions',
  {
    id: serial('id').primaryKey(),
    country: text('country').notNull(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    lat: text('lat').notNull(),
    lon: text('lon').notNull(),
  },
  (t) => [index('regions_country_idx').on(t.country, t.code)],
);

export const interests = pgTable('interests', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  icon: text('icon').notNull(),
  // Orientation-like interests are special-category data (GDPR art. 9).
  sensitive: boolean('sensitive').notNull().default(false),
});

export const profileInterests = pgTable(
  'profile_interests',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    interestId: integer('interest_id')
      .notNull()
      .references(() => interests.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.interestId] })],
);

export const photos = pgTable(
  'photos',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    filename: text('filename').notNull(),
    thumbFilename: text('thumb_filename').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /**
     * WebP copies lie beside the JPEGs (docs/decisions/034), named after `filename`; false for photos
     * stored before them, which are served as JPEG only.
     */
    webp: boolean('webp').notNull().default(false),
    isPrivate: boolean('is_private').notNull().default(false),
    /** Photo review (docs/decisions/029): only `approved` photos are shown to anyone but their owner. */
    review: text('review', { enum: PHOTO_REVIEW_STATES }).notNull().default('approved'),
    /** The moderator who decided; null for photos approved at upload (a site on `post`). */
    reviewedBy: integer('reviewed_by').references(() => staff.id),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectionReason: text('rejection_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('photos_user_idx').on(t.userId),
    // The review queue reads the pending photos oldest first; they are few beside all photos.
    index('photos_pending_idx')
      .on(t.createdAt, t.id)
      .where(sql`review = 'pending'`),
  ],
);

export type Profile = typeof profiles.$inferSelect;
export type Photo = typeof photos.$inferSelect;
export type Region = typeof regions.$inferSelect;
export type Interest = typeof interests.$inferSelect;
