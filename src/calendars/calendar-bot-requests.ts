import { Injectable } from '@nestjs/common';
import { AppConfig } from '../config/app-config.js';
import { PrismaService } from '../database/prisma.service.js';
import { type TeamCalendar } from '../generated/prisma/client.js';
import { checkedPreRecorded } from '../insights/stt-options.js';
import { mergeOptions, type TranscriptionOptions } from '../insights/transcription-options.js';
import { VendorEndpoints } from '../vendors/vendor-endpoints.js';
import { type StoredRule } from './calendars.dto.js';

/** Key of `extra` under which the bridge names its schedule to the vendor. */
export const SCHEDULE_EXTRA = 'bridge_schedule_id';

/** The bot part of `CreateCalendarBotRequestBody`, as the bridge sends it and keeps it. */
export interface CalendarBotBody extends Record<string, unknown> {
  bot_name: string;
  recording_mode?: string;
  entry_message?: string;
  extra: Record<string, string>;
  transcription_enabled: true;
  transcription_config: {
    provider: 'gladia';
    custom_params?: Record<string, unknown>;
    api_key?: string;
  };
}

/**
 * The vendor's bot settings for a schedule, from the carrier team's rule (`bot`): its name,
 * recording mode and entry message, and its transcription options merged over the team's
 * defaults, in the STT vendor's pre-recorded names (checked against its schema, as for any bot:
 * VendorBodyInvalid when they do not hold). With MEETING_BOT_STT_BYOK the bridge's STT key
 * goes with it, as with the bots the bridge creates.
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
  async body(
    teamCalendar: TeamCalendar,
    scheduleId: string,
  ): Promise<{ body: CalendarBotBody; stored: CalendarBotBody; secrets: string[] }> {
    const rule = teamCalendar.rule as unknown as StoredRule;
    const custom = checkedPreRecorded((await this.options(teamCalendar.teamId, rule)) ?? {});
    const stored: CalendarBotBody = {
      bot_name: rule.bot.bot_name ?? this.config.env.BOT_DEFAULT_NAME,
      ...(rule.bot.recording_mode && { recording_mode: rule.bot.recording_mode }),
      ...(rule.bot.entry_message && { entry_message: rule.bot.entry_message }),
      extra: { [SCHEDULE_EXTRA]: scheduleId },
      transcription_enabled: true,
      transcription_config: {
        provider: 'gladia',
        ...(Object.keys(custom).length > 0 && { custom_params: custom }),
      },
    };
    if (!this.config.env.MEETING_BOT_STT_BYOK) return { body: stored, stored, secrets: [] };
    const key = this.endpoints.stt.apiKey;
    const body = {
      ...stored,
      transcription_config: { ...stored.transcription_config, api_key: key },
    };
    return { body, stored, secrets: [key] };
  }
}
