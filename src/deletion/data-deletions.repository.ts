import { Injectable } from '@nestjs/common';
import { type RetentionSetting } from '../platform/config/app-config.js';
import { PrismaService } from '../platform/database/prisma.service.js';
import { type DataDeletion, Prisma } from '../generated/prisma/client.js';
import { type QueueReading, readStateQueue } from '../platform/metrics/queue-metrics.js';
import { LeaseTable } from '../platform/queue/lease-table.js';
import { type Tx } from '../platform/outbox/event-outbox.js';
import {
  type DeletionReason,
  type DeletionScope,
  type DeletionStep,
  newSteps,
  RETENTION_SCOPES,
  type RetentionScope,
} from './deletion-plan.js';

/** The deletions as a lease queue: a pending deletion is held while a replica runs its steps. */
const DELETIONS = new LeaseTable('data_deletions', (a) => `${a}.state = 'pending'`);

export interface NewDeletion {
  teamId: string;
  /** Null for scope `team`. */
  botId: string | null;
  scope: DeletionScope;
  reason: DeletionReason;
  requestedBy: string;
}

/** Every read and write of `data_deletions`; times from the database's clock. */
@Injectable()
export class DataDeletionsRepository {
  constructor(private readonly prisma: PrismaService) {}

  /** Deletions not finished: their steps still to run, or waiting for a retry. */
  backlog(): Promise<QueueReading> {
    return readStateQueue(this.prisma, 'data_deletions', ['pending']);
  }

  /** The deletion of the subject and scope: created now, or the one asked for before. */
  async create(tx: Tx, next: NewDeletion): Promise<{ deletion: DataDeletion; created: boolean }> {
    const subjectId = next.botId ?? next.teamId;
    const { count } = await tx.dataDeletion.createMany({
      data: [
        { ...next, subjectId, steps: newSteps(next.scope) as unknown as Prisma.InputJsonArray },
      ],
      skipDuplicates: true,
    });
    const deletion = await tx.dataDeletion.findUniqueOrThrow({
      where: { subjectId_scope: { subjectId, scope: next.scope } },
    });
    return { deletion, created: count === 1 };
  }

  /**
   * Starts, in `tx`, the deletion of all the data of each of the team's bots that has none yet
   * (an offboarding): one statement, however many bots. Answers how many it started.
   */
  async startForTeamBots(tx: Tx, teamId: string, requestedBy: string): Promise<number> {
    const started = await tx.$executeRaw`
      INSERT INTO data_deletions (id, team_id, bot_id, subject_id, scope, reason, requested_by,
                                  steps, updated_at)
      SELECT gen_random_uuid(), b.team_id, b.id, b.id, 'all', 'offboarding', ${requestedBy},
             ${json(newSteps('all'))}::jsonb, now()
        FROM bots b
       WHERE b.team_id = ${teamId}::uuid AND b.data_deletion_requested_at IS NULL
      ON CONFLICT (subject_id, scope) DO NOTHING`;
    await tx.$executeRaw`
      UPDATE bots b SET data_deletion_requested_at = t.offboarded_at
        FROM teams t
       WHERE t.id = ${teamId}::uuid AND b.team_id = t.id AND b.data_deletion_requested_at IS NULL`;
    return started;
  }

  /**
   * The backstop of offboarding: the bots of offboarded teams that have no deletion (none should
   * remain once writes are admitted under the team's lock; see Admission) get theirs, as the
   * offboarding would have started it. Answers how many it started.
   */
  async startForOffboardedTeams(): Promise<number> {
    const teams = await this.prisma.$queryRaw<{ id: string }[]>`
      SELECT t.id FROM teams t
       WHERE t.offboarded_at IS NOT NULL
         AND EXISTS (SELECT 1 FROM bots b
                      WHERE b.team_id = t.id AND b.data_deletion_requested_at IS NULL)`;
    let started = 0;
    for (const { id } of teams) {
      started += await this.prisma.lockingTransaction((tx) =>
        this.startForTeamBots(tx, id, 'offboarding'),
      );
    }
    return started;
  }

  /** Due pending deletions, up to `limit`, leased to `owner` (SKIP LOCKED across replicas). */
  claim(owner: string, limit: number, leaseMs: number): Promise<DataDeletion[]> {
    return this.prisma.$queryRaw<DataDeletion[]>`
      WITH due AS (
        SELECT id FROM data_deletions d
         WHERE ${DELETIONS.open('d')} AND d.next_attempt_at <= now() AND ${DELETIONS.unleased('d')}
         ORDER BY d.next_attempt_at
         LIMIT ${limit}::int
         FOR UPDATE SKIP LOCKED
      )
      UPDATE data_deletions d SET ${DELETIONS.claim(owner, leaseMs, 'd')}, updated_at = now()
        FROM due WHERE d.id = due.id
      RETURNING d.id, d.team_id AS "teamId", d.bot_id AS "botId", d.subject_id AS "subjectId",
                d.scope, d.reason, d.requested_by AS "requestedBy", d.state, d.steps, d.attempts,
                d.next_attempt_at AS "nextAttemptAt", d.lease_owner AS "leaseOwner",
                d.lease_expires_at AS "leaseExpiresAt", d.last_error AS "lastError",
                d.created_at AS "createdAt", d.updated_at AS "updatedAt",
                d.completed_at AS "completedAt"`;
  }

