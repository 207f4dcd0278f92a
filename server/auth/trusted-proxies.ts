import { BlockList, isIP } from "node:net";

/** The named ranges of Express's "trust proxy" setting. */
const NAMED_RANGES: Record<string, string[]> = {
  loopback: ["127.0.0.0/8", "::1/128"],
  linklocal: ["169.254.0.0/16", "fe80::/10"],
  uniquelocal: ["10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "fc00::/7"],
};

/**
 * The proxies allowed to say who the client is (TRUSTED_PROXY_ADDRESSES): a comma-separated
 * list of addresses, CIDR ranges (`10.0.0.0/8`, `fd00::/8`) and the names `loopback`,
 * `linklocal`, `uniquelocal`, as in Express's "trust proxy". A bad entry throws an Error whose
 * message (Polish) names it.
 */
export function parseTrustedProxies(value: string): BlockList {
  const list = new BlockList();
  const entries = value
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) throw new Error("podaj co najmniej jeden adres proxy");
  for (const entry of entries.flatMap((e) => NAMED_RANGES[e.toLowerCase()] ?? [e])) {
    const [address, prefix, extra] = entry.split("/");
    const family = isIP(address);
    const bits = family === 4 ? 32 : 128;
    const length = prefix === undefined ? bits : Number(prefix);
    if (
      family === 0 ||
      extra !== undefined ||
      !/^\d{1,3}$/.test(prefix ?? String(bits)) ||
      length > bits
    ) {
      throw new Error(
        `„${entry}” nie jest adresem IP, zakresem CIDR ani nazwą loopback, linklocal, uniquelocal`,
      );
    }
    list.addSubnet(address, length, family === 4 ? "ipv4" : "ipv6");
  }
  return list;
}

/** Whether `address` (as a socket reports it, IPv4-mapped IPv6 included) is a trusted proxy. */
export function isTrustedProxy(proxies: BlockList, address: string | undefined): boolean {
  const family = address ? isIP(address) : 0;
  return family !== 0 && proxies.check(address as string, family === 4 ? "ipv4" : "ipv6");
}
