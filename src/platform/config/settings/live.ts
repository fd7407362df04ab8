import { IntVar } from '../env-rules.js';

/** Live meetings: bots streaming their audio to the bridge, transcribed as they speak. */
export class LiveSettings {
  /**
   * Seconds of a bot's audio kept until the STT vendor acknowledges it, to send again after a
   * reconnect; past it, the audio is given up and the next session starts (a gap).
   */
  @IntVar(1, 600)
  LIVE_BUFFER_SECONDS = 60;

  /**
   * How long a replica's hold on a bot's stream lasts without renewal (renewed every third): the
   * time another replica waits before it feeds the STT session of a replica that died.
   */
  @IntVar(300, 300_000)
  LIVE_LEASE_MS = 10_000;

  /** A comment on every Server-Sent Events stream this often, so that proxies keep it open. */
  @IntVar(100, 300_000)
  LIVE_HEARTBEAT_MS = 15_000;

  /** How long the post-final transcript is awaited once the meeting is over. */
  @IntVar(100, 600_000)
  LIVE_POST_FINAL_TIMEOUT_MS = 30_000;

  /**
   * Seconds of audio after which a bot's STT session is ended and the next one opened (the
   * vendor ends a session at 3 hours).
   */
  @IntVar(10, 10_800)
  LIVE_SESSION_MAX_SECONDS = 10_500;

  /** Live-transcript streams of one team's bots open at once on a replica; more answer 429. */
  @IntVar(1, 100_000)
  LIVE_STREAMS_PER_TEAM = 100;

  /** Live-transcript streams one key (with the tokens it minted) holds at once on a replica. */
  @IntVar(1, 100_000)
  LIVE_STREAMS_PER_KEY = 20;
}
