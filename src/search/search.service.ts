import { BadRequestException, Injectable } from '@nestjs/common';
import { listedTeam, type Principal } from '../auth/principal.js';
import { decodeRankedCursor, encodeRankedCursor } from '../common/keyset-cursor.js';
import { timestampOf } from '../common/timestamp.js';
import type { SearchPageDto, SearchQueryDto } from './search.dto.js';
import { SearchRepository } from './search.repository.js';

/** `GET /transcripts/search`: a team's own meetings; an admin's, one team's or every team's. */
@Injectable()
export class SearchService {
  constructor(private readonly repo: SearchRepository) {}

  async search(principal: Principal, query: SearchQueryDto): Promise<SearchPageDto> {
    const teamId = listedTeam(principal, query.team_id, "search another team's meetings");
    const text = query.q.trim();
    if (text === '') throw new BadRequestException(['q must hold a word']);
    const rows = await this.repo.search({
      query: text,
      teamId,
      botId: query.bot_id,
      speaker: query.speaker,
      from: timestampOf(query.from),
      to: timestampOf(query.to),
      after: query.cursor ? decodeRankedCursor(query.cursor) : undefined,
      limit: query.limit + 1,
    });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      data: page.map((hit) => ({
        bot_id: hit.bot_id,
        team_id: hit.team_id,
        version: hit.version,
        meeting_at: hit.meeting_at.toISOString(),
        speaker: hit.speaker === '' ? null : hit.speaker,
        start: hit.start_seconds,
        end: hit.end_seconds,
        snippet: hit.snippet,
        rank: Number(hit.rank),
        transcript_path: `/bots/${hit.bot_id}/transcript?version=${hit.version}`,
      })),
      next_cursor:
        rows.length > query.limit && last
          ? encodeRankedCursor({ rank: last.rank, botId: last.bot_id, ordinal: last.ordinal })
          : null,
    };
  }
}
