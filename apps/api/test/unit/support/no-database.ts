import type { Sql, SqlPool } from '../../../src/db/sql.js';

/**
 * A database door with no database behind it: every statement is written down and refused. A unit
 * test hands it to code whose rule must decide before any statement, then checks that none was sent.
 */
export function noDatabase(): SqlPool & { statements: string[] } {
  const statements: string[] = [];
  const refuse = (text: string): never => {
    statements.push(text);
    throw new Error(`the unit lane has no database (statement: ${text.trim().split('\n')[0]})`);
  };
  const sql: Sql = { query: async (text: string) => refuse(text) };
  return {
    statements,
    query: sql.query,
    tx: async (fn) => fn(sql),
    end: async () => {},
    stats: () => ({ total: 0, idle: 0, waiting: 0 }),
  };
}
