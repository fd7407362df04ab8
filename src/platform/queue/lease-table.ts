import { Prisma } from '../../generated/prisma/client.js';

const raw = Prisma.raw;

/**
 * A table the bridge uses as a lease queue (the webhook inbox `webhook_events`, the archive tasks
 * `audio_archives`, the team event deliveries `webhook_messages`): one mechanism, with each
 * queue's statements built from these pieces so that they cannot drift apart.
 *
 * - A claim counts the attempt and takes the lease (`lease_owner`, and `lease_expires_at` on the
 *   database's clock) on rows that are open and not leased, FOR UPDATE SKIP LOCKED.
 * - Every later change of a claimed row (its outcome, a retry, a renewal, giving it back) is
 *   fenced: it applies only where this owner still holds the row and the row is still open, so
 *   a replica whose lease ran out cannot overwrite what the replica that took it over did.
 * - Giving a row back (shutdown, storage that cannot take it) does not count the attempt.
 *
 * Pieces are SQL fragments (values as parameters): they compose into `Prisma.sql` statements,
 * run through Prisma or, for the hot paths, `PrismaService.directSql`.
 */
export class LeaseTable {
  private readonly name: Prisma.Sql;
  /** The SET that ends a lease (an outcome recorded, the row given back). */
  readonly endLease: Prisma.Sql;

  constructor(
    table: string,
    /** SQL true while a row is still to be worked on, for a table alias (`processed_at IS NULL`). */
    private readonly openWhen: (alias: string) => string,
    /** Ending a lease keeps `lease_owner`: who last worked on the row stays on record. */
    options: { keepOwner?: boolean } = {},
  ) {
    this.name = raw(table);
    this.endLease = raw(
      options.keepOwner ? 'lease_expires_at = NULL' : 'lease_owner = NULL, lease_expires_at = NULL',
    );
  }

  /** The row is open (see openWhen). */
  open(alias: string): Prisma.Sql {
    return raw(this.openWhen(alias));
  }

  /** No replica holds the row: never leased, or its lease ran out. */
  unleased(alias: string): Prisma.Sql {
    return raw(`(${alias}.lease_expires_at IS NULL OR ${alias}.lease_expires_at < now())`);
  }

  /** The SET of a claim: the attempt counted, the lease taken by `owner` for `leaseMs`. */
  claim(owner: string, leaseMs: number, alias: string): Prisma.Sql {
    return Prisma.sql`attempts = ${raw(alias)}.attempts + 1, lease_owner = ${owner},
      lease_expires_at = now() + ${leaseMs}::int * interval '1 millisecond'`;
  }

  /** The fence of every change after the claim: `owner` still holds the row, and it is open. */
  heldBy(owner: string, alias: string): Prisma.Sql {
    return Prisma.sql`${raw(alias)}.lease_owner = ${owner} AND ${this.open(alias)}`;
  }

  /** Extends `owner`'s leases on `ids` by `leaseMs`, answering the ids it still held. */
  renew(owner: string, ids: string[], leaseMs: number): Prisma.Sql {
    return Prisma.sql`
      UPDATE ${this.name} AS q
         SET lease_expires_at = now() + ${leaseMs}::int * interval '1 millisecond'
       WHERE q.id = ANY(${ids}::uuid[]) AND ${this.heldBy(owner, 'q')}
      RETURNING q.id`;
  }

  /**
   * Gives `owner`'s rows `ids` back without counting the attempt, also setting `set` (more
   * columns), answering the ids given back.
   */
  release(owner: string, ids: string[], set?: Prisma.Sql): Prisma.Sql {
    const more = set ? Prisma.sql`, ${set}` : Prisma.empty;
    return Prisma.sql`
      UPDATE ${this.name} AS q
         SET attempts = GREATEST(q.attempts - 1, 0), ${this.endLease}${more}
       WHERE q.id = ANY(${ids}::uuid[]) AND ${this.heldBy(owner, 'q')}
      RETURNING q.id`;
  }
}
