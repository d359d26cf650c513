// The read benchmark's load generator: autocannon in a child process of its own (in a worker
// thread autocannon changes its reply format), so the clients' CPU is not charged to the server's
// event loop. Prints { rate, requests, p50, p99, non2xx, errors, cpuMs } as JSON on its last line.
import autocannon from 'autocannon';

const { url, token, connections, seconds } = JSON.parse(process.argv[2]);
const result = await autocannon({
  url,
  method: 'POST',
  connections,
  duration: seconds,
  headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
  body: '{}',
});
const cpu = process.cpuUsage();
console.log(
  JSON.stringify({
    rate: result.requests.total / (result.duration || seconds),
    requests: result.requests.total,
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
    cpuMs: (cpu.user + cpu.system) / 1000,
  }),
);
