import { Injectable } from '@nestjs/common';
import { PrismaService } from '../platform/database/prisma.service.js';
import { Prisma } from '../generated/prisma/client.js';

export type Granularity = 'day' | 'month';

export const USAGE_FIGURES = [
  'bots_created',
  'bot_minutes',
  'live_sessions',
  'live_audio_seconds',
  'pre_recorded_jobs',
  'pre_recorded_audio_seconds',
  'retranscriptions',
  'archived_bytes',
  'recording_bytes',
  'api_requests',
] as const;
export type UsageFigure = (typeof USAGE_FIGURES)[number];

export interface UsageQuery {
  from: Date;
  to: Date;
  granularity: Granularity;
  /** One team's; undefined = every team's. */
  teamId?: string;
}

export interface UsageCell {
  team_id: string;
  period: Date;
  figure: UsageFigure;
  value: number;
}

/** A day is rolled up this many days after it ended: a call or a job still running then is late. */
export const USAGE_SETTLE_DAYS = 1;
/** Days rolled up per sweep (catching up with a year takes a dozen sweeps). */
const ROLLUP_DAYS_PER_SWEEP = 31;
const DAY_MS = 86_400_000;

const COLUMNS = Prisma.raw(USAGE_FIGURES.join(', '));
const SUMS = Prisma.raw(USAGE_FIGURES.map((f) => `sum(${f})::float8 AS ${f}`).join(', '));

const startOfDay = (at: Date) => new Date(Math.floor(at.getTime() / DAY_MS) * DAY_MS);
const nextDay = (day: Date) => new Date(day.getTime() + DAY_MS);
const dateOf = (text: string) => new Date(`${text}T00:00:00.000Z`);
/** A day as SQL's `date` takes it, whatever the session's time zone. */
const sqlDay = (day: Date) => day.toISOString().slice(0, 10);

/**
 * Usage figures per team and period (UTC): whole days the sweep rolled up (`usage_days`) read
 * from there, the rest (yesterday and today, a period's partial first and last days)
 * each read from the rows the features keep anyway:
 * bots and their status history, transcription jobs (audio length from the vendor's metadata),
 * retranscriptions, archives (live audio and bot recordings), and the per-minute request counts of the rate limit.
 */
@Injectable()
export class UsageRepository {
  constructor(private readonly prisma: PrismaService) {}

  /**
   * The figures of `query`'s period: its whole days before the first day not rolled up from
   * `usage_days`, the rest computed. Cells of one team and period may come from both: the
   * report adds them up.
   */
  async cells(query: UsageQuery): Promise<UsageCell[]> {
    const through = await this.rolledThrough();
    const first =
      startOfDay(query.from).getTime() === query.from.getTime()
        ? query.from
        : nextDay(startOfDay(query.from));
    const end = new Date(Math.min(startOfDay(query.to).getTime(), through?.getTime() ?? 0));
    if (!(first < end)) return this.computed(query);
    const parts = [this.rolled(query, first, end)];
    if (query.from < first) parts.push(this.computed({ ...query, to: first }));
    if (end < query.to) parts.push(this.computed({ ...query, from: end }));
    return (await Promise.all(parts)).flat();
  }

  /** The first day not rolled up yet; null before the first roll-up. */
  async rolledThrough(): Promise<Date | null> {
    const [row] = await this.prisma.$queryRaw<{ through: string }[]>`
      SELECT through::text AS through FROM usage_rollup WHERE id = 1`;
    return row ? dateOf(row.through) : null;
  }

  /** Rolled-up days [from, to), summed per team and period. */
  private async rolled(query: UsageQuery, from: Date, to: Date): Promise<UsageCell[]> {
    const rows = await this.prisma.$queryRaw<
      ({ team_id: string; period: Date } & Record<UsageFigure, number>)[]
    >`
      SELECT team_id::text, date_trunc(${query.granularity}, day::timestamp) AT TIME ZONE 'UTC' AS period,
             ${SUMS}
        FROM usage_days
       WHERE day >= ${sqlDay(from)}::date AND day < ${sqlDay(to)}::date
         ${query.teamId ? Prisma.sql`AND team_id = ${query.teamId}::uuid` : Prisma.empty}
       GROUP BY 1, 2`;
    return rows.flatMap((row) =>
      USAGE_FIGURES.filter((figure) => row[figure] !== 0).map((figure) => ({
        team_id: row.team_id,
        period: row.period,
        figure,
        value: row[figure],
      })),
    );
  }

