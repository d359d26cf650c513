import fs from 'node:fs';
import path from 'node:path';

// What each piece of the API's source does to each table, read from the source text: the SQL in
// its string and template literals (the keywords in capitals, as every statement here writes
// them) and its Prisma client model calls (`prisma.user.findMany`). Comments are left out.
// test/table-ownership.test.ts holds it against modules/tables.ts.

export type Access = 'read' | 'write';

export interface TableUse {
  /** modules/<m>/ -> m; providers/builtin/, providers/sportsbook/, providers/lottery/ and providers/seamless/ -> themselves; other providers/ -> providers; db/seed*.ts -> seed; the rest -> core. */
  unit: string;
  file: string;
  table: string;
  access: Access;
  /** For an UPDATE: the columns it sets (absent for INSERT, DELETE, a Prisma write, or when they cannot be read). */
  columns?: string[];
}

/** The tables of prisma/schema.prisma, by model name (`User` -> `users`). */
export function schemaTables(schema: string): Map<string, string> {
  const tables = new Map<string, string>();
  for (const block of schema.matchAll(/^model (\w+) \{([\s\S]*?)^\}/gm)) {
    const mapped = /@@map\("([^"]+)"\)/.exec(block[2]!)?.[1];
    tables.set(block[1]!, mapped ?? block[1]!);
  }
  return tables;
}

/** The unit a source file (relative to apps/api/src) belongs to. */
export function unitOf(file: string): string {
  const parts = file.split('/');
  if (parts[0] === 'modules' && parts.length > 2) return parts[1]!;
  if (parts[0] === 'providers') return ['builtin', 'sportsbook', 'lottery', 'seamless'].includes(parts[1]!) ? `providers/${parts[1]}` : 'providers';
  if (parts[0] === 'db' && /^seed/.test(parts[1] ?? '')) return 'seed';
  return 'core';
}

/**
 * Splits TypeScript source into its code (strings and comments blanked) and its literals (each
 * string or template literal's text; a template's `${...}` parts become ` $_ `, their code goes to
 * the code). Enough of a lexer for this repository: regular expression literals are recognised
 * after the tokens that can precede one.
 */
