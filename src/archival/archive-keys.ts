import { isUuid } from '../platform/common/uuid.js';
import type { Media, TaskSubject } from './archive-task.js';

/**
 * Where a task's file lives in storage: `live/<job id>` for a live job's audio,
 * `bots/<bot id>/<audio|video>` for a bot's recording. Derived from the bridge's ids, never from
 * vendor input.
 */
export function storageKeyOf(subject: TaskSubject): string {
  return subject.botId ? `bots/${subject.botId}/${subject.media}` : `live/${subject.jobId}`;
}

const BOT_KEY = /^bots\/([^/]+)\/(audio|video)$/;

/** The task subject whose file `key` holds; null for a key archival did not make. */
export function subjectOfKey(key: string): TaskSubject | null {
  const bot = BOT_KEY.exec(key);
  if (bot) return isUuid(bot[1]!) ? { jobId: null, botId: bot[1]!, media: bot[2] as Media } : null;
  const jobId = key.startsWith('live/') ? key.slice('live/'.length) : '';
  return isUuid(jobId) ? { jobId, botId: null, media: 'audio' } : null;
}
