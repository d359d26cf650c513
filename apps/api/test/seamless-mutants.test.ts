import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.js';
import { createTestApp, createTestDatabase, type TestApp } from './support/app.js';

/**
 * The mutation check of the conformance suite (tools/conformance/mutants.mjs,
 * docs/seamless-conformance.md#the-mutation-check): every break of breaks.mjs, applied to a copy
 * of the built server, started on one database, must make some case fail, and every case must
 * fail against some break. seamless-conformance.test.ts checks that every case passes against
 * the unbroken server.
 */
interface MutantRun {
  results: { name: string; ran: string[]; caught: string[]; ms: number }[];
  uncaughtCases: string[];
  silentBreaks: string[];
}
interface Mutants {
  breaks: { name: string }[];
  cases: { name: string }[];
  runMutants(o: { databaseUrl: string; log: (line: string) => void }): Promise<MutantRun>;
}

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await createTestApp({}, { databaseUrl: db.url, poolSize: 2 });
  await t.prisma.platform.create({ data: { platname: 'SIM', name: 'SIM games', adapter: 'seamless', brand: '', defaultGame: 'slot1', sort: 90 } });
}, 180_000);

afterAll(async () => {
  await t?.close();
  await db?.drop();
});

describe('the mutation check of the seamless conformance suite', () => {
  it('every break is caught by a case and every case catches a break', async () => {
    const mutants = (await import(pathToFileURL(path.join(REPO_ROOT, 'tools/conformance/mutants.mjs')).href)) as Mutants;
    const lines: string[] = [];
    const started = Date.now();
    const run = await mutants.runMutants({ databaseUrl: db.url, log: (line) => lines.push(line) });
    console.log(`${lines.join('\n')}\n(${((Date.now() - started) / 1000).toFixed(0)} s)`);
    expect(run.silentBreaks).toEqual([]);
    expect(run.uncaughtCases).toEqual([]);
    expect(run.results.map((r) => r.name)).toEqual(mutants.breaks.map((b) => b.name));
  }, 900_000);
});
