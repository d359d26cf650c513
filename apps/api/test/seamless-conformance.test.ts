import { generateKeyPairSync } from 'node:crypto';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../src/config.js';
import { createTestApp, createTestDatabase, type TestApp } from './support/app.js';
import { startPortalProcess, type PortalProcess } from './support/server-process.js';

/**
 * The seamless wallet conformance suite (tools/conformance, docs/seamless-conformance.md#the-conformance-suite)
 * against the portal as `pnpm start` runs it: its own process over its own database, spoken to only
 * over HTTP, as a provider would. Every case must pass.
 */
interface Conformance {
  cases: { name: string }[];
  runConformance(o: { base: string; privateKeyPem: string; platname: string; log: (line: string) => void }): Promise<{
    passed: number;
    failed: { name: string; error: string }[];
  }>;
}

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let server: PortalProcess;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await createTestApp({}, { databaseUrl: db.url, poolSize: 2 });
  // The platform's row, as the seed makes it for the simulator; the suite saves its key and template.
  await t.prisma.platform.create({ data: { platname: 'SIM', name: 'SIM games', adapter: 'seamless', brand: '', defaultGame: 'slot1', sort: 90 } });
  server = await startPortalProcess({ env: { DATABASE_URL: db.url } });
}, 180_000);

afterAll(async () => {
  await server?.stop(5_000);
  await t?.close();
  await db?.drop();
});

describe('the seamless wallet conformance suite', () => {
  it('passes every case against the built server', async () => {
    const suite = (await import(pathToFileURL(path.join(REPO_ROOT, 'tools/conformance/run.mjs')).href)) as Conformance;
    expect(suite.cases.length).toBeGreaterThanOrEqual(60);
    const privateKeyPem = generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const lines: string[] = [];
    const result = await suite.runConformance({ base: server.url, privateKeyPem, platname: 'SIM', log: (line) => lines.push(line) });
    console.log(lines.filter((l) => !l.startsWith('PASS')).join('\n'));
    expect(result.failed).toEqual([]);
    expect(result.passed).toBe(suite.cases.length);
  }, 600_000);
});
