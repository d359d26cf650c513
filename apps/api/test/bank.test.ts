import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/app.js';
import { runBank } from './support/bank.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ CAPTCHA_MODE: 'off' }, { poolSize: 12 });
});
afterAll(() => t.close());

describe('the bank: concurrent money over HTTP keeps every invariant', () => {
  it('16 clients (two per member) doing transfers, recalls, game rounds and replays', async () => {
    const report = await runBank(t, { clients: 16, members: 8, operationsPerClient: 160, creditPerMember: 2000 });
    console.log(`bank: ${report.operations} operations in ${report.seconds.toFixed(1)} s`, report.byKind, 'codes', report.codes);
    expect(report.operations).toBeGreaterThanOrEqual(2500);
    expect(report.replays).toBeGreaterThan(100);
    expect(report.codes['200']).toBeGreaterThan(report.operations / 2);
  }, 300_000);
});
