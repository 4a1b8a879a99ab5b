import { BlockList, isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import type { AppEnv } from './context.ts';

/**
 * Which hops in front of the server may say who the client is (TRUST_PROXY):
 * none (the socket's address is the client), a number of proxies, or the proxies'
 * addresses and networks.
 */
export type TrustProxy = { kind: 'none' } | { kind: 'hops'; hops: number } | { kind: 'list'; proxies: BlockList };

/** '' / 0 / false → none; a whole number → that many hops; otherwise a comma-separated list of IPs and CIDRs. */
export function parseTrustProxy(value: string): TrustProxy {
  const text = value.trim();
  if (text === '' || text === '0' || text === 'false') return { kind: 'none' };
  if (/^\d+$/.test(text)) return { kind: 'hops', hops: Number(text) };
  const proxies = new BlockList();
  for (const entry of text.split(',').map((e) => e.trim())) {
    const [address = '', prefix, ...rest] = entry.split('/');
    const type = isIP(address);
    const bits = prefix === undefined ? (type === 6 ? 128 : 32) : Number(prefix);
    if (!type || rest.length > 0 || !/^\d+$/.test(String(bits)) || bits > (type === 6 ? 128 : 32)) {
      throw new Error(`"${entry}" is neither a number of hops nor an IP address or CIDR range.`);
    }
    proxies.addSubnet(address, bits, type === 6 ? 'ipv6' : 'ipv4');
  }
  return { kind: 'list', proxies };
}

const plain = (address: string) => address.trim().replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');

function trusted(proxies: BlockList, address: string): boolean {
  const type = isIP(address);
  return type !== 0 && proxies.check(address, type === 6 ? 'ipv6' : 'ipv4');
}

/**
 * The client's address: the socket's, or, through trusted proxies only, the address they
 * put in X-Forwarded-For (each proxy appends the address it received from). Entries left
 * of the trusted part are the client's own claims and are never believed.
 */
export function clientAddress(socket: string, forwardedFor: string | undefined, trust: TrustProxy): string {
  const chain = [...(forwardedFor ?? '').split(',').map(plain).filter(Boolean), plain(socket)];
  if (trust.kind === 'none') return chain.at(-1)!;
  if (trust.kind === 'hops') return chain[Math.max(0, chain.length - 1 - trust.hops)]!;
  let i = chain.length - 1;
  while (i > 0 && trusted(trust.proxies, chain[i]!)) i--;
  return chain[i]!;
}

/**
 * The address limits count: IPv4 as it is, IPv6 by its /64 (one subscriber's network,
 * where a client may take any of 2^64 addresses).
 */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head = '', tail = ''] = address.toLowerCase().split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups = address.includes('::')
    ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right]
    : left;
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}

/** The request's client: the socket's address, or the one trusted proxies (TRUST_PROXY) forwarded. */
export function requestAddress(c: Context<AppEnv>): string {
  let socket = 'unknown';
  try {
    socket = getConnInfo(c).remote.address ?? socket;
  } catch {
    /* not behind a Node socket (tests call the app directly) */
  }
  return clientAddress(socket, c.req.header('x-forwarded-for'), c.var.deps.config.TRUST_PROXY);
}
