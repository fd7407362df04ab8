/**
 * The STT vendor's webhook and callback event kinds (every kind DESIGN.md lists); any other kind
 * is stored and acknowledged, then ignored.
 */
export const STT_EVENT_KINDS = [
  'live.start_session',
  'live.start_recording',
  'live.end_recording',
  'live.end_session',
  'transcription.created',
  'transcription.success',
  'transcription.error',
] as const;
export type SttEventKind = (typeof STT_EVENT_KINDS)[number];
