import { Injectable } from '@nestjs/common';
import { AppConfig } from '../platform/config/app-config.js';
import { PrismaService } from '../platform/database/prisma.service.js';
import { checkedPreRecorded } from '../platform/transcripts/stt-options.js';
import {
  mergeOptions,
  type TranscriptionOptions,
} from '../platform/transcripts/transcription-options.js';
import { VendorEndpoints } from '../platform/vendors/vendor-endpoints.js';
import { type StoredRule } from './calendars.dto.js';

/** Key of `extra` under which the bridge names its schedule to the vendor. */
export const SCHEDULE_EXTRA = 'bridge_schedule_id';

/** The bot part of `CreateCalendarBotRequestBody`, as the bridge sends it and keeps it. */
export interface CalendarBotBody extends Record<string, unknown> {
  bot_name: string;
  entry_message?: string;
  extra: Record<string, string>;
  transcription_enabled: true;
  transcription_config: {
    provider: 'gladia';
    api_key?: string;
  };
}

/**
 * The vendor's bot for a schedule serves every team that has the meeting, so nothing of it is
 * one team's: its name is BOT_DEFAULT_NAME, its entry message CALENDAR_BOT_ENTRY_MESSAGE, its
 * recording mode the vendor's default, and it transcribes with no team's options (with
 * MEETING_BOT_STT_BYOK the bridge's STT key goes with it, as with the bots the bridge creates).
 * Each team's options (its rule's `bot.transcription` over its defaults, checked against the STT
 * vendor's schema: VendorBodyInvalid when they do not hold) are its record's: the bridge's own
 * STT job on the recording (see InsightsJobs).
 */
@Injectable()
export class CalendarBotRequests {
  constructor(
    private readonly prisma: PrismaService,
    private readonly config: AppConfig,
    private readonly endpoints: VendorEndpoints,
  ) {}

  /** The options a team's calendar bots are transcribed with (null: none asked). */
  async options(teamId: string, rule: StoredRule): Promise<TranscriptionOptions | null> {
    const team = await this.prisma.team.findUnique({
      where: { id: teamId },
      select: { transcription: true },
    });
    const options = mergeOptions(
      (team?.transcription ?? {}) as TranscriptionOptions,
      rule.bot.transcription,
    );
    return Object.keys(options).length > 0 ? options : null;
  }

  /** Throws VendorBodyInvalid when the rule's options do not map onto the STT vendor's schema. */
  async check(teamId: string, rule: StoredRule): Promise<void> {
    checkedPreRecorded((await this.options(teamId, rule)) ?? {});
  }

  /** What is stored of the request (no key), and what is sent with the secrets it holds. */
  body(scheduleId: string): { body: CalendarBotBody; stored: CalendarBotBody; secrets: string[] } {
    const { BOT_DEFAULT_NAME, CALENDAR_BOT_ENTRY_MESSAGE } = this.config.bots;
    const stored: CalendarBotBody = {
      bot_name: BOT_DEFAULT_NAME,
      ...(CALENDAR_BOT_ENTRY_MESSAGE && { entry_message: CALENDAR_BOT_ENTRY_MESSAGE }),
      extra: { [SCHEDULE_EXTRA]: scheduleId },
      transcription_enabled: true,
      transcription_config: { provider: 'gladia' },
    };
    if (!this.config.vendors.MEETING_BOT_STT_BYOK) return { body: stored, stored, secrets: [] };
    const key = this.endpoints.stt.apiKey;
    const body = {
      ...stored,
      transcription_config: { ...stored.transcription_config, api_key: key },
    };
    return { body, stored, secrets: [key] };
  }
}
