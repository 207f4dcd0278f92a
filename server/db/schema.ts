import { type SQL, sql } from "drizzle-orm";
import type { AnyPgColumn } from "drizzle-orm/pg-core";
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { AGENT_LINK_STATUSES } from "../../shared/agent-link-status.ts";
import {
  PROPERTY_TYPES,
  SELLER_TYPES,
  SERVICE_CATEGORY_VALUES,
  TRANSACTION_TYPES,
} from "../../shared/categories.ts";
import {
  BUILDING_TYPES,
  CONDITIONS,
  FLOOR_MAX,
  FLOOR_MIN,
  HEATING_TYPES,
  MARKETS,
  OUTDOOR_SPACES,
  OWNERSHIP_FORMS,
  PARKING_TYPES,
  PLOT_TYPES,
  UTILITIES,
} from "../../shared/listing-params.ts";
import { LOCATION_SLUGS } from "../../shared/locations.ts";
import {
  APPEAL_OUTCOME_KEYS,
  MODERATION_DECISION_KEYS,
  MODERATION_GROUND_KEYS,
  REPORT_ITEM_KINDS,
  REPORT_REASON_KEYS,
  SCAM_SIGNAL_KEYS,
} from "../../shared/moderation.ts";
import { ACCOUNT_TYPES, PROMOTION_TYPES, ROLES } from "../../shared/roles.ts";
import { ALERT_FREQUENCIES } from "../../shared/saved-searches.ts";
import { SITE_SETTING_KEYS } from "../../shared/site-settings.ts";
import { SOURCE_KEYS } from "../../shared/sources.ts";

function sqlList(values: readonly string[]): SQL {
  return sql.raw(values.map((v) => `'${v.replaceAll("'", "''")}'`).join(", "));
}

/** `column IN ('a', 'b', ...)` for a CHECK constraint; values come from shared/ constants. */
function oneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} in (${sqlList(values)})`;
}

/** A nullable enum column's CHECK: unknown (null) or one of the values. */
function nullOrOneOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} is null or ${oneOf(column, values)}`;
}

/** A nullable set column's CHECK: unknown (null) or values from the list only. */
function nullOrSubsetOf(column: AnyPgColumn, values: readonly string[]): SQL {
  return sql`${column} is null or ${column} <@ array[${sqlList(values)}]::text[]`;
}

const timestamps = {
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp("updated_at", { withTimezone: true })
    .notNull()
    .defaultNow()
    .$onUpdate(() => new Date()),
};

// ---------------------------------------------------------------------------
// better-auth's tables. Its user id (text) is what every user_id references.

export const users = pgTable(
  "users",
  {
    id: text("id").primaryKey(),
    name: text("name").notNull(),
    email: text("email").notNull().unique(),
    emailVerified: boolean("email_verified").notNull().default(false),
    image: text("image"),
    /** The Regulamin version the user accepted (shared/legal.ts), and when; null: not yet. */
    termsVersion: text("terms_version"),
    termsAcceptedAt: timestamp("terms_accepted_at", { withTimezone: true }),
    ...timestamps,
  },
  // The administrator's user list: newest first.
  (t) => [index("users_created_idx").on(t.createdAt.desc(), t.id.desc())],
);

export const sessions = pgTable(
  "sessions",
  {
    id: text("id").primaryKey(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    token: text("token").notNull().unique(),
    ipAddress: text("ip_address"),
    userAgent: text("user_agent"),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    ...timestamps,
  },
  (t) => [index("sessions_user_id_idx").on(t.userId)],
);

export const accounts = pgTable(
  "accounts",
  {
    id: text("id").primaryKey(),
    accountId: text("account_id").notNull(),
    providerId: text("provider_id").notNull(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    accessToken: text("access_token"),
    refreshToken: text("refresh_token"),
    idToken: text("id_token"),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    scope: text("scope"),
    password: text("password"),
    ...timestamps,
  },
  (t) => [index("accounts_user_id_idx").on(t.userId)],
);

export const verifications = pgTable(
  "verifications",
  {
    id: text("id").primaryKey(),
    identifier: text("identifier").notNull(),
    value: text("value").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    ...timestamps,
  },
  (t) => [index("verifications_identifier_idx").on(t.identifier)],
);

/** better-auth's rate-limit counters, in the database so that limits hold across processes. */
export const rateLimits = pgTable("rate_limits", {
  id: text("id").primaryKey(),
  key: text("key").notNull().unique(),
  count: integer("count").notNull(),
  lastRequest: bigint("last_request", { mode: "number" }).notNull(),
});

// ---------------------------------------------------------------------------
// People

export const profiles = pgTable(
  "profiles",
  {
    id: text("id")
      .primaryKey()
      .references(() => users.id, { onDelete: "cascade" }),
    firstName: text("first_name"),
    lastName: text("last_name"),
    phone: text("phone"),
    avatarUrl: text("avatar_url"),
    /** Chosen in the setup wizard; null until then. */
    accountType: text("account_type", { enum: ACCOUNT_TYPES }),
    companyName: text("company_name"),
    companyDescription: text("company_description"),
    nip: text("nip"),
    serviceAreas: text("service_areas").array().notNull().default(sql`'{}'::text[]`),
    specialization: text("specialization").array().notNull().default(sql`'{}'::text[]`),
    experienceYears: integer("experience_years"),
    /** Deactivated accounts cannot sign in; never an account type. */
    isActive: boolean("is_active").notNull().default(true),
    isVerifiedSeller: boolean("is_verified_seller").notNull().default(false),
    ...timestamps,
  },
  (t) => [
    // The few deactivated accounts, whose offers every public query leaves out
    // (server/accounts/owner-visibility.ts): an index-only read instead of a scan of profiles.
    index("profiles_inactive_idx").on(t.id).where(sql`not ${t.isActive}`),
    check(
      "profiles_account_type_check",
      sql`${t.accountType} is null or ${oneOf(t.accountType, ACCOUNT_TYPES)}`,
    ),
    check(
      "profiles_experience_years_check",
      sql`${t.experienceYears} is null or ${t.experienceYears} >= 0`,
    ),
  ],
);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    role: text("role", { enum: ROLES }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.role] }),
    check("user_roles_role_check", oneOf(t.role, ROLES)),
    index("user_roles_role_idx").on(t.role),
  ],
);

// ---------------------------------------------------------------------------
// Listings

