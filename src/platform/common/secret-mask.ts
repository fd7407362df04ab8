import { mapJsonStrings } from './json-object.js';
import { DECODE_ROUNDS, percentDecoded } from './percent-decoding.js';
import { storableText } from './storable-text.js';

/** How a masked secret reads: stars of its length (bodies, headers), or a word (messages). */
export type Masking = 'stars' | 'word';

const WORD = '[redacted]';
const BACKSLASH = 0x5c;
const PERCENT = 0x25;

/**
 * Masks the bridge's secrets out of what a vendor or a receiver answered, by what a value means
 * rather than how it is written: a secret spelled with %-escapes (in a URL, a header) is found
 * once decoded, and JSON is parsed, so `\/` and `\uXXXX` escapes hide nothing; every string of
 * it, object keys included, is masked. Messages are masked first and cut after (excerpt), so a
 * cut never leaves the start of a secret behind.
 */
export class SecretMask {
  private readonly secrets: string[];
  private readonly needles: Buffer[];
  private readonly replace: (secret: string) => string;

  constructor(secrets: (string | undefined | null)[], masking: Masking = 'stars') {
    this.secrets = [...new Set(secrets.filter((s): s is string => !!s))];
    this.needles = this.secrets.map((s) => Buffer.from(s));
    this.replace = masking === 'word' ? () => WORD : (s) => '*'.repeat(s.length);
  }

  /**
   * `text` with each secret it holds masked. Where a secret shows only once %-escapes are
   * decoded, the answer is the decoded text, masked: what its reader would decode it to.
   */
  text(value: string): string {
    let result = this.literal(value);
    let decoded = result;
    for (let round = 0; round < DECODE_ROUNDS && decoded.includes('%'); round++) {
      const next = percentDecoded(decoded);
      if (next === decoded) break;
      decoded = this.literal(next);
      if (decoded !== next) result = decoded;
    }
    return result;
  }

  /**
   * A message from outside fit to keep and show: masked, then cut to `limit` characters (a cut
   * never leaves the start of a secret), then made storable (storableText).
   */
  excerpt(value: string, limit: number): string {
    return storableText(this.text(value).slice(0, limit));
  }

  /** A JSON value with every string in it masked (keys too); the same value when none held one. */
  json<T>(value: T): T {
    return mapJsonStrings(value, (text) => this.text(text));
  }

  /**
   * A body as its reader will take it: JSON (whatever its declared type: clients parse what
   * looks like JSON) masked as values and written again when something was masked; other text
   * masked as text. Without a backslash or a `%`, nothing can be spelled in another form, so
   * the bytes are masked as they stand (the common case, and cheap).
   */
  body(data: Buffer): Buffer {
    if (!data.includes(BACKSLASH) && !data.includes(PERCENT)) return this.bytes(data);
    const text = data.toString('utf8');
    let parsed: unknown;
    try {
      parsed = JSON.parse(text.replace(/^\uFEFF/, ''));
    } catch {
      // Not JSON: bytes that are no UTF-8 are read as Latin-1, one character per byte.
      const encoding = Buffer.from(text).equals(data) ? 'utf8' : 'latin1';
      const read = encoding === 'utf8' ? text : data.toString(encoding);
      const masked = this.text(read);
      return masked === read ? data : Buffer.from(masked, encoding);
    }
    const masked = this.json(parsed);
    return masked === parsed ? data : Buffer.from(JSON.stringify(masked));
  }

  /** Masks literal occurrences (in place when the mask keeps the length). */
  private bytes(data: Buffer): Buffer {
    this.needles.forEach((needle, i) => {
      let at = data.indexOf(needle);
      if (at === -1) return;
      const mask = Buffer.from(this.replace(this.secrets[i]!));
      const parts: Buffer[] = [];
      let from = 0;
      for (; at !== -1; at = data.indexOf(needle, from)) {
        if (mask.length === needle.length) mask.copy(data, at);
        else parts.push(data.subarray(from, at), mask);
        from = at + needle.length;
      }
      if (parts.length > 0) data = Buffer.concat([...parts, data.subarray(from)]);
    });
    return data;
  }

  private literal(value: string): string {
    let out = value;
    for (const secret of this.secrets) {
      if (out.includes(secret)) out = out.replaceAll(secret, this.replace(secret));
    }
    return out;
  }
}
