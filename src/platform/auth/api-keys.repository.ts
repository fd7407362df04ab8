import { Injectable } from '@nestjs/common';
import { type ApiKey, ApiKeyRole, type Prisma, type Team } from '../../generated/prisma/client.js';
import { PrismaService } from '../database/prisma.service.js';

/** Database access for API keys. */
@Injectable()
export class ApiKeysRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** A key neither revoked nor of an offboarded team (whose keys all are, as a backstop). */
  findActiveByHash(keyHash: string): Promise<ApiKey | null> {
    return this.prisma.apiKey.findFirst({
      where: { keyHash, revokedAt: null, team: { offboardedAt: null } },
    });
  }

  /** Of these keys, those that can be used: not revoked, of a team not offboarded. */
  async usable(ids: string[]): Promise<Set<string>> {
    if (ids.length === 0) return new Set();
    const rows = await this.prisma.apiKey.findMany({
      where: { id: { in: ids }, revokedAt: null, team: { offboardedAt: null } },
      select: { id: true },
    });
    return new Set(rows.map((r) => r.id));
  }

  /** Admin keys that can be used: not revoked, of a team not offboarded. */
  countUsableAdmins(): Promise<number> {
    return this.prisma.apiKey.count({
      where: { role: ApiKeyRole.admin, revokedAt: null, team: { offboardedAt: null } },
    });
  }

  async touch(id: string, at: Date): Promise<void> {
    await this.prisma.apiKey.update({ where: { id }, data: { lastUsedAt: at } });
  }

  create(
    data: { teamId: string; name: string; role: ApiKeyRole; keyHash: string; prefix: string },
    tx: Prisma.TransactionClient = this.prisma,
  ): Promise<ApiKey> {
    return tx.apiKey.create({ data });
  }

  listForTeam(teamId: string): Promise<ApiKey[]> {
    return this.prisma.apiKey.findMany({ where: { teamId }, orderBy: { createdAt: 'asc' } });
  }

  findById(id: string): Promise<(ApiKey & { team: Team }) | null> {
    return this.prisma.apiKey.findUnique({ where: { id }, include: { team: true } });
  }

  /** Revokes once; a second call keeps the first revocation time. */
  async revoke(
    id: string,
    at: Date,
    tx: Prisma.TransactionClient = this.prisma,
  ): Promise<ApiKey | null> {
    await tx.apiKey.updateMany({ where: { id, revokedAt: null }, data: { revokedAt: at } });
    return tx.apiKey.findUnique({ where: { id } });
  }
}
