import { Injectable } from '@nestjs/common';
import { setTimeout as sleep } from 'node:timers/promises';
import { AppConfig } from '../config/app-config.js';
import { LimitsRepository } from './limits.repository.js';

/** Longest a call waits for its slot; beyond it the account is at its limit: 429. */
export const PACE_HORIZON_MS = 2_000;

/**
 * Spaces the calls to the meeting-bot account to MEETING_BOT_MAX_REQUESTS_PER_SECOND, across
 * replicas: each call takes the next slot of one schedule kept in PostgreSQL (`vendor_pace`, a
 * single row: when the next slot starts) and waits for it, so the vendor never sees more than
 * its rate in any second and never answers 429 for it. A call whose slot is more than
 * PACE_HORIZON_MS away is not made: the caller is answered 429 at once.
 *
 * When the vendor itself asks the account to hold off (a 429's retry time, an exhausted
 * `x-ratelimit-*` window), the schedule moves past that time, for every replica; with no rate
 * configured, calls then only read the schedule.
 */
@Injectable()
export class VendorPace {
  private readonly spacingMs: number | null;

  constructor(
    private readonly repo: LimitsRepository,
    config: AppConfig,
  ) {
    const rate = config.vendors.MEETING_BOT_MAX_REQUESTS_PER_SECOND;
    this.spacingMs = rate ? 1_000 / rate : null;
  }

  /**
   * Waits for the call's slot and answers null; when none is free within the horizon, answers
   * how many seconds until one may be, without waiting.
   */
  async meetingBotSlot(signal?: AbortSignal): Promise<number | null> {
    const wait =
      this.spacingMs === null
        ? await this.repo.vendorWait('meeting_bot')
        : await this.repo.takeVendorSlot('meeting_bot', this.spacingMs, PACE_HORIZON_MS);
    if (wait === null || wait > PACE_HORIZON_MS) {
      const until = wait ?? (await this.repo.vendorWait('meeting_bot'));
      return Math.max(1, Math.ceil(until / 1000));
    }
    if (wait > 0) await sleep(wait, undefined, { signal });
    return null;
  }

  /** No call to the meeting-bot account before `ms` from now, on any replica. */
  holdOff(ms: number): Promise<void> {
    return this.repo.holdVendorOff('meeting_bot', ms);
  }
}
