import { envFileOption, plainTextWarning } from './bridge-target.js';

describe("the CLI's target", () => {
  it('warns before a key goes over plain http to a host that is not loopback', () => {
    expect(plainTextWarning('http://bridge.example.com:3000')).toMatch(
      /plain http:\/\/ to bridge\.example\.com/,
    );
    expect(plainTextWarning('http://10.1.2.3')).toMatch(/plain http/);
    for (const quiet of [
      'https://bridge.example.com',
      'http://127.0.0.1:3000',
      'http://127.8.9.10',
      'http://localhost:3000',
      'http://[::1]:3000',
    ]) {
      expect([quiet, plainTextWarning(quiet)]).toEqual([quiet, null]);
    }
  });

  it('takes --env out of the arguments, in either form', () => {
    expect(envFileOption(['teams', 'list'])).toEqual({ rest: ['teams', 'list'] });
    expect(envFileOption(['teams', 'list', '--env', 'a.env', '--json'])).toEqual({
      file: 'a.env',
      rest: ['teams', 'list', '--json'],
    });
    expect(envFileOption(['--env=b.env', 'teams', 'list'])).toEqual({
      file: 'b.env',
      rest: ['teams', 'list'],
    });
    expect(envFileOption(['teams', '--env'])).toEqual({ file: '', rest: ['teams'] });
  });
});
