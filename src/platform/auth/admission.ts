import { ConflictException, Injectable, UnauthorizedException } from '@nestjs/common';
import { type Prisma } from '../../generated/prisma/client.js';

/**
 * The guard checks a key when a request arrives, before its body is read; a body that trickles
 * in can finish long after its key was revoked or its team offboarded. So what a request writes
 * for a team (a bot, a key) is admitted again in the transaction that writes it: the team's row
 * and the key's row are locked FOR SHARE, team first (the order an offboarding updates them),
 * and each must still be live. A revocation or an offboarding then either commits first, and
 * the write is refused, or waits for the write to commit and sees (and covers) what it wrote.
 */
@Injectable()
export class Admission {
  /**
   * Throws 401 when the caller's key (none for BRIDGE_ADMIN_KEY) was revoked meanwhile, 409 when
   * the team was offboarded meanwhile.
   */
  async hold(
    tx: Prisma.TransactionClient,
    caller: { keyId: string | null },
    teamId: string,
  ): Promise<void> {
    const [team] = await tx.$queryRaw<{ offboarded: boolean }[]>`
      SELECT offboarded_at IS NOT NULL AS offboarded FROM teams
       WHERE id = ${teamId}::uuid FOR SHARE`;
    if (caller.keyId) {
      const [key] = await tx.$queryRaw<{ id: string }[]>`
        SELECT id FROM api_keys WHERE id = ${caller.keyId}::uuid AND revoked_at IS NULL
           FOR SHARE`;
      if (!key) throw new UnauthorizedException('Invalid or revoked API key');
    }
    if (team?.offboarded) throw new ConflictException(`Team ${teamId} was offboarded`);
  }
}