export const properties = pgTable(
  "properties",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Deleting an account deletes its listings (GDPR). */
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** Whole złoty. */
    price: bigint("price", { mode: "number" }).notNull(),
    /**
     * The price before the last change and when it changed, kept by a trigger (the migration
     * that creates property_price_changes) whoever changes it: form, import or administrator.
     * Cards and alerts read the last change from the row itself.
     */
    previousPrice: bigint("previous_price", { mode: "number" }),
    priceChangedAt: timestamp("price_changed_at", { withTimezone: true }),
    /** One of the 15 location slugs, or null for an imported listing elsewhere. */
    location: text("location", { enum: LOCATION_SLUGS }),
    /** Street, district, or the portal's own location text. */
    address: text("address"),
    /** Null when unknown, like rooms and bathrooms: unknown is not zero. */
    area: numeric("area", { precision: 10, scale: 2, mode: "number" }),
    rooms: integer("rooms"),
    bathrooms: integer("bathrooms"),
    imageUrl: text("image_url"),
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    /**
     * The photo address an import gave, not shown anywhere: the re-hosting job
     * (server/images/rehost-imported-images.ts) fetches it, stores it as the main image, and
     * clears it; a photo that cannot be fetched is dropped.
     */
    pendingImageUrl: text("pending_image_url"),
    videos: text("videos").array().notNull().default(sql`'{}'::text[]`),
    virtualTourUrl: text("virtual_tour_url"),
    type: text("type", { enum: PROPERTY_TYPES }).notNull(),
    transactionType: text("transaction_type", { enum: TRANSACTION_TYPES })
      .notNull()
      .default("sprzedaz"),
    sellerType: text("seller_type", { enum: SELLER_TYPES }).notNull().default("klient"),
    source: text("source", { enum: SOURCE_KEYS }).notNull().default("wlasne"),
    /** Own listings are listed before portal ones; a column so that the order can use an index. */
    isOwn: boolean("is_own").notNull().generatedAlwaysAs(sql`source = 'wlasne'`),
    /**
     * The owner's assigned plan in force has 'Wyróżnienie w wynikach': listed first among own
     * listings in the default order. Kept by server/plans/listing-priority.ts.
     */
    ownerPriority: boolean("owner_priority").notNull().default(false),
    /**
     * Title and address, lower-cased without Polish diacritics, for the text query. Stored so
     * that matching a row is a plain LIKE instead of two unaccent calls (bench: q=lezajsk).
     */
    searchText: text("search_text")
      .notNull()
      .generatedAlwaysAs(sql`f_unaccent(lower(title || ' ' || coalesce(address, '')))`),
    externalUrl: text("external_url"),
    phone: text("phone"),
    isPremium: boolean("is_premium").notNull().default(false),
    /**
     * is_premium was set by a premium promotion (not by the owner or an administrator): it goes
     * when the listing's last premium promotion ends.
     */
    premiumByPromotion: boolean("premium_by_promotion").notNull().default(false),
    /** An active 'featured' promotion: shown first in search and on the home page. */
    isFeatured: boolean("is_featured").notNull().default(false),
    /** An active 'urgent' promotion: the 'Pilne' badge. */
    isUrgent: boolean("is_urgent").notNull().default(false),
    isVerified: boolean("is_verified").notNull().default(false),
    isArchived: boolean("is_archived").notNull().default(false),
    /** Running total; per-day figures are in property_daily_views. */
    views: integer("views").notNull().default(0),
    // Structured parameters (shared/listing-params.ts says which apply to which type and
    // transaction; the others stay null). Null is unknown, never "no".
    market: text("market", { enum: MARKETS }),
    buildingType: text("building_type", { enum: BUILDING_TYPES }),
    /** -1 suterena, 0 parter. */
    floor: integer("floor"),
    floorsTotal: integer("floors_total"),
    yearBuilt: integer("year_built"),
    condition: text("condition", { enum: CONDITIONS }),
    heating: text("heating", { enum: HEATING_TYPES }),
    elevator: boolean("elevator"),
    outdoor: text("outdoor", { enum: OUTDOOR_SPACES }).array(),
    parking: text("parking", { enum: PARKING_TYPES }),
    ownership: text("ownership", { enum: OWNERSHIP_FORMS }),
    /** Czynsz: the monthly fees on top of the price or rent, whole złoty. */
    rentAdditional: integer("rent_additional"),
    /** Kaucja, whole złoty. */
    deposit: integer("deposit"),
    availableFrom: date("available_from", { mode: "string" }),
    /** m²; a plot's is its area (save-listing), so that one filter finds houses and plots. */
    plotArea: numeric("plot_area", { precision: 12, scale: 2, mode: "number" }),
    plotType: text("plot_type", { enum: PLOT_TYPES }),
    utilities: text("utilities", { enum: UTILITIES }).array(),
    /**
     * The exact point its owner marked (WGS 84), or null. Visitors get it only with
     * show_exact_location; otherwise an area around it (server/listings/public-point.ts).
     */
    lat: numeric("lat", { precision: 9, scale: 6, mode: "number" }),
    lng: numeric("lng", { precision: 9, scale: 6, mode: "number" }),
    showExactLocation: boolean("show_exact_location").notNull().default(false),
    /**
     * "Odświeżono": set when published and when renewed, never by an edit. An own listing
     * expires LISTING_LIFETIME_DAYS after it (server/listings/listing-lifetime.ts); the Import
     * account's follow their feed instead.
     */
    refreshedAt: timestamp("refreshed_at", { withTimezone: true }).notNull().defaultNow(),
    /** Set when the lifetime job archived it: only such a listing may be renewed back. */
    expiredAt: timestamp("expired_at", { withTimezone: true }),
    /** The reminder for the current lifetime went (null again once renewed). */
    expiryRemindedAt: timestamp("expiry_reminded_at", { withTimezone: true }),
    /** The reminder mail's one-click "Odśwież" link; null when none is out. */
    renewToken: text("renew_token"),
    /**
     * A scam signal the product's rules raised (server/moderation/scam-signals.ts): the listing
     * page shows a calm notice while it is set; an administrator's "no action" clears it.
     */
    scamSignal: text("scam_signal", { enum: SCAM_SIGNAL_KEYS }),
    ...timestamps,
  },
  (t) => [
    check("properties_market_check", nullOrOneOf(t.market, MARKETS)),
    check("properties_scam_signal_check", nullOrOneOf(t.scamSignal, SCAM_SIGNAL_KEYS)),
    check("properties_building_type_check", nullOrOneOf(t.buildingType, BUILDING_TYPES)),
    check("properties_condition_check", nullOrOneOf(t.condition, CONDITIONS)),
    check("properties_heating_check", nullOrOneOf(t.heating, HEATING_TYPES)),
    check("properties_parking_check", nullOrOneOf(t.parking, PARKING_TYPES)),
    check("properties_ownership_check", nullOrOneOf(t.ownership, OWNERSHIP_FORMS)),
    check("properties_plot_type_check", nullOrOneOf(t.plotType, PLOT_TYPES)),
    check("properties_outdoor_check", nullOrSubsetOf(t.outdoor, OUTDOOR_SPACES)),
    check("properties_utilities_check", nullOrSubsetOf(t.utilities, UTILITIES)),
    check(
      "properties_floor_check",
      sql`${t.floor} is null or ${t.floor} between ${sql.raw(String(FLOOR_MIN))} and ${sql.raw(String(FLOOR_MAX))}`,
    ),
    check("properties_point_check", sql`(${t.lat} is null) = (${t.lng} is null)`),
    check("properties_floors_total_check", sql`${t.floorsTotal} is null or ${t.floorsTotal} >= 0`),
    check("properties_year_built_check", sql`${t.yearBuilt} is null or ${t.yearBuilt} >= 1000`),
    check(
      "properties_fees_check",
      sql`coalesce(${t.rentAdditional}, 0) >= 0 and coalesce(${t.deposit}, 0) >= 0`,
    ),
    check("properties_plot_area_check", sql`${t.plotArea} is null or ${t.plotArea} >= 0`),
    check("properties_type_check", oneOf(t.type, PROPERTY_TYPES)),
    check("properties_transaction_type_check", oneOf(t.transactionType, TRANSACTION_TYPES)),
    check("properties_seller_type_check", oneOf(t.sellerType, SELLER_TYPES)),
    check("properties_source_check", oneOf(t.source, SOURCE_KEYS)),
    check(
      "properties_location_check",
      sql`${t.location} is null or ${oneOf(t.location, LOCATION_SLUGS)}`,
    ),
    check("properties_price_check", sql`${t.price} >= 0`),
    check("properties_area_check", sql`${t.area} >= 0`),
    check("properties_rooms_check", sql`${t.rooms} is null or ${t.rooms} >= 0`),
    check("properties_bathrooms_check", sql`${t.bathrooms} is null or ${t.bathrooms} >= 0`),
    check("properties_views_check", sql`${t.views} >= 0`),
    // One copy of a portal page per owner: the feed import matches the Import account's rows by
    // source and link, and two users may each import the same page.
    uniqueIndex("properties_owner_source_external_url_key").on(t.userId, t.source, t.externalUrl),
    // Orders match the queries' (DESC means NULLS FIRST in SQL), so a page reads LIMIT rows of
    // an index instead of sorting every active listing. Default order: own first, newest first.
    index("properties_user_id_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    index("properties_pending_image_idx")
      .on(t.updatedAt)
      .where(sql`${t.pendingImageUrl} is not null`),
    // The administrator's list: every listing, archived included, newest first. The trailing
    // columns are every filter of that screen, so a page (at any offset) and a text count are
    // index-only scans (server/admin/listing-overview.ts; bench: admin 'page 250', 'q=lezajsk').
    index("properties_created_idx").on(
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
      t.type,
      t.location,
      t.source,
      t.isVerified,
      t.isPremium,
      t.isArchived,
      t.searchText,
    ),
    // Owner and search text trail the default order so that a text search's capped total with
    // an owner filter (an agency's page) walks this index alone and stops at the limit.
    index("properties_active_default_idx")
      .on(
        t.isOwn.desc().nullsFirst(),
        t.ownerPriority.desc().nullsFirst(),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
        t.userId,
        t.searchText,
      )
      .where(sql`not ${t.isArchived}`),
    index("properties_active_type_default_idx")
      .on(
        t.type,
        t.isOwn.desc().nullsFirst(),
        t.ownerPriority.desc().nullsFirst(),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`not ${t.isArchived}`),
    index("properties_active_type_location_default_idx")
      .on(
        t.type,
        t.location,
        t.isOwn.desc().nullsFirst(),
        t.ownerPriority.desc().nullsFirst(),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`not ${t.isArchived}`),
    index("properties_active_created_idx")
      .on(t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`not ${t.isArchived}`),
    index("properties_active_type_created_idx")
      .on(t.type, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst())
      .where(sql`not ${t.isArchived}`),
    // Price sorts order by transaction first (sales and rents apart: list-listings.ts), so a
    // page with or without a transaction filter reads these in order. The type trails: a
    // category's page skips other types inside the index instead of reading their rows (the
    // planner chose this order even over a type-leading index; bench: 'type, price-asc, last
    // page'). Sales before rents, each dearest first, is no backward scan of the first.
    index("properties_active_transaction_price_idx")
      .on(t.transactionType, t.price, t.type)
      .where(sql`not ${t.isArchived}`),
    index("properties_active_transaction_price_desc_idx")
      .on(t.transactionType, t.price.desc().nullsFirst(), t.type)
      .where(sql`not ${t.isArchived}`),
    // A category's area sorts (types' areas hardly overlap: a plot's are the largest, so the
    // type leads here). Largest first puts unknown areas last, which no backward scan of the
    // first gives.
    index("properties_active_area_idx").on(t.type, t.area).where(sql`not ${t.isArchived}`),
    index("properties_active_area_desc_idx")
      .on(t.type, t.area.desc().nullsLast())
      .where(sql`not ${t.isArchived}`),
    // Search (/search): the text query is a trigram LIKE on search_text (every listing: the
    // administrator's text filter includes archived ones); location-only searches sort by
    // price; transaction and seller filters need their own leading column for the page and for
    // index-only counts (bench: EXPLAIN).
    index("properties_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    // A common word's count (a text alone, public or the administrator's, archived or not) walks
    // this narrow index, checking each text, and stops one past the limit: about half the time of
    // walking a wide one (list-listings.ts, admin/listing-overview.ts; bench: q=lezajsk). A rare
    // word's few matches still come from the trigram index.
    index("properties_archived_search_idx").on(t.isArchived, t.searchText),
    // The type trails for a category's total with a price limit in a place: counted from this
    // index alone (bench: 'type+loc+priceMax').
    index("properties_active_location_price_idx")
      .on(t.location, t.transactionType, t.price, t.type)
      .where(sql`not ${t.isArchived}`),
    index("properties_active_transaction_default_idx")
      .on(
        t.transactionType,
        t.type,
        t.isOwn.desc().nullsFirst(),
        t.ownerPriority.desc().nullsFirst(),
        t.createdAt.desc().nullsFirst(),
        t.id.desc().nullsFirst(),
      )
      .where(sql`not ${t.isArchived}`),
    index("properties_active_seller_idx")
      .on(t.sellerType, t.type, t.location)
      .where(sql`not ${t.isArchived}`),
    // Minimum rooms (`rooms >= N`, with or without a type): the total is an index-only range
    // scan instead of reading every listing of the type; the page keeps the default-order index.
    index("properties_active_rooms_idx").on(t.type, t.rooms).where(sql`not ${t.isArchived}`),
    // The parameter filters with a range (year built from, plot area from/to) read their
    // type's range instead of every listing of it; market and floor narrow a type's rows
    // too little for an index of their own.
    index("properties_active_year_built_idx")
      .on(t.type, t.yearBuilt)
      .where(sql`not ${t.isArchived} and ${t.yearBuilt} is not null`),
    index("properties_active_plot_area_idx")
      .on(t.type, t.plotArea)
      .where(sql`not ${t.isArchived} and ${t.plotArea} is not null`),
    // The alert job's price drops since a search was last checked: only lowered active rows.
    index("properties_active_price_drop_idx")
      .on(t.priceChangedAt)
      .where(sql`not ${t.isArchived} and ${t.previousPrice} > ${t.price}`),
    uniqueIndex("properties_renew_token_key").on(t.renewToken),
    // The lifetime job: active listings by the day they were last refreshed.
    // The plan job clears the flag of owners whose plan ended: only flagged rows are read.
    index("properties_owner_priority_idx").on(t.userId).where(sql`${t.ownerPriority}`),
    index("properties_active_refreshed_idx").on(t.refreshedAt).where(sql`not ${t.isArchived}`),
    // The featured block above search results and on the home page: a handful of rows.
    index("properties_active_featured_idx")
      .on(t.type, t.createdAt.desc().nullsFirst())
      .where(sql`${t.isFeatured} and not ${t.isArchived}`),
  ],
);

/** Every change of a listing's price, oldest first: the listing page's price history. */
export const propertyPriceChanges = pgTable(
  "property_price_changes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    oldPrice: bigint("old_price", { mode: "number" }).notNull(),
    newPrice: bigint("new_price", { mode: "number" }).notNull(),
    changedAt: timestamp("changed_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("property_price_changes_property_idx").on(t.propertyId, t.changedAt)],
);

/**
 * "Obserwowane": a listing or a service company a user keeps an eye on. `saved_price` is the
 * listing's price when it was saved, so that the favourites page can say it changed since.
 */
export const favourites = pgTable(
  "favourites",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    propertyId: uuid("property_id").references(() => properties.id, { onDelete: "cascade" }),
    serviceId: uuid("service_id").references(() => services.id, { onDelete: "cascade" }),
    savedPrice: bigint("saved_price", { mode: "number" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("favourites_one_item_check", sql`(${t.propertyId} is null) <> (${t.serviceId} is null)`),
    uniqueIndex("favourites_user_property_key").on(t.userId, t.propertyId),
    uniqueIndex("favourites_user_service_key").on(t.userId, t.serviceId),
    index("favourites_user_created_idx").on(t.userId, t.createdAt),
    index("favourites_property_idx").on(t.propertyId),
    index("favourites_service_idx").on(t.serviceId),
  ],
);

/**
 * Which mails a user turned off (shared/email-preferences.ts); no row: every kind on. Mails
 * about the account itself are not in it: they always go.
 */
export const emailPreferences = pgTable("email_preferences", {
  userId: text("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  messages: boolean("messages").notNull().default(true),
  alerts: boolean("alerts").notNull().default(true),
  reminders: boolean("reminders").notNull().default(true),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A search a user saved to hear about new offers: its filters as the canonical /search query
 * (shared/saved-searches.ts). The alert job (server/saved-searches/send-search-alerts.ts) takes
 * the due ones (`due_at`), mails what was added or lowered since `checked_at`, and moves both on.
 * The unsubscribe token lets a mail's link pause it without a sign-in.
 */
export const savedSearches = pgTable(
  "saved_searches",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    query: text("query").notNull(),
    frequency: text("frequency", { enum: ALERT_FREQUENCIES }).notNull(),
    paused: boolean("paused").notNull().default(false),
    checkedAt: timestamp("checked_at", { withTimezone: true }).notNull().defaultNow(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull().defaultNow(),
    unsubscribeToken: text("unsubscribe_token").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("saved_searches_frequency_check", oneOf(t.frequency, ALERT_FREQUENCIES)),
    uniqueIndex("saved_searches_unsubscribe_token_key").on(t.unsubscribeToken),
    index("saved_searches_user_idx").on(t.userId, t.createdAt),
    // The job's scan: only the active ones, in the order they fall due.
    index("saved_searches_due_idx").on(t.dueAt).where(sql`not ${t.paused}`),
  ],
);

/**
 * Every listing, archived included, per type, location, source and flags, kept exact by a
 * trigger on properties (the migration that creates it), so that the administrator's listings
 * screen reads its total from at most a few thousand rows instead of counting up to every
 * listing (bench: admin 'status=normal'). Location '' stands for a listing without one.
 */
export const propertyAdminCounts = pgTable(
  "property_admin_counts",
  {
    type: text("type", { enum: PROPERTY_TYPES }).notNull(),
    location: text("location").notNull(),
    source: text("source", { enum: SOURCE_KEYS }).notNull(),
    isVerified: boolean("is_verified").notNull(),
    isPremium: boolean("is_premium").notNull(),
    isArchived: boolean("is_archived").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [
    primaryKey({
      name: "property_admin_counts_pk",
      columns: [t.type, t.location, t.source, t.isVerified, t.isPremium, t.isArchived],
    }),
    check("property_admin_counts_count_check", sql`${t.count} >= 0`),
  ],
);

/**
 * Active (not archived) listings per type and location, kept exact by a trigger on properties
 * (drizzle/0002_property_counts.sql), so that every page's header reads ~60 rows instead of
 * counting the listings. Location '' stands for listings outside the 15 locations.
 */
export const propertyCounts = pgTable(
  "property_counts",
  {
    type: text("type", { enum: PROPERTY_TYPES }).notNull(),
    location: text("location").notNull(),
    activeCount: integer("active_count").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.type, t.location] }),
    check("property_counts_active_count_check", sql`${t.activeCount} >= 0`),
  ],
);

export const propertyDailyViews = pgTable(
  "property_daily_views",
  {
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.day] }),
    check("property_daily_views_views_check", sql`${t.views} >= 0`),
  ],
);

// ---------------------------------------------------------------------------
// Services

export const services = pgTable(
  "services",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    /** Whole złoty per hour ('od 80 zł/h'). */
    priceFrom: integer("price_from").notNull(),
    location: text("location", { enum: LOCATION_SLUGS }).notNull(),
    category: text("category", { enum: SERVICE_CATEGORY_VALUES }).notNull(),
    imageUrl: text("image_url"),
    images: text("images").array().notNull().default(sql`'{}'::text[]`),
    /** e.g. 'Pn-Pt 8-17'; set by the company. */
    availability: text("availability"),
    /** The offered services shown with ticks on the detail page, in the company's order. */
    offeredServices: text("offered_services").array().notNull().default(sql`'{}'::text[]`),
    /** Warranty on the work in months; null when the company states none. */
    warrantyMonths: integer("warranty_months"),
    /** Who answers the phone; the detail page falls back to the owner's name. */
    contactPerson: text("contact_person"),
    /** The offer's own phone ('+48 600 123 456'); the reveal falls back to the owner's profile. */
    phone: text("phone"),
    /** Average of real reviews (null until there are some). */
    rating: numeric("rating", { precision: 2, scale: 1, mode: "number" }),
    reviewCount: integer("review_count").notNull().default(0),
    isPremium: boolean("is_premium").notNull().default(false),
    /** As on properties: premium that a promotion set, and goes with its last premium promotion. */
    premiumByPromotion: boolean("premium_by_promotion").notNull().default(false),
    /** An active 'featured' promotion: listed first in its category. */
    isFeatured: boolean("is_featured").notNull().default(false),
    isVerified: boolean("is_verified").notNull().default(false),
    /** Hidden by a moderation decision: off every public page, still in its owner's panel. */
    isHidden: boolean("is_hidden").notNull().default(false),
    views: integer("views").notNull().default(0),
    ...timestamps,
  },
  (t) => [
    check("services_category_check", oneOf(t.category, SERVICE_CATEGORY_VALUES)),
    check("services_location_check", oneOf(t.location, LOCATION_SLUGS)),
    check("services_price_from_check", sql`${t.priceFrom} >= 0`),
    check(
      "services_rating_check",
      sql`${t.rating} is null or (${t.rating} >= 0 and ${t.rating} <= 5)`,
    ),
    check("services_review_count_check", sql`${t.reviewCount} >= 0`),
    check("services_views_check", sql`${t.views} >= 0`),
    check(
      "services_warranty_months_check",
      sql`${t.warrantyMonths} is null or (${t.warrantyMonths} >= 0 and ${t.warrantyMonths} <= 600)`,
    ),
    index("services_user_id_idx").on(t.userId, t.createdAt.desc().nullsFirst()),
    index("services_category_idx").on(t.category, t.createdAt.desc().nullsFirst()),
    // "Fachowcy w okolicy": a few places times a few categories (list-nearby-services.ts).
    index("services_location_category_idx").on(t.location, t.category),
    index("services_created_idx").on(t.createdAt.desc().nullsFirst()),
    index("services_title_trgm_idx").using("gin", sql`f_unaccent(lower(${t.title})) gin_trgm_ops`),
  ],
);

