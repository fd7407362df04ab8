import { Prisma } from '../../generated/prisma/client.js';
import { type PrismaService } from './prisma.service.js';

/** Lists count their rows exactly up to this many; beyond, the total is the planner's estimate. */
export const EXACT_COUNT_LIMIT = 10_000;

export interface BoundedCount {
  total: number;
  /** false: more than EXACT_COUNT_LIMIT rows, and `total` is the database's estimate. */
  exact: boolean;
}

/**
 * How many rows `FROM … WHERE …` (`from`) has, at the cost of at most EXACT_COUNT_LIMIT rows
 * read: an exact count of a large table's list on every page would cost the whole table.
 */
export async function boundedCount(prisma: PrismaService, from: Prisma.Sql): Promise<BoundedCount> {
  const [row] = await prisma.$queryRaw<{ n: number }[]>`
    SELECT count(*)::int AS n FROM (SELECT 1 FROM ${from} LIMIT ${EXACT_COUNT_LIMIT + 1}::int) rows`;
  const counted = row?.n ?? 0;
  if (counted <= EXACT_COUNT_LIMIT) return { total: counted, exact: true };
  const [plan] = await prisma.$queryRaw<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }[]>`
    EXPLAIN (FORMAT JSON) SELECT 1 FROM ${from}`;
  const estimate = Math.round(plan?.['QUERY PLAN'][0].Plan['Plan Rows'] ?? 0);
  return { total: Math.max(estimate, counted), exact: false };
}
