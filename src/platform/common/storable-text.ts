/** NUL, which PostgreSQL text cannot hold, and UTF-16 surrogates that pair with nothing. */
// eslint-disable-next-line no-control-regex -- NUL is what this looks for
const UNSTORABLE = /\u0000|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/**
 * Text from outside (a receiver's answer, a vendor's message) as PostgreSQL text and jsonb can
 * store it: NUL written as the escape `\u0000`, a lone surrogate as U+FFFD. A value the
 * database refused would fail the whole write that carries it.
 */
export const storableText = (text: string): string =>
  text.replace(UNSTORABLE, (c) => (c === '\u0000' ? '\\u0000' : '\ufffd'));
