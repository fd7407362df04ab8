import { jest } from '@jest/globals';
import { setTimeout as sleep } from 'node:timers/promises';
import type WebSocket from 'ws';
import { BotFeed } from './bot-feed.js';
import type { LiveHub } from './live-hub.js';
import type { LiveRepository } from './live.repository.js';
import type { LiveSessions } from './live-sessions.js';

/**
 * The bot's `live_streams` row as the database keeps it, with the repository's statements over
 * it. A take-over is written at once and answered later (the next of `answerAfterMs`, else at
 * once), as a loaded database answers a committed statement, and not always in order.
 */
class StreamRow {
  ownerEpoch = 0;
  feedingEpoch: number | null = null;
  answerAfterMs: number[] = [];
  renewals: string[] = [];

  repository(): LiveRepository {
    const repo = {
      takeOver: async (_bot: string, _owner: string, carrying: number | null) => {
        this.ownerEpoch++;
        if (carrying !== null && this.feedingEpoch === carrying) {
          this.feedingEpoch = this.ownerEpoch;
        }
        const epoch = this.ownerEpoch;
        await sleep(this.answerAfterMs.shift() ?? 0);
        return epoch;
      },
      startFeeding: async (_bot: string, epoch: number) => {
        if (this.ownerEpoch !== epoch) return 'lost';
        if (this.feedingEpoch !== null && this.feedingEpoch !== epoch) return 'busy';
        this.feedingEpoch = epoch;
        return 'held';
      },
      renew: async (_bot: string, epoch: number) => {
        const held = this.ownerEpoch === epoch && this.feedingEpoch === epoch ? 'held' : 'lost';
        this.renewals.push(`${epoch}:${held}`);
        return held;
      },
      stopFeeding: async (_bot: string, epoch: number) => {
        if (this.feedingEpoch === epoch) this.feedingEpoch = null;
      },
      stream: async () => ({ streamBytes: 0n }),
      openSession: async () => ({ id: 's1', urlSealed: 'sealed', ackedBytes: 0n }),
      speakerChanges: async () => [],
    };
    return repo as unknown as LiveRepository;
  }
}

const botSocket = () => ({ terminate: jest.fn(), close: jest.fn() }) as unknown as WebSocket;

describe('a bot feed', () => {
  const sttSocket = { send: jest.fn(() => true), close: jest.fn(), pending: 0 };
  const sessions = {
    unseal: () => 'wss://stt.invalid/v2/live?token=t',
    socket: () => sttSocket,
  } as unknown as LiveSessions;
  const hub = { publish: jest.fn() } as unknown as LiveHub;
  const settings = {
    owner: 'replica-1',
    leaseMs: 300,
    bufferBytes: 32_000,
    postFinalTimeoutMs: 1_000,
    sessionMaxSeconds: 3_600,
  };
  let row: StreamRow;
  let feed: BotFeed;

  beforeEach(() => {
    jest.clearAllMocks();
    row = new StreamRow();
    feed = new BotFeed(
      'b1',
      't1',
      row.repository(),
      sessions,
      hub,
      settings,
      () => {},
      () => {},
    );
  });
  afterEach(() => feed.release(1000, 'test over'));

  /** The bot connects and sends audio: the feed holds the feeding and sends to the session. */
  const feeding = async () => {
    const first = botSocket();
    expect(await feed.attach(first)).toBe(true);
    feed.audio(first, Buffer.alloc(3_200));
    for (let i = 0; i < 100 && sttSocket.send.mock.calls.length === 0; i++) await sleep(5);
    expect(sttSocket.send).toHaveBeenCalledTimes(1);
    expect(row.feedingEpoch).toBe(1);
  };

  it('keeps its session while the bot reconnects, however slowly the take-over is answered', async () => {
    await feeding();
    // The hold is renewed every 100 ms: several renewals run between the take-over's write and
    // its answer, and each finds epoch 1's hold gone.
    row.answerAfterMs = [450];
    const second = botSocket();
    expect(await feed.attach(second)).toBe(true);
    expect(row.renewals).toContain('1:lost');
    expect(feed.over).toBe(false);
    expect(sttSocket.close).not.toHaveBeenCalled();
    expect(row.feedingEpoch).toBe(2);
    await sleep(250);
    expect(row.renewals.at(-1)).toBe('2:held');
    feed.audio(second, Buffer.alloc(3_200));
    expect(sttSocket.send).toHaveBeenCalledTimes(2);
  });

  it('takes connections over one at a time, each carrying the hold to the last', async () => {
    await feeding();
    // Were they not one at a time, the last would be answered first.
    row.answerAfterMs = [150, 100, 50];
    const sockets = [botSocket(), botSocket(), botSocket()];
    expect(await Promise.all(sockets.map((ws) => feed.attach(ws)))).toEqual([true, true, true]);
    expect(feed.heldEpoch).toBe(4);
    expect(row.feedingEpoch).toBe(4);
    expect(feed.over).toBe(false);
    feed.audio(sockets[2]!, Buffer.alloc(3_200));
    expect(sttSocket.send).toHaveBeenCalledTimes(2);
    // The earlier connections were let go as the next one came.
    expect(sockets[0]!.terminate).toHaveBeenCalled();
    expect(sockets[1]!.terminate).toHaveBeenCalled();
  });

  it('lets go when another replica takes the stream over', async () => {
    await feeding();
    row.ownerEpoch = 2;
    row.feedingEpoch = null;
    for (let i = 0; i < 100 && !feed.over; i++) await sleep(10);
    expect(feed.over).toBe(true);
    expect(sttSocket.close).toHaveBeenCalled();
  });
});
