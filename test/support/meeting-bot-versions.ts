/**
 * The meeting-bot API versions a long flow runs on (the live meetings'): both in `npm test`; in
 * the quick tier (TEST_TIER=quick) the current one only, v2, so that the inner loop does not
 * spend a minute on the flow twice. What differs between the versions' wire formats is checked
 * at every tier by the files that run a version each (bots, bots-v2, webhooks).
 */
export const MEETING_BOT_VERSIONS: readonly ('v1' | 'v2')[] =
  process.env.TEST_TIER === 'quick' ? ['v2'] : ['v1', 'v2'];
