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

/**
 * This month so far against the same stretch of the last one, in Polish time: a whole month
 * against a partial one would read as a fall every morning of the 1st.
 */
export type MonthGrowth = {
  thisMonth: number;
  lastMonth: number;
  /** (this − last) ÷ last × 100, rounded to one decimal; null when last month had none. */
  percent: number | null;
};

/** The administrator's dashboard figures (server/admin/dashboard.ts). */
export type Dashboard = {
  /** `active`, `users` and `serviceCompanies` are the home page's figures (getSiteStatistics). */
  listings: { total: number; active: number; verified: number; premium: number; archived: number };
  users: number;
  serviceCompanies: number;
  /** Every source with listings, largest first. */
  sources: { source: string; count: number }[];
  /** `days`: the days compared, 1 to today's day of the month (Polish time). */
  growth: { days: number; listings: MonthGrowth; users: MonthGrowth };
};

export type DecisionSplit = { total: number; fromReports: number; fromSignals: number };

export type FigureRow = {
  /** Notices from users and visitors (signal null), by the month they arrived. */
  reports: number;
  reportsByReason: Record<ReportReason, number>;
  /** Scam signals the product's own rules raised (signal set). */
  signals: number;
  /** Decisions by the month they were taken: after user reports or on the product's signals. */
  decisions: DecisionSplit & { byKind: Record<ModerationDecision, DecisionSplit> };
  /**
   * Median hours from the group's oldest report (or signal) to the decision, one decimal; null
   * when the month has no decision.
   */
  medianHoursToDecision: number | null;
  /** Appeals by the month they arrived; decided and reversed by the month of the outcome. */
  appeals: { received: number; decided: number; reversed: number };
};
type MonthFigures = FigureRow & { /** YYYY-MM, Polish time. */ month: string };
/** The transparency figures of notice and action (server/moderation/transparency.ts). */
export type ModerationFigures = { months: MonthFigures[]; total: FigureRow };

/** One audit log entry. */
type AuditLogRow = {
  id: string;
  actorId: string | null;
  /** Copied so the entry still names who acted after their account is deleted. */
  actorEmail: string;
  action: string;
  targetType: string;
  targetId: string | null;
  targetLabel: string | null;
  before: unknown;
  after: unknown;
  createdAt: Date;
};

/** A page of the audit log, newest first. */
export type AuditLogPage = {
  entries: AuditLogRow[];
  total: number;
  page: number;
  pageSize: number;
};

/** The audit log under the dashboard: each entry's action named, the filters and their choices. */
export type AuditLogView = Omit<AuditLogPage, "entries"> & {
  entries: (AuditLogRow & { label: string })[];
  filters: { action: string | null; targetType: string | null; q: string | null };
  actions: { key: string; label: string }[];
};

/** The administrator's dashboard screen. */
export type DashboardData = {
  dashboard: Dashboard;
  moderation: ModerationFigures;
  auditLog: AuditLogView;
};
