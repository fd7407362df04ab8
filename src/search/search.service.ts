import { BadRequestException, HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { listedTeam, type Principal } from '../platform/auth/principal.js';
import { decodeRankedCursor, encodeRankedCursor } from '../platform/common/keyset-cursor.js';
import { timestampOf } from '../platform/common/timestamp.js';
import { AppConfig } from '../platform/config/app-config.js';
import type { SearchPageDto, SearchQueryDto } from './search.dto.js';
import { SearchCancelled, SearchRepository } from './search.repository.js';

/** Words a query may hold (`or` and quotes aside): each is a lexeme matched in every language. */
export const MAX_SEARCH_TERMS = 12;

/** The words of a query as websearch_to_tsquery reads them: `or` is an operator, not a word. */
export function searchTerms(text: string): number {
  return text
    .split(/\s+/)
    .filter((word) => /[\p{L}\p{N}]/u.test(word) && word.toLowerCase() !== 'or').length;
}

/** Where a search answers with a 429 for want of room: the HTTP answer's headers. */
interface HeaderSink {
  setHeader(name: string, value: string): unknown;
}

/**
 * `GET /transcripts/search`: a team's own meetings; an admin's, one team's or every team's.
 * Each search is bounded: MAX_SEARCH_TERMS words (400), SEARCH_TEAM_CONCURRENCY of a team's and
 * SEARCH_CONCURRENCY in all running at once on a replica (429, no queue: each holds a database
 * connection), SEARCH_TIMEOUT_MS for its statement (400), which is cancelled when its caller
 * leaves.
 */
@Injectable()
export class SearchService {
  private readonly running = new Map<string, number>();
  private total = 0;

  constructor(
    private readonly repo: SearchRepository,
    private readonly config: AppConfig,
  ) {}

  async search(
    principal: Principal,
    query: SearchQueryDto,
    answer?: { headers: HeaderSink; signal: AbortSignal },
  ): Promise<SearchPageDto> {
    const teamId = listedTeam(principal, query.team_id, "search another team's meetings");
    const text = query.q.trim();
    if (text === '') throw new BadRequestException(['q must hold a word']);
    const terms = searchTerms(text);
    if (terms > MAX_SEARCH_TERMS) {
      throw new BadRequestException([
        `q holds ${terms} words; a search takes at most ${MAX_SEARCH_TERMS}`,
      ]);
    }
    const after = query.cursor ? decodeRankedCursor(query.cursor) : undefined;
    const release = this.enter(teamId ?? '*', answer?.headers);
    let rows;
    try {
      rows = await this.repo.search(
        {
          query: text,
          teamId,
          botId: query.bot_id,
          speaker: query.speaker,
          from: timestampOf(query.from),
          to: timestampOf(query.to),
          after,
          limit: query.limit + 1,
        },
        { timeoutMs: this.config.search.SEARCH_TIMEOUT_MS, signal: answer?.signal },
      );
    } catch (error) {
      if (error instanceof SearchCancelled && error.why === 'timeout') {
        throw new BadRequestException(
          `The search took longer than ${this.config.search.SEARCH_TIMEOUT_MS} ms: narrow it ` +
            '(fewer or rarer words, a bot, a speaker, dates)',
        );
      }
      throw error;
    } finally {
      release();
    }
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return {
      data: page.map((hit) => ({
        bot_id: hit.bot_id,
        team_id: hit.team_id,
        version: hit.version,
        meeting_at: hit.meeting_at.toISOString(),
        title: hit.title,
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

  /** A place for one search of `team` (429 when there is none); the function gives it back. */
  private enter(team: string, headers: HeaderSink | undefined): () => void {
    const { SEARCH_TEAM_CONCURRENCY: perTeam, SEARCH_CONCURRENCY: all } = this.config.search;
    const mine = this.running.get(team) ?? 0;
    if (mine >= perTeam || this.total >= all) {
      headers?.setHeader('Retry-After', '1');
      throw new HttpException(
        mine >= perTeam
          ? `The team has ${perTeam} searches running on this replica, as many as it may: ` +
              'try again when one has answered'
          : 'As many searches as this replica runs at once are running: try again in a moment',
        HttpStatus.TOO_MANY_REQUESTS,
      );
    }
    this.running.set(team, mine + 1);
    this.total++;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total--;
      const left = (this.running.get(team) ?? 1) - 1;
      if (left > 0) this.running.set(team, left);
      else this.running.delete(team);
    };
  }
}
