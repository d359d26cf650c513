import http from 'node:http';

export type Outcome = { status: number; code: number; at: number } | { error: string; at: number; reused: boolean };

/**
 * One client of a load test: its own keep-alive agent (one socket, reused between requests, as a
 * browser or a load balancer keeps them), POSTing JSON. A network failure is returned, not thrown.
 */
export function keepAliveClient(base: string) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  const url = new URL(base);
  function post(path: string, body: object, headers: Record<string, string>): Promise<Outcome> {
    const data = JSON.stringify(body);
    return new Promise((resolve) => {
      let reused = false;
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          path,
          method: 'POST',
          agent,
          headers: { 'Content-Type': 'application/json', 'Content-Length': Buffer.byteLength(data), ...headers },
        },
        (res) => {
          let text = '';
          res.setEncoding('utf8');
          res.on('data', (c: string) => (text += c));
          res.on('end', () => {
            let code = -1;
            try {
              code = (JSON.parse(text) as { code: number }).code;
            } catch {
              /* not an envelope */
            }
            resolve({ status: res.statusCode ?? 0, code, at: performance.now() });
          });
          res.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message, at: performance.now(), reused }));
        },
      );
      req.on('socket', (s) => {
        reused = (s as unknown as { _httpMessage?: unknown; reusedSocket?: boolean }).reusedSocket === true || req.reusedSocket;
      });
      req.on('error', (err: NodeJS.ErrnoException) => resolve({ error: err.code ?? err.message, at: performance.now(), reused: reused || req.reusedSocket }));
      req.end(data);
    });
  }
  return { post, close: () => agent.destroy() };
}
