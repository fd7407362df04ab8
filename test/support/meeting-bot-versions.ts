/**
 * The meeting-bot API versions a flow that runs on either is run on: both on PostgreSQL in
 * `npm test`. The current one only, v2, in two places: the quick tier (TEST_TIER=quick), so that
 * the inner loop does not spend a minute on a flow twice; and the PGlite project, which runs a
 * flow for the engine's SQL, the same for the bots of both versions. What differs between the
 * versions' wire formats is checked at every tier by the files that run a version each (bots,
 * bots-v2, webhooks).
 */
export const MEETING_BOT_VERSIONS: readonly ('v1' | 'v2')[] =
  process.env.TEST_TIER === 'quick' || process.env.TEST_DATABASE === 'pglite'
    ? ['v2']
    : ['v1', 'v2'];
