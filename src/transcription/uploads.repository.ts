import { Injectable } from '@nestjs/common';
import { PrismaService } from '../platform/database/prisma.service.js';

/** Database access for the uploads made through the bridge and the team each belongs to. */
@Injectable()
export class UploadsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Records an upload; the vendor's id is unique, so a repeated answer changes nothing. */
  async record(teamId: string, upstreamId: string, audioUrl: string): Promise<void> {
    await this.prisma.upload.upsert({
      where: { upstreamId },
      create: { teamId, upstreamId, audioUrl },
      update: {},
    });
  }

  /** Whether any of the given vendor upload ids belongs to a team other than `teamId`. */
  async anyOfOtherTeam(upstreamIds: string[], teamId: string): Promise<boolean> {
    if (upstreamIds.length === 0) return false;
    const found = await this.prisma.upload.count({
      where: { upstreamId: { in: upstreamIds }, teamId: { not: teamId } },
    });
    return found > 0;
  }
}
