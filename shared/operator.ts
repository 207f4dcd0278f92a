/**
 * The company that runs the site, from OPERATOR_* (server/config.ts): the service provider of the
 * Regulamin and the controller of the privacy policy. `sample` marks the development stand-in.
 */
export type Operator = {
  sample: boolean;
  name: string;
  address: string;
  /** Ten digits, without separators. */
  nip: string;
  krs: string | undefined;
  regon: string | undefined;
  email: string;
  /** Where data-protection requests go; the company's e-mail unless configured apart. */
  privacyEmail: string;
};

/** "816-000-00-00", the way a NIP is usually printed. */
export function formatNip(nip: string): string {
  return `${nip.slice(0, 3)}-${nip.slice(3, 6)}-${nip.slice(6, 8)}-${nip.slice(8)}`;
}
