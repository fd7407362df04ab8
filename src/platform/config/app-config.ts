import { Inject, Injectable } from '@nestjs/common';
import { type ConfigType, registerAs } from '@nestjs/config';
import { isAbsolute, resolve } from 'node:path';
import { durationMs, EnvDto, type Role, rolesOf, validateEnv } from './env.js';
import { PreviousSecret } from './previous-secret.js';
import type { ROTATED_SECRETS } from './secret-files.js';
import type { ServerSettings } from './settings/server.js';
import type { DatabaseSettings } from './settings/database.js';
import type { SecretsSettings } from './settings/secrets.js';
import type { VendorsSettings } from './settings/vendors.js';
import type { StorageSettings } from './settings/storage.js';
import type { ArchiveSettings } from './settings/archive.js';
import type { DeletionSettings } from './settings/deletion.js';
import type { BotsSettings } from './settings/bots.js';
import type { WebhooksSettings } from './settings/webhooks.js';
import type { EventsSettings } from './settings/events.js';
import type { LiveSettings } from './settings/live.js';
import type { SearchSettings } from './settings/search.js';
import type { LimitsSettings } from './settings/limits.js';

/** A team's retention settings: the days it keeps each kind of data. */
export type RetentionSetting = 'recordings_days' | 'transcripts_days' | 'vendor_data_days';

export const envConfig = registerAs('env', (): EnvDto => validateEnv(process.env));

/**
 * Typed, validated configuration; the only place the rest of the code reads settings from. Code
 * reads the settings of its area (`config.live`, `config.events`, …: one class each in
 * ./settings, composed into EnvDto), so that what a part of the bridge depends on shows in its
 * reads and the compiler refuses a setting of another area; `env`, all of them at once, is for
 * the configuration's own code (the lint keeps it there).
 */
@Injectable()
export class AppConfig {
  /** EVENT_RETRY_SCHEDULE in milliseconds: the delay before each attempt of a message. */
  readonly eventRetrySchedule: readonly number[];
  private readonly roles: Set<Role>;

  constructor(@Inject(envConfig.KEY) readonly env: ConfigType<typeof envConfig>) {
    // Read for every delivery: parsed once.
    this.eventRetrySchedule = env.EVENT_RETRY_SCHEDULE.split(',').map(durationMs);
    this.roles = rolesOf(env);
  }

  /** The process: listening, logs, request bodies, shutdown, roles, files. */
  get server(): Readonly<ServerSettings> {
    return this.env;
  }

  /** The database and its migrations. */
  get database(): Readonly<DatabaseSettings> {
    return this.env;
  }

  /** The bridge's own secrets (admin key, secrets key, webhook token). */
  get secrets(): Readonly<SecretsSettings> {
    return this.env;
  }

  /** The two vendors, their keys, paces and timeouts, and the sandbox that plays them. */
  get vendors(): Readonly<VendorsSettings> {
    return this.env;
  }

  /** Where archives are stored. */
  get storage(): Readonly<StorageSettings> {
    return this.env;
  }

  /** Archival: worker, sweep, retention of archives. */
  get archive(): Readonly<ArchiveSettings> {
    return this.env;
  }

  /** Deleting data: the deletion queue and the retention of data and records. */
  get deletion(): Readonly<DeletionSettings> {
    return this.env;
  }

  /** Bots, their reconciliation, calendars and retranscriptions. */
  get bots(): Readonly<BotsSettings> {
    return this.env;
  }

  /** The inbox of the vendors' webhooks. */
  get webhooks(): Readonly<WebhooksSettings> {
    return this.env;
  }

  /** Team event deliveries. */
  get events(): Readonly<EventsSettings> {
    return this.env;
  }

  /** Live meetings. */
  get live(): Readonly<LiveSettings> {
    return this.env;
  }

  /** Search. */
  get search(): Readonly<SearchSettings> {
    return this.env;
  }

  /** Per-team limit defaults. */
  get limits(): Readonly<LimitsSettings> {
    return this.env;
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

  /** The value a rotated secret had before, while it is still configured (see PreviousSecret). */
  previousSecret(name: (typeof ROTATED_SECRETS)[number]): PreviousSecret | null {
    return PreviousSecret.of(this.env, name);
  }

  /** Whether this process has `role` (BRIDGE_ROLES): its background workers run here. */
  hasRole(role: Role): boolean {
    return this.roles.has(role);
  }

  get isProduction(): boolean {
    return this.env.NODE_ENV === 'production';
  }
}