export const serviceDailyViews = pgTable(
  "service_daily_views",
  {
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    views: integer("views").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.day] }),
    check("service_daily_views_views_check", sql`${t.views} >= 0`),
  ],
);

/**
 * Who has been counted as a viewer of a listing on a day (a session id or a daily-salted IP
 * hash), so that a visitor adds one view per listing per day. Rows older than a few days are
 * pruned; the counts themselves live in properties.views and property_daily_views.
 */
export const propertyViewVisitors = pgTable(
  "property_view_visitors",
  {
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    visitor: text("visitor").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.propertyId, t.day, t.visitor] }),
    index("property_view_visitors_day_idx").on(t.day),
  ],
);

export const serviceViewVisitors = pgTable(
  "service_view_visitors",
  {
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    day: date("day", { mode: "string" }).notNull(),
    visitor: text("visitor").notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.serviceId, t.day, t.visitor] }),
    index("service_view_visitors_day_idx").on(t.day),
  ],
);

/** One review per user and service; services.rating and review_count are computed from these. */
export const serviceReviews = pgTable(
  "service_reviews",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    rating: integer("rating").notNull(),
    text: text("text").notNull().default(""),
    ...timestamps,
  },
  (t) => [
    uniqueIndex("service_reviews_service_user_key").on(t.serviceId, t.userId),
    index("service_reviews_service_idx").on(t.serviceId, t.createdAt.desc().nullsFirst()),
    check("service_reviews_rating_check", sql`${t.rating} between 1 and 5`),
  ],
);

