/** Where archived audio lives. The filesystem driver is the default; S3 is the production option. */
export abstract class AudioStorage {
  abstract readonly driver: string;
  /** Throws when the storage cannot be written to right now (used by readiness). */
  abstract checkReady(): Promise<void>;
}
