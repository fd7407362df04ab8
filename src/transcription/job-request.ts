import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import type { Readable } from 'node:stream';
import { isJsonObject } from '../platform/common/json-object.js';
import { jsonTextProblem } from '../platform/common/json-text.js';
import { isUuid } from '../platform/common/uuid.js';

export type JsonObject = Record<string, unknown>;

/** Where the caller names the bridge bot a job belongs to: `custom_metadata.bridge_bot_id`. */
export const BOT_ID_FIELD = 'bridge_bot_id';

/**
 * Reads a small body (job creation JSON) whole; more than `limit` bytes answers 413, and JSON
 * the bridge must not parse (jsonTextProblem: too deep, NUL, unpaired surrogates) 400. The rest
 * of an oversized body is drained, not destroyed, so the 413 still reaches the caller.
 */
export async function readSmallBody(stream: Readable, limit: number): Promise<Buffer> {
  const body = await readWhole(stream, limit);
  const problem = jsonTextProblem(body.toString('utf8'));
  if (problem) throw new BadRequestException(problem);
  return body;
}

function readWhole(stream: Readable, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) return void chunks.push(chunk);
      stream.off('data', onData);
      stream.resume();
      reject(new PayloadTooLargeException('Request body too large'));
    };
    stream.on('data', onData);
    stream.once('end', () => resolve(Buffer.concat(chunks)));
    stream.once('error', reject);
    stream.once('close', () => reject(new BadRequestException('Request aborted')));
  });
}

/** The body as a JSON object, or undefined when it is anything else (the vendor will say so). */
export function asJsonObject(body: Buffer): JsonObject | undefined {
  try {
    const value: unknown = JSON.parse(body.toString('utf8'));
    return isJsonObject(value) ? (value as JsonObject) : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The bot the caller links the job to: undefined when none is named, null when the value cannot
 * be a bot id at all.
 */
export function namedBotId(body: JsonObject | undefined): string | null | undefined {
  const metadata = body?.custom_metadata;
  if (typeof metadata !== 'object' || metadata === null) return undefined;
  const value = (metadata as JsonObject)[BOT_ID_FIELD];
  if (value === undefined) return undefined;
  return typeof value === 'string' && isUuid(value) ? value.toLowerCase() : null;
}

/**
 * A live session request that also reports its lifecycle to the bridge, or null when the caller
 * configured a callback of its own (`callback: true`), which is left untouched. A caller's
 * `callback_config` without `callback: true` is inactive at the vendor, so it is replaced.
 */
export function withBridgeCallback(body: JsonObject, url: string): JsonObject | null {
  if (body.callback === true) return null;
  return { ...body, callback: true, callback_config: bridgeCallbackConfig(url) };
}

/** A live session's `callback_config` for the bridge: its lifecycle events only, to `url`. */
export function bridgeCallbackConfig(url: string): JsonObject {
  return {
    url,
    receive_lifecycle_events: true,
    receive_partial_transcripts: false,
    receive_final_transcripts: false,
    receive_speech_events: false,
    receive_pre_processing_events: false,
    receive_realtime_processing_events: false,
    receive_post_processing_events: false,
    receive_acknowledgments: false,
  };
}
