import { Injectable } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';
import {
  decodeSegment,
  FrontDoor,
  type LaneHandler,
  type LaneRoute,
} from '../platform/http-edge/front-door.js';
import { JsonBodyReader, keepRawBody, rawBodyOf } from '../platform/http-edge/json-body.js';
import { sendJson } from '../platform/http-edge/send-json.js';
import { type WebhookSource, WebhookIntakeService } from './webhook-intake.service.js';

/** `/webhooks/{source}/{token}`, and a v2 bot's callbacks at `…/meeting-bot/{token}/callbacks/{bot}`. */
const RECEIVER = /^\/webhooks\/(stt|meeting-bot)\/([^/?]+)(?:\/callbacks\/([^/?]+))?\/?(?:\?|$)/;
/** JSON in UTF-8, as the vendors send it; any other body goes to Express's own parser. */
const JSON_UTF8 = /^application\/(?:[\w.-]+\+)?json\s*(?:;\s*charset="?utf-8"?\s*)?$/i;

/**
 * The webhook receivers on the fast lane: vendors deliver events by the thousand, and the
 * framework's routing, middleware and access log cost more than storing an event does. Same
 * intake as the Nest routes (token and key header checked before the body is read, envelope,
 * one durable INSERT before the 2xx).
 * Bodies that are not plain UTF-8 JSON go to the Nest routes, which parse everything Express can.
 */
@Injectable()
export class WebhookFastPath implements LaneRoute {
  constructor(
    lane: FrontDoor,
    private readonly intake: WebhookIntakeService,
    private readonly body: JsonBodyReader,
  ) {
    lane.register(this);
  }

  match(req: IncomingMessage): LaneHandler | null {
    if (req.method !== 'POST') return null;
    const match = RECEIVER.exec(req.url ?? '');
    if (!match || !JSON_UTF8.test(req.headers['content-type'] ?? '')) return null;
    const encoding = req.headers['content-encoding'];
    if (encoding !== undefined && encoding.toLowerCase() !== 'identity') return null;
    const token = decodeSegment(match[2]!);
    const bot = match[3] === undefined ? undefined : decodeSegment(match[3]);
    if (token === undefined || (match[3] !== undefined && bot === undefined)) return null;
    const source = match[1] as WebhookSource;
    if (bot !== undefined && source !== 'meeting-bot') return null;
    return {
      route: `/webhooks/${source}/:token${bot === undefined ? '' : '/callbacks/:botId'}`,
      serve: async (req, res) => {
        const caller = await this.intake.authorize(source, token, req.headers, bot);
        if (caller.signed) keepRawBody(req);
        const body = await this.body.read(req, res);
        const query = new URLSearchParams(req.url!.split('?')[1] ?? '');
        const ack = await this.intake.receive(source, caller, body, rawBodyOf(req), query);
        sendJson(res, 200, JSON.stringify(ack));
        return true;
      },
    };
  }
}
