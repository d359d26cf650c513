// The sportsbook benchmark's load generator, a process of its own: one HTTP/1.1 keep-alive
// connection per client, requests written and replies read on the socket directly (as
// transfer-clients.mjs does). Each client places singles of 10.00 on its own selection through
// the player API with its launch token.
// Argument: JSON { base, clients: [{ token, outcome_id, odds }], total }. Prints { seconds, cpuMs } (or { error }) as JSON on its last line.
import net from 'node:net';

const { base, clients, total } = JSON.parse(process.argv[2]);
const { hostname, port } = new URL(base);

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
            `Authorization: Bearer ${token}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
        );
      });
    },
    close: () => socket.destroy(),
  };
}

let next = 0;
const connections = clients.map(() => connection());
const started = performance.now();
try {
  await Promise.all(
    clients.map(async (c, i) => {
      const slip = { type: 'single', selections: [{ outcome_id: c.outcome_id, odds: c.odds }], stake: 10, accept: 'any' };
      while (next < total) {
        next += 1;
        const reply = await connections[i].post('/play/api/sports/bet', c.token, slip);
        if (reply.code !== 200) throw new Error(`client ${i}: ${reply.code} ${reply.message}`);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  const cpu = process.cpuUsage();
  console.log(JSON.stringify({ seconds, cpuMs: (cpu.user + cpu.system) / 1000 }));
} catch (err) {
  console.log(JSON.stringify({ error: String(err) }));
} finally {
  for (const c of connections) c.close();
}