export function lex(source: string): { code: string; literals: string[] } {
  let code = '';
  const literals: string[] = [];
  // Each open template: its text so far and the depth of `{` inside its current `${`.
  const templates: { text: string; depth: number }[] = [];
  let i = 0;
  let lastSignificant = '';
  const n = source.length;
  const regexCanFollow = () =>
    lastSignificant === '' || /[(,=:[!&|?{};+\-*%<>~^]$/.test(lastSignificant) || /\b(return|typeof|case|in|of)$/.test(code.trimEnd());

  function readTemplateText() {
    // Inside a template's text, up to its end or the next `${`.
    const t = templates[templates.length - 1]!;
    while (i < n) {
      const c = source[i]!;
      if (c === '\\') {
        t.text += source.slice(i, i + 2);
        i += 2;
      } else if (c === '`') {
        i += 1;
        literals.push(templates.pop()!.text);
        code += '``';
        lastSignificant = '`';
        return;
      } else if (c === '$' && source[i + 1] === '{') {
        t.text += ' $_ ';
        t.depth = 1;
        i += 2;
        code += '${';
        lastSignificant = '{';
        return;
      } else {
        t.text += c;
        i += 1;
      }
    }
  }

  while (i < n) {
    const c = source[i]!;
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      while (i < n && source[i] !== '\n') i += 1;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end < 0 ? n : end + 2;
      code += ' ';
    } else if (c === "'" || c === '"') {
      let text = '';
      i += 1;
      while (i < n && source[i] !== c) {
        if (source[i] === '\\') {
          text += source.slice(i, i + 2);
          i += 2;
        } else text += source[i++];
      }
      i += 1;
      literals.push(text);
      code += "''";
      lastSignificant = "'";
    } else if (c === '`') {
      i += 1;
      templates.push({ text: '', depth: 0 });
      readTemplateText();
    } else if (c === '/' && regexCanFollow()) {
      let inClass = false;
      i += 1;
      while (i < n) {
        const r = source[i]!;
        if (r === '\\') i += 2;
        else if (r === '[' || r === ']') {
          inClass = r === '[';
          i += 1;
        } else if (r === '/' && !inClass) break;
        else if (r === '\n') break;
        else i += 1;
      }
      i += 1;
      while (i < n && /[a-z]/.test(source[i]!)) i += 1;
      code += '/r/';
      lastSignificant = '/';
    } else {
      const open = templates[templates.length - 1];
      if (open && open.depth > 0) {
        if (c === '{') open.depth += 1;
        if (c === '}') {
          open.depth -= 1;
          if (open.depth === 0) {
            i += 1;
            code += '}';
            readTemplateText();
            continue;
          }
        }
      }
      code += c;
      if (!/\s/.test(c)) lastSignificant = c;
      i += 1;
    }
  }
  return { code, literals };
}

const READ_OPS = new Set(['findMany', 'findFirst', 'findFirstOrThrow', 'findUnique', 'findUniqueOrThrow', 'count', 'aggregate', 'groupBy']);
const WRITE_OPS = new Set(['create', 'createMany', 'createManyAndReturn', 'update', 'updateMany', 'updateManyAndReturn', 'upsert', 'delete', 'deleteMany']);

/** The columns an UPDATE's SET clause names (top-level `column =` pairs); undefined when one cannot be read. */
function setColumns(afterSet: string): string[] | undefined {
  const clause = afterSet.split(/\b(?:WHERE|RETURNING|FROM)\b/)[0]!;
  const columns: string[] = [];
  let depth = 0;
  let part = '';
  for (const c of clause) {
    if (c === '(') depth += 1;
    if (c === ')') depth -= 1;
    if (c === ',' && depth === 0) {
      columns.push(part);
      part = '';
    } else part += c;
  }
  columns.push(part);
  const names = columns.map((p) => /^\s*"?(\w+)"?\s*=/.exec(p)?.[1]);
  // A column this cannot read (named by an expression of the code): the UPDATE's columns are unknown.
  return names.every((c): c is string => c !== undefined) ? names : undefined;
}

/** The table uses of one file's source. */
export function usesIn(source: string, { file, tables }: { file: string; tables: Map<string, string> }): TableUse[] {
  const unit = unitOf(file);
  const known = new Set(tables.values());
  const uses: TableUse[] = [];
  const add = (table: string, access: Access, columns?: string[]) => {
    if (known.has(table)) uses.push({ unit, file, table, access, ...(columns ? { columns } : {}) });
  };
  const { code, literals } = lex(source);
  for (const text of literals) {
    for (const m of text.matchAll(/\b(?:INSERT INTO|DELETE FROM|TRUNCATE(?: TABLE)?|LOCK TABLE)\s+"?(\w+)"?/g)) add(m[1]!, 'write');
    for (const m of text.matchAll(/\bUPDATE\s+"?(\w+)"?(?:\s+(?:AS\s+)?(?!SET\b)\w+)?\s+SET\b([\s\S]*)/g)) add(m[1]!, 'write', setColumns(m[2]!));
    for (const m of text.matchAll(/\b(?:FROM|JOIN)\s+"?(\w+)"?/g)) add(m[1]!, 'read');
    // A piece of a statement kept in a constant that begins with its table: `withdrawals w JOIN users u ...`.
    const head = /^\s*(\w+)\s+\w+\s+(?:(?:LEFT|INNER|RIGHT|FULL)\s+)?JOIN\b/.exec(text);
    if (head) add(head[1]!, 'read');
  }
  const models = new Map([...tables].map(([model, table]) => [model[0]!.toLowerCase() + model.slice(1), table]));
  for (const m of code.matchAll(/\.\s*(\w+)\s*\.\s*(\w+)\s*\(/g)) {
    const table = models.get(m[1]!);
    if (!table) continue;
    if (READ_OPS.has(m[2]!)) add(table, 'read');
    else if (WRITE_OPS.has(m[2]!)) add(table, 'write');
  }
  return uses;
}

/** Every table use under apps/api/src (the generated Prisma client left out). */
export function tableUses(srcRoot: string, tables: Map<string, string>): TableUse[] {
  const files = fs
    .readdirSync(srcRoot, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts') && !f.startsWith('generated/'))
    .sort();
  return files.flatMap((file) => usesIn(fs.readFileSync(path.join(srcRoot, file), 'utf8'), { file, tables }));
}

/**
 * A module's store file (docs/architecture.md#data-rules): `modules/<m>/store.ts`, a file of
 * `modules/<m>/store/`, or a second store beside it, `modules/<m>/<aspect>-store.ts`.
 */
export const isStoreFile = (file: string) => /^modules\/[^/]+\/(?:store\.ts|[\w-]+-store\.ts|store\/.+\.ts)$/.test(file);

/**
 * What a file of a module that is not one of its store files does with SQL: it runs a statement
 * (`.query(` or `.query<...>(` on a pool or a transaction) or holds one naming a table. Nothing for a
 * store file or a file outside modules/<m>/.
 */
export function sqlOutsideStore(source: string, { file, tables }: { file: string; tables: Map<string, string> }): string[] {
  if (!/^modules\/[^/]+\//.test(file) || isStoreFile(file)) return [];
  const found: string[] = [];
  if (/\.\s*query\s*[<(]/.test(lex(source).code)) found.push(`${file} runs SQL (.query): move the statement into the module's store`);
  const named = [...new Set(usesIn(source, { file, tables }).map((u) => u.table))];
  if (named.length > 0) found.push(`${file} holds SQL of ${named.join(', ')}: move the statement into the module's store`);
  return found;
}

/** Every module file under apps/api/src that runs or holds SQL outside its module's store. */
export function sqlOutsideStores(srcRoot: string, tables: Map<string, string>): string[] {
  const files = fs
    .readdirSync(path.join(srcRoot, 'modules'), { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .map((f) => `modules/${f}`)
    .sort();
  return files.flatMap((file) => sqlOutsideStore(fs.readFileSync(path.join(srcRoot, file), 'utf8'), { file, tables }));
}