// ---------------------------------------------------------------------------
// Messaging

/**
 * One conversation per pair of users and listing (or service). The pair is stored ordered
 * (user_a_id < user_b_id, by code points) so that one unique index finds it whoever writes
 * first; a deleted account leaves null on its side and the conversation stays for the other.
 */
export const conversations = pgTable(
  "conversations",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id").references(() => properties.id, { onDelete: "set null" }),
    serviceId: uuid("service_id").references(() => services.id, { onDelete: "set null" }),
    /** The listing's or service's title when the conversation began: it outlives the listing. */
    subjectTitle: text("subject_title"),
    userAId: text("user_a_id").references(() => users.id, { onDelete: "set null" }),
    userBId: text("user_b_id").references(() => users.id, { onDelete: "set null" }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    /** The first 140 characters of the newest message, for the list without reading messages. */
    lastMessagePreview: text("last_message_preview").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex("conversations_pair_property_key")
      .on(t.userAId, t.userBId, t.propertyId)
      .where(sql`${t.propertyId} is not null`),
    uniqueIndex("conversations_pair_service_key")
      .on(t.userAId, t.userBId, t.serviceId)
      .where(sql`${t.serviceId} is not null`),
    index("conversations_user_a_idx").on(t.userAId, t.lastMessageAt.desc()),
    index("conversations_user_b_idx").on(t.userBId, t.lastMessageAt.desc()),
    // For the set-null cascades when a listing or service is deleted.
    index("conversations_property_idx").on(t.propertyId),
    index("conversations_service_idx").on(t.serviceId),
  ],
);

