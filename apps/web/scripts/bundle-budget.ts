/**
 * Performance budget on the production build (issue 4): the JavaScript the home page loads is at
 * most 170 KB gzip, and every route page is a chunk of its own. Run after `vite build`.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const WEB = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DIST = path.join(WEB, 'dist');
const HOME_BUDGET_KB = 170;

interface Chunk { file: string; src?: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[] }
const manifest = JSON.parse(fs.readFileSync(path.join(DIST, '.vite/manifest.json'), 'utf8')) as Record<string, Chunk>;
const gzipKb = (file: string) => zlib.gzipSync(fs.readFileSync(path.join(DIST, file)), { level: 9 }).length / 1024;

/** A chunk and everything it imports statically (what the browser must load before it runs). */
function closure(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const entry = Object.keys(manifest).find((k) => manifest[k]!.isEntry)!;
// The home page renders the entry, the main layout and the home page chunk.
const homeKeys = ['src/features/layout/main-layout.tsx', 'src/features/home/home-page.tsx'];
const loaded = new Set<string>();
for (const key of [entry, ...homeKeys]) {
  if (!manifest[key]) throw new Error(`${key} is not a chunk of its own in the build`);
  closure(key, loaded);
}
const files = [...loaded].map((k) => manifest[k]!.file).filter((f) => f.endsWith('.js'));
const total = files.reduce((sum, f) => sum + gzipKb(f), 0);
for (const f of files.sort()) console.log(`  ${f.padEnd(44)} ${gzipKb(f).toFixed(1).padStart(7)} KB gzip`);
console.log(`home page JavaScript: ${total.toFixed(1)} KB gzip (budget ${HOME_BUDGET_KB} KB)`);

// Every page module under src/features/**/**-page.tsx must be a dynamic chunk of its own.
const pages = Object.keys(manifest).filter((k) => /-page\.tsx$/.test(k) || k.endsWith('-layout.tsx'));
const notSplit = pages.filter((k) => !manifest[k]!.isDynamicEntry);
const pageFiles = new Map<string, string[]>();
for (const k of pages) pageFiles.set(manifest[k]!.file, [...(pageFiles.get(manifest[k]!.file) ?? []), k]);
const shared = [...pageFiles.values()].filter((ks) => ks.length > 1);
console.log(`route chunks: ${pages.length} pages, ${notSplit.length} not split, ${shared.length} sharing a chunk`);

let failed = false;
if (total > HOME_BUDGET_KB) { console.error(`FAIL: the home page loads ${total.toFixed(1)} KB gzip of JavaScript, over ${HOME_BUDGET_KB} KB`); failed = true; }
if (notSplit.length > 0) { console.error(`FAIL: not lazy-loaded: ${notSplit.join(', ')}`); failed = true; }
if (shared.length > 0) { console.error(`FAIL: pages sharing a chunk: ${shared.map((s) => s.join(' + ')).join('; ')}`); failed = true; }
process.exit(failed ? 1 : 0);
