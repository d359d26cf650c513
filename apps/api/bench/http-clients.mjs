// The HTTP load generator of the transfer benchmark, in a worker thread of its own so the clients'
// CPU is not charged to the API's event loop. Each client alternates transfers in and out of the PC game wallet.
import { randomUUID } from 'node:crypto';
import { parentPort, workerData } from 'node:worker_threads';

const { base, tokens, total } = workerData;
let next = 0;
const started = performance.now();
try {
  await Promise.all(
    tokens.map(async (token, client) => {
      for (let i = 0; next < total; i++) {
        next += 1;
        const path = i % 2 === 0 ? '/api/PCGameTransferIn' : '/api/PCGameTransferOut';
        const res = await fetch(`${base}${path}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, 'Idempotency-Key': randomUUID() },
          body: JSON.stringify({ amount: 1 }),
        });
        const body = await res.json();
        if (body.code !== 200) throw new Error(`client ${client}: ${path} ${body.code} ${body.message}`);
      }
    }),
  );
  parentPort.postMessage({ seconds: (performance.now() - started) / 1000 });
} catch (err) {
  parentPort.postMessage({ error: String(err) });
}
