import { randomInt, randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { Server } from 'node:http';
import { expect } from 'vitest';
import { Prisma } from '../../src/db/client.js';
import { checkLedger } from '../../src/modules/wallet/invariants.js';
import { adminToken, credit, registerMember, type TestApp } from './app.js';

/**
 * The "bank": concurrent clients over real HTTP doing random transfers into and out of platforms,
 * recalls, game rounds and replays of idempotency keys. Afterwards every invariant must hold and
 * the money in the system must equal what was put in plus what the games paid out.
 */
export interface BankOptions {
  clients: number;
  members: number;
  operationsPerClient: number;
  creditPerMember: number;
}

export interface BankReport {
  operations: number;
  byKind: Record<string, number>;
  codes: Record<string, number>;
  replays: number;
  seconds: number;
  /** Game rounds left unanswered (their server died under them; they are not retried). */
  lost: number;
}

const PLATFORMS = ['PCGAME', 'AG', 'PP'];
type Reply = { code: number; message: string; data: any };

export async function runBank(t: TestApp, options: BankOptions): Promise<BankReport> {
  const server: Server = await new Promise((resolve) => {
    const s = t.app.listen(0, '127.0.0.1', () => resolve(s));
  });
  try {
    return await runBankAgainst(t, options, `http://127.0.0.1:${(server.address() as AddressInfo).port}`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

/** The bank against a server at `base` (e.g. the built server in its own process, on t's database); `progress` is called after each operation. */
export async function runBankAgainst(
  t: TestApp,
  options: BankOptions,
  base: string,
  progress?: (done: number, op: { kind: string; code: number }) => void,
): Promise<BankReport> {
  const call = async (path: string, body: object, token: string, key?: string): Promise<Reply> => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
    if (key) headers['Idempotency-Key'] = key;
    const res = await fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });
    expect(res.status, `${path} answered HTTP ${res.status}`).toBeLessThan(500);
    return (await res.json()) as Reply;
  };
  return bank(t, options, { call, base, progress });
}

/**
 * How the bank reaches the servers: `call` answers the reply, or null when a request without an
 * Idempotency-Key went unanswered (a server died under it) and cannot be retried safely.
 */
export interface BankTransport {
  call(path: string, body: object, token: string, key?: string): Promise<Reply | null>;
  /** Where the game pages are (launch URLs are resolved against it). */
  base: string;
  /** Called after each operation with the number done so far (e.g. to kill a server mid-run). */
  progress?(done: number, op: { kind: string; code: number }): void;
  /** A server may die mid-request, so a retried transfer may answer pending (210). */
  pendingAfterCrash?: boolean;
}

async function bank(t: TestApp, options: BankOptions, { call: send, base, progress, pendingAfterCrash = false }: BankTransport): Promise<BankReport> {
  {
    const admin = await adminToken(t);
    const members: Awaited<ReturnType<typeof registerMember>>[] = [];
    for (let i = 0; i < options.members; i++) {
      const m = await registerMember(t);
      await credit(t, m.form.name, options.creditPerMember, admin);
      members.push(m);
    }

    let lost = 0;
    const call = async (path: string, body: object, token: string, key?: string): Promise<Reply> => {
      const reply = await send(path, body, token, key);
      if (reply) return reply;
      lost += 1;
      return { code: -1, message: 'unanswered', data: null };
    };

    // Launch tokens for the game rounds (one per member and platform).
    const playTokens = new Map<string, string>();
    for (const [i, m] of members.entries()) {
      for (const platname of PLATFORMS) {
        const launched = await call('/api/getGameUrl', { plat_name: platname, game_code: '0' }, m.token);
        expect(launched.code, launched.message).toBe(200);
        playTokens.set(`${i}:${platname}`, new URL(launched.data.url, base).searchParams.get('t')!);
      }
    }

    const byKind: Record<string, number> = {};
    const codes: Record<string, number> = {};
    let replays = 0;
    let done = 0;
    const started = performance.now();
    await Promise.all(
      Array.from({ length: options.clients }, async (_, client) => {
        const memberIndex = client % members.length;
        const { token } = members[memberIndex]!;
        const sent: { path: string; body: object; key: string; reply: Reply }[] = [];
        for (let op = 0; op < options.operationsPerClient; op++) {
          const roll = randomInt(100);
          const platname = PLATFORMS[randomInt(PLATFORMS.length)]!;
          let kind: string;
          let reply: Reply;
          if (roll < 30) {
            kind = 'transfer-in';
            const key = randomUUID();
            const body = { amount: 1 + randomInt(60), sourcetype: 'center', targettype: platname };
            reply = await call('/api/transfer', body, token, key);
            sent.push({ path: '/api/transfer', body, key, reply });
          } else if (roll < 50) {
            kind = 'transfer-out';
            const key = randomUUID();
            const body = { amount: 1 + randomInt(60), sourcetype: platname, targettype: 'center' };
            reply = await call('/api/transfer', body, token, key);
            sent.push({ path: '/api/transfer', body, key, reply });
          } else if (roll < 55) {
            kind = 'recall';
            reply = await call('/api/transall', {}, token, randomUUID());
          } else if (roll < 85) {
            kind = 'bet';
            // The platform's own game (AG opens baccarat, PP the slot machine), any game in the PC hall.
            const game = platname === 'AG' ? 'baccarat' : platname === 'PP' ? 'slot' : ['slot', 'dice', 'baccarat'][randomInt(3)]!;
            const bet = 1 + randomInt(20);
            const body = game === 'slot' ? { game, bet, lines: 1 } : game === 'dice' ? { game, bet, pick: 'big' } : { game, bet, side: 'player' };
            reply = await call('/play/api/bet', body, playTokens.get(`${memberIndex}:${platname}`)!);
          } else if (sent.length > 0) {
            kind = 'replay';
            const first = sent[randomInt(sent.length)]!;
            reply = await call(first.path, first.body, token, first.key);
            // A finished request replays its first reply exactly (a concurrent duplicate may still be running: 409).
            if (first.reply.code !== 409 && first.reply.code !== -1) expect(reply).toEqual(first.reply);
            replays += 1;
          } else {
            kind = 'balance';
            reply = await call('/api/balance', {}, token);
          }
          byKind[kind] = (byKind[kind] ?? 0) + 1;
          codes[reply.code] = (codes[reply.code] ?? 0) + 1;
          done += 1;
          progress?.(done, { kind, code: reply.code });
          if (reply.code === -1) continue; // a game round whose server died under it: whatever it did is in the books
          // Only the outcomes a member may see: success, insufficient, in progress (another client of the same
          // member); a recall racing the other client's bets may also end partly done (209), moving nothing wrong.
          // Over several processes, one killed: a transfer whose first run died during its platform call answers pending (210) when retried.
          const allowed = kind === 'recall' ? [200, 209, 409] : [200, 208, 409];
          expect(pendingAfterCrash ? [...allowed, 210] : allowed, `${kind}: ${reply.code} ${reply.message}`).toContain(reply.code);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;

    // A transfer left pending by a server that died during its platform call is settled by the
    // repair job (on any process); wait for that before bringing everything home.
    const users = await t.prisma.user.findMany({ where: { username: { in: members.map((m) => m.form.name) } }, select: { id: true } });
    for (const until = performance.now() + 60_000; performance.now() < until; await new Promise((r) => setTimeout(r, 500))) {
      if ((await t.prisma.transfer.count({ where: { userId: { in: users.map((u) => u.id) }, state: 2 } })) === 0) break;
    }
    // Bring everything home, then check the books.
    for (const m of members) {
      let recalled = await call('/api/transall', {}, m.token);
      // Busy (409): a transfer of the member's being settled by the repair job right now.
      for (let tries = 0; recalled.code === 409 && tries < 50; tries++) {
        await new Promise((r) => setTimeout(r, 200));
        recalled = await call('/api/transall', {}, m.token);
      }
      expect(recalled.code, recalled.message).toBe(200);
    }
    // The bet sync job: records the bets and brings each platform account to the platform's balance.
    await t.services.betSync.syncAll();
    await checkBooks(
      t,
      members.map((m) => m.form.name),
      options.members * options.creditPerMember,
    );
    const operations = Object.values(byKind).reduce((a, b) => a + b, 0);
    return { operations, byKind, codes, replays, seconds, lost };
  }
}

/**
 * The bank over several server processes (each its own URL, one database): each request goes to
 * the next process in turn; one that gets no answer (its process died) is sent again with the same
 * Idempotency-Key to the next, until an answer that is not "in progress" (the dead process's
 * claim is free again after IDEMPOTENCY_LEASE_SECONDS). A game round has no key: it is not retried.
 */
export async function runBankAcross(t: TestApp, options: BankOptions & { urls: string[]; onProgress?: (done: number) => void }) {
  let turn = 0;
  const retried: { path: string; key: string; reply: Reply }[] = [];
  const post = async (url: string, path: string, body: object, token: string, key?: string): Promise<Reply | null> => {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` };
    if (key) headers['Idempotency-Key'] = key;
    try {
      const res = await fetch(`${url}${path}`, { method: 'POST', headers, body: JSON.stringify(body), signal: AbortSignal.timeout(30_000) });
      expect(res.status, `${path} answered HTTP ${res.status}`).toBeLessThan(500);
      return (await res.json()) as Reply;
    } catch (err) {
      if ((err as Error).name === 'AssertionError') throw err;
      return null;
    }
  };
  const call = async (path: string, body: object, token: string, key?: string): Promise<Reply | null> => {
    const first = await post(options.urls[turn++ % options.urls.length]!, path, body, token, key);
    if (first) return first;
    if (!key && path !== '/api/balance') return null;
    const until = performance.now() + 60_000;
    while (performance.now() < until) {
      await new Promise((r) => setTimeout(r, 200));
      const reply = await post(options.urls[turn++ % options.urls.length]!, path, body, token, key);
      if (reply && reply.code !== 409) {
        if (key) retried.push({ path, key, reply });
        return reply;
      }
    }
    throw new Error(`${path} with Idempotency-Key ${key} got no final answer from any process in 60 s`);
  };
  const report = await bank(t, options, { call, base: options.urls[0]!, progress: options.onProgress, pendingAfterCrash: true });
  return { ...report, retried };
}

/** The books of the bank's own members (other tests may share the database). */
export async function checkBooks(t: TestApp, usernames: string[], creditedTotal: number) {
  expect(await checkLedger(t.prisma)).toEqual([]);
  const users = await t.prisma.user.findMany({ where: { username: { in: usernames } }, select: { id: true } });
  const ids = users.map((u) => u.id);
  expect(await t.prisma.transfer.count({ where: { userId: { in: ids }, state: 2 } })).toBe(0);
  const sum = async (q: Promise<{ total: Prisma.Decimal | string | null }[]>) => new Prisma.Decimal((await q)[0]?.total ?? 0);
  const central = await sum(t.prisma.$queryRaw`SELECT SUM(balance) AS total FROM accounts WHERE kind = 'central' AND user_id = ANY(${ids}::int[])`);
  const gamesPaid = await sum(t.prisma.$queryRaw`
    SELECT SUM(b.payout - b.stake) AS total FROM builtin_bets b JOIN builtin_wallets w ON w.id = b.wallet_id WHERE w.player = ANY(${usernames}::text[])`);
  // After the final recall nothing is left at the platforms, in the books or in reality.
  const leftovers = await t.prisma.$queryRaw<{ code: string; balance: string }[]>`
    SELECT code, balance::text AS balance FROM accounts WHERE kind = 'platform' AND user_id = ANY(${ids}::int[]) AND balance <> 0
    UNION ALL SELECT 'builtin:' || brand || ':' || player, balance::text FROM builtin_wallets WHERE player = ANY(${usernames}::text[]) AND balance <> 0`;
  expect(leftovers, 'platform accounts or platform wallets left with money').toEqual([]);
  // Every cent is accounted for: what was credited, plus what the games paid out, minus what they took.
  expect(central.toFixed(2)).toBe(new Prisma.Decimal(creditedTotal).plus(gamesPaid).toFixed(2));
  // And the ledger booked exactly those game results against the house.
  const booked = await sum(t.prisma.$queryRaw`
    SELECT SUM(e.amount) AS total FROM journal_entries e JOIN journal_transactions j ON j.id = e.transaction_id JOIN accounts a ON a.id = e.account_id
    WHERE j.kind = 'game.result' AND a.kind = 'platform' AND a.user_id = ANY(${ids}::int[])`);
  expect(booked.toFixed(2)).toBe(gamesPaid.toFixed(2));
}
