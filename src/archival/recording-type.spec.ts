import { recordingType } from './bot-recording-source.js';
import { isAudioType } from '../platform/vendors/vendor-encoding.js';
import { allowedMediaType, fileNameOf, servedType } from '../platform/storage/media-types.js';

describe('media types of stored recordings', () => {
  it('keeps an allowed type/subtype only, without its parameters', () => {
    expect(allowedMediaType('audio/wav')).toBe('audio/wav');
    expect(allowedMediaType(' Audio/MPEG ; rate=16000')).toBe('audio/mpeg');
    for (const refused of ['audio/wav, text/html', 'text/html', 'audio/wav;a=1,text/html', '']) {
      expect([refused, allowedMediaType(refused)]).toEqual([refused, null]);
    }
    expect(servedType('audio/wav, text/html')).toBe('application/octet-stream');
  });

  it("stores a recording under the extension's type when the store's answer is no allowed type", () => {
    const url = 'https://store.example.com/rec/abc.mp3?sig=1';
    expect(recordingType('audio/wav, text/html', url, 'audio')).toBe('audio/mpeg');
    expect(recordingType('audio/ogg', url, 'audio')).toBe('audio/ogg');
    expect(recordingType(undefined, 'https://store.example.com/x', 'video')).toBe('video/mp4');
    expect(() => recordingType('text/html', url, 'audio')).toThrow(/not a recording/);
  });

  it('takes no list of types for audio passed through unread', () => {
    expect(isAudioType({ 'content-type': 'audio/wav' })).toBe(true);
    expect(isAudioType({ 'content-type': 'audio/wav; codec=1' })).toBe(true);
    expect(isAudioType({ 'content-type': 'audio/wav,text/html' })).toBe(false);
    expect(isAudioType({ 'content-type': 'audio/wav; a=1, text/html' })).toBe(false);
  });

  it('names a download with safe characters and the extension of its type', () => {
    expect(fileNameOf('bot-1-audio', 'audio/wav')).toBe('bot-1-audio.wav');
    expect(fileNameOf('live-a"b\r\n/c', 'application/octet-stream')).toBe('live-a_b___c.bin');
  });
});
