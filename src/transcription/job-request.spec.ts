import { Readable } from 'node:stream';
import { asJsonObject, namedBotId, readSmallBody, withBridgeCallback } from './job-request.js';

describe('job requests', () => {
  it('reads a small body whole and refuses a large one with 413', async () => {
    const body = await readSmallBody(Readable.from([Buffer.from('{"a":'), Buffer.from('1}')]), 10);
    expect(body.toString()).toBe('{"a":1}');
    await expect(readSmallBody(Readable.from([Buffer.alloc(11)]), 10)).rejects.toMatchObject({
      status: 413,
    });
  });

  it('recognises JSON objects only', () => {
    expect(asJsonObject(Buffer.from('{"a":1}'))).toEqual({ a: 1 });
    expect(asJsonObject(Buffer.from('[1]'))).toBeUndefined();
    expect(asJsonObject(Buffer.from('{nope'))).toBeUndefined();
  });

  it('finds the bridge bot id in custom_metadata', () => {
    const id = '1B0C1E3A-6D57-4E0C-9C9B-2F1C7A1E5D00';
    expect(namedBotId({ custom_metadata: { bridge_bot_id: id } })).toBe(id.toLowerCase());
    expect(namedBotId({ custom_metadata: { bridge_bot_id: 'bot-7' } })).toBeNull();
    expect(namedBotId({ custom_metadata: { user: 'x' } })).toBeUndefined();
    expect(namedBotId({})).toBeUndefined();
  });

  it('adds a lifecycle-only callback unless the caller enabled one', () => {
    const added = withBridgeCallback(
      { model: 'fast', callback_config: { url: 'https://inactive.example' } },
      'https://bridge/webhooks/stt/t',
    );
    expect(added).toMatchObject({
      model: 'fast',
      callback: true,
      callback_config: {
        url: 'https://bridge/webhooks/stt/t',
        receive_lifecycle_events: true,
        receive_final_transcripts: false,
        receive_partial_transcripts: false,
      },
    });
    expect(
      withBridgeCallback(
        { callback: true, callback_config: { url: 'https://team.example' } },
        'https://bridge/webhooks/stt/t',
      ),
    ).toBeNull();
  });
});
