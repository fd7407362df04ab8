import type { MigrationFile } from './migrator.js';

/** Statements that take away something a release may read, and what each does. */
const TAKES_AWAY: [RegExp, string][] = [
  [/^DROP\s+(?:TABLE|VIEW|MATERIALIZED\s+VIEW|TYPE|FUNCTION)\b/i, 'drops'],
  [
    /^ALTER\s+TABLE\b[\s\S]*\bDROP\s+(?:COLUMN\s+)?(?!CONSTRAINT|DEFAULT|NOT\s+NULL|IDENTITY|EXPRESSION)\S/i,
    'drops a column',
  ],
  [/\bRENAME\b/i, 'renames'],
  [/\bALTER\s+COLUMN\s+\S+\s+(?:SET\s+DATA\s+)?TYPE\b/i, "changes a column's type"],
];

/** `-- contract: <migration>`: the earlier migration after whose release nothing reads it. */
const CONTRACT = /^--\s*contract:\s*(\S+)\s*$/gim;

/** The statements of a migration, comments left out. */
function statements(sql: string): string[] {
  return sql
    .replace(/--[^\n]*/g, '')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .split(';')
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter(Boolean);
}

/**
 * The expand/contract rule: during a rolling upgrade the previous release runs against the new
 * schema, so a migration may not drop, rename or retype what that release reads. Taking something
 * away is a contract step, in a later release than the expand step that stopped reading it: the
 * migration says so with a `-- contract: <that earlier migration>` line, which review checks and
 * this rule requires (an earlier migration of this folder). Returns one problem per statement
 * that breaks it.
 */
export function expandContractProblems(migrations: MigrationFile[]): string[] {
  const order = new Map(migrations.map((m, index) => [m.name, index]));
  const problems: string[] = [];
  migrations.forEach(({ name, sql }, index) => {
    const contracts = [...sql.matchAll(CONTRACT)].map((m) => m[1]!);
    const earlier = contracts.filter((after) => (order.get(after) ?? Infinity) < index);
    for (const bad of contracts.filter((after) => !earlier.includes(after))) {
      problems.push(`${name}: "-- contract: ${bad}" names no earlier migration`);
    }
    if (earlier.length > 0) return;
    for (const statement of statements(sql)) {
      const rule = TAKES_AWAY.find(([pattern]) => pattern.test(statement));
      if (!rule) continue;
      problems.push(
        `${name}: "${statement.slice(0, 120)}" ${rule[1]} what the release before it may read; ` +
          'stop reading it in one release, then take it away in a later one with ' +
          '"-- contract: <the migration of the release that stopped reading it>"',
      );
    }
  });
  return problems;
}
