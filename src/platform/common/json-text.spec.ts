import { jsonTextProblem, MAX_JSON_DEPTH } from './json-text.js';

describe('jsonTextProblem', () => {
  const nested = (depth: number) => `${'['.repeat(depth)}1${']'.repeat(depth)}`;

  it('accepts ordinary JSON, escapes and surrogate pairs included', () => {
    for (const text of [
      '{"a":[1,{"b":"c\\"d\\\\"}],"e":"\\u00e9\\n"}',
      '"\\ud83d\\ude00 and 😀"',
      '{"brackets in strings":"[[[[{{{{"}',
      nested(MAX_JSON_DEPTH),
      '"\\\\u0000 is a backslash and text"',
    ]) {
      expect(jsonTextProblem(text)).toBeNull();
    }
  });

  it('refuses nesting deeper than the limit, without recursion', () => {
    expect(jsonTextProblem(nested(MAX_JSON_DEPTH + 1))).toMatch(/deeper than 64/);
    expect(jsonTextProblem(`{"a":${nested(1_000_000)}}`)).toMatch(/deeper/);
  });

  it('refuses NUL and unpaired surrogates, escaped or raw', () => {
    for (const text of ['"a\\u0000b"', '{"k\\u0000":1}']) {
      expect(jsonTextProblem(text)).toMatch(/NUL/);
    }
    for (const text of [
      '"\\ud800"',
      '"\\ud800x"',
      '"\\udc00"',
      '"\\ud800\\u0041"',
      '"\\uDBFF\\uD800"',
      `"${String.fromCharCode(0xd800)}"`,
      `"${String.fromCharCode(0xdc00)}x"`,
    ]) {
      expect(jsonTextProblem(text)).toMatch(/unpaired surrogates/);
    }
  });
});
