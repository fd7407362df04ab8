import { Transform, type TransformCallback } from 'node:stream';

const STAR = 0x2a;

/**
 * Overwrites every occurrence of the given secrets with `*` of the same length, so a body keeps
 * its Content-Length and stays valid JSON. The vendor does not echo its key, but it does echo
 * the callback URL the bridge injected, whose path holds the webhook token.
 */
export class SecretMask {
  private readonly forms: string[];
  private readonly needles: Buffer[];
  private readonly longest: number;

  constructor(secrets: string[]) {
    // The raw form and the JSON-escaped form, since the answers are mostly JSON.
    const forms = secrets.filter(Boolean).flatMap((s) => [s, JSON.stringify(s).slice(1, -1)]);
    this.forms = [...new Set(forms)];
    this.needles = this.forms.map((s) => Buffer.from(s));
    this.longest = Math.max(0, ...this.needles.map((n) => n.length));
  }

  /** The same for a short text (a header value). */
  text(value: string): string {
    if (!this.forms.some((form) => value.includes(form))) return value;
    return this.apply(Buffer.from(value, 'latin1')).toString('latin1');
  }

  /** Masks `data` in place; returns it for convenience. */
  apply(data: Buffer): Buffer {
    for (const needle of this.needles) {
      for (
        let at = data.indexOf(needle);
        at !== -1;
        at = data.indexOf(needle, at + needle.length)
      ) {
        data.fill(STAR, at, at + needle.length);
      }
    }
    return data;
  }

  /** The same for a stream: keeps back the last few bytes of each chunk, so no secret spans two. */
  stream(): Transform {
    const keep = Math.max(0, this.longest - 1);
    let carry: Buffer = Buffer.alloc(0);
    return new Transform({
      transform: (chunk: Buffer, _encoding, done: TransformCallback) => {
        const data = this.apply(carry.length ? Buffer.concat([carry, chunk]) : chunk);
        const cut = Math.max(0, data.length - keep);
        carry = data.subarray(cut);
        done(null, cut > 0 ? data.subarray(0, cut) : undefined);
      },
      flush: (done: TransformCallback) => done(null, carry.length ? carry : undefined),
    });
  }
}
