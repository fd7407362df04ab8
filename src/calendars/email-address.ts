/** An e-mail address as compared: trimmed and in lower case; null for none. */
export const addressKey = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value.trim().toLowerCase() : null;

/** The same e-mail address, but for the case of its letters; never two missing ones. */
export function sameAddress(a: unknown, b: unknown): boolean {
  const key = addressKey(a);
  return key !== null && key === addressKey(b);
}
