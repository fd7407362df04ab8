import {
  createCipheriv,
  createDecipheriv,
  createHash,
  createHmac,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';

const PREFIX = 'sb1';
/** Opened values kept, at most (then forgotten all at once). */
const OPENED_KEPT = 1_000;

/** A key of 32 bytes from a secret of any length (the environment's: at least 32 characters). */
const keyOf = (secret: string): Buffer => createHash('sha256').update(secret).digest();
/** Which key sealed a value: 8 hex digits of the key's own hash (never the key). */
const idOf = (key: Buffer): string => createHash('sha256').update(key).digest('hex').slice(0, 8);

/** MACs use a key of their own, derived from the sealing key, never the sealing key itself. */
/** `<expires>.<MAC>`: Unix seconds without a leading zero, an HMAC-SHA256 in base64url. */
const EXPIRING_TOKEN = /^([1-9]\d{0,11})\.([A-Za-z0-9_-]{43})$/;

const macOf = (key: Buffer, text: string): string =>
  createHmac('sha256', createHash('sha256').update('mac:').update(key).digest())
    .update(text)
    .digest('base64url');

/**
 * Secrets the bridge must keep readable (endpoints' signing secrets), sealed at rest with
 * AES-256-GCM under a key from the environment: `sb1.<key id>.<iv>.<ciphertext><tag>`, base64url.
 * The key id says which key sealed a value, so that while a key is rotated the values sealed
 * under the previous one still open, and `sealedWithCurrent` tells which are to be sealed again.
 * A value without the prefix (stored before sealing existed) opens as itself.
 */
export class SecretBox {
  private readonly keys = new Map<string, Buffer>();
  /** Values opened lately: a delivery opens its endpoint's secret each time. */
  private readonly opened = new Map<string, string>();
  readonly currentId: string;

  constructor(current: string, previous: string[] = []) {
    const key = keyOf(current);
    this.currentId = idOf(key);
    this.keys.set(this.currentId, key);
    for (const old of previous) {
      const oldKey = keyOf(old);
      if (!this.keys.has(idOf(oldKey))) this.keys.set(idOf(oldKey), oldKey);
    }
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.keys.get(this.currentId)!, iv);
    const sealed = Buffer.concat([
      cipher.update(plain, 'utf8'),
      cipher.final(),
      cipher.getAuthTag(),
    ]);
    return [PREFIX, this.currentId, iv.toString('base64url'), sealed.toString('base64url')].join(
      '.',
    );
  }

  /** The plain value; throws for a value sealed under a key this box does not hold. */
  open(stored: string): string {
    let plain = this.opened.get(stored);
    if (plain === undefined) {
      plain = this.unseal(stored);
      if (this.opened.size >= OPENED_KEPT) this.opened.clear();
      this.opened.set(stored, plain);
    }
    return plain;
  }

  private unseal(stored: string): string {
    const parts = stored.split('.');
    if (parts[0] !== PREFIX || parts.length !== 4) return stored;
    const [, id, iv, sealed] = parts as [string, string, string, string];
    const key = this.keys.get(id);
    if (!key) throw new Error(`a secret is sealed under key ${id}, which is not configured`);
    const bytes = Buffer.from(sealed, 'base64url');
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(bytes.subarray(-16));
    return Buffer.concat([decipher.update(bytes.subarray(0, -16)), decipher.final()]).toString(
      'utf8',
    );
  }

  /**
   * A MAC of `text` (HMAC-SHA256, base64url) under a key derived from the current one, for
   * tokens the bridge hands out and must recognise (short-lived links); `signed` checks one
   * under every configured key, so a rotation does not void links handed out just before.
   */
  sign(text: string): string {
    return macOf(this.keys.get(this.currentId)!, text);
  }

  signed(text: string, mac: string): boolean {
    const given = Buffer.from(mac);
    return [...this.keys.values()].some((key) => {
      const expected = Buffer.from(macOf(key, text));
      return expected.length === given.length && timingSafeEqual(expected, given);
    });
  }

  /**
   * A token that opens what `textOf(expires)` names until `expires` (Unix seconds):
   * `<expires>.<MAC>`. Nothing is stored; `expiryOf` checks one.
   */
  expiringToken(textOf: (expires: number) => string, expires: number): string {
    return `${expires}.${this.sign(textOf(expires))}`;
  }

  /**
   * The expiry of a token `expiringToken` made for `textOf`, spelled exactly as it was made (no
   * leading zero, no other part); null for anything else, and once it has expired or when it
   * expires later than `maxSeconds` from now (a minute more: another replica's clock may be
   * ahead of this one's).
   */
  expiryOf(
    token: string,
    textOf: (expires: number) => string,
    maxSeconds: number,
    now = Date.now(),
  ): number | null {
    const parts = EXPIRING_TOKEN.exec(token);
    if (!parts) return null;
    const expires = Number(parts[1]);
    if (expires <= now / 1000 || expires > now / 1000 + maxSeconds + 60) return null;
    return this.signed(textOf(expires), parts[2]!) ? expires : null;
  }

  /** What every value sealed under the current key begins with. */
  get sealedPrefix(): string {
    return `${PREFIX}.${this.currentId}.`;
  }

  sealedWithCurrent(stored: string): boolean {
    return stored.startsWith(this.sealedPrefix);
  }
}