  /**
   * Rolls up the settled days not rolled up yet, oldest first, at most ROLLUP_DAYS_PER_SWEEP;
   * answers how many. The first roll-up starts at the oldest day any figure has. A day's row is
   * written with the pointer that moves past it, so a replica that stops half-way loses nothing
   * and repeats nothing.
   */
  async rollUp(now = new Date()): Promise<number> {
    const settled = new Date(startOfDay(now).getTime() - USAGE_SETTLE_DAYS * DAY_MS);
    let day = (await this.rolledThrough()) ?? (await this.firstDay());
    let rolled = 0;
    while (day && day < settled && rolled < ROLLUP_DAYS_PER_SWEEP) {
      const next = nextDay(day);
      const cells = await this.computed({ from: day, to: next, granularity: 'day' });
      const teams = new Map<string, Record<UsageFigure, number>>();
      for (const cell of cells) {
        const row =
          teams.get(cell.team_id) ??
          (Object.fromEntries(USAGE_FIGURES.map((f) => [f, 0])) as Record<UsageFigure, number>);
        row[cell.figure] += cell.value;
        teams.set(cell.team_id, row);
      }
      const from = day;
      const moved = await this.prisma.lockingTransaction(async (tx) => {
        const [current] = await tx.$queryRaw<{ through: string }[]>`
          SELECT through::text AS through FROM usage_rollup WHERE id = 1 FOR UPDATE`;
        if (current && dateOf(current.through).getTime() !== from.getTime()) return false;
        for (const [teamId, figures] of teams) {
          const values = USAGE_FIGURES.map((f) => Prisma.sql`${figures[f]}::float8`);
          await tx.$executeRaw`
            INSERT INTO usage_days (team_id, day, ${COLUMNS})
            VALUES (${teamId}::uuid, ${sqlDay(from)}::date, ${Prisma.join(values)})
            ON CONFLICT (team_id, day) DO NOTHING`;
        }
        await tx.$executeRaw`
          INSERT INTO usage_rollup (id, through) VALUES (1, ${sqlDay(next)}::date)
          ON CONFLICT (id) DO UPDATE SET through = excluded.through`;
        return true;
      });
      // Another replica rolled this day up meanwhile: it goes on from there.
      if (!moved) return rolled;
      day = next;
      rolled++;
    }
    return rolled;
  }

  /** The oldest day any figure has, or null when there is none. */
  private async firstDay(): Promise<Date | null> {
    const [row] = await this.prisma.$queryRaw<{ first: Date | null }[]>`
      SELECT least(
        (SELECT min(created_at) FROM bots),
        (SELECT min(occurred_at) FROM bot_status_changes WHERE code = 'in_call_recording'),
        (SELECT min(created_at) FROM transcription_jobs),
        (SELECT min(created_at) FROM retranscriptions),
        (SELECT min(archived_at) FROM audio_archives),
        (SELECT min(window_start) FROM api_request_counts)) AS first`;
    return row?.first ? startOfDay(row.first) : null;
  }

