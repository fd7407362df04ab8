import {
  Controller,
  Get,
  NotFoundException,
  Param,
  ParseUUIDPipe,
  Post,
  Query,
  Req,
  Res,
} from '@nestjs/common';
import {
  ApiBearerAuth,
  ApiCreatedResponse,
  ApiHeader,
  ApiOkResponse,
  ApiOperation,
  ApiProduces,
  ApiTags,
} from '@nestjs/swagger';
import { type Request, type Response } from 'express';
import { CurrentPrincipal, Public } from '../platform/auth/auth.decorators.js';
import { type Principal } from '../platform/auth/principal.js';
import { ApiKeysRepository } from '../platform/auth/api-keys.repository.js';
import { Callers, RequestRateCheck } from '../platform/http-edge/callers.js';
import { ApiErrors } from '../platform/http-edge/api-errors.js';
import { LiveEventStream } from '../live/live-event-stream.js';
import { LiveReadTokens } from '../live/live-read-tokens.js';
import { type StreamHolder } from '../live/live-stream-holds.js';
import {
  LiveFinalDto,
  LiveReadTokenDto,
  LiveTranscriptPageDto,
  LiveTranscriptQueryDto,
} from '../live/live.dto.js';
import { LiveRepository } from '../live/live.repository.js';
import type { Bot } from '../generated/prisma/client.js';
import { BotsService } from './bots.service.js';

/** A seq in `Last-Event-ID` (what an EventSource sends when it reconnects). */
const lastEventId = (value: string | string[] | undefined): number | undefined => {
  const text = Array.isArray(value) ? value[0] : value;
  return text !== undefined && /^\d{1,9}$/.test(text.trim()) ? Number(text) : undefined;
};

@ApiTags('bots')
@ApiBearerAuth()
@ApiErrors(401)
@Controller('bots')
export class LiveTranscriptController {
  constructor(
    private readonly bots: BotsService,
    private readonly repo: LiveRepository,
    private readonly events: LiveEventStream,
    private readonly tokens: LiveReadTokens,
    private readonly callers: Callers,
    private readonly rate: RequestRateCheck,
    private readonly keys: ApiKeysRepository,
  ) {}

  /**
   * A key of the bot's team (or an admin key), or `?token=` from POST …/live-transcript/token
   * (which a browser's EventSource can send where it cannot send a key).
   */
  @Get(':id/live-transcript')
  @Public()
  @ApiOperation({
    summary:
      "The bot's live transcript. Accept: text/event-stream: Server-Sent Events (final with id: " +
      'seq, partial, gap, end; a heartbeat comment), from Last-Event-ID or ?after=. Otherwise ' +
      'JSON: the finals after ?after=, paged',
  })
  @ApiProduces('application/json', 'text/event-stream')
  @ApiHeader({ name: 'Last-Event-ID', required: false, description: 'Resume after this seq' })
  @ApiOkResponse({ type: LiveTranscriptPageDto })
  @ApiErrors(400, 404, 429)
  async read(
    @Param('id', ParseUUIDPipe) id: string,
    @Query() query: LiveTranscriptQueryDto,
    @Req() req: Request,
    @Res() res: Response,
  ): Promise<void> {
    const { bot, holder } = await this.reader(id, query.token, req, res);
    const stream = await this.repo.stream(bot.id);
    if (!stream) throw new NotFoundException('The bot was not asked for a live transcript');
    if (/\btext\/event-stream\b/i.test(req.headers.accept ?? '')) {
      const after = lastEventId(req.headers['last-event-id']) ?? query.after;
      return this.events.serve(res, bot.id, after, holder);
    }
    const rows = await this.repo.finals(bot.id, query.after, query.limit + 1);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1)?.seq ?? query.after;
    const body: LiveTranscriptPageDto = {
      bot_id: bot.id,
      state: stream.state,
      data: page.map((u) => LiveFinalDto.of(u)),
      next_after: rows.length > query.limit ? last : null,
      complete: stream.endedAt !== null && last >= stream.finals,
    };
    res.json(body);
  }

  @Post(':id/live-transcript/token')
  @ApiOperation({
    summary:
      "A read-only token for one bot's live transcript, valid for an hour: ?token= on " +
      'GET /bots/{id}/live-transcript',
  })
  @ApiCreatedResponse({ type: LiveReadTokenDto })
  @ApiErrors(400, 404)
  async token(
    @CurrentPrincipal() principal: Principal,
    @Param('id', ParseUUIDPipe) id: string,
  ): Promise<LiveReadTokenDto> {
    const bot = await this.bots.find(principal, id);
    if (!(await this.repo.stream(bot.id))) {
      throw new NotFoundException('The bot was not asked for a live transcript');
    }
    const { token, expiresAt } = this.tokens.mint(bot.id, principal.keyId);
    const path = `/bots/${bot.id}/live-transcript?token=${token}`;
    return { token, path, expires_at: expiresAt.toISOString() };
  }

  /**
   * The bot, for a reader with its team's key, an admin key, or a valid read-only token whose
   * key is still usable (a token's reads count towards the team's requests_per_minute as the
   * key's would); and who holds what it opens.
   */
  private async reader(
    id: string,
    token: string | undefined,
    req: Request,
    res: Response,
  ): Promise<{ bot: Bot; holder: StreamHolder }> {
    if (token !== undefined) {
      const read = this.tokens.read(id, token);
      const usable = read && (read.keyId === null || (await this.keys.usable([read.keyId])).size);
      const bot = usable ? await this.bots.findAny(id) : null;
      if (!read || !bot) throw new NotFoundException('Unknown or expired live transcript token');
      const key = read.keyId ?? 'BRIDGE_ADMIN_KEY';
      await this.rate.admit(
        { keyId: read.keyId, keyName: key, teamId: bot.teamId, role: 'member' },
        res,
      );
      return { bot, holder: { teamId: bot.teamId, keyId: read.keyId, key, until: read.expiresAt } };
    }
    const principal = await this.callers.admit(req.path, req.headers, res, false);
    const bot = await this.bots.find(principal, id);
    const key = principal.keyId ?? principal.keyName;
    return { bot, holder: { teamId: bot.teamId, keyId: principal.keyId, key, until: null } };
  }
}
