/** Raw in a request target: never part of a path or query the bridge serves. */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const UNSAFE = /#|%00|[\x00-\x20\x7f]/;

/**
 * Why a request target must be refused before routing, or null. Only the origin form (a path,
 * then a query) is served: an absolute-form target (`GET http://other-host/…`) would make the
 * caller's host part of URLs the bridge resolves, and a fragment (`#`) would split the path one
 * way for the router and another for anything forwarding it. `%00` decodes to NUL, which no
 * path parameter, query value or database string may hold.
 */
export function requestTargetProblem(target: string | undefined): string | null {
  if (target?.charCodeAt(0) !== 0x2f) return 'The request target must be a path';
  return UNSAFE.test(target)
    ? 'The request target must not hold #, %00 or control characters'
    : null;
}
