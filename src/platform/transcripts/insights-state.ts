import type { BotInsightsDto } from './insights.dto.js';
import { insightsAsked, type TranscriptionOptions } from './transcription-options.js';

/** What decides where a bot's insights stand. */
export interface InsightsFacts {
  botId: string;
  options: TranscriptionOptions | null;
  status: string;
  terminal: boolean;
  /** Its versions with insights, oldest first. */
  withInsights: number[];
  /** The bridge's own insights job (a retranscription), if it made one. */
  job: { id: string; state: string; error: string | null } | null;
}

/** Where a bot's insights stand, in words: for its detail and for a 409 that says why. */
export function insightsState(facts: InsightsFacts): BotInsightsDto {
  const asked = insightsAsked(facts.options);
  const latest = facts.withInsights.at(-1) ?? null;
  const base = { asked, version: latest, retranscription_id: facts.job?.id ?? null, path: null };
  if (latest !== null) {
    return {
      ...base,
      state: 'ready',
      reason: `Version ${latest} of the transcript has them`,
      path: `/bots/${facts.botId}/insights?version=${latest}`,
    };
  }
  if (asked.length === 0) {
    return {
      ...base,
      state: 'not_asked',
      reason:
        'The bot asked for no insights (transcription: summary, chapters, entities, sentiment, ' +
        'prompts or translation)',
    };
  }
  if (facts.job && ['requested', 'accepted'].includes(facts.job.state)) {
    return {
      ...base,
      state: 'running',
      reason: `The bridge's STT job on the recording makes them (retranscription ${facts.job.id})`,
    };
  }
  if (facts.job && facts.job.state !== 'completed') {
    return {
      ...base,
      state: 'failed',
      reason:
        `The bridge's STT job on the recording ended ${facts.job.state}` +
        (facts.job.error ? `: ${facts.job.error}` : ''),
    };
  }
  if (!facts.terminal) {
    return {
      ...base,
      state: 'waiting',
      reason: `The meeting has not ended (status ${facts.status}): insights come with its transcript`,
    };
  }
  if (facts.status !== 'complete') {
    return {
      ...base,
      state: 'failed',
      reason: `The bot ended ${facts.status}: no meeting to read`,
    };
  }
  return {
    ...base,
    state: 'waiting',
    reason:
      "Its transcript came without them: the bridge's own STT job starts once the recording " +
      'is archived (at the next sweep)',
  };
}
