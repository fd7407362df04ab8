import type { Readable } from 'node:stream';
import type { SttEvents } from './stt-events.js';
import type { SttJob, SttState } from './stt-state.js';

/** What the STT simulator's routes need from the simulator that serves them. */
export interface SttDeps {
  state: SttState;
  events: SttEvents;
  /** Known only once the server listens. */
  baseUrl(): string;
  signedFileUrl(jobId: string): string;
  /** The audio a job's `/file` serves, once it has some. */
  audio(job: SttJob): { size: number; open(): Readable } | undefined;
  /** Told of every new live session (the sandbox plays the ones nobody streams to). */
  liveCreated?(job: SttJob): void;
  /** Told of every new pre-recorded job (the sandbox finishes them by itself). */
  preRecordedCreated?(job: SttJob): void;
  /** Deletes what is kept beside a job (a live session's recording). */
  forget?(jobId: string): void;
  /** Status for a job id the state does not hold: the vendor's 404, unless told otherwise. */
  unknownJobStatus?: number;
}