export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    /** Null once the sender deleted the account: the message stays for the recipient. */
    senderId: text("sender_id").references(() => users.id, { onDelete: "set null" }),
    recipientId: text("recipient_id").references(() => users.id, { onDelete: "set null" }),
    propertyId: uuid("property_id").references(() => properties.id, { onDelete: "set null" }),
    serviceId: uuid("service_id").references(() => services.id, { onDelete: "set null" }),
    /** The listing's or service's title when the message was sent, so the conversation survives its deletion. */
    subjectTitle: text("subject_title"),
    subject: text("subject").notNull().default("Wiadomość"),
    content: text("content").notNull(),
    isRead: boolean("is_read").notNull().default(false),
    /** As on properties: the conversation shows the recipient a calm notice while it is set. */
    scamSignal: text("scam_signal", { enum: SCAM_SIGNAL_KEYS }),
    ...timestamps,
  },
  (t) => [
    // The bell's count (recipient only) and a conversation's unread count (both columns).
    index("messages_recipient_unread_idx")
      .on(t.recipientId, t.conversationId)
      .where(sql`not ${t.isRead}`),
    index("messages_conversation_idx").on(t.conversationId, t.createdAt),
    index("messages_recipient_idx").on(t.recipientId, t.createdAt.desc().nullsFirst()),
    index("messages_sender_idx").on(t.senderId, t.createdAt.desc().nullsFirst()),
    check("messages_scam_signal_check", nullOrOneOf(t.scamSignal, SCAM_SIGNAL_KEYS)),
    index("messages_property_idx").on(t.propertyId),
    index("messages_service_idx").on(t.serviceId),
  ],
);

