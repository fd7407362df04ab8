import { sttCallbackTeam, sttCallbackToken } from './webhook-tokens.js';

describe('STT callback tokens', () => {
  const root = 'root-token-0123456789';
  const team = '6f0c2a4e-1b7d-4c3e-9a8f-2d5e7b9c1a3f';

  it('name their team, checked against the root token', () => {
    const token = sttCallbackToken(root, team);
    expect(token).toMatch(/^c\.[0-9a-f-]{36}\.[\w-]{43}$/);
    expect(token).not.toContain(root);
    expect(sttCallbackTeam(root, token)).toBe(team);
    expect(sttCallbackTeam('another-root-0123456', token)).toBeNull();
  });

  it('cannot be moved to another team or forged', () => {
    const token = sttCallbackToken(root, team);
    const other = '00000000-0000-4000-8000-000000000000';
    expect(sttCallbackTeam(root, token.replace(team, other))).toBeNull();
    const flipped = token.slice(0, -1) + (token.endsWith('A') ? 'B' : 'A');
    expect(sttCallbackTeam(root, flipped)).toBeNull();
    for (const bad of [root, '', 'c..', `c.${team}.`, `${token}x`, token.toUpperCase()]) {
      expect(sttCallbackTeam(root, bad)).toBeNull();
    }
  });
});
