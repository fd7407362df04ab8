import { IntVar } from '../env-rules.js';

/** Search (GET /transcripts/search): its bounds. */
export class SearchSettings {
  /** A search statement is cancelled after this long (PostgreSQL); the caller gets 400. */
  @IntVar(100, 120_000)
  SEARCH_TIMEOUT_MS = 5_000;

  /** Searches one team may have running at once on a replica; more answer 429. */
  @IntVar(1, 100)
  SEARCH_TEAM_CONCURRENCY = 2;

  /** Searches of all teams running at once on a replica; more answer 429. */
  @IntVar(1, 1_000)
  SEARCH_CONCURRENCY = 4;
}
