import { isJsonObject } from '../platform/common/json-object.js';

/**
 * The keys of a stored vendor payload or team event that survive a deletion: ids, times,
 * statuses and counts. Everything else (transcripts, words, speakers and participants, names,
 * media URLs, meeting links, error texts, free-form metadata) is personal or may be.
 */
const KEPT_KEY =
  /^(id|type|event|kind|status|previous_status|state|code|reason|mode|media|version|ok|success|timestamp|attempts|size_bytes|sha256|content_type|transcript_available|transcript_version|[a-z_]*_id|[a-z_]*_at|[a-z_]*_ms|[a-z_]*_seconds)$/i;

/**
 * `value` with only what a tombstone may keep: objects keep the kept keys' plain values and the
 * scrubbed contents of the rest; objects and arrays left empty are dropped.
 */
export function scrubPayload(value: unknown): unknown {
  if (Array.isArray(value)) {
    const items = value.map(scrubPayload).filter((item) => item !== undefined);
    return items.length > 0 ? items : undefined;
  }
  if (!isJsonObject(value)) return undefined;
  const kept: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    if (inner !== null && typeof inner === 'object') {
      const scrubbed = scrubPayload(inner);
      if (scrubbed !== undefined) kept[key] = scrubbed;
    } else if (
      KEPT_KEY.test(key) &&
      (inner === null || typeof inner !== 'string' || !isUrl(inner))
    ) {
      kept[key] = inner;
    }
  }
  return Object.keys(kept).length > 0 ? kept : undefined;
}

/** A stored payload scrubbed, marked so that readers (and replays) know what happened to it. */
export function scrubbedDocument(value: unknown): Record<string, unknown> {
  const scrubbed = scrubPayload(value);
  return { ...(isJsonObject(scrubbed) ? scrubbed : {}), data_deleted: true };
}

/** A URL can carry a signed link to the media: never kept, whatever its key. */
const isUrl = (text: string): boolean => /^[a-z][a-z0-9+.-]*:\/\//i.test(text);
