import { Injectable } from '@nestjs/common';
import { type AuditEntry, type Prisma } from '../../generated/prisma/client.js';
import { PrismaService } from '../database/prisma.service.js';
import { isUuid } from '../common/uuid.js';

export interface AuditFilter {
  /** A key id, or the name of a key-less actor (`BRIDGE_ADMIN_KEY`, `cli`). */
  actor?: string;
  action?: string;
  target?: string;
  since?: Date;
  /** Entries older than this id (newest first). */
  before?: bigint;
  limit: number;
}

/** The audit log: INSERT and SELECT only (the table's triggers refuse anything else). */
@Injectable()
export class AuditRepository {
  constructor(readonly prisma: PrismaService) {}

  async append(
    entry: Prisma.AuditEntryUncheckedCreateInput,
    tx: Prisma.TransactionClient = this.prisma,
  ): Promise<void> {
    await tx.auditEntry.create({ data: entry, select: { id: true } });
  }

  list(filter: AuditFilter): Promise<AuditEntry[]> {
    const actor = filter.actor;
    return this.prisma.auditEntry.findMany({
      where: {
        ...(actor && (isUuid(actor) ? { actorKeyId: actor } : { actorName: actor })),
        ...(filter.action && { action: filter.action }),
        ...(filter.target && { targetId: filter.target }),
        ...(filter.since && { at: { gte: filter.since } }),
        ...(filter.before !== undefined && { id: { lt: filter.before } }),
      },
      orderBy: { id: 'desc' },
      take: filter.limit,
    });
  }
}
