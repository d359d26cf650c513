import { randomUUID } from 'node:crypto';
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, createTestDatabase, fundedMember, adminToken, type TestApp } from './support/app.js';
import { startPortalProcess, type PortalProcess } from './support/server-process.js';
import { keepAliveClient, type Outcome } from './support/keepalive-client.js';
import { checkLedger } from '../src/modules/wallet/invariants.js';

const SECRET = 'test-secret-test-secret-test-secret-0123456789';
const CLIENTS = 32;
const SHUTDOWN_TIMEOUT_SECONDS = 10;

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let t: TestApp;
let portal: PortalProcess | undefined;

beforeAll(async () => {
  db = await createTestDatabase();
  t = await createTestApp({ CAPTCHA_MODE: 'off', JWT_SECRET: SECRET }, { databaseUrl: db.url });
}, 120_000);

afterAll(async () => {
  await portal?.stop(2_000);
  await t?.close();
  await db?.drop();
});

type Sent = { kind: 'balance' | 'transfer'; key?: string; outcome: Outcome };

describe('SIGTERM under load', () => {
  it.each([1, 2])(
    `WEB_CONCURRENCY=%i, ${CLIENTS} keep-alive clients sending reads and transfers: no accepted request fails, money commands finish, the process exits 0 in time`,
    async (workers) => {
      portal = await startPortalProcess({
        env: { DATABASE_URL: db.url, JWT_SECRET: SECRET, SHUTDOWN_TIMEOUT_SECONDS: String(SHUTDOWN_TIMEOUT_SECONDS), WEB_CONCURRENCY: String(workers) },
      });
      const { url, exited } = portal;
      const admin = await adminToken(t);
      const members = await Promise.all(Array.from({ length: 8 }, () => fundedMember(t, 1000, admin)));
      const sent: Sent[] = [];
      let sigtermAt = Infinity;
      const until = performance.now() + 30_000; // bounded whatever happens
      const clients = Array.from({ length: CLIENTS }, () => keepAliveClient(url));
      const load = Promise.all(
        clients.map(async (client, i) => {
          const token = members[i % members.length]!.token;
          for (let n = 0; performance.now() < until; n++) {
            let entry: Sent;
            if (n % 2 === 0) {
              entry = { kind: 'balance', outcome: await client.post('/api/balance', {}, { Authorization: `Bearer ${token}` }) };
            } else {
              const key = randomUUID();
              const body = { amount: 1, sourcetype: n % 4 === 1 ? 'center' : 'PCGAME', targettype: n % 4 === 1 ? 'PCGAME' : 'center' };
              entry = {
                kind: 'transfer',
                key,
                outcome: await client.post('/api/transfer', body, { Authorization: `Bearer ${token}`, 'Idempotency-Key': key }),
              };
            }
            sent.push(entry);
            // Refused: the server is gone for this client (a load balancer would send it elsewhere).
            if ('error' in entry.outcome) break;
          }
          client.close();
        }),
      );
      await new Promise((r) => setTimeout(r, 3_000));
      sigtermAt = performance.now();
      portal.signal('SIGTERM');
      const exitCode = await exited;
      const exitedAfter = performance.now() - sigtermAt;
      await load;

      const answered = sent.filter((s) => 'status' in s.outcome);
      const failed = sent.filter((s) => 'error' in s.outcome);
      const answeredAfterSigterm = answered.filter((s) => s.outcome.at > sigtermAt).length;
      console.log(
        `shutdown (${workers} worker(s)): ${answered.length} answered (${answeredAfterSigterm} after SIGTERM), ${failed.length} refused, exit ${exitCode} after ${exitedAfter.toFixed(0)} ms`,
      );

      expect(answered.length).toBeGreaterThan(CLIENTS * 2);
      // Every reply is a real answer: no 5xx, and only the outcomes a member may see.
      const bad = answered.filter((s) => !('status' in s.outcome) || s.outcome.status !== 200 || ![200, 208, 409].includes(s.outcome.code));
      expect(bad.map((s) => s.outcome)).toEqual([]);
      // Every failure is a refused connection (nothing was accepted), never a reset of an accepted request.
      // (A reset shows whether it hit a kept-alive connection or a new one: `reused`.)
      expect(failed.map((s) => s.outcome).filter((o) => !('error' in o) || o.error !== 'ECONNREFUSED')).toEqual([]);
      expect(exitCode).toBe(0);
      expect(exitedAfter).toBeLessThan(SHUTDOWN_TIMEOUT_SECONDS * 1000);

      // Transfers: each answered one is booked, each refused one left nothing behind, none is left pending.
      const keysOf = (list: Sent[]) => list.filter((s) => s.kind === 'transfer').map((s) => s.key!);
      const booked = await t.prisma.$queryRaw<{ key: string; state: number }[]>`
      SELECT split_part(request_key, ':', 3) AS key, state FROM transfers WHERE split_part(request_key, ':', 3) = ANY(${keysOf(sent)}::text[])`;
      const bookedKeys = new Set(booked.map((r) => r.key));
      const answeredOk = answered.filter((s) => s.kind === 'transfer' && 'code' in s.outcome && s.outcome.code === 200);
      expect(answeredOk.filter((s) => !bookedKeys.has(s.key!))).toEqual([]);
      expect(keysOf(failed).filter((k) => bookedKeys.has(k))).toEqual([]);
      expect(booked.filter((r) => r.state === 2)).toEqual([]);
      expect(await checkLedger(t.prisma)).toEqual([]);
    },
    120_000,
  );

  it('a request that never ends does not hold the process: it exits (code 1) within SHUTDOWN_TIMEOUT_SECONDS', async () => {
    portal = await startPortalProcess({ env: { DATABASE_URL: db.url, JWT_SECRET: SECRET, SHUTDOWN_TIMEOUT_SECONDS: '3', JOBS_MODE: 'off' } });
    const { port, exited } = portal;
    // A client that announces a body and never sends all of it: its request stays in flight.
    const socket = net.connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    socket.on('error', () => {});
    socket.write('POST /api/balance HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":');
    await new Promise((r) => setTimeout(r, 300));
    const started = performance.now();
    portal.signal('SIGTERM');
    expect(await exited).toBe(1);
    expect(performance.now() - started).toBeLessThan(3_000);
    socket.destroy();
  }, 120_000);

  it('once SIGTERM arrives, /readyz on a connection already open says 503 draining (a load balancer sends nothing new)', async () => {
    portal = await startPortalProcess({ env: { DATABASE_URL: db.url, JWT_SECRET: SECRET, SHUTDOWN_TIMEOUT_SECONDS: '3', JOBS_MODE: 'off' } });
    const { port, exited } = portal;
    // A request left in flight keeps the process draining while the probe asks.
    const hanging = net.connect(port, '127.0.0.1');
    hanging.on('error', () => {});
    await new Promise<void>((resolve) => hanging.once('connect', () => resolve()));
    hanging.write('POST /api/balance HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"a":');
    const probe = net.connect(port, '127.0.0.1');
    probe.on('error', () => {});
    await new Promise<void>((resolve) => probe.once('connect', () => resolve()));
    const ask = () =>
      new Promise<string>((resolve) => {
        let text = '';
        const onData = (chunk: Buffer) => {
          text += chunk.toString();
          const head = text.indexOf('\r\n\r\n');
          const length = /content-length: (\d+)/i.exec(text)?.[1];
          if (head >= 0 && length && text.length >= head + 4 + Number(length)) {
            probe.off('data', onData);
            resolve(text);
          }
        };
        probe.on('data', onData);
        probe.write('GET /readyz HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
      });
    expect(await ask()).toMatch(/^HTTP\/1\.1 200[\s\S]*"status":"ok"/);
    portal.signal('SIGTERM');
    await new Promise((r) => setTimeout(r, 150));
    const during = await ask();
    expect(during).toMatch(/^HTTP\/1\.1 503/);
    expect(during).toContain('{"status":"draining"}');
    expect(during.toLowerCase()).toContain('connection: close');
    probe.destroy();
    expect(await exited).toBe(1);
    hanging.destroy();
  }, 120_000);
});
