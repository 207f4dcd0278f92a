import type { ServiceCategory } from "@shared/categories";
import type { Operator } from "@shared/operator";
import type { BrandingKey } from "@shared/site-settings";
import type { NavCategory } from "./navigation";

export type ShellData = {
  navigation: NavCategory[];
  settings: Record<BrandingKey, string | null>;
  serviceCategories: readonly ServiceCategory[];
  year: number;
  /** The company running the site (OPERATOR_*): the footer's contact, the legal pages. */
  operator: Operator;
  /** The signed-in user for the header's user menu; null when signed out. */
  user: ShellUser | null;
  /**
   * The signed-in user's favourites (`listing:<id>`, `service:<id>`), for the hearts; empty when
   * signed out (a visitor's are in the browser: app/lib/favourites.ts).
   */
  favourites: string[];
};

export type ShellUser = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  avatarUrl: string | null;
  accountType: string | null;
  roles: string[];
};
