import { BadRequestException, ForbiddenException } from '@nestjs/common';
import { ApiKeyRole } from '../../generated/prisma/enums.js';

/** Who is calling: a team's API key, or the configured bootstrap admin key (no team). */
export interface Principal {
  keyId: string | null;
  keyName: string;
  teamId: string | null;
  role: ApiKeyRole;
}

export const isAdmin = (principal: Principal): boolean => principal.role === 'admin';

/** True when `requested` names the principal's own team (ids compared as UUIDs: any case). */
const ownTeam = (principal: Principal, requested: string) =>
  requested.toLowerCase() === principal.teamId?.toLowerCase();

/**
 * The team a write acts for: a member key's own, or the team an admin key names (required, as
 * the admin key has none). A member key naming another team is refused (403) with
 * "Only admin keys may `what`".
 */
export function actingTeam(
  principal: Principal,
  requested: string | undefined,
  what: string,
): string {
  if (requested && !ownTeam(principal, requested) && !isAdmin(principal)) {
    throw new ForbiddenException(`Only admin keys may ${what}`);
  }
  const teamId = isAdmin(principal) ? (requested ?? principal.teamId) : principal.teamId;
  if (!teamId) throw new BadRequestException('team_id is required for a key without a team');
  return teamId;
}

/**
 * The team a read shows: a member key's own; an admin's choice (undefined: every team). A
 * member key naming another team is refused (403) with "Only admin keys may `what`".
 */
export function listedTeam(
  principal: Principal,
  requested: string | undefined,
  what: string,
): string | undefined {
  if (isAdmin(principal)) return requested;
  if (requested && !ownTeam(principal, requested)) {
    throw new ForbiddenException(`Only admin keys may ${what}`);
  }
  return principal.teamId ?? undefined;
}