  async renew(owner: string, ids: string[], leaseMs: number): Promise<Set<string>> {
    const rows = await this.prisma.$queryRaw<{ id: string }[]>(
      DELETIONS.renew(owner, ids, leaseMs),
    );
    return new Set(rows.map((r) => r.id));
  }

  /** The receipt so far, while `owner` holds the deletion; false when it no longer does. */
  async saveSteps(id: string, owner: string, steps: DeletionStep[]): Promise<boolean> {
    const rows = await this.prisma.$executeRaw`
      UPDATE data_deletions d SET steps = ${json(steps)}::jsonb, updated_at = now()
       WHERE d.id = ${id}::uuid AND ${DELETIONS.heldBy(owner, 'd')}`;
    return rows === 1;
  }

  /** Given back at shutdown, with its receipt so far, due at once and the attempt not counted. */
  async release(id: string, owner: string, steps: DeletionStep[]): Promise<void> {
    await this.prisma.$queryRaw(
      DELETIONS.release(owner, [id], Prisma.sql`steps = ${json(steps)}::jsonb, updated_at = now()`),
    );
  }

  /** Steps left: the deletion is due again after `delayMs`. */
  async retryLater(
    id: string,
    owner: string,
    steps: DeletionStep[],
    delayMs: number,
    error: string,
  ) {
    await this.prisma.$executeRaw`
      UPDATE data_deletions d
         SET steps = ${json(steps)}::jsonb, last_error = ${error}, ${DELETIONS.endLease},
             next_attempt_at = now() + ${delayMs}::int * interval '1 millisecond',
             updated_at = now()
       WHERE d.id = ${id}::uuid AND ${DELETIONS.heldBy(owner, 'd')}`;
  }

  /** Every step done or refused: completed, in `tx`; null when `owner` no longer held it. */
  async complete(
    tx: Tx,
    id: string,
    owner: string,
    steps: DeletionStep[],
  ): Promise<DataDeletion | null> {
    const [row] = await tx.$queryRaw<{ id: string }[]>`
      UPDATE data_deletions d
         SET steps = ${json(steps)}::jsonb, state = 'completed', completed_at = now(),
             last_error = NULL, ${DELETIONS.endLease}, updated_at = now()
       WHERE d.id = ${id}::uuid AND ${DELETIONS.heldBy(owner, 'd')}
      RETURNING d.id`;
    return row ? tx.dataDeletion.findUnique({ where: { id: row.id } }) : null;
  }

  /**
   * Starts the deletions a team's retention calls for: for each kind of data, the bots that
   * ended longer ago than the team keeps it (`retention.<kind>_days`, else `defaults`; 0 or
   * null = kept) and whose data of that kind is still there. Answers how many it started.
   */
  async startExpired(defaults: Record<RetentionSetting, number>, limit: number): Promise<number> {
    const settings = Object.values(RETENTION_SCOPES);
    // Kinds no team limits and the environment keeps are not looked for (no scan of the bots).
    const [set] = await this.prisma.$queryRaw<{ names: string[] | null }[]>`
      SELECT array_agg(DISTINCT s.setting) AS names
        FROM teams t, unnest(${settings}::text[]) AS s(setting)
       WHERE t.offboarded_at IS NULL AND (t.retention ->> s.setting) IS NOT NULL`;
    const limited = new Set(set?.names ?? []);
    let started = 0;
    for (const [scope, setting] of Object.entries(RETENTION_SCOPES) as [
      RetentionScope,
      RetentionSetting,
    ][]) {
      if (defaults[setting] === 0 && !limited.has(setting)) continue;
      started += await this.prisma.$executeRaw`
        INSERT INTO data_deletions (id, team_id, bot_id, subject_id, scope, reason, requested_by,
                                    steps, updated_at)
        SELECT gen_random_uuid(), b.team_id, b.id, b.id, ${scope}, 'retention', 'retention',
               ${json(newSteps(scope))}::jsonb, now()
          FROM bots b JOIN teams t ON t.id = b.team_id
         WHERE b.status IN ('complete', 'failed') AND b.ended_at IS NOT NULL
           AND t.offboarded_at IS NULL AND b.data_deletion_requested_at IS NULL
           AND b.ended_at < now() - interval '1 day' * nullif(
                 CASE WHEN t.retention ? ${setting}
                      THEN (t.retention ->> ${setting})::int
                      ELSE ${defaults[setting]}::int END, 0)
           AND NOT EXISTS (SELECT 1 FROM data_deletions d
                            WHERE d.subject_id = b.id AND d.scope IN (${scope}, 'all'))
         ORDER BY b.ended_at
         LIMIT ${limit}::int
        ON CONFLICT (subject_id, scope) DO NOTHING`;
    }
    return started;
  }
}

const json = (value: unknown) => JSON.stringify(value);
