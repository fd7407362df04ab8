import { Inject, Injectable } from '@nestjs/common';
import { type ConfigType, registerAs } from '@nestjs/config';
import { isAbsolute, resolve } from 'node:path';
import { durationMs, EnvDto, validateEnv } from './env.js';

/** A team's retention settings: the days it keeps each kind of data. */
export type RetentionSetting = 'recordings_days' | 'transcripts_days' | 'vendor_data_days';

export const envConfig = registerAs('env', (): EnvDto => validateEnv(process.env));

/** Typed, validated configuration; the only place the rest of the code reads settings from. */
@Injectable()
export class AppConfig {
  /** EVENT_RETRY_SCHEDULE in milliseconds: the delay before each attempt of a message. */
  readonly eventRetrySchedule: readonly number[];

  constructor(@Inject(envConfig.KEY) readonly env: ConfigType<typeof envConfig>) {
    // Read for every delivery: parsed once.
    this.eventRetrySchedule = env.EVENT_RETRY_SCHEDULE.split(',').map(durationMs);
  }

  get dataDir(): string {
    const dir = this.env.DATA_DIR;
    return isAbsolute(dir) ? dir : resolve(process.cwd(), dir);
  }

  get publicBaseUrl(): string {
    return (this.env.PUBLIC_BASE_URL ?? `http://127.0.0.1:${this.env.PORT}`).replace(/\/+$/, '');
  }

  get eventEndpointDisableAfterMs(): number {
    return durationMs(this.env.EVENT_ENDPOINT_DISABLE_AFTER);
  }

  /**
   * Days each kind of a team's data is kept when the team sets none (`retention.<name>`), from
   * the environment; 0 = kept.
   */
  get retentionDefaults(): Record<RetentionSetting, number> {
    return {
      recordings_days: this.env.ARCHIVE_RETENTION_DAYS,
      transcripts_days: this.env.TRANSCRIPT_RETENTION_DAYS,
      vendor_data_days: this.env.VENDOR_DATA_RETENTION_DAYS,
    };
  }

  get isProduction(): boolean {
    return this.env.NODE_ENV === 'production';
  }
}
