import { SecretBox } from './secret-box.js';

const OLD = 'o'.repeat(32);
const NEW = 'n'.repeat(32);

describe('the secret box', () => {
  it('seals with AES-GCM under the current key, a fresh IV each time', () => {
    const box = new SecretBox(NEW);
    const a = box.seal('whsec_abc');
    const b = box.seal('whsec_abc');
    expect(a).not.toBe(b);
    expect(a).not.toContain('whsec_abc');
    expect(a.startsWith(box.sealedPrefix)).toBe(true);
    expect(box.open(a)).toBe('whsec_abc');
    expect(box.sealedWithCurrent(a)).toBe(true);
  });

  it('opens what the previous key sealed while a rotation is under way, and nothing else', () => {
    const before = new SecretBox(OLD).seal('whsec_old');
    const rotating = new SecretBox(NEW, [OLD]);
    expect(rotating.open(before)).toBe('whsec_old');
    expect(rotating.sealedWithCurrent(before)).toBe(false);
    expect(() => new SecretBox(NEW).open(before)).toThrow(/not configured/);
  });

  it('opens a value kept before sealing as itself, and refuses a tampered one', () => {
    const box = new SecretBox(NEW);
    expect(box.open('whsec_plain')).toBe('whsec_plain');
    expect(box.sealedWithCurrent('whsec_plain')).toBe(false);
    const sealed = box.seal('whsec_abc');
    const last = sealed.at(-2) === 'A' ? 'B' : 'A';
    const tampered = `${sealed.slice(0, -2)}${last}${sealed.at(-1)}`;
    expect(() => new SecretBox(NEW).open(tampered)).toThrow();
  });

  describe('expiring tokens', () => {
    const box = new SecretBox(NEW, [OLD]);
    const textOf = (at: number) => `link:bot-1:${at}`;
    const now = 1_790_000_000_000;
    const expires = now / 1000 + 3600;
    const token = box.expiringToken(textOf, expires);
    const mac = token.split('.')[1]!;

    it.each([
      ['as minted', token, expires],
      ['under the previous key', new SecretBox(OLD).expiringToken(textOf, expires), expires],
      ['with a leading zero', `0${token}`, null],
      ['with another part', `${token}.x`, null],
      ['with the part before it', `1.${token}`, null],
      ['for another text', new SecretBox(NEW).expiringToken((at) => `other:${at}`, expires), null],
      ['with another expiry', `${expires + 1}.${mac}`, null],
      ['with a sign', `+${token}`, null],
      ['spaced', ` ${token}`, null],
      ['empty', '', null],
    ])('%s: %p', (_, given, expected) => {
      expect(box.expiryOf(given, textOf, 3600, now)).toBe(expected);
    });

    it('opens nothing once expired, nor when it expires later than it could have been minted', () => {
      expect(box.expiryOf(token, textOf, 3600, expires * 1000)).toBeNull();
      expect(box.expiryOf(token, textOf, 3600, expires * 1000 - 1)).toBe(expires);
      const far = box.expiringToken(textOf, expires + 3600);
      expect(box.expiryOf(far, textOf, 3600, now)).toBeNull();
    });
  });
});
