import { randomUUID } from 'node:crypto';
import { STT_EVENT_KINDS as STT_KINDS } from '../../src/platform/vendors/stt-events.js';
import { type Send } from './load.js';

/**
 * A realistic mix: 70 % STT (account webhooks and callbacks), 30 % meeting-bot status changes,
 * and a share of replays of events already acknowledged (vendors retry). Jobs and bots are
 * unknown to the bridge, so processing stays light but real (lookup, outcome recorded).
 */
export class EventMix {
  private n = 0;
  private readonly sentBodies: Send[] = [];
  /** Distinct events handed out (replays excluded). */
  distinct = 0;

  constructor(
    private readonly token: string,
    private readonly mbKeyHeader: string,
    private readonly mbKey: string,
    private readonly replayShare: number,
  ) {}

  next = (): Send => {
    if (this.sentBodies.length > 100 && Math.random() < this.replayShare) {
      return this.sentBodies[Math.floor(Math.random() * (this.sentBodies.length - 50))];
    }
    const i = this.n++;
    const send = i % 10 < 7 ? this.stt(i) : this.meetingBot();
    this.sentBodies.push(send);
    this.distinct++;
    return send;
  };

  private stt(i: number): Send {
    const kind = STT_KINDS[i % STT_KINDS.length];
    const id = randomUUID();
    const body =
      i % 2 === 0
        ? { event: kind, payload: { id } }
        : { id, event: kind, payload: { session_id: id, created_at: new Date().toISOString() } };
    return { path: `/webhooks/stt/${this.token}`, body: JSON.stringify(body), headers: {} };
  }

  private meetingBot(): Send {
    const body = {
      event: 'bot.status_change',
      data: {
        bot_id: randomUUID(),
        event_id: null,
        status: { code: 'in_call_recording', created_at: new Date().toISOString() },
      },
    };
    return {
      path: `/webhooks/meeting-bot/${this.token}`,
      body: JSON.stringify(body),
      headers: { [this.mbKeyHeader]: this.mbKey },
    };
  }
}
