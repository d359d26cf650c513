// The transfer benchmark's load generator, a process of its own (neither the server's nor the
// orchestrator's). Like wrk, it keeps one HTTP/1.1 keep-alive connection per client and writes
// requests and reads replies on the socket directly, so the generator itself takes little of the
// machine. Each client alternates transfers in and out of the PC game wallet.
// Argument: JSON { base, tokens, total }. Prints { seconds, cpuMs, busy } (or { error }) as JSON on its last line;
// busy: replies 409 sent again.
import { randomUUID } from 'node:crypto';
import net from 'node:net';

const { base, tokens, total } = JSON.parse(process.argv[2]);
const { hostname, port } = new URL(base);

/** One keep-alive connection that sends a request and resolves with the parsed JSON reply. */
function connection() {
  const socket = net.connect({ host: hostname, port: Number(port) });
  socket.setNoDelay(true);
  let buffer = Buffer.alloc(0);
  let waiting = null;
  socket.on('data', (chunk) => {
    buffer = Buffer.concat([buffer, chunk]);
    const end = buffer.indexOf('\r\n\r\n');
    if (end < 0 || !waiting) return;
    const head = buffer.subarray(0, end).toString('latin1');
    const length = Number(/content-length:\s*(\d+)/i.exec(head)?.[1] ?? -1);
    if (length < 0) return waiting.reject(new Error(`no content-length in reply: ${head}`));
    if (buffer.length < end + 4 + length) return;
    const body = buffer.subarray(end + 4, end + 4 + length).toString('utf8');
    buffer = buffer.subarray(end + 4 + length);
    const done = waiting;
    waiting = null;
    try {
      done.resolve(JSON.parse(body));
    } catch (err) {
      done.reject(err);
    }
  });
  socket.on('error', (err) => waiting?.reject(err));
  return {
    post(path, token, payload) {
      const body = JSON.stringify(payload);
      return new Promise((resolve, reject) => {
        waiting = { resolve, reject };
        socket.write(
          `POST ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: keep-alive\r\nContent-Type: application/json\r\n` +
            `Authorization: Bearer ${token}\r\nIdempotency-Key: ${randomUUID()}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
        );
      });
    },
    close: () => socket.destroy(),
  };
}

let next = 0;
let busy = 0;
const connections = tokens.map(() => connection());
const started = performance.now();
try {
  await Promise.all(
    tokens.map(async (token, client) => {
      for (let i = 0; next < total; i++) {
        next += 1;
        const path = i % 2 === 0 ? '/api/PCGameTransferIn' : '/api/PCGameTransferOut';
        let reply = await connections[client].post(path, token, { amount: 1 });
        // 409: the bet sync job was reconciling this member's platform account (its marker is the
        // member's one pending transfer); nothing was written, and the member's app sends it again.
        for (let tries = 0; reply.code === 409 && tries < 20; tries++) {
          busy += 1;
          reply = await connections[client].post(path, token, { amount: 1 });
        }
        if (reply.code !== 200) throw new Error(`client ${client}: ${path} ${reply.code} ${reply.message}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage();
  console.log(JSON.stringify({ seconds, cpuMs: (cpu.user + cpu.system) / 1000, busy }));
} catch (err) {
  console.log(JSON.stringify({ error: String(err) }));
} finally {
  for (const c of connections) c.close();
}
