const ESCAPES = /(?:%[0-9a-f]{2})+/gi;

/** Rounds of %-decoding looked through at most: `%2574` is `%74` once decoded, `t` twice. */
export const DECODE_ROUNDS = 3;

/**
 * Every run of valid %-escapes decoded, once; anything else (a lone `%`, escapes that are not
 * UTF-8) kept as it is. What a reader that decodes would make of the text, never an error.
 */
export function percentDecoded(text: string): string {
  if (!text.includes('%')) return text;
  return text.replace(ESCAPES, (run) => {
    try {
      return decodeURIComponent(run);
    } catch {
      return run;
    }
  });
}
