/**
 * The STT proxy's paths (`/v2`, `/v2/…`), in any case, as the router matches them: their bodies
 * stream through to the vendor unread, and their callers may present their key in the STT
 * vendor's own header. One rule for every part of the server that must tell them apart.
 */
export const isSttProxyPath = (path: string): boolean => /^\/v2(?:\/|$)/i.test(path);
