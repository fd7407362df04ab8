import { BadRequestException, ForbiddenException } from '@nestjs/common';
import { actingTeam, listedTeam, type Principal } from './principal.js';

const TEAM = '0b6c3a52-94f4-4a3e-9d0e-4f1b5e9d7c21';
const OTHER = '7d1e2f30-5a6b-4c7d-8e9f-0a1b2c3d4e5f';
const member: Principal = { keyId: 'k1', keyName: 'ci', teamId: TEAM, role: 'member' };
const admin: Principal = { keyId: null, keyName: 'admin', teamId: null, role: 'admin' };
const WHAT = "act in another team's name";

describe('the team a request acts for and reads', () => {
  it.each([
    ['a member, naming no team', member, undefined, TEAM],
    ['a member, naming its own', member, TEAM, TEAM],
    ['a member, naming its own in capitals', member, TEAM.toUpperCase(), TEAM],
    ['an admin, naming a team', admin, OTHER, OTHER],
  ])('acts for %s', (_, principal, requested, expected) => {
    expect(actingTeam(principal, requested, WHAT)).toBe(expected);
  });

  it('refuses a member naming another team, and an admin naming none', () => {
    expect(() => actingTeam(member, OTHER, WHAT)).toThrow(
      new ForbiddenException(`Only admin keys may ${WHAT}`),
    );
    expect(() => actingTeam(admin, undefined, WHAT)).toThrow(BadRequestException);
  });

  it.each([
    ['a member, naming no team', member, undefined, TEAM],
    ['a member, naming its own', member, TEAM, TEAM],
    ['an admin, naming a team', admin, OTHER, OTHER],
    ['an admin, naming none (every team)', admin, undefined, undefined],
  ])('reads for %s', (_, principal, requested, expected) => {
    expect(listedTeam(principal, requested, WHAT)).toBe(expected);
  });

  it('refuses a member reading another team', () => {
    expect(() => listedTeam(member, OTHER, WHAT)).toThrow(ForbiddenException);
  });
});
