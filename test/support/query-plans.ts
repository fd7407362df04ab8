import pg, { type Client } from 'pg';

/** A statement the bridge ran, as node-postgres was given it. */
export interface RecordedStatement {
  text: string;
  values: unknown[];
}

/** A plan's node that reads a large table without an index, or sorts on disk. */
export interface PlanProblem {
  statement: string;
  problem: string;
}

const DML = /^\s*(WITH|SELECT|INSERT|UPDATE|DELETE)\b/i;
/** What EXPLAIN cannot take, or what is not the bridge's own (the plan check's statements). */
const SKIPPED =
  /^\s*(EXPLAIN|SELECT pg_advisory|SELECT 1\b|SELECT count\(\*\)::int AS n FROM \(SELECT 1)/i;

/**
 * Records the statements every node-postgres client of this process runs (the bridge's pool
 * included: it runs in this process), distinct by text, while `recording` is on.
 */
export class StatementRecorder {
  readonly statements = new Map<string, RecordedStatement>();
  recording = false;
  private readonly original = pg.Client.prototype.query;

  install(): void {
    const original = this.original;
    const record = (statement: RecordedStatement) => {
      if (this.recording && DML.test(statement.text) && !SKIPPED.test(statement.text)) {
        if (!this.statements.has(statement.text)) this.statements.set(statement.text, statement);
      }
    };
    pg.Client.prototype.query = function (this: Client, ...args: unknown[]) {
      const [first, second] = args;
      if (typeof first === 'string') {
        record({ text: first, values: Array.isArray(second) ? second : [] });
      } else if (first && typeof first === 'object' && 'text' in first) {
        const config = first as { text: string; values?: unknown[] };
        record({ text: config.text, values: config.values ?? [] });
      }
      return (original as (...a: unknown[]) => unknown).apply(this, args);
    } as typeof pg.Client.prototype.query;
  }

  uninstall(): void {
    pg.Client.prototype.query = this.original;
  }
}

/** How long a statement took, run alone (with `analyze`). */
export interface StatementTiming {
  /** Its text, whole. */
  statement: string;
  ms: number;
}

interface PlanNode {
  'Node Type': string;
  'Relation Name'?: string;
  'Sort Space Type'?: string;
  'Actual Rows'?: number;
  Plans?: PlanNode[];
}

function* nodes(plan: PlanNode): Generator<PlanNode> {
  yield plan;
  for (const child of plan.Plans ?? []) yield* nodes(child);
}

export interface PlanCheck {
  /** Tables a sequential scan of is a problem. */
  large: Set<string>;
  /** Run the statements (rolled back) to see the sorts that spill to disk. */
  analyze?: boolean;
  /** Session settings for the plans, e.g. `enable_seqscan = off`. */
  settings?: string[];
}

/**
 * The plan of each statement, on `client` (a connection of its own), and what in it reads a
 * large table without an index. Writes are planned, or with `analyze` run, in a transaction
 * that is rolled back.
 */
export async function checkPlans(
  client: Client,
  statements: Iterable<RecordedStatement>,
  check: PlanCheck,
): Promise<{ problems: PlanProblem[]; planned: number; timings: StatementTiming[] }> {
  const problems: PlanProblem[] = [];
  const timings: StatementTiming[] = [];
  let planned = 0;
  for (const statement of statements) {
    await client.query('BEGIN');
    try {
      await client.query(`SET LOCAL statement_timeout = '20s'`);
      for (const setting of check.settings ?? []) await client.query(`SET LOCAL ${setting}`);
      const options = check.analyze ? 'ANALYZE, FORMAT JSON' : 'FORMAT JSON';
      const { rows } = await client.query<{
        'QUERY PLAN': [{ Plan: PlanNode; 'Execution Time'?: number }];
      }>(`EXPLAIN (${options}) ${statement.text}`, statement.values);
      planned++;
      const executed = rows[0]!['QUERY PLAN'][0]['Execution Time'];
      if (executed !== undefined) {
        timings.push({ statement: statement.text, ms: executed });
      }
      for (const node of nodes(rows[0]!['QUERY PLAN'][0].Plan)) {
        const relation = node['Relation Name'];
        if (node['Node Type'] === 'Seq Scan' && relation && check.large.has(relation)) {
          problems.push({ statement: oneLine(statement.text), problem: `Seq Scan on ${relation}` });
        }
        if (node['Sort Space Type'] === 'Disk') {
          problems.push({ statement: oneLine(statement.text), problem: 'Sort on disk' });
        }
      }
    } catch (error) {
      const message = (error as Error).message;
      if (/statement timeout/i.test(message)) {
        problems.push({ statement: oneLine(statement.text), problem: 'over 20 s' });
      } else if (!/does not exist|cannot|syntax/i.test(message)) {
        // A statement that cannot be planned alone (a temporary table's) is left out.
        throw error;
      }
    } finally {
      await client.query('ROLLBACK');
    }
  }
  return { problems, planned, timings };
}

export const oneLine = (sql: string): string => sql.replace(/\s+/g, ' ').trim().slice(0, 240);
