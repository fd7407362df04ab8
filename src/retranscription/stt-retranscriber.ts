import { once } from 'node:events';
import {
  BadGatewayException,
  ConflictException,
  GatewayTimeoutException,
  Injectable,
  Logger,
} from '@nestjs/common';
import { archivedKey, BotRecordings } from '../archival/bot-recordings.js';
import { isJsonObject } from '../platform/common/json-object.js';
import type { AudioArchive, Bot, Prisma, Retranscription } from '../generated/prisma/client.js';
import { describeError } from '../platform/queue/retry.js';
import { AudioStorage, type StoredReadable } from '../platform/storage/audio-storage.js';
import { extensionOf } from '../platform/storage/media-types.js';
import { EventOutbox } from '../platform/outbox/event-outbox.js';
import { BotTranscripts } from '../transcription-jobs/bot-transcripts.js';
import { type EndedJob, JobEndings } from '../transcription-jobs/job-endings.js';
import { SttEventHandler } from '../transcription-jobs/stt-event.handler.js';
import { fromSttResult, speakerNames } from '../platform/transcripts/utterances.js';
import { insightsOf } from '../platform/transcripts/insights.js';
import { preRecordedParameters } from '../platform/transcripts/stt-options.js';
import type { TranscriptionOptions } from '../platform/transcripts/transcription-options.js';
import { AppConfig } from '../platform/config/app-config.js';
import { JOB_ROUTES, SttClient, SttHttpError } from '../platform/vendors/stt.client.js';
import { eventData } from './retranscription-events.js';
import { RetranscriptionRepository } from './retranscription.repository.js';

/** Allowance between our clock and the vendor's when searching its jobs by date. */
const CLOCK_SKEW_MS = 10 * 60_000;

/** A vendor answer that says it made no job: a 4xx, but for those that ask to come back. */
const certainlyRefused = (status: number) =>
  status >= 400 && status < 500 && status !== 408 && status !== 429;

/**
 * Retranscription by the bridge's own STT job on a bot's archived audio (v2 bots, and v1 bots
 * with RETRANSCRIBE_WITH=stt): the audio is uploaded to the STT vendor (`POST /v2/upload`, so the
 * vendor never needs to reach the bridge), a pre-recorded job made on it with the bot's
 * transcription options under the caller's parameters, and the job recorded as the bot's. Its
 * end (the STT webhook, or a poll) makes its result, with its insights, the bot's next
 * transcript version, the speakers named after the latest version's. The bridge makes one
 * itself for a bot whose insights no vendor gives (InsightsJobs).
 */
@Injectable()
export class SttRetranscriber {
  private readonly logger = new Logger(SttRetranscriber.name);

  constructor(
    private readonly repo: RetranscriptionRepository,
    private readonly outbox: EventOutbox,
    private readonly stt: SttClient,
    private readonly jobs: SttEventHandler,
    private readonly recordings: BotRecordings,
    private readonly storage: AudioStorage,
    private readonly transcripts: BotTranscripts,
    private readonly config: AppConfig,
    endings: JobEndings,
  ) {
    endings.listen((job, signal) => this.jobEnded(job, signal));
  }

  /** The bot's archived audio; 409 saying why there is none. */
  async archivedAudio(bot: Bot): Promise<AudioArchive> {
    const task = await this.recordings.task(bot.id, 'audio');
    if (task && archivedKey(task)) return task;
    throw new ConflictException(
      task
        ? `The bot has no archived recording to retranscribe: its audio is ${task.state}` +
            (task.lastError ? ` (${task.lastError})` : '')
        : `The bot has no archived recording to retranscribe: it has not completed (status ${bot.status})`,
    );
  }

