/** Inclusive byte positions of a stored object. */
export interface ByteRange {
  start: number;
  end: number;
}

const SINGLE = /^bytes=(\d*)-(\d*)$/;

/**
 * The one range a `Range` header asks of an object of `size` bytes (RFC 9110 §14.1.2):
 * `unsatisfiable` for a range that starts past the end, null when the whole object is to be
 * sent (no header, a malformed one, or several ranges, which a server may answer in full).
 */
export function parseByteRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | null {
  const match = header ? SINGLE.exec(header.trim()) : null;
  if (!match) return null;
  const [, first, last] = match;
  if (first === '' && last === '') return null;
  if (first === '') {
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (last !== '' && Number(last) < start) return null;
  if (start >= size) return 'unsatisfiable';
  return { start, end: last === '' ? size - 1 : Math.min(Number(last), size - 1) };
}
