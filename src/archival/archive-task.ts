import type { StoredObject } from '../platform/storage/audio-storage.js';

/** What a task archives: a live job's audio, or a bot's recording (audio or video). */
export interface TaskSubject {
  jobId: string | null;
  botId: string | null;
  media: Media;
}

/** A task this replica holds the lease on. */
export interface ClaimedTask extends TaskSubject {
  id: string;
  /** The STT vendor's job id, or the meeting-bot vendor's bot id (null before it answered). */
  upstreamId: string | null;
  /** A bot's meeting-bot API version (`v1`, `v2`); null for a job. */
  apiVersion: string | null;
  /** A bot recording's signed URL, as last known; null when the vendor is to be asked. */
  sourceUrl: string | null;
  /** Including the attempt that starts now. */
  attempts: number;
}

export type Media = 'audio' | 'video';

/** Where a bot's recording comes from: the vendor's signed URL, when the event had one. */
export interface RecordingSource {
  media: Media;
  url: string | null;
}

/** A stored download, and whether its length could be checked (see `DownloadBody.framed`). */
export interface Downloaded extends StoredObject {
  sizeVerified: boolean;
}
