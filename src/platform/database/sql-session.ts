/**
 * The smallest SQL surface the migrator needs, implemented for node-postgres and PGlite alike.
 * A session is one connection: advisory locks and transactions taken on it stay on it.
 */
export interface SqlSession {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** Runs a script of several statements (no parameters). */
  exec(sql: string): Promise<void>;
  release(): Promise<void>;
}
