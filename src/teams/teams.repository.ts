import { Injectable } from '@nestjs/common';
import { type Prisma, type Team } from '../generated/prisma/client.js';
import { PrismaService } from '../platform/database/prisma.service.js';

@Injectable()
export class TeamsRepository {
  constructor(private readonly prisma: PrismaService) {}

  create(name: string, tx: Prisma.TransactionClient = this.prisma): Promise<Team> {
    return tx.team.create({ data: { name } });
  }

  findById(id: string): Promise<Team | null> {
    return this.prisma.team.findUnique({ where: { id } });
  }

  /** The team's default transcription options, replaced whole; false when there is no team. */
  async setTranscription(
    tx: Prisma.TransactionClient,
    id: string,
    options: Record<string, unknown>,
  ): Promise<boolean> {
    const rows = await tx.$executeRaw`
      UPDATE teams SET transcription = ${JSON.stringify(options)}::jsonb WHERE id = ${id}::uuid`;
    return rows === 1;
  }

  /** Merges `change` into the team's retention (null = kept); false when there is no team. */
  async setRetention(
    tx: Prisma.TransactionClient,
    id: string,
    change: Record<string, number | null>,
  ): Promise<boolean> {
    const rows = await tx.$executeRaw`
      UPDATE teams SET retention = retention || ${JSON.stringify(change)}::jsonb
       WHERE id = ${id}::uuid`;
    return rows === 1;
  }

  /** An offboarded team's deletions by state (`data_deletions`, written by the deletion feature). */
  async offboardingProgress(teamId: string): Promise<Record<string, number>> {
    const rows = await this.prisma.$queryRaw<{ state: string; n: number }[]>`
      SELECT state, count(*)::int AS n FROM data_deletions
       WHERE team_id = ${teamId}::uuid AND reason = 'offboarding'
       GROUP BY state`;
    return Object.fromEntries(rows.map((r) => [r.state, r.n]));
  }

  list(): Promise<Team[]> {
    return this.prisma.team.findMany({ orderBy: { createdAt: 'asc' } });
  }
}
