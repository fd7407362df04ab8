import { Global, Injectable, Module } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { Bus, BusModule } from '../bus/bus.js';
import { AppConfig } from '../config/app-config.js';
import { PrismaService } from '../database/prisma.service.js';
import { type Prisma } from '../../generated/prisma/client.js';
import { type EventType } from './event-types.js';

export type Tx = Prisma.TransactionClient;

/** What a transaction tells teams about; written with the transaction's own statements. */
export interface EventWriter {
  /** Records the event for `teamId` (nothing for a resource of no team). */
  emit(teamId: string | null, type: EventType, data: Record<string, unknown>): Promise<void>;
  /** An absolute link to the bridge's own API (`PUBLIC_BASE_URL` or the listen address). */
  url(path: string): string;
}

export interface EventPayload {
  type: EventType;
  timestamp: string;
  data: Record<string, unknown>;
}

export interface StoredEvent {
  id: string;
  teamId: string;
  type: EventType;
  payload: EventPayload;
}

/**
 * The body sent for an event: its fields in the Standard Webhooks order, from the stored jsonb
 * (whose key order is the database's), so every attempt sends the same bytes.
 */
export const eventBody = ({ type, timestamp, data }: EventPayload): string =>
  JSON.stringify({ type, timestamp, data });

/**
 * The transactional outbox: events are rows written in the same transaction as the change they
 * tell about, so there is no change without its event and no event of a change that rolled
 * back. The same statement queues one message per enabled endpoint of the team subscribed to
 * the type. Once the transaction has committed, this replica's delivery worker is woken; the
 * others find the messages by polling.
 */
@Injectable()
export class EventOutbox {
  constructor(
    private readonly prisma: PrismaService,
    private readonly config: AppConfig,
    private readonly bus: Bus,
  ) {}

  /**
   * Runs `work` in one transaction; what it emits commits (or rolls back) with it. State changes
   * come in bursts (a vendor catching up, replicas committing together) and some lock the row
   * they move: the transaction waits for a connection and for locks as lockingTransaction does,
   * rather than failing after Prisma's 2 s.
   */
  async transaction<T>(work: (tx: Tx, events: EventWriter) => Promise<T>): Promise<T> {
    let emitted = 0;
    const result = await this.prisma.lockingTransaction((tx) =>
      work(tx, {
        emit: async (teamId, type, data) => {
          if (teamId === null) return;
          await this.insert(tx, teamId, type, data);
          emitted++;
        },
        url: (path) => `${this.config.publicBaseUrl}${path}`,
      }),
    );
    // The delivery workers of this process wake.
    if (emitted > 0) this.bus.emit('outbox.committed');
    return result;
  }

  /**
   * The event row and its messages, in one statement. The event's time (created_at, and the
   * payload's `timestamp`) is the database's clock when it is written, never this replica's. `endpointId` limits
   * the messages to that endpoint whatever it subscribes to (the test ping, which its request
   * delivers itself: the pollers leave it alone for a minute, and take it only if that request
   * never did); otherwise every enabled endpoint of the team whose `event_types` is empty or
   * holds the type gets one.
   */
  async insert(
    tx: Tx,
    teamId: string,
    type: EventType,
    data: Record<string, unknown>,
    endpointId: string | null = null,
  ): Promise<StoredEvent> {
    const id = randomUUID();
    const [event] = await tx.$queryRaw<{ payload: EventPayload }[]>`
      WITH t AS (SELECT date_trunc('milliseconds', clock_timestamp()) AS at),
      ev AS (
        INSERT INTO team_events (id, team_id, type, payload, created_at)
        SELECT ${id}::uuid, ${teamId}::uuid, ${type},
               ${JSON.stringify({ type, data })}::jsonb || jsonb_build_object(
                 'timestamp', to_char(t.at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')),
               t.at
          FROM t
        RETURNING id, team_id, type, payload
      ), messages AS (
        INSERT INTO webhook_messages (id, event_id, endpoint_id, next_attempt_at)
        SELECT gen_random_uuid(), ev.id, e.id,
               now() + CASE WHEN ${endpointId}::uuid IS NULL THEN interval '0' ELSE interval '1 minute' END
          FROM ev JOIN webhook_endpoints e ON e.team_id = ev.team_id
         WHERE CASE WHEN ${endpointId}::uuid IS NULL
                    THEN e.disabled_at IS NULL
                         AND (COALESCE(cardinality(e.event_types), 0) = 0
                              OR ev.type = ANY(e.event_types))
                    ELSE e.id = ${endpointId}::uuid END
      )
      SELECT payload FROM ev`;
    return { id, teamId, type, payload: event!.payload };
  }
}

/** The outbox for every feature that changes state (global: the server and the CLI). */
@Global()
@Module({ imports: [BusModule], providers: [EventOutbox], exports: [EventOutbox] })
export class EventOutboxModule {}
