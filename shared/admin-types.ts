import type { AdminListingFilters } from "./admin-listings";
import type { PropertyType, ServiceCategoryValue, TransactionType } from "./categories";
import type { LocationSlug } from "./locations";
import type {
  ModerationDecision,
  ModerationGround,
  ReportItemKind,
  ReportReason,
  ScamSignal,
} from "./moderation";
import type { PlanRow } from "./plan-schemas";
import type { PromotionKind, PromotionStatus } from "./promotion-schemas";
import type { AccountType, PromotionType, Role } from "./roles";
import type { BrandingKey } from "./site-settings";
import type { SourceKey } from "./sources";

/** The administrator's screens' data, as server/admin/ returns it and app/components/admin/ shows it. */

/** A listing or service the promotion dialog offers: its title and where (or what) it is. */
export type PromotionTarget = { id: string; title: string; detail: string };

/** One promotion of a listing or service in the administrator's list. */
export type AdminPromotionRow = {
  id: string;
  type: PromotionType;
  price: number;
  isActive: boolean;
  status: PromotionStatus;
  /** Days in Poland (YYYY-MM-DD): the list shows them as dates, whatever the server's zone. */
  startsOn: string;
  endsOn: string | null;
  targetId: string;
  title: string;
  detail: string;
  plan: string | null;
};

/** A promotion section: a page of its promotions, or its inline error when they cannot be read. */
export type PromotionsData =
  | {
      ok: true;
      kind: PromotionKind;
      promotions: AdminPromotionRow[];
      total: number;
      page: number;
      pageCount: number;
      /** The plans the add form offers. */
      plans: { id: string; name: string }[];
      /** The start date the add form offers. */
      today: string;
      q: string;
      /** The title search's matches (?q=), or null when nothing was searched. */
      targets: PromotionTarget[] | null;
    }
  | { ok: false; kind: PromotionKind };

/** One listing in the administrator's list, with its owner. */
export type AdminListingRow = {
  id: string;
  title: string;
  price: number;
  transactionType: TransactionType;
  type: PropertyType;
  location: LocationSlug | null;
  address: string | null;
  source: SourceKey;
  isVerified: boolean;
  isPremium: boolean;
  isArchived: boolean;
  views: number;
  createdAt: Date;
  ownerName: string;
  ownerEmail: string;
};

/** The administrator's listings screen: a page of the filtered listings. */
export type ListingsData = {
  rows: AdminListingRow[];
  total: number;
  /** More match than were counted (a text search counts up to a limit). */
  totalIsLowerBound: boolean;
  page: number;
  pageSize: number;
  pageCount: number;
  filters: AdminListingFilters;
};

/** A company account the administrator may add a service for: 'Firma (e-mail)'. */
export type CompanyAccount = { id: string; label: string };

/** One service in the administrator's list. */
export type AdminServiceRow = {
  id: string;
  title: string;
  category: ServiceCategoryValue;
  location: LocationSlug;
  priceFrom: number;
  views: number;
  isPremium: boolean;
  isHidden: boolean;
  createdAt: Date;
  ownerEmail: string;
  /** The company's name, or its owner's name when the profile has none. */
  owner: string;
};

/** The administrator's services screen: a page of them and the add dialog's companies. */
export type ServicesData = {
  services: AdminServiceRow[];
  total: number;
  page: number;
  pageSize: number;
  pageCount: number;
  filters: { q: string; category: string };
  companies: CompanyAccount[];
};

/** One API token in the settings' list (its secret is never shown again). */
export type ApiTokenRow = {
  id: string;
  name: string;
  prefix: string;
  ownerEmail: string;
  createdAt: Date;
  lastUsedAt: Date | null;
  revokedAt: Date | null;
};

/** The administrator's settings: branding, the photo limit and the API tokens. */
export type SettingsData = {
  /** Logos and favicon; a missing or empty value is null. */
  branding: Record<BrandingKey, string | null>;
  maxPhotos: number;
  tokens: ApiTokenRow[];
  /** More tokens than the list shows. */
  more: boolean;
};

/** The user list's account states: a deactivated account is 'inactive'. */
export type UserStatus = "active" | "inactive";

/** The administrator's user list filters. */
export type UserFilters = {
  /** Part of the e-mail, the profile's first or last name, or the account's name. */
  q?: string | null;
  role?: Role | null;
  status?: UserStatus | null;
  page?: number;
};

/** One account in the administrator's user list. */
export type AdminUserRow = {
  id: string;
  email: string;
  /** The profile's first and last name, or the account's name. */
  name: string;
  accountType: AccountType | null;
  isActive: boolean;
  isVerifiedSeller: boolean;
  emailVerified: boolean;
  createdAt: Date;
  roles: Role[];
  /** The agency the account owns. */
  agency: { id: string; name: string; isVerified: boolean } | null;
  /** The account's own plan in force, else null: the free plan. */
  plan: { id: string; name: string; endsAt: string } | null;
};

/** A page of the user list. */
export type UserPage = {
  users: AdminUserRow[];
  total: number;
  page: number;
  pageSize: number;
};

/** The administrator's users screen: a page of accounts and the plans an account can be given. */
export type UsersData = UserPage & {
  filters: Omit<UserFilters, "page">;
  /** The administrator looking (their row offers no way to lock themselves out). */
  actorId: string;
  plans: { id: string; name: string; durationDays: number; isActive: boolean }[];
};

/** An open plan order: who ordered which plan, and when. */
export type PlanOrderRow = {
  id: string;
  createdAt: Date;
  userId: string;
  email: string;
  /** The profile's first and last name, or the account's name. */
  name: string;
  planId: string;
  planName: string;
};

/** The administrator's plans section: every plan and the open orders. */
export type PlansData = { plans: PlanRow[]; orders: PlanOrderRow[] };

/** One reported item in the moderation queue, its open reports grouped. */
export type ModerationQueueItem = {
  kind: ReportItemKind;
  id: string;
  label: string;
  ownerId: string | null;
  ownerEmail: string | null;
  reports: number;
  userReports: number;
  reasons: ReportReason[];
  signals: ScamSignal[];
  explanations: string[];
  firstAt: Date;
  /** A listing whose scam notice an administrator has made public (else it shows none). */
  warningShown: boolean;
};

/** The moderation queue: its first items, oldest report first, and how many items in all. */
export type ModerationQueue = { items: ModerationQueueItem[]; total: number };

/** A decision appealed and waiting for the administrator. */
export type OpenAppeal = {
  id: string;
  kind: ReportItemKind;
  itemId: string;
  label: string;
  ownerEmail: string | null;
  decision: ModerationDecision;
  ground: ModerationGround | null;
  explanation: string;
  decidedBy: string | null;
  decidedAt: Date;
  appealText: string | null;
  appealedAt: Date | null;
};

/** The administrator's moderation screen. */
export type ModerationData = ModerationQueue & {
  appeals: OpenAppeal[];
  adminId: string | null;
};
