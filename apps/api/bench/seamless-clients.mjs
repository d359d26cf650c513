// The seamless wallet benchmark's load generator, a process of its own. Bets of 0.01 CNY through the
// wallet API, signed beforehand (the provider's signing is not the portal's cost). Mode `open`: one
// request every 1/rate s whatever the replies (the latency a provider sees at that rate); mode
// `closed`: `concurrency` requests in flight (the most the portal does).
// Argument: JSON { base, platname, privateKeyPem, players: [{user, token}], total, mode, rate, concurrency }.
// Prints { seconds, sent, ok, statuses, p50, p99, cpuMs } (or { error }) as JSON on its last line.
import { createPrivateKey, createSign, randomUUID } from 'node:crypto';

const { base, platname, privateKeyPem, players, total, mode, rate, concurrency } = JSON.parse(process.argv[2]);
// The open loop first sends a second's worth of bets at its rate, not measured: a fresh load
// generator opens its connections (and compiles its code) then, and the latency measured is the
// portal's, not the first connections' set-up. Their replies must be RS_OK too.
const warmup = mode === 'open' ? Math.round(rate) : 0;
const key = createPrivateKey(privateKeyPem);
const url = `${base}/api/wallet/${platname}/transaction/bet`;
const bodies = Array.from({ length: warmup + total }, (_, i) => {
  const p = players[i % players.length];
  const raw = JSON.stringify({
    user: p.user,
    token: p.token,
    request_uuid: randomUUID(),
    transaction_uuid: randomUUID(),
    round: randomUUID(),
    game_code: 'slot1',
    currency: 'CNY',
    amount: 1000,
  });
  return { raw, sig: createSign('RSA-SHA256').update(raw).sign(key, 'base64') };
});
const latencies = [];
const statuses = {};
const cpuBefore = process.cpuUsage();

// A request that fails at the HTTP level (a connection reset by an overloaded server) counts under
// its error's code, its latency being the time to the failure: the run goes on and reports it.
async function send({ raw, sig }, measured = true) {
  const t0 = performance.now();
  let status;
  try {
    const res = await fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', 'x-hub88-signature': sig }, body: raw });
    status = (await res.json()).status;
  } catch (err) {
    status = `fetch failed: ${err.cause?.code ?? err.code ?? err.message}`;
  }
  if (!measured) {
    if (status !== 'RS_OK') warmupFailures.push(status);
    return;
  }
  latencies.push(performance.now() - t0);
  statuses[status] = (statuses[status] ?? 0) + 1;
}
const warmupFailures = [];

const scheduled = performance.now();
let started = scheduled;
try {
  if (mode === 'open') {
    const inflight = [];
    for (let i = 0; i < warmup + total; i++) {
      const due = scheduled + (i * 1000) / rate;
      const wait = due - performance.now();
      if (wait > 0) await new Promise((r) => setTimeout(r, wait));
      if (i === warmup) started = due;
      inflight.push(send(bodies[i], i >= warmup));
    }
    await Promise.all(inflight);
    if (warmupFailures.length > 0) throw new Error(`warm-up bets failed: ${[...new Set(warmupFailures)].join(', ')}`);
  } else {
    let next = 0;
    await Promise.all(
      Array.from({ length: concurrency }, async () => {
        while (next < total) await send(bodies[next++]);
      }),
    );
  }
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  const at = (q) => Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] * 10) / 10;
  const cpu = process.cpuUsage(cpuBefore);
  console.log(JSON.stringify({ seconds, sent: total, ok: statuses.RS_OK ?? 0, statuses, p50: at(0.5), p99: at(0.99), cpuMs: (cpu.user + cpu.system) / 1000 }));
} catch (err) {
  console.log(JSON.stringify({ error: String(err) }));
}
