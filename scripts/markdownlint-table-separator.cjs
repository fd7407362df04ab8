// A markdownlint rule: a table has one separator row, its second line. A second one (a doubled
// separator, or one further down) renders as a row of dashes, and neither Prettier nor
// markdownlint's own table rules (the column count is right) see it.
const SEPARATOR = /^\s*\|?\s*:?-{3,}:?\s*(\|\s*:?-{3,}:?\s*)*\|?\s*$/;
const ROW = /^\s*\|/;

module.exports = {
  names: ['table-one-separator'],
  description: 'A table has one separator row, right under its header',
  tags: ['table'],
  parser: 'none',
  function: (params, onError) => {
    let fenced = false;
    let position = 0; // the line's place in the current table: 1 = header, 0 = not in a table
    params.lines.forEach((line, index) => {
      if (/^\s*(```|~~~)/.test(line)) fenced = !fenced;
      if (fenced || !ROW.test(line)) {
        position = 0;
        return;
      }
      position += 1;
      if (SEPARATOR.test(line) && position !== 2) {
        onError({
          lineNumber: index + 1,
          detail: `separator row on line ${position} of the table`,
        });
      }
    });
  },
};
