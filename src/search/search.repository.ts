import { Injectable } from '@nestjs/common';
import { type RankedPosition } from '../platform/common/keyset-cursor.js';
import { PrismaService } from '../platform/database/prisma.service.js';
import { Prisma } from '../generated/prisma/client.js';

export interface SearchFilter {
  query: string;
  /** Undefined: every team's (admins). */
  teamId?: string;
  botId?: string;
  speaker?: string;
  from?: Date;
  to?: Date;
  after?: RankedPosition;
  limit: number;
}

export interface SearchHit {
  bot_id: string;
  team_id: string;
  version: number;
  ordinal: number;
  meeting_at: Date;
  title: string | null;
  speaker: string;
  start_seconds: number;
  end_seconds: number;
  /** The float4 rank as text, exactly as the next page compares it. */
  rank: string;
  snippet: string;
}

/** PostgreSQL's query_canceled: a statement_timeout, or pg_cancel_backend. */
const QUERY_CANCELED = '57014';

/** A search ended before its answer: it ran out of time, or its caller left. */
export class SearchCancelled extends Error {
  constructor(readonly why: 'timeout' | 'left') {
    super(why === 'timeout' ? 'the search ran out of time' : 'the caller left');
  }
}

/** Marks of a match in a snippet: the rest of the snippet is HTML-escaped text. */
const HEADLINE = 'StartSel=<mark>, StopSel=</mark>, MaxWords=30, MinWords=12, ShortWord=2';

/**
 * Full-text search over the latest transcript version of each bot (`transcript_search`, filled
 * by BotTranscripts.add and emptied with the versions by deletions and retention). Each row is
 * indexed in its bot's language; the query is made in every configuration rows were indexed with
 * (`search_configs`, a handful), and each is matched against its own rows through the GIN index,
 * with the team's lexeme for a team's search.
 * Hits are ranked (`ts_rank`), then ordered by bot and utterance; pages follow a keyset on that
 * order. Snippets are made for the page's rows only.
 */
@Injectable()
export class SearchRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * The page of hits. On PostgreSQL the statement runs in a read-only transaction of its own
   * with `timeoutMs` as its statement_timeout, and is cancelled (pg_cancel_backend) when
   * `signal` aborts: the caller left. Both end it with SearchCancelled. The embedded database
   * runs it to the end (one connection, on the event loop: nothing to cancel it from).
   */
  async search(
    filter: SearchFilter,
    { timeoutMs, signal }: { timeoutMs: number; signal?: AbortSignal },
  ): Promise<SearchHit[]> {
    const statement = this.statement(filter);
    const pool = this.prisma.connection.pool;
    if (!pool) return this.prisma.$queryRaw<SearchHit[]>(statement);
    const client = await pool.connect();
    let cancelling: Promise<unknown> = Promise.resolve();
    let failure: unknown;
    try {
      const opened = (await client.query(
        `BEGIN READ ONLY; SET LOCAL statement_timeout = ${Math.floor(timeoutMs)}; ` +
          'SELECT pg_backend_pid() AS pid',
      )) as unknown as { rows: { pid: number }[] }[];
      const pid = opened[2]!.rows[0]!.pid;
      // Awaited before the transaction ends: a cancel can only reach this statement.
      const cancel = () => {
        cancelling = pool.query('SELECT pg_cancel_backend($1)', [pid]).catch(() => undefined);
      };
      if (signal?.aborted) throw new SearchCancelled('left');
      signal?.addEventListener('abort', cancel, { once: true });
      try {
        return (await client.query<SearchHit>(statement.text, statement.values)).rows;
      } catch (error) {
        if ((error as { code?: unknown }).code !== QUERY_CANCELED) throw error;
        throw new SearchCancelled(signal?.aborted ? 'left' : 'timeout');
      } finally {
        signal?.removeEventListener('abort', cancel);
        await cancelling;
      }
    } catch (error) {
      failure = error;
      throw error;
    } finally {
      await client.query(failure ? 'ROLLBACK' : 'COMMIT').then(
        () => client.release(),
        (error: Error) => client.release(error),
      );
    }
  }

  private statement(filter: SearchFilter): Prisma.Sql {
    const conditions: Prisma.Sql[] = [];
    if (filter.teamId) conditions.push(Prisma.sql`s.team_id = ${filter.teamId}::uuid`);
    if (filter.botId) conditions.push(Prisma.sql`s.bot_id = ${filter.botId}::uuid`);
    if (filter.speaker !== undefined) conditions.push(Prisma.sql`s.speaker = ${filter.speaker}`);
    if (filter.from) conditions.push(Prisma.sql`s.meeting_at >= ${filter.from}`);
    if (filter.to) conditions.push(Prisma.sql`s.meeting_at < ${filter.to}`);
    const where = conditions.length
      ? Prisma.sql`WHERE ${Prisma.join(conditions, ' AND ')}`
      : Prisma.empty;
    const after = filter.after
      ? Prisma.sql`WHERE rank < ${filter.after.rank}::real
          OR (rank = ${filter.after.rank}::real
              AND (bot_id, ordinal) > (${filter.after.botId}::uuid, ${filter.after.ordinal}))`
      : Prisma.empty;
    // A team's rows are found through its lexeme in the same index (see the migration).
    const scope = filter.teamId
      ? Prisma.sql`quote_literal('~team:' || ${filter.teamId}::text)::tsquery`
      : null;
    return Prisma.sql`
      WITH q AS (
        SELECT c.config, websearch_to_tsquery(c.config, ${filter.query}) AS query
          FROM search_configs c
      ),
      scoped AS (
        SELECT config, query, ${scope ? Prisma.sql`query && ${scope}` : Prisma.sql`query`} AS matched
          FROM q WHERE numnode(query) > 0
      ),
      hits AS (
        SELECT s.bot_id, s.version, s.ordinal, s.team_id, s.meeting_at, s.speaker,
               s.start_seconds, s.end_seconds, s.text, s.config, q.query,
               ts_rank(s.document, q.query) AS rank, b.title
          FROM scoped q
          JOIN transcript_search s ON s.config = q.config AND s.document @@ q.matched
          JOIN bots b ON b.id = s.bot_id AND b.data_deletion_requested_at IS NULL
                     AND b.transcripts_deleted_at IS NULL
        ${where}
      ),
      page AS (
        SELECT * FROM hits ${after}
         ORDER BY rank DESC, bot_id, ordinal
         LIMIT ${filter.limit}
      )
      SELECT bot_id, team_id, version, ordinal, meeting_at, title, speaker, start_seconds,
             end_seconds, rank::text AS rank,
             ts_headline(config,
                         replace(replace(replace(text, '&', '&amp;'), '<', '&lt;'), '>', '&gt;'),
                         query, ${HEADLINE}) AS snippet
        FROM page
       ORDER BY page.rank DESC, bot_id, ordinal`;
  }
}