export const messageAttachments = pgTable(
  "message_attachments",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    messageId: uuid("message_id")
      .notNull()
      .references(() => messages.id, { onDelete: "cascade" }),
    /** Key in the PRIVATE storage; attachments are never served by a public URL. */
    fileKey: text("file_key").notNull(),
    fileName: text("file_name").notNull(),
    /** The type found by reading the file's content, not the one the browser claimed. */
    fileType: text("file_type").notNull(),
    fileSize: integer("file_size").notNull(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    /** When the expiry job deleted the file; null while it can still be downloaded. */
    expiredAt: timestamp("expired_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("message_attachments_file_size_check", sql`${t.fileSize} >= 0`),
    index("message_attachments_message_idx").on(t.messageId),
    // The expiry job only looks at files not yet deleted.
    index("message_attachments_expires_idx").on(t.expiresAt).where(sql`${t.expiredAt} is null`),
  ],
);

/**
 * When the recipient was last e-mailed about a conversation (server/messages/notify.ts): at most
 * one mail per conversation per 15 minutes. The claim is one upsert with a WHERE on
 * last_sent_at, so of several processes only one ever sends.
 */
export const messageNotifications = pgTable(
  "message_notifications",
  {
    conversationId: uuid("conversation_id")
      .notNull()
      .references(() => conversations.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    lastSentAt: timestamp("last_sent_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.conversationId, t.userId] }),
    // For the cascade when an account is deleted.
    index("message_notifications_user_idx").on(t.userId),
  ],
);

// ---------------------------------------------------------------------------
// Agencies

export const agencies = pgTable(
  "agencies",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    ownerId: text("owner_id")
      .notNull()
      .unique()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    licenseNumber: text("license_number"),
    email: text("email"),
    phone: text("phone"),
    website: text("website"),
    logoUrl: text("logo_url"),
    address: text("address"),
    description: text("description"),
    isVerified: boolean("is_verified").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    /**
     * Hidden by a moderation decision: its page is off the public site (publicAgency()), while
     * the agency keeps running its team and listings in the panel.
     */
    isHidden: boolean("is_hidden").notNull().default(false),
    ...timestamps,
  },
  (t) => [check("agencies_name_check", sql`length(trim(${t.name})) > 0`)],
);

export const agentAgencies = pgTable(
  "agent_agencies",
  {
    agentId: text("agent_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    agencyId: uuid("agency_id")
      .notNull()
      .references(() => agencies.id, { onDelete: "cascade" }),
    position: text("position").notNull().default("agent"),
    /**
     * 'pending': the agency invited the broker, who has not answered; only 'active' (accepted)
     * gives the agency anything. 'declined': the broker refused or the agency withdrew the
     * invitation; 'ended': the broker left or was removed. Rows are kept as history.
     */
    status: text("status", { enum: AGENT_LINK_STATUSES }).notNull().default("pending"),
    startDate: date("start_date", { mode: "string" }).notNull().default(sql`current_date`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.agentId, t.agencyId] }),
    index("agent_agencies_agency_idx").on(t.agencyId),
    check("agent_agencies_status_check", oneOf(t.status, AGENT_LINK_STATUSES)),
  ],
);

// ---------------------------------------------------------------------------
// Stored files

/** Rows that own public files: a listing, a service, an agency (logo), an avatar, a branding setting. */
export const FILE_OWNER_KINDS = ["listing", "service", "agency", "avatar", "branding"] as const;
export type FileOwnerKind = (typeof FILE_OWNER_KINDS)[number];

/**
 * Every file of the public storage and the row whose save stored it (owner_id: the listing's,
 * service's or agency's id, the user's id for an avatar, the setting's key for branding), with
 * the URL that row names it by. A row's files are deleted only from here, never from the URLs it
 * holds: a photo URL can be a link to another row's file, and a link is never a key.
 */
export const storedFiles = pgTable(
  "stored_files",
  {
    key: text("key").primaryKey(),
    ownerKind: text("owner_kind", { enum: FILE_OWNER_KINDS }).notNull(),
    ownerId: text("owner_id").notNull(),
    url: text("url").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("stored_files_owner_kind_check", oneOf(t.ownerKind, FILE_OWNER_KINDS)),
    index("stored_files_owner_idx").on(t.ownerKind, t.ownerId),
  ],
);

// ---------------------------------------------------------------------------
// Site and promotions

export const siteSettings = pgTable(
  "site_settings",
  {
    key: text("key", { enum: SITE_SETTING_KEYS }).primaryKey(),
    value: text("value"),
    updatedAt: timestamp("updated_at", { withTimezone: true })
      .notNull()
      .defaultNow()
      .$onUpdate(() => new Date()),
  },
  (t) => [check("site_settings_key_check", oneOf(t.key, SITE_SETTING_KEYS))],
);

export const subscriptionPlans = pgTable(
  "subscription_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    description: text("description"),
    /** Whole złoty. */
    price: integer("price").notNull(),
    durationDays: integer("duration_days").notNull(),
    features: text("features").array().notNull().default(sql`'{}'::text[]`),
    /** -1 means unlimited. */
    maxProperties: integer("max_properties").notNull().default(-1),
    maxServices: integer("max_services").notNull().default(-1),
    /** Photos per listing; -1: as many as the site allows (max_photos_per_listing). */
    maxPhotos: integer("max_photos").notNull().default(-1),
    priorityDisplay: boolean("priority_display").notNull().default(false),
    isActive: boolean("is_active").notNull().default(true),
    ...timestamps,
  },
  (t) => [
    check("subscription_plans_price_check", sql`${t.price} >= 0`),
    check("subscription_plans_duration_check", sql`${t.durationDays} > 0`),
    check("subscription_plans_max_properties_check", sql`${t.maxProperties} >= -1`),
    check("subscription_plans_max_services_check", sql`${t.maxServices} >= -1`),
    check("subscription_plans_max_photos_check", sql`${t.maxPhotos} >= -1`),
  ],
);

/**
 * A plan an administrator assigned to an account for a period (payment is arranged outside the
 * site). The account's plan is the one in force (starts_at <= now < ends_at) that started last;
 * an account without one has the free plan's limits (server/plans/account-plan.ts).
 */
export const userPlans = pgTable(
  "user_plans",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planId: uuid("plan_id")
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: "restrict" }),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    assignedBy: text("assigned_by").references(() => users.id, { onDelete: "set null" }),
    /** When the 'your plan ends in 7 days' mail was queued (or found unneeded). */
    endRemindedAt: timestamp("end_reminded_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("user_plans_period_check", sql`${t.endsAt} > ${t.startsAt}`),
    index("user_plans_user_idx").on(t.userId, t.endsAt),
    // The reminder job: plans not yet reminded, by end.
    index("user_plans_unreminded_idx").on(t.endsAt).where(sql`${t.endRemindedAt} is null`),
  ],
);

