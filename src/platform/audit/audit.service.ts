import { BadRequestException, Injectable } from '@nestjs/common';
import { type Prisma } from '../../generated/prisma/client.js';
import { type AuditActor } from './audit-actor.js';
import { AuditEntryDto, type AuditListResponseDto, type AuditQueryDto } from './audit.dto.js';
import { AuditRepository } from './audit.repository.js';
import { timestampOf } from '../common/timestamp.js';

/** Every administrative action the bridge records, as `<what>.<happened>`. */
export const AUDIT_ACTIONS = [
  'team.created',
  'team.limits_changed',
  'team.retention_changed',
  'team.transcription_changed',
  'team.offboarded',
  'bot.data_deletion_requested',
  'key.minted',
  'key.revoked',
  'retranscription.requested',
  'archive.retried',
  'job.attached',
  'webhook_endpoint.created',
  'webhook_endpoint.updated',
  'webhook_endpoint.deleted',
  'webhook_endpoint.secret_rotated',
  'calendar.connected',
  'calendar.updated',
  'calendar.disconnected',
  'calendar.decision_changed',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

export interface AuditRecord {
  action: AuditAction;
  target: { type: string; id: string };
  /** What changed: plain values, never a secret (a key's display prefix, not the key). */
  change: Prisma.InputJsonObject;
}

/**
 * The audit log: one entry per administrative action, written by the service that performed
 * it in the action's own transaction (see `within`), read by admins.
 * Nothing in the bridge changes or deletes an entry, and the table's triggers refuse it to
 * anyone else connecting with the bridge's database role.
 */
@Injectable()
export class AuditService {
  constructor(private readonly repo: AuditRepository) {}

  record(actor: AuditActor, record: AuditRecord, tx?: Prisma.TransactionClient): Promise<void> {
    return this.repo.append(
      {
        actorKeyId: actor.keyId,
        actorName: actor.name,
        actorTeamId: actor.teamId,
        action: record.action,
        targetType: record.target.type,
        targetId: record.target.id,
        requestId: actor.requestId,
        address: actor.address,
        change: record.change,
      },
      tx,
    );
  }

  /**
   * Runs an administrative action and records it in one transaction: no action without its
   * entry, no entry for an action that failed or rolled back. `entry` says what to record of
   * the action's result (null when it changed nothing).
   */
  within<T>(
    actor: AuditActor,
    action: (tx: Prisma.TransactionClient) => Promise<T>,
    entry: (result: T) => AuditRecord | null,
  ): Promise<T> {
    return this.repo.prisma.lockingTransaction(async (tx) => {
      const result = await action(tx);
      const record = entry(result);
      if (record) await this.record(actor, record, tx);
      return result;
    });
  }

  async list(query: AuditQueryDto): Promise<AuditListResponseDto> {
    const rows = await this.repo.list({
      actor: query.actor,
      action: query.action,
      target: query.target,
      since: timestampOf(query.since),
      before: query.cursor === undefined ? undefined : cursorId(query.cursor),
      limit: query.limit + 1,
    });
    const page = rows.slice(0, query.limit);
    return {
      data: page.map((row) => AuditEntryDto.of(row)),
      next_cursor: rows.length > query.limit ? page.at(-1)!.id.toString() : null,
    };
  }
}

function cursorId(cursor: string): bigint {
  if (!/^[1-9]\d{0,18}$/.test(cursor)) {
    throw new BadRequestException('cursor is not a next_cursor this API returned');
  }
  return BigInt(cursor);
}
