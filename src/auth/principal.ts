import { ApiKeyRole } from '../generated/prisma/enums.js';

/** Who is calling: a team's API key, or the configured bootstrap admin key (no team). */
export interface Principal {
  keyId: string | null;
  keyName: string;
  teamId: string | null;
  role: ApiKeyRole;
}

export const isAdmin = (principal: Principal): boolean => principal.role === 'admin';
