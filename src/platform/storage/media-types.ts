/**
 * The types recordings are stored and served under. A type a vendor's storage answers is kept
 * only when it is one of these, as its bare `type/subtype` (an answer such as
 * `audio/wav, text/html` is none of them); a stored type that is not (a row written before) is
 * served as opaque bytes. With `X-Content-Type-Options: nosniff`, no download can then be read
 * as a page of the bridge's origin.
 */
const EXTENSIONS: Record<string, string> = {
  'audio/wav': 'wav',
  'audio/x-wav': 'wav',
  'audio/wave': 'wav',
  'audio/mpeg': 'mp3',
  'audio/mp4': 'm4a',
  'audio/aac': 'aac',
  'audio/ogg': 'ogg',
  'audio/opus': 'opus',
  'audio/flac': 'flac',
  'audio/webm': 'webm',
  'video/mp4': 'mp4',
  'video/webm': 'webm',
};

export const OPAQUE_TYPE = 'application/octet-stream';

/** The allowed `type/subtype` that `value` names (parameters dropped), else null. */
export function allowedMediaType(value: string | undefined): string | null {
  const type = /^\s*([a-z0-9.+-]+\/[a-z0-9.+-]+)\s*(?:;[^,]*)?$/i.exec(value ?? '')?.[1];
  return type && type.toLowerCase() in EXTENSIONS ? type.toLowerCase() : null;
}

/** The type a stored object is served under: its own when allowed, else opaque bytes. */
export const servedType = (stored: string): string => allowedMediaType(stored) ?? OPAQUE_TYPE;

/** The file extension of an allowed type (`audio/wav` → `wav`); undefined for any other. */
export const extensionOf = (type: string): string | undefined => {
  const allowed = allowedMediaType(type);
  return allowed ? EXTENSIONS[allowed] : undefined;
};

/** A download's file name: `base` (ids and words, nothing a header could break on) and the type's extension. */
export const fileNameOf = (base: string, type: string): string =>
  `${base.replace(/[^A-Za-z0-9._-]/g, '_')}.${extensionOf(type) ?? 'bin'}`;

/** The headers every download carries: no sniffing, saved under a safe name rather than shown. */
export const downloadHeaders = (fileName: string) => ({
  'x-content-type-options': 'nosniff',
  'content-disposition': `attachment; filename="${fileName}"`,
});
