import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.js';
import { TABLES, type TableRule } from '../src/modules/tables.js';
import { lex, schemaTables, sqlOutsideStore, sqlOutsideStores, tableUses, usesIn, type TableUse } from './support/table-access.js';

// Next to the import graph's check (import-graph.test.ts): who touches which table. Every
// statement of apps/api/src (its SQL, and any Prisma client model call) is read and held against
// modules/tables.ts: a table is written by its owner (or a writer the map names, of the columns it
// names) and read by its owner or a reader the map names. No database: the source is read as text.

const SRC = path.join(REPO_ROOT, 'apps/api/src');
const tables = schemaTables(fs.readFileSync(path.join(REPO_ROOT, 'prisma/schema.prisma'), 'utf8'));
const modules = fs.readdirSync(path.join(SRC, 'modules'), { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? [d.name] : []));
const UNITS = new Set([...modules, 'core', 'providers', 'providers/builtin', 'providers/sportsbook', 'providers/lottery', 'providers/seamless']);

/** What the map says of one use: null when it is allowed. */
function breach(use: TableUse, map: Record<string, TableRule>): string | null {
  const rule = map[use.table];
  const at = `${use.file}: ${use.unit} ${use.access === 'write' ? 'writes' : 'reads'} ${use.table}`;
  if (!rule) return `${at}, a table modules/tables.ts does not list`;
  if (use.unit === 'seed' || use.unit === rule.owner) return null;
  if (use.access === 'read') return rule.readers?.[use.unit] || rule.writers?.[use.unit] ? null : `${at}, owned by ${rule.owner}`;
  const writer = rule.writers?.[use.unit];
  if (!writer) return `${at}, owned by ${rule.owner}`;
  if (!writer.columns) return null;
  const outside = use.columns?.filter((c) => !writer.columns!.includes(c));
  if (!use.columns) return `${at} (not an UPDATE of its columns ${writer.columns.join(', ')}), owned by ${rule.owner}`;
  return outside!.length > 0 ? `${at} column ${outside!.join(', ')}, owned by ${rule.owner}` : null;
}

const breaches = (uses: TableUse[]) => [...new Set(uses.map((u) => breach(u, TABLES)).filter((b): b is string => b !== null))];

describe('modules/tables.ts: each table has one owner', () => {
  it('lists every table of prisma/schema.prisma, and only those, with units that exist', () => {
    expect(Object.keys(TABLES).sort()).toEqual([...new Set(tables.values())].sort());
    const named = Object.values(TABLES).flatMap((r) => [r.owner, ...Object.keys(r.readers ?? {}), ...Object.keys(r.writers ?? {})]);
    expect(named.filter((u) => !UNITS.has(u))).toEqual([]);
    // Kept sorted by table: two people adding rows at once merge without a conflict of order.
    expect(Object.keys(TABLES)).toEqual(Object.keys(TABLES).sort());
  });

  it('every write and read in apps/api/src is its owner’s or one the map allows', () => {
    const uses = tableUses(SRC, tables);
    // The reader itself: it sees the statements of the modules (a sanity floor, not a figure to keep).
    expect(uses.filter((u) => u.unit === 'wallet' && u.table === 'journal_entries' && u.access === 'write').length).toBeGreaterThan(0);
    expect(breaches(uses)).toEqual([]);
  });

  it('fails on a foreign write, a foreign read, a column not allowed and a Prisma model call, as the check reads them', () => {
    const check = (file: string, source: string) => breaches(usesIn(source, { file, tables }));
    // The rebates module settling a deposit itself: a write of the cashier's table.
    expect(check('modules/rebates/store.ts', "await tx.query('UPDATE deposits SET state = 3 WHERE id = $1', [id]);")).toEqual([
      'modules/rebates/store.ts: rebates writes deposits, owned by cashier',
    ]);
    // The same statement in the cashier's store is the owner's.
    expect(check('modules/cashier/store/deposits.ts', "await tx.query('UPDATE deposits SET state = 3 WHERE id = $1', [id]);")).toEqual([]);
    // A read the map does not list, through Prisma's client.
    expect(check('modules/vip/levels.ts', 'await prisma.deposit.findMany({ where: { userId } });')).toEqual([
      'modules/vip/levels.ts: vip reads deposits, owned by cashier',
    ]);
    // A writer of some columns writing another one, and one writing by an expression of its code.
    expect(check('modules/cashier/store/members.ts', "tx.query('UPDATE users SET paysum = paysum + $2, vip_level = 9 WHERE id = $1')")).toEqual([
      'modules/cashier/store/members.ts: cashier writes users column vip_level, owned by members',
    ]);
    expect(check('modules/vip/store.ts', 'tx.query(`UPDATE users SET ${column} = $2 WHERE id = $1`)')).toEqual([
      'modules/vip/store.ts: vip writes users (not an UPDATE of its columns vip_level), owned by members',
    ]);
    // Comments and prose are not statements; a template's SQL around its expressions is.
    expect(check('modules/vip/x.ts', '// UPDATE deposits SET state = 3\nconst s = `SELECT 1 FROM ${t} JOIN deposits d ON true`;')).toEqual([
      'modules/vip/x.ts: vip reads deposits, owned by cashier',
    ]);
    expect(lex("const a = 'it\\'s'; /* DELETE FROM users */ const r = /['`]/g; const b = `x${ `y${1}` }z`;").literals).toEqual(["it\\'s", 'y $_ ', 'x $_ z']);
  });
});

describe("a module's SQL lives in its store", () => {
  it('no file of a module but its store files runs a statement or holds one', () => {
    expect(sqlOutsideStores(SRC, tables)).toEqual([]);
  });

  it('fails on a deliberate query in a service file, and passes the same statement in the store', () => {
    const statement = "const [row] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM deposits WHERE user_id = $1', [userId]);";
    expect(sqlOutsideStore(statement, { file: 'modules/cashier/service.ts', tables })).toEqual([
      "modules/cashier/service.ts runs SQL (.query): move the statement into the module's store",
      "modules/cashier/service.ts holds SQL of deposits: move the statement into the module's store",
    ]);
    // A statement kept in a constant, run elsewhere, and a query on a pool through a call.
    expect(sqlOutsideStore('const SQL = `SELECT id FROM deposits d JOIN users u ON u.id = d.user_id`;', { file: 'modules/cashier/review.ts', tables })).toEqual(
      ["modules/cashier/review.ts holds SQL of deposits, users: move the statement into the module's store"],
    );
    expect(sqlOutsideStore('await core.sql.query(text, values);', { file: 'modules/reports/summary.ts', tables })).toEqual([
      "modules/reports/summary.ts runs SQL (.query): move the statement into the module's store",
    ]);
    for (const store of ['modules/cashier/store.ts', 'modules/cashier/store/deposits.ts', 'modules/responsible/affordability-store.ts'])
      expect(sqlOutsideStore(statement, { file: store, tables })).toEqual([]);
    // Prose about SQL in a comment is not a statement; a file below modules/ is not a module's.
    expect(sqlOutsideStore('// tx.query(`SELECT 1 FROM deposits`)\nexport const x = 1;', { file: 'modules/cashier/service.ts', tables })).toEqual([]);
    expect(sqlOutsideStore(statement, { file: 'audit/log.ts', tables })).toEqual([]);
  });
});
