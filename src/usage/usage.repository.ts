import { Injectable } from '@nestjs/common';
import { PrismaService } from '../database/prisma.service.js';
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

/**
 * Usage figures per team and period (UTC), each read from the rows the features keep anyway:
 * bots and their status history, transcription jobs (audio length from the vendor's metadata),
 * retranscriptions, archives (live audio and bot recordings), and the per-minute request counts of the rate limit.
 */
@Injectable()
export class UsageRepository {
  constructor(private readonly prisma: PrismaService) {}

  cells(query: UsageQuery): Promise<UsageCell[]> {
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
      WITH recorded AS (
        -- A bot's call, from recording start to call end (the first of each in its history).
        SELECT b.team_id,
               min(h.occurred_at) FILTER (WHERE h.code = 'in_call_recording') AS started,
               coalesce(min(h.occurred_at) FILTER (WHERE h.code = 'call_ended'),
                        min(h.occurred_at) FILTER (WHERE h.code IN ('complete', 'failed'))) AS ended
          FROM bots b JOIN bot_status_changes h ON h.bot_id = b.id
         WHERE ${team('b.team_id')}
         GROUP BY b.id, b.team_id
      )
      SELECT team_id::text, period, figure, value::float8 AS value FROM (
        SELECT team_id, ${period('created_at')} AS period, 'bots_created' AS figure, count(*) AS value
          FROM bots WHERE ${within('created_at')} AND ${team('team_id')} AND status <> 'create_failed'
         GROUP BY 1, 2
        UNION ALL
        SELECT team_id, ${period('started')}, 'bot_minutes',
               sum(extract(epoch FROM ended - started)) / 60
          FROM recorded WHERE ${within('started')} AND ended > started
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
