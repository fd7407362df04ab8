import { randomBytes } from 'node:crypto';
import { SimError, type Reply } from '../shared/types.js';
import { sttTranscription } from '../shared/meeting.js';
import { preRecordedIntelligence } from './audio-intelligence.js';
import type { SttJob } from './stt-state.js';

/** The spec's error schemas: all share these five fields; 400 adds `validation_errors`. */
export function sttErrorReply(
  status: number,
  message: string,
  path: string,
  extra: Record<string, unknown> = {},
): Reply {
  return {
    status,
    json: {
      timestamp: new Date().toISOString(),
      path,
      request_id: `G-${randomBytes(4).toString('hex')}`,
      statusCode: status,
      message,
      ...extra,
    },
  };
}

/** 400 with the BadRequestErrorResponse's `validation_errors`. */
export function invalidRequest(errors: string[]): SimError {
  return new SimError(400, 'Invalid request parameters', { validation_errors: errors });
}

/** Duration implied by the job's audio format (pre-recorded: 16 kHz, 16-bit, mono). */
export function audioDuration(job: SttJob): number {
  const p = job.requestParams;
  const bytesPerSecond =
    num(p.sample_rate, 16000) * (num(p.bit_depth, 16) / 8) * num(p.channels, 1);
  return Math.round((job.audioSize / bytesPerSecond) * 1000) / 1000;
}

const num = (v: unknown, fallback: number) => (typeof v === 'number' ? v : fallback);

/** StreamingResponse / PreRecordedResponse. */
export function jobView(job: SttJob): Record<string, unknown> {
  const finished = job.status === 'done';
  return {
    id: job.id,
    request_id: job.requestId,
    version: 2,
    status: job.status,
    created_at: job.createdAt.toISOString(),
    completed_at: job.completedAt?.toISOString() ?? null,
    custom_metadata: job.customMetadata,
    error_code: job.errorCode,
    kind: job.kind,
    file: finished || job.kind === 'pre-recorded' ? fileView(job) : null,
    request_params: job.requestParams,
    result: finished ? transcriptionResult(job) : null,
  };
}

function fileView(job: SttJob) {
  const source =
    typeof job.requestParams.audio_url === 'string' ? job.requestParams.audio_url : null;
  return {
    id: `file-${job.id}`,
    filename: source ? (new URL(source).pathname.split('/').pop() ?? null) : `${job.id}.wav`,
    source,
    audio_duration: audioDuration(job),
    number_of_channels: num(job.requestParams.channels, 1),
  };
}

/**
 * TranscriptionResultDTO: with `diarization`, the simulated meeting (two speakers, numbered as
 * diarization numbers them); otherwise a one-utterance transcript, enough for clients to parse.
 */
export function transcriptionResult(job: SttJob) {
  const duration = audioDuration(job);
  const channels = num(job.requestParams.channels, 1);
  const metadata = {
    audio_duration: duration,
    number_of_distinct_channels: channels,
    billing_time: duration * channels,
    transcription_time: 1.234,
  };
  if (job.requestParams.diarization === true) {
    const transcription = sttTranscription();
    return {
      metadata,
      transcription,
      ...preRecordedIntelligence(job.requestParams, transcription.utterances),
    };
  }
  const words = [
    { word: 'Hello', start: 0, end: Math.min(0.5, duration), confidence: 0.98 },
    {
      word: ' world',
      start: Math.min(0.5, duration),
      end: Math.min(1, duration),
      confidence: 0.97,
    },
  ];
  const utterances = [
    {
      language: 'en',
      start: 0,
      end: Math.min(1, duration),
      confidence: 0.97,
      channel: 0,
      words,
      text: 'Hello world',
    },
  ];
  return {
    metadata,
    transcription: { full_transcript: 'Hello world', languages: ['en'], utterances },
    ...preRecordedIntelligence(job.requestParams, utterances),
  };
}