  /**
   * Uploads the audio and makes the STT job; the record is then `accepted`, or failed when the
   * vendor surely made no job. When the job's creation has no known outcome (a timeout, a 5xx, a
   * broken connection) the record stays `requested`, and the reconciliation rounds look for the
   * job at the vendor by its `retranscription_id` (settleRequested).
   */
  async start(record: Retranscription, bot: Bot, archive: AudioArchive): Promise<Retranscription> {
    let answer: Record<string, unknown>;
    let stored: StoredReadable | null = null;
    let creating = false;
    try {
      stored = await this.storage.openRead(archive.storageKey!);
      if (!stored) throw new Error('the archived recording is missing from storage');
      const extension = extensionOf(stored.contentType) ?? 'wav';
      const audioUrl = await this.stt.upload(stored.stream, {
        size: stored.size,
        filename: `${bot.id}.${extension}`,
        contentType: stored.contentType,
      });
      const parameters = isJsonObject(record.parameters) ? record.parameters : {};
      const metadata = isJsonObject(parameters.custom_metadata) ? parameters.custom_metadata : {};
      // The bot's own transcription options, unless the admin's parameters say otherwise.
      const options = preRecordedParameters((bot.transcription ?? {}) as TranscriptionOptions);
      creating = true;
      answer = await this.stt.createPreRecorded({
        // A meeting has several speakers: diarized unless the admin says otherwise.
        diarization: true,
        ...options,
        ...parameters,
        audio_url: audioUrl,
        custom_metadata: { ...metadata, bridge_bot_id: bot.id, retranscription_id: record.id },
      });
      if (typeof answer.id !== 'string' || answer.id === '') {
        throw new Error('the STT vendor answered without a job id');
      }
    } catch (error) {
      // An upload that failed before reading the file (the vendor unreachable) left it open.
      if (stored && !stored.stream.closed) {
        const closed = once(stored.stream, 'close');
        stored.stream.destroy();
        await closed;
      }
      const answered = error instanceof SttHttpError;
      if (creating && !(answered && certainlyRefused(error.status))) {
        this.logger.warn(
          `retranscription ${record.id}: the STT job's creation has no known outcome ` +
            `(${describeError(error)}); it will be looked for at the vendor`,
        );
        throw new GatewayTimeoutException(
          `The STT job's creation has no known outcome (${describeError(error)}); the bridge ` +
            'looks for it at the vendor and links it, or fails the retranscription',
        );
      }
      await this.fail(record, error);
      throw new BadGatewayException(
        answered
          ? `The STT vendor refused the retranscription job (${error.status}): ${error.answer.slice(0, 300)}`
          : `The retranscription job could not be started: ${describeError(error)}`,
      );
    }
    return this.repo.acceptSttJob(record.id, {
      teamId: bot.teamId,
      botId: bot.id,
      upstreamId: answer.id,
      vendorResponse: answer as Prisma.InputJsonValue,
    });
  }

  /**
   * Retranscriptions `requested` for longer than a create call may take (a create whose outcome
   * was lost, or a replica that died in it): the STT vendor's jobs since the request are searched
   * for the record's `retranscription_id`; the job found is linked (and any other made for it
   * deleted), so it completes as usual. None found RETRANSCRIPTION_TIMEOUT_MS after the request:
   * failed, saying so. Answers how many it settled.
   */
  async settleRequested(signal: AbortSignal): Promise<number> {
    const callMs = this.config.vendors.VENDOR_TIMEOUT_MS;
    const timeoutMs = this.config.bots.RETRANSCRIPTION_TIMEOUT_MS;
    let settled = 0;
    for (const record of await this.repo.requestedStt(new Date(Date.now() - callMs), 100)) {
      if (signal.aborted || !record.botId || !record.teamId) continue;
      try {
        const found = await this.stt.findPreRecorded(
          {
            key: 'retranscription_id',
            value: record.id,
            after: new Date(record.createdAt.getTime() - CLOCK_SKEW_MS),
            before: new Date(Date.now() + CLOCK_SKEW_MS),
          },
          signal,
        );
        if (found.length > 0) {
          const [kept, ...extra] = found;
          await this.repo.acceptSttJob(record.id, {
            teamId: record.teamId,
            botId: record.botId,
            upstreamId: kept!,
            vendorResponse: { id: kept!, found: true },
          });
          for (const other of extra)
            await this.stt.deleteJob(other, JOB_ROUTES.pre_recorded, signal);
          settled++;
        } else if (Date.now() - record.createdAt.getTime() >= timeoutMs) {
          await this.fail(
            record,
            new Error(
              `the STT job's creation had no known outcome, and the vendor shows no job for ` +
                `the retranscription ${timeoutMs / 1000} s after it was asked`,
            ),
          );
          settled++;
        }
      } catch (error) {
        if (signal.aborted) break;
        this.logger.warn(`retranscription ${record.id}: lookup failed: ${describeError(error)}`);
      }
    }
    return settled;
  }