  /** The figures of a period computed from the features' own rows. */
  private computed(query: UsageQuery): Promise<UsageCell[]> {
    const g = query.granularity;
    const period = (column: string) =>
      Prisma.raw(`date_trunc('${g}', ${column} AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`);
    const within = (column: string) =>
      Prisma.sql`${Prisma.raw(column)} >= ${query.from} AND ${Prisma.raw(column)} < ${query.to}`;
    const team = (column: string) =>
      query.teamId
        ? Prisma.sql`${Prisma.raw(column)} = ${query.teamId}::uuid`
        : Prisma.sql`${Prisma.raw(column)} IS NOT NULL`;
    return this.prisma.$queryRaw<UsageCell[]>`
      WITH started AS (
        -- The bots whose recording started in the period (the first start in each one's history).
        SELECT h.bot_id, min(h.occurred_at) AS started
          FROM bot_status_changes h
         WHERE h.code = 'in_call_recording' AND ${within('h.occurred_at')}
           AND NOT EXISTS (SELECT 1 FROM bot_status_changes p
                            WHERE p.bot_id = h.bot_id AND p.code = 'in_call_recording'
                              AND p.occurred_at < ${query.from})
         GROUP BY h.bot_id
      ), recorded AS (
        -- A bot's call, from recording start to call end (the first of each in its history).
        SELECT b.team_id, s.started,
               (SELECT coalesce(min(e.occurred_at) FILTER (WHERE e.code = 'call_ended'),
                                min(e.occurred_at) FILTER (WHERE e.code IN ('complete', 'failed')))
                  FROM bot_status_changes e
                 WHERE e.bot_id = s.bot_id AND e.code IN ('call_ended', 'complete', 'failed')) AS ended
          FROM started s JOIN bots b ON b.id = s.bot_id
         WHERE ${team('b.team_id')}
      )
      SELECT team_id::text, period, figure, value::float8 AS value FROM (
        SELECT team_id, ${period('created_at')} AS period, 'bots_created' AS figure, count(*) AS value
          FROM bots WHERE ${within('created_at')} AND ${team('team_id')} AND status <> 'create_failed'
         GROUP BY 1, 2
        UNION ALL
        SELECT team_id, ${period('started')}, 'bot_minutes',
               sum(extract(epoch FROM ended - started)) / 60
          FROM recorded WHERE ended > started
         GROUP BY 1, 2
        UNION ALL
        SELECT team_id, ${period('created_at')},
               CASE WHEN kind = 'live' THEN 'live_sessions' ELSE 'pre_recorded_jobs' END, count(*)
          FROM transcription_jobs WHERE ${within('created_at')} AND ${team('team_id')}
         GROUP BY 1, 2, 3
        UNION ALL
        SELECT team_id, ${period('created_at')},
               CASE WHEN kind = 'live' THEN 'live_audio_seconds' ELSE 'pre_recorded_audio_seconds' END,
               sum(audio_seconds)
          FROM transcription_jobs
         WHERE ${within('created_at')} AND ${team('team_id')} AND audio_seconds IS NOT NULL
         GROUP BY 1, 2, 3
        UNION ALL
        SELECT team_id, ${period('created_at')}, 'retranscriptions', count(*)
          FROM retranscriptions WHERE ${within('created_at')} AND ${team('team_id')}
         GROUP BY 1, 2
        UNION ALL
        SELECT j.team_id, ${period('a.archived_at')}, 'archived_bytes', sum(a.size_bytes)
          FROM audio_archives a JOIN transcription_jobs j ON j.id = a.job_id
         WHERE ${within('a.archived_at')} AND ${team('j.team_id')} AND a.size_bytes IS NOT NULL
         GROUP BY 1, 2
        UNION ALL
        SELECT b.team_id, ${period('a.archived_at')}, 'recording_bytes', sum(a.size_bytes)
          FROM audio_archives a JOIN bots b ON b.id = a.bot_id
         WHERE ${within('a.archived_at')} AND ${team('b.team_id')} AND a.size_bytes IS NOT NULL
         GROUP BY 1, 2
        UNION ALL
        SELECT team_id, ${period('window_start')}, 'api_requests', sum(count)
          FROM api_request_counts WHERE ${within('window_start')} AND ${team('team_id')}
         GROUP BY 1, 2
      ) figures`;
  }

  /** Per team (by name): bots not yet terminal, live sessions not yet ended. */
  holdings(): Promise<{ team: string; bots: number; live: number }[]> {
    return this.prisma.$queryRaw`
      SELECT t.name AS team,
        (SELECT count(*) FROM bots b WHERE b.team_id = t.id
           AND b.status NOT IN ('complete', 'failed', 'create_failed'))::int AS bots,
        (SELECT count(*) FROM transcription_jobs j WHERE j.team_id = t.id AND j.kind = 'live'
           AND j.ended_at IS NULL AND j.deleted_at IS NULL)::int AS live
      FROM teams t`;
  }

  teamNames(): Promise<{ id: string; name: string }[]> {
    return this.prisma.team.findMany({ select: { id: true, name: true } });
  }
}
