import ipaddr from 'ipaddr.js';
import { isIP } from 'node:net';

/**
 * Whether an IP address is an ordinary public one: ipaddr.js's `unicast` range, that is none of
 * loopback, private (RFC 1918, unique local), link-local (cloud metadata at 169.254.169.254),
 * carrier-grade NAT, multicast, reserved, documentation, 6to4/Teredo/NAT64 and the rest of its
 * special ranges. IPv4-mapped IPv6 (`::ffff:127.0.0.1`) is judged as the IPv4 address it carries;
 * IPv4-compatible IPv6 (`::127.0.0.1`, deprecated) is never public.
 */
export function isPublicAddress(address: string): boolean {
  if (isIP(address) === 0) return false;
  const parsed = ipaddr.process(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).parts.slice(0, 6).every((p) => !p)) {
    return false;
  }
  return parsed.range() === 'unicast';
}
