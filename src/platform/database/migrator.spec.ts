import { statementsOf } from './migrator.js';

describe('statementsOf', () => {
  it('splits a script at the semicolons that end lines, without its comment lines', () => {
    const sql = [
      '-- migrate: no-transaction',
      '-- an index',
      'DROP INDEX CONCURRENTLY IF EXISTS "a";',
      'CREATE INDEX CONCURRENTLY "a" ON "t" (("p"->>\'x\'))',
      '  WHERE "p"->>\'x\' IS NOT NULL;',
      '',
      '  -- indented comment',
      'DROP INDEX CONCURRENTLY IF EXISTS "b";   ',
    ].join('\n');
    expect(statementsOf(sql)).toEqual([
      'DROP INDEX CONCURRENTLY IF EXISTS "a"',
      'CREATE INDEX CONCURRENTLY "a" ON "t" (("p"->>\'x\'))\n  WHERE "p"->>\'x\' IS NOT NULL',
      'DROP INDEX CONCURRENTLY IF EXISTS "b"',
    ]);
  });

  it('keeps a semicolon inside a line', () => {
    expect(statementsOf("SELECT ';' AS a;\nSELECT 2;")).toEqual(["SELECT ';' AS a", 'SELECT 2']);
  });
});