  /**
   * Asks the STT vendor about accepted retranscriptions not looked at for `silentMs` (the job's
   * webhook may be lost): a job found ended, now or before, completes them (through JobEndings).
   */
  async pollSilent(silentMs: number, signal: AbortSignal): Promise<number> {
    let polled = 0;
    for (const open of await this.repo.silentSttJobs(new Date(Date.now() - silentMs), 100)) {
      if (signal.aborted || !(await this.repo.claimPoll(open))) continue;
      polled++;
      try {
        const known = await this.jobs.pollStatus(open.upstreamId, 'pre_recorded', signal);
        if (!known) await this.fail(open.record, new Error('the STT vendor does not know the job'));
      } catch (error) {
        if (!signal.aborted) {
          this.logger.warn(
            `retranscription ${open.record.id}: poll failed: ${describeError(error)}`,
          );
        }
      }
    }
    return polled;
  }

  /** A pre-recorded job ended: if a retranscription waits on it, it completes or fails. */
  private async jobEnded(job: EndedJob, signal?: AbortSignal): Promise<void> {
    const found = await this.repo.findByJob(job.id);
    if (!found || found.record.state !== 'accepted' || !found.record.botId) return;
    const { record, upstreamId } = found;
    if (job.status !== 'done') {
      return this.fail(record, new Error(`the STT job ended in ${job.status}`));
    }
    const answer = await this.stt.getJobResult(upstreamId, signal);
    if (!answer || answer.status !== 'done') return;
    const botId = record.botId!;
    const named = await this.transcripts.latestUtterances(botId);
    const names = speakerNames(answer.result, named);
    const utterances = fromSttResult(answer.result, names);
    await this.outbox.transaction(async (tx, events) => {
      const version = await this.transcripts.add(
        tx,
        botId,
        {
          source: 'retranscription',
          retranscriptionId: record.id,
          utterances,
          raw: answer.result ?? null,
          insights: insightsOf(answer.result, names),
        },
        events,
      );
      if (version === null) return;
      const completedAt = new Date();
      const result = { stt_job_id: upstreamId, transcript_version: version };
      if (!(await this.repo.complete(tx, record, result, completedAt))) return;
      const path = `/bots/${botId}/transcript?version=${version}`;
      await events.emit(record.teamId, 'retranscription.completed', {
        ...eventData({ ...record, state: 'completed' }, events),
        completed_at: completedAt.toISOString(),
        transcript_version: version,
        transcript_url: events.url(path),
      });
    });
  }

  /** The record failed (rejected when the vendor refused it), and its team is told. */
  private async fail(record: Retranscription, error: unknown): Promise<void> {
    const status = error instanceof SttHttpError ? error.status : null;
    const rejected = status !== null && status >= 400 && status < 500 && status !== 429;
    await this.outbox.transaction(async (tx, events) => {
      const failed = await this.repo.failIfOpen(tx, record.id, {
        state: rejected ? 'rejected' : 'failed',
        vendorStatus: status,
        vendorResponse: { error: describeError(error) },
      });
      if (!failed) return;
      await events.emit(failed.teamId, 'retranscription.failed', {
        ...eventData(failed, events),
        vendor_status: failed.vendorStatus,
      });
    });
  }
}
