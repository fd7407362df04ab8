import { randomBytes, randomUUID } from 'node:crypto';

export type JobKind = 'live' | 'pre-recorded';
export type JobStatus = 'queued' | 'processing' | 'done' | 'error';
export const JOB_STATUSES: readonly JobStatus[] = ['queued', 'processing', 'done', 'error'];

export interface SttJob {
  id: string;
  kind: JobKind;
  requestId: string;
  status: JobStatus;
  createdAt: Date;
  completedAt: Date | null;
  customMetadata: Record<string, unknown> | null;
  requestParams: Record<string, unknown>;
  errorCode: number | null;
  audioSize: number;
  /** Live only: the WebSocket token; the vendor reuses it as `session_id` in live messages. */
  sessionToken?: string;
  /** Live: set once start events went out, so endSession() can send the full lifecycle once. */
  started: boolean;
  /** Where per-request callbacks go, if the request asked for them. */
  callbackUrl: string | null;
  /** Live only: callback_config.receive_lifecycle_events (default true). */
  callbackLifecycle: boolean;
}

export interface UploadedFile {
  id: string;
  filename: string;
  extension: string;
  size: number;
  source?: string;
}

export interface ListFilter {
  kinds: readonly JobKind[];
  statuses?: readonly string[];
  /** YYYY-MM-DD (UTC). */
  date?: string;
  before?: Date;
  after?: Date;
}

/** In-memory jobs, newest last; deleted jobs are forgotten (404 afterwards, like the vendor). */
export class SttState {
  readonly jobs = new Map<string, SttJob>();
  readonly uploads = new Map<string, UploadedFile>();

  constructor(readonly defaultAudioSize: number) {}

  create(kind: JobKind, init: Partial<SttJob>): SttJob {
    const id = randomUUID();
    const job: SttJob = {
      id,
      kind,
      requestId: `G-${randomBytes(4).toString('hex')}`,
      status: 'queued',
      createdAt: new Date(),
      completedAt: null,
      customMetadata: null,
      requestParams: {},
      errorCode: null,
      audioSize: this.defaultAudioSize,
      started: false,
      callbackUrl: null,
      callbackLifecycle: true,
      ...(Object.fromEntries(
        Object.entries(init).filter(([, v]) => v !== undefined),
      ) as Partial<SttJob>),
    };
    this.jobs.set(id, job);
    return job;
  }

  get(id: string, kinds: readonly JobKind[]): SttJob | undefined {
    const job = this.jobs.get(id);
    return job && kinds.includes(job.kind) ? job : undefined;
  }

  list(filter: ListFilter): SttJob[] {
    return [...this.jobs.values()].reverse().filter((job) => {
      const created = job.createdAt;
      return (
        filter.kinds.includes(job.kind) &&
        (!filter.statuses?.length || filter.statuses.includes(job.status)) &&
        (!filter.date || created.toISOString().startsWith(filter.date)) &&
        (!filter.before || created < filter.before) &&
        (!filter.after || created > filter.after)
      );
    });
  }

  addUpload(file: Omit<UploadedFile, 'id'>): UploadedFile {
    const upload = { id: randomUUID(), ...file };
    this.uploads.set(upload.id, upload);
    return upload;
  }
}
