import { searchTerms } from './search.service.js';

describe('the words of a search query', () => {
  it.each([
    ['engine', 1],
    ['write the orders', 3],
    ['engine or orders OR clerk', 3],
    ['"a phrase of four"', 4],
    ['-engine orders', 2],
    ['  spaced   out  ', 2],
    ['or', 0],
    ['- " or', 0],
    ['moteur été 2026', 3],
  ])('%p holds %p', (q, words) => {
    expect(searchTerms(q)).toBe(words);
  });
});
