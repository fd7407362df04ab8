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
});
