/** Deeper JSON is refused: no request of the bridge or its vendors nests anywhere near this. */
export const MAX_JSON_DEPTH = 64;

const isHigh = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLow = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

/**
 * Why a JSON text must be refused before it is parsed, or null. Checked in one pass over the
 * text, without recursion, wherever the bridge parses a request body: nesting deeper than
 * MAX_JSON_DEPTH (recursive walkers further on, validation and the database driver among them,
 * would overflow the stack), and strings PostgreSQL cannot store: a NUL (`\u0000`) or half of a
 * surrogate pair, escaped or raw. Malformed JSON is left to JSON.parse.
 */
export function jsonTextProblem(text: string): string | null {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (!inString) {
      if (c === 0x22) inString = true;
      else if (c === 0x7b || c === 0x5b) {
        if (++depth > MAX_JSON_DEPTH) return `JSON must not nest deeper than ${MAX_JSON_DEPTH}`;
      } else if (c === 0x7d || c === 0x5d) depth--;
      continue;
    }
    if (c === 0x22) inString = false;
    else if (c === 0x5c) {
      const escaped = text.charCodeAt(i + 1) === 0x75 ? parseInt(text.slice(i + 2, i + 6), 16) : -1;
      if (escaped === 0) return 'Strings must not hold NUL characters';
      if (isLow(escaped)) return UNPAIRED;
      if (!isHigh(escaped)) {
        i += escaped === -1 ? 1 : 5;
        continue;
      }
      const low = text.startsWith('\\u', i + 6) ? parseInt(text.slice(i + 8, i + 12), 16) : -1;
      if (!isLow(low)) return UNPAIRED;
      i += 11;
    } else if (isLow(c) || (isHigh(c) && !isLow(text.charCodeAt(++i)))) {
      return UNPAIRED;
    }
  }
  return null;
}

const UNPAIRED = 'Strings must not hold unpaired surrogates';