export const DATA_EXPORT_STATUSES = ["pending", "building", "ready", "expired"] as const;

/**
 * "Pobierz moje dane" (GDPR art. 15 and 20): a request the export job turns into a ZIP in the
 * private storage, downloadable by its owner until expires_at, then deleted.
 */
export const dataExports = pgTable(
  "data_exports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Null once the account is deleted: the export job then deletes the file at once. */
    userId: text("user_id").references(() => users.id, { onDelete: "set null" }),
    status: text("status", { enum: DATA_EXPORT_STATUSES }).notNull().default("pending"),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    /** When a process took it to build (another takes it over if that one died mid-way). */
    startedAt: timestamp("started_at", { withTimezone: true }),
    readyAt: timestamp("ready_at", { withTimezone: true }),
    expiresAt: timestamp("expires_at", { withTimezone: true }),
    /** Key of the ZIP in the PRIVATE storage; never served by a public URL. */
    fileKey: text("file_key"),
    fileSize: integer("file_size"),
  },
  (t) => [
    check("data_exports_status_check", oneOf(t.status, DATA_EXPORT_STATUSES)),
    // One request at a time per account: asking again while one is prepared asks nothing more.
    uniqueIndex("data_exports_open_key")
      .on(t.userId)
      .where(sql`${t.status} in ('pending', 'building')`),
    index("data_exports_user_idx").on(t.userId, t.requestedAt),
    index("data_exports_due_idx")
      .on(t.requestedAt)
      .where(sql`${t.status} in ('pending', 'building')`),
    index("data_exports_ready_idx").on(t.expiresAt).where(sql`${t.status} = 'ready'`),
  ],
);

export const PLAN_ORDER_STATUSES = ["open", "done", "dismissed"] as const;

/** An order from /cennik: a request the administrator answers by assigning the plan or closing it. */
export const planOrders = pgTable(
  "plan_orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    planId: uuid("plan_id")
      .notNull()
      .references(() => subscriptionPlans.id, { onDelete: "cascade" }),
    status: text("status", { enum: PLAN_ORDER_STATUSES }).notNull().default("open"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    handledAt: timestamp("handled_at", { withTimezone: true }),
    handledBy: text("handled_by").references(() => users.id, { onDelete: "set null" }),
  },
  (t) => [
    check("plan_orders_status_check", oneOf(t.status, PLAN_ORDER_STATUSES)),
    // One open order per account and plan: ordering again is not a second request.
    uniqueIndex("plan_orders_open_key").on(t.userId, t.planId).where(sql`${t.status} = 'open'`),
    index("plan_orders_open_idx").on(t.createdAt).where(sql`${t.status} = 'open'`),
  ],
);

/**
 * A decision on reported content (DSA art. 17): what was decided on which ground, sent to the
 * owner as a statement of reasons at /decyzja/{token}, and the owner's one appeal (art. 20) with
 * its outcome. It names the item by kind, id and title, so it outlives a removed item.
 */
export const moderationDecisions = pgTable(
  "moderation_decisions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    itemKind: text("item_kind", { enum: REPORT_ITEM_KINDS }).notNull(),
    itemId: uuid("item_id").notNull(),
    itemLabel: text("item_label").notNull(),
    ownerId: text("owner_id").references(() => users.id, { onDelete: "set null" }),
    /** Copied: the statement and the appeal's outcome still reach a restricted account. */
    ownerEmail: text("owner_email"),
    decision: text("decision", { enum: MODERATION_DECISION_KEYS }).notNull(),
    ground: text("ground", { enum: MODERATION_GROUND_KEYS }),
    explanation: text("explanation").notNull().default(""),
    /** Reported by users (true) or found by the product's own rules, scam signals (false). */
    fromReports: boolean("from_reports").notNull(),
    reportCount: integer("report_count").notNull(),
    /** The oldest report's time: the transparency figures' time to decision starts there. */
    firstReportAt: timestamp("first_report_at", { withTimezone: true }).notNull(),
    decidedBy: text("decided_by").references(() => users.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }).notNull().defaultNow(),
    /** The statement's link: the owner reads it and appeals there, signed in or not. */
    token: text("token").notNull().unique(),
    appealText: text("appeal_text"),
    appealedAt: timestamp("appealed_at", { withTimezone: true }),
    appealOutcome: text("appeal_outcome", { enum: APPEAL_OUTCOME_KEYS }),
    appealExplanation: text("appeal_explanation"),
    appealDecidedBy: text("appeal_decided_by").references(() => users.id, {
      onDelete: "set null",
    }),
    appealDecidedAt: timestamp("appeal_decided_at", { withTimezone: true }),
  },
  (t) => [
    check("moderation_decisions_item_kind_check", oneOf(t.itemKind, REPORT_ITEM_KINDS)),
    check("moderation_decisions_decision_check", oneOf(t.decision, MODERATION_DECISION_KEYS)),
    check("moderation_decisions_ground_check", nullOrOneOf(t.ground, MODERATION_GROUND_KEYS)),
    check(
      "moderation_decisions_appeal_outcome_check",
      nullOrOneOf(t.appealOutcome, APPEAL_OUTCOME_KEYS),
    ),
    index("moderation_decisions_decided_idx").on(t.decidedAt),
    index("moderation_decisions_owner_idx").on(t.ownerId, t.decidedAt.desc()),
    // The transparency figures: appeals decided per month.
    index("moderation_decisions_appeal_decided_idx")
      .on(t.appealDecidedAt)
      .where(sql`${t.appealDecidedAt} is not null`),
    index("moderation_decisions_open_appeals_idx")
      .on(t.appealedAt)
      .where(sql`${t.appealedAt} is not null and ${t.appealDecidedAt} is null`),
  ],
);

/**
 * A report (DSA art. 16) by a user or a visitor, or a scam signal the product's rules raised
 * (reporter and e-mail null, `signal` set). Open while decision_id is null; the queue groups the
 * open ones by item. A reporter reports an item once while it is open.
 */
