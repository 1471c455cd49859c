import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * How much of the address space a TRUST_PROXY list may cover: a proxy is a machine or a private network,
 * never a slice of the internet. A /8 (16,777,216 IPv4 addresses; 2^120 for IPv6), counted over the whole
 * list after overlaps are merged, so 256 /8 ranges listed one by one are refused like 0.0.0.0/0.
 * docs/decisions.md "TRUST_PROXY is a hop count or a list of proxies"
 */
export const WIDEST_PROXY_PREFIX = 8;
const IPV4_LIMIT = 1n << BigInt(32 - WIDEST_PROXY_PREFIX);
const IPV6_LIMIT = 1n << BigInt(128 - WIDEST_PROXY_PREFIX);
/** ::ffff:0:0/96, the IPv6 block holding every IPv4 address ("IPv4-mapped"): ::ffff:a.b.c.d is the client a.b.c.d. */
const MAPPED_START = 0xffffn << 32n;
const MAPPED_END = MAPPED_START + (1n << 32n) - 1n;

/** Thrown with the one line the start prints. */
export class TrustProxyError extends Error {}

type Span = [start: bigint, end: bigint];

const toBigInt = (bytes: number[]) => bytes.reduce((n, b) => (n << 8n) | BigInt(b), 0n);
const spanOf = (address: ipaddr.IPv4 | ipaddr.IPv6, prefix: number): Span => {
  const bits = address.kind() === 'ipv4' ? 32 : 128;
  const size = 1n << BigInt(bits - prefix);
  const start = (toBigInt(address.toByteArray()) / size) * size;
  return [start, start + size - 1n];
};

/** The number of addresses a set of spans covers, overlaps counted once. */
function covered(spans: Span[]): bigint {
  let total = 0n;
  let end = -1n;
  for (const [s, e] of [...spans].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
    if (e <= end) continue;
    total += e - (s > end ? s : end + 1n) + 1n;
    end = e;
  }
  return total;
}

const count = (n: bigint) => n.toLocaleString('en-US');

/**
 * Checks a TRUST_PROXY list (addresses and CIDR ranges, already split) the way the server's proxy library
 * (@fastify/proxy-addr, over the same ipaddr.js) will read it, and refuses any list that would let a client
 * name its own address: an IPv6 range that holds every IPv4 client (`::ffff:0:0/96`, `::/0` … written as
 * IPv6, an IPv4 client is matched as ::ffff:a.b.c.d), and any list covering more than a /8, IPv4 (with the
 * IPv4 part of IPv6 ranges) and IPv6 counted apart. Returns the entries as given.
 */
export function checkTrustedProxies(entries: string[], raw: string): string[] {
  const v4: Span[] = [];
  const v6: Span[] = [];
  for (const entry of entries) {
    const [address = '', prefix, extra] = entry.split('/');
    if (!isIP(address) || extra !== undefined || (prefix !== undefined && !/^\d{1,3}$/.test(prefix))) {
      throw new TrustProxyError(
        `TRUST_PROXY must be a hop count or a comma-separated list of proxy addresses (10.0.0.5, 10.0.0.0/8, ::1), got "${raw}"`,
      );
    }
    const ip = ipaddr.parse(address);
    const bits = ip.kind() === 'ipv4' ? 32 : 128;
    const length = prefix === undefined ? bits : Number(prefix);
    if (length > bits) {
      throw new TrustProxyError(`TRUST_PROXY entry "${entry}" has a prefix longer than /${bits}`);
    }
    const [start, end] = spanOf(ip, length);
    if (ip.kind() === 'ipv4') {
      v4.push([start, end]);
    } else {
      if (start <= MAPPED_START && end >= MAPPED_END) {
        throw new TrustProxyError(
          `TRUST_PROXY entry "${entry}" holds every IPv4 client written as IPv6 (::ffff:0:0/96): list the proxy's own address or its private network`,
        );
      }
      // The IPv4-mapped part counts as the IPv4 addresses it stands for; the rest as IPv6.
      if (start <= MAPPED_END && end >= MAPPED_START) {
        v4.push([(start > MAPPED_START ? start : MAPPED_START) - MAPPED_START, (end < MAPPED_END ? end : MAPPED_END) - MAPPED_START]);
      }
      if (start < MAPPED_START) v6.push([start, end < MAPPED_START ? end : MAPPED_START - 1n]);
      if (end > MAPPED_END) v6.push([start > MAPPED_END ? start : MAPPED_END + 1n, end]);
    }
    if (length < WIDEST_PROXY_PREFIX) {
      throw new TrustProxyError(
        `TRUST_PROXY entry "${entry}" covers more than a /${WIDEST_PROXY_PREFIX}: list the proxy's own address or its private network`,
      );
    }
  }
  const ipv4 = covered(v4);
  if (ipv4 > IPV4_LIMIT) {
    throw new TrustProxyError(
      `TRUST_PROXY covers ${count(ipv4)} IPv4 addresses in all, more than a /${WIDEST_PROXY_PREFIX} (${count(IPV4_LIMIT)}): list only the proxies' own addresses or networks`,
    );
  }
  const ipv6 = covered(v6);
  if (ipv6 > IPV6_LIMIT) {
    throw new TrustProxyError(
      `TRUST_PROXY covers more IPv6 addresses in all than a /${WIDEST_PROXY_PREFIX}: list only the proxies' own addresses or networks`,
    );
  }
  return entries;
}
