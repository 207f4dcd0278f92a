import type { AccountType, Role } from "../../../shared/roles.ts";

/** One password for every demo account, for local use only (the README lists them). */
export const DEMO_PASSWORD = "Okolica2026!";

export type DemoAccountKey =
  | "administrator"
  | "wlasciciel"
  | "posrednik"
  | "agencja"
  | "agent"
  | "firma";

export type DemoAccount = {
  key: DemoAccountKey;
  email: string;
  password: string;
  roles: Role[];
  firstName: string;
  lastName: string;
  phone: string;
  accountType: AccountType | null;
  /** What the README shows next to the e-mail. */
  description: string;
};

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  {
    key: "administrator",
    email: "admin@okolica.local",
    password: DEMO_PASSWORD,
    roles: ["administrator"],
    firstName: "Katarzyna",
    lastName: "Wójcik",
    phone: "+48172421010",
    accountType: null,
    description: "administrator serwisu",
  },
  {
    key: "wlasciciel",
    email: "wlasciciel@okolica.local",
    password: DEMO_PASSWORD,
    roles: ["wlasciciel"],
    firstName: "Tomasz",
    lastName: "Kowalczyk",
    phone: "+48605214387",
    accountType: "wlasciciel",
    description: "właściciel sprzedający i wynajmujący nieruchomości",
  },
  {
    key: "posrednik",
    email: "posrednik@okolica.local",
    password: DEMO_PASSWORD,
    roles: ["posrednik"],
    firstName: "Agnieszka",
    lastName: "Mazur",
    phone: "+48692318540",
    accountType: "posrednik",
    description: "niezależna pośredniczka",
  },
  {
    key: "agencja",
    email: "agencja@okolica.local",
    password: DEMO_PASSWORD,
    roles: ["agencja"],
    firstName: "Marek",
    lastName: "Dudek",
    phone: "+48172405520",
    accountType: "agencja",
    description: "agencja „Nieruchomości Leżajsk”",
  },
  {
    key: "agent",
    email: "agent@okolica.local",
    password: DEMO_PASSWORD,
    roles: ["posrednik"],
    firstName: "Paweł",
    lastName: "Kubiak",
    phone: "+48663907112",
    accountType: "posrednik",
    description: "pośrednik w agencji „Nieruchomości Leżajsk”",
  },
  {
    key: "firma",
    email: "firma@okolica.local",
    password: DEMO_PASSWORD,
    roles: ["firma"],
    firstName: "Grzegorz",
    lastName: "Pieczonka",
    phone: "+48601455278",
    accountType: "firma",
    description: "firma usługowa „Pieczonka Instalacje”",
  },
];

export function demoAccount(key: DemoAccountKey): DemoAccount {
  const account = DEMO_ACCOUNTS.find((a) => a.key === key);
  if (!account) throw new Error(`unknown demo account ${key}`);
  return account;
}
