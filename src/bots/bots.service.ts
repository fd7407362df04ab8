import { ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import { isAdmin, listedTeam, type Principal } from '../platform/auth/principal.js';
import { decodeCursor, encodeCursor } from '../platform/common/keyset-cursor.js';
import { type Bot } from '../generated/prisma/client.js';
import { isTerminal, LEAVE_REQUESTED } from './bot-life.js';
import { BotVendor } from './bot-vendor.js';
import {
  BotCreatedDto,
  BotDetailDto,
  BotListItemDto,
  type BotListQueryDto,
  type BotListResponseDto,
  BotResponseDto,
} from './bots.dto.js';
import { BotsRepository } from './bots.repository.js';
import { LiveDetailDto } from '../live/live.dto.js';
import { timestampOf } from '../platform/common/timestamp.js';

/** Reading bots (team-scoped; admins see every team's) and making them leave. */
@Injectable()
export class BotsService {
  constructor(
    private readonly repo: BotsRepository,
    private readonly vendor: BotVendor,
  ) {}

  async list(principal: Principal, query: BotListQueryDto): Promise<BotListResponseDto> {
    const rows = await this.repo.list({
      teamId: listedTeam(principal, query.team_id, "list another team's bots"),
      status: query.status,
      meetingUrl: query.meeting_url,
      createdAfter: timestampOf(query.created_after),
      createdBefore: timestampOf(query.created_before),
      after: query.cursor ? afterCursor(query.cursor) : undefined,
      limit: query.limit + 1,
    });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    const facts = await this.repo.meetingFacts(page.map((b) => b.id));
    return {
      data: page.map((b) => BotListItemDto.ofListed(b, facts.get(b.id))),
      next_cursor:
        rows.length > query.limit && last
          ? encodeCursor({ at: last.createdAt, id: last.id })
          : null,
    };
  }

  /** A bot as POST /bots answers it: with its live transcript, when it asked for one. */
  async created(bot: Bot): Promise<BotCreatedDto> {
    const stream = await this.repo.liveStream(bot.id);
    return { ...BotResponseDto.of(bot), live: stream ? LiveDetailDto.of(stream, [], []) : null };
  }

  async get(principal: Principal, id: string): Promise<BotDetailDto> {
    const bot = this.visible(principal, await this.repo.findDetail(id));
    const facts = await this.repo.meetingFacts([bot.id]);
    return BotDetailDto.ofDetail(bot, facts.get(bot.id));
  }

  /**
   * Asks the vendor to take the bot out of the meeting, in the API version the bot was created
   * with; its events tell the rest.
   */
  async leave(principal: Principal, id: string): Promise<BotResponseDto> {
    const bot = await this.find(principal, id);
    const { upstreamBotId } = bot;
    if (!upstreamBotId) {
      throw new ConflictException(`The bot does not exist on the vendor (status ${bot.status})`);
    }
    if (isTerminal(bot.status)) throw new ConflictException('The bot has already ended');
    if ((await this.repo.sharing(bot)) > 0) {
      throw new ConflictException(
        "The bot records this meeting for other teams' calendars too: it stays; " +
          'an override (PUT /calendars/{id}/events/{event_id}/decision) stops your next ones',
      );
    }
    await this.vendor.leave({ ...bot, upstreamBotId });
    await this.repo.addHistory(bot.id, {
      code: LEAVE_REQUESTED,
      occurredAt: new Date(),
      payload: { source: 'bridge', requested_by: principal.keyName },
    });
    return BotResponseDto.of(bot);
  }

  /** The bot `id` when `principal` may see it; 404 otherwise. */
  async find(principal: Principal, id: string): Promise<Bot> {
    return this.visible(principal, await this.repo.findById(id));
  }

  /** The bot, whoever's it is: for what proves its own right to it (a signed recording link). */
  findAny(id: string): Promise<Bot | null> {
    return this.repo.findById(id);
  }

  /** Another team's bot is as absent as a missing one. */
  private visible<T extends Bot>(principal: Principal, bot: T | null): T {
    if (!bot || (!isAdmin(principal) && bot.teamId !== principal.teamId)) {
      throw new NotFoundException('Bot not found');
    }
    return bot;
  }
}

function afterCursor(cursor: string): { createdAt: Date; id: string } {
  const { at, id } = decodeCursor(cursor);
  return { createdAt: at, id };
}