export const contentReports = pgTable(
  "content_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    itemKind: text("item_kind", { enum: REPORT_ITEM_KINDS }).notNull(),
    itemId: uuid("item_id").notNull(),
    /** The item's title (or the start of its text) when reported. */
    itemLabel: text("item_label").notNull(),
    ownerId: text("owner_id").references(() => users.id, { onDelete: "set null" }),
    reporterId: text("reporter_id").references(() => users.id, { onDelete: "set null" }),
    /** Where the confirmation and the outcome go (the account's address for a signed-in one). */
    reporterEmail: text("reporter_email"),
    reason: text("reason", { enum: REPORT_REASON_KEYS }).notNull(),
    signal: text("signal", { enum: SCAM_SIGNAL_KEYS }),
    explanation: text("explanation").notNull(),
    decisionId: uuid("decision_id").references(() => moderationDecisions.id, {
      onDelete: "set null",
    }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("content_reports_item_kind_check", oneOf(t.itemKind, REPORT_ITEM_KINDS)),
    check("content_reports_reason_check", oneOf(t.reason, REPORT_REASON_KEYS)),
    check("content_reports_signal_check", nullOrOneOf(t.signal, SCAM_SIGNAL_KEYS)),
    check(
      "content_reports_source_check",
      sql`(${t.signal} is null) = (${t.reporterEmail} is not null)`,
    ),
    // One open report per item and reporter (account, else e-mail, else the signal's rule).
    uniqueIndex("content_reports_open_key")
      .on(
        t.itemKind,
        t.itemId,
        sql`coalesce(${t.reporterId}, lower(${t.reporterEmail}), 'signal:' || ${t.signal})`,
      )
      .where(sql`${t.decisionId} is null`),
    index("content_reports_open_idx").on(t.createdAt).where(sql`${t.decisionId} is null`),
    index("content_reports_item_idx").on(t.itemKind, t.itemId),
    index("content_reports_decision_idx").on(t.decisionId),
    // The transparency figures: reports received per month.
    index("content_reports_created_idx").on(t.createdAt),
  ],
);

/**
 * A visitor's report waiting for its e-mail address to be confirmed: the one mail to the typed
 * address holds a link (`token`) and nobody's text; the report is filed (content_reports) only
 * when the link's page is confirmed, and this row deleted then or once it expires.
 */
export const pendingReports = pgTable(
  "pending_reports",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    token: text("token").notNull().unique(),
    itemKind: text("item_kind", { enum: REPORT_ITEM_KINDS }).notNull(),
    itemId: uuid("item_id").notNull(),
    email: text("email").notNull(),
    reason: text("reason", { enum: REPORT_REASON_KEYS }).notNull(),
    explanation: text("explanation").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
  },
  (t) => [
    check("pending_reports_item_kind_check", oneOf(t.itemKind, REPORT_ITEM_KINDS)),
    check("pending_reports_reason_check", oneOf(t.reason, REPORT_REASON_KEYS)),
    index("pending_reports_expires_idx").on(t.expiresAt),
  ],
);

export const propertyPromotions = pgTable(
  "property_promotions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    propertyId: uuid("property_id")
      .notNull()
      .references(() => properties.id, { onDelete: "cascade" }),
    planId: uuid("plan_id").references(() => subscriptionPlans.id, { onDelete: "set null" }),
    promotionType: text("promotion_type", { enum: PROMOTION_TYPES }).notNull(),
    price: integer("price").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("property_promotions_type_check", oneOf(t.promotionType, PROMOTION_TYPES)),
    check("property_promotions_price_check", sql`${t.price} >= 0`),
    index("property_promotions_property_idx").on(t.propertyId),
    index("property_promotions_active_idx")
      .on(t.createdAt.desc().nullsFirst())
      .where(sql`${t.isActive}`),
    // The expiry job: active promotions whose end has passed.
    index("property_promotions_active_ends_idx").on(t.endsAt).where(sql`${t.isActive}`),
  ],
);

export const servicePromotions = pgTable(
  "service_promotions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    serviceId: uuid("service_id")
      .notNull()
      .references(() => services.id, { onDelete: "cascade" }),
    planId: uuid("plan_id").references(() => subscriptionPlans.id, { onDelete: "set null" }),
    promotionType: text("promotion_type", { enum: PROMOTION_TYPES }).notNull(),
    price: integer("price").notNull().default(0),
    isActive: boolean("is_active").notNull().default(true),
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull().defaultNow(),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("service_promotions_type_check", oneOf(t.promotionType, PROMOTION_TYPES)),
    check("service_promotions_price_check", sql`${t.price} >= 0`),
    index("service_promotions_service_idx").on(t.serviceId),
    index("service_promotions_active_idx")
      .on(t.createdAt.desc().nullsFirst())
      .where(sql`${t.isActive}`),
    // The expiry job: active promotions whose end has passed.
    index("service_promotions_active_ends_idx").on(t.endsAt).where(sql`${t.isActive}`),
  ],
);

// ---------------------------------------------------------------------------
// Administration

/**
 * One row per administrator action, written in the same transaction as the change. The target's
 * label is copied so the entry still reads after the record is deleted; before/after hold the
 * flags the action changed.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    actorId: text("actor_id").references(() => users.id, { onDelete: "set null" }),
    /** Copied so the entry still names who acted after their account is deleted. */
    actorEmail: text("actor_email").notNull(),
    action: text("action").notNull(),
    targetType: text("target_type").notNull(),
    targetId: text("target_id"),
    targetLabel: text("target_label"),
    before: jsonb("before"),
    after: jsonb("after"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index("audit_log_created_idx").on(t.createdAt.desc(), t.id.desc()),
    index("audit_log_action_idx").on(t.action, t.createdAt.desc()),
    index("audit_log_actor_idx").on(t.actorId, t.createdAt.desc()),
    index("audit_log_target_idx").on(t.targetType, t.targetId),
  ],
);

/** Administrator API tokens (portal import): only a SHA-256 of the token is kept. */
export const apiTokens = pgTable(
  "api_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: text("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    /** The first characters, shown in the list so a token can be recognised. */
    prefix: text("prefix").notNull(),
    lastUsedAt: timestamp("last_used_at", { withTimezone: true }),
    revokedAt: timestamp("revoked_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check("api_tokens_name_check", sql`length(trim(${t.name})) > 0`),
    index("api_tokens_user_idx").on(t.userId, t.createdAt.desc()),
  ],
);

// ---------------------------------------------------------------------------
// Outgoing mail

/**
 * Every mail the site sends, stored before delivery so that an SMTP outage loses none
 * (server/mail/outbox.ts). A row is delivered once: claimed (FOR UPDATE SKIP LOCKED, its next
 * attempt moved a lease ahead), sent, then marked sent. `next_attempt_at` null: given up after
 * 24 h, kept to inspect. Sent rows are deleted after 30 days.
 */
export const mailOutbox = pgTable(
  "mail_outbox",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    /** Extra headers (an alert's List-Unsubscribe); null for most mails. */
    headers: jsonb("headers").$type<Record<string, string>>(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
    /** Delivery attempts made so far (failed ones and the successful one). */
    attempts: integer("attempts").notNull().default(0),
    nextAttemptAt: timestamp("next_attempt_at", { withTimezone: true }).defaultNow(),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    lastError: text("last_error"),
  },
  (t) => [
    // The retry job's scan: only unsent rows, in the order they fall due.
    index("mail_outbox_due_idx").on(t.nextAttemptAt).where(sql`${t.sentAt} is null`),
  ],
);
