import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import pg from 'pg';
import { PrismaPg } from '@prisma/adapter-pg';
import { bindMigrationAwareSqlAdapterFactory, ColumnTypeEnum } from '@prisma/driver-adapter-utils';

const require = createRequire(import.meta.url);

export type SchemaTarget = { tag: 'empty' } | { tag: 'schemaDatamodel'; files: { path: string; content: string }[] } | { tag: 'url'; url: string };

export interface SchemaEngine {
  diff(params: {
    from: SchemaTarget;
    to: SchemaTarget;
    script: boolean;
    exitCode: boolean | null;
    filters: { externalTables: string[]; externalEnums: string[] };
  }): Promise<{ exitCode: number; stdout: string | null }>;
}

const NAME_OID = 19;
const CHAR_OID = 18;
const TEXT_OID = 25;
const CHAR_ARRAY_OID = 1002;

/**
 * @prisma/adapter-pg cannot decode the catalog column types `name` and `"char"`, which the
 * engine's introspection selects. Both arrive as strings: `name` is reported as text, and
 * `"char"` as char[] so that the adapter wrapper below can turn it back into a single char.
 */
function reportCatalogTypesAsText() {
  type Result = { fields?: { dataTypeID: number }[] } | undefined;
  const fix = (res: Result) => {
    for (const f of res?.fields ?? []) {
      if (f.dataTypeID === NAME_OID) f.dataTypeID = TEXT_OID;
      else if (f.dataTypeID === CHAR_OID) f.dataTypeID = CHAR_ARRAY_OID;
    }
    return res;
  };
  const proto = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown; __patched?: boolean };
  if (proto.__patched) return;
  const original = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const last = args[args.length - 1];
    if (typeof last === 'function') {
      args[args.length - 1] = (err: unknown, res: Result) => (last as (e: unknown, r: Result) => void)(err, fix(res));
      return original.apply(this, args);
    }
    const ret = original.apply(this, args) as Promise<Result> | undefined;
    return ret && typeof ret.then === 'function' ? ret.then(fix) : ret;
  };
  proto.__patched = true;
}

/**
 * Loads Prisma's schema engine compiled to WebAssembly (the native binary cannot be downloaded
 * offline). The package is built for bundlers, so the .wasm module is instantiated by hand.
 */
export async function loadSchemaEngine(url: string, schema: string): Promise<SchemaEngine> {
  reportCatalogTypesAsText();
  (globalThis as { PRISMA_WASM_PANIC_REGISTRY?: unknown }).PRISMA_WASM_PANIC_REGISTRY = {
    set_message: (message: string) => {
      throw new Error(`schema engine panicked: ${message}`);
    },
  };
  const dir = path.dirname(require.resolve('@prisma/schema-engine-wasm/schema_engine_bg'));
  const bg = await import(path.join(dir, 'schema_engine_bg.js'));
  const module = await WebAssembly.compile(fs.readFileSync(path.join(dir, 'schema_engine_bg.wasm')));
  const instance = await WebAssembly.instantiate(module, { './schema_engine_bg.js': bg });
  bg.__wbg_set_wasm(instance.exports);
  (instance.exports as unknown as { __wbindgen_start: () => void }).__wbindgen_start();
  const adapter = bindMigrationAwareSqlAdapterFactory(withSingleChars(new PrismaPg({ connectionString: url })));
  return bg.SchemaEngine.new({ datamodels: [['schema.prisma', schema]] }, () => {}, adapter);
}

type Factory = PrismaPg;
type Connection = Awaited<ReturnType<Factory['connect']>>;

function fixCharColumns(conn: Connection): Connection {
  const queryRaw = conn.queryRaw.bind(conn);
  conn.queryRaw = async (query) => {
    const result = await queryRaw(query);
    result.columnTypes = result.columnTypes.map((t) => (t === ColumnTypeEnum.CharacterArray ? ColumnTypeEnum.Character : t));
    return result;
  };
  return conn;
}

function withSingleChars(factory: Factory): Factory {
  const connect = factory.connect.bind(factory);
  const connectToShadowDb = factory.connectToShadowDb.bind(factory);
  factory.connect = async () => fixCharColumns(await connect());
  factory.connectToShadowDb = async () => fixCharColumns(await connectToShadowDb());
  return factory;
}
