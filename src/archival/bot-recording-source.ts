import { Injectable } from '@nestjs/common';
import { nonEmptyText } from '../platform/common/json-object.js';
import { allowedMediaType } from '../platform/storage/media-types.js';
import type { DownloadBody } from '../platform/net/http-download.js';
import { MeetingBotClient } from '../platform/vendors/meeting-bot.client.js';
import { MediaHttpError, MeetingBotMedia } from '../platform/vendors/meeting-bot-media.js';
import { MeetingBotV2Client } from '../platform/vendors/meeting-bot-v2.client.js';
import { ArchiveTasksRepository } from './archive-tasks.repository.js';
import type { ClaimedTask, Media } from './archive-task.js';

/** The vendor has no file for the bot's recording (it says so, or it no longer knows the bot). */
export class RecordingGone extends Error {}

/** A recording's download, with the type its bytes are stored under. */
export interface RecordingFile extends DownloadBody {
  contentType: string;
}

const TEXT_TYPE = /^\s*(?:text\/|application\/(?:json|xml|problem)|[^;]*\+(?:json|xml))/i;
const BY_EXTENSION: Record<string, string> = {
  wav: 'audio/wav',
  mp3: 'audio/mpeg',
  m4a: 'audio/mp4',
  ogg: 'audio/ogg',
  opus: 'audio/ogg',
  flac: 'audio/flac',
  webm: 'video/webm',
  mp4: 'video/mp4',
};
const DEFAULT_TYPE: Record<Media, string> = { audio: 'audio/wav', video: 'video/mp4' };

/**
 * The type a recording is stored and served under: the store's own when it is an allowed audio
 * or video type (see media-types); for anything else (opaque bytes, none, a list of types), the
 * URL's file extension, else the medium's usual type. A text answer (an error page with a 200)
 * is no recording.
 */
export function recordingType(answered: string | undefined, url: string, media: Media): string {
  const allowed = allowedMediaType(answered);
  if (allowed) return allowed;
  if (answered && TEXT_TYPE.test(answered)) {
    throw new Error(`the vendor's storage answered ${answered.split(';')[0]}, not a recording`);
  }
  const extension = /\.([a-z0-9]+)$/i.exec(new URL(url).pathname)?.[1]?.toLowerCase();
  return (extension && BY_EXTENSION[extension]) || DEFAULT_TYPE[media];
}

/**
 * A bot's recording at the meeting-bot vendor's storage. The task keeps the signed URL the
 * completion brought; when it has expired (403/404) or there was none, the vendor is asked for
 * a fresh one (v1 `GET /bots/meeting_data`, v2 `GET /v2/bots/{id}`), kept on the task, and the
 * download tried again, once per attempt. The vendor key goes to the vendor's API only.
 */
@Injectable()
export class BotRecordingSource {
  constructor(
    private readonly media: MeetingBotMedia,
    private readonly v1: MeetingBotClient,
    private readonly v2: MeetingBotV2Client,
    private readonly repo: ArchiveTasksRepository,
  ) {}

  async open(task: ClaimedTask, owner: string, signal: AbortSignal): Promise<RecordingFile> {
    let url = task.sourceUrl;
    let refreshed = false;
    if (url === null) {
      url = await this.refresh(task, owner, signal);
      refreshed = true;
    }
    for (;;) {
      try {
        const file = await this.media.open(url, signal);
        try {
          return { ...file, contentType: recordingType(file.contentType, url, task.media) };
        } catch (error) {
          file.body.destroy();
          throw error;
        }
      } catch (error) {
        if (refreshed || !(error instanceof MediaHttpError) || !error.maybeExpired) throw error;
        url = await this.refresh(task, owner, signal);
        refreshed = true;
      }
    }
  }

  /** The vendor's current URL for the task's medium, recorded on the task. */
  private async refresh(task: ClaimedTask, owner: string, signal: AbortSignal): Promise<string> {
    if (!task.upstreamId) throw new RecordingGone('the bot was never created at the vendor');
    const url = await this.currentUrl(task.upstreamId, task.apiVersion, task.media, signal);
    if (!url) throw new RecordingGone(`the meeting-bot vendor has no ${task.media} for the bot`);
    await this.repo.setSourceUrl(task.id, owner, url);
    return url;
  }

  private async currentUrl(
    upstreamId: string,
    version: string | null,
    media: Media,
    signal: AbortSignal,
  ): Promise<string | null> {
    if (version === 'v2') {
      const details = await this.v2.details(upstreamId, signal);
      return nonEmptyText(details[media]);
    }
    const data = await this.v1.meetingData(upstreamId, { transcripts: false, signal });
    return nonEmptyText(media === 'audio' ? data.audio : data.mp4);
  }
}
