import net from 'node:net';

/**
 * What the database is sent, counted at its door: a TCP proxy in front of PostgreSQL that reads
 * the frontend protocol of every connection through it (the API's pg pools, Prisma's adapter) and
 * records each statement the server is asked to execute and each round trip: the client sends
 * while it waits for no reply on that connection (statements pipelined behind others, sent before
 * their replies came back, share their round trip). Counted, not timed: the same request costs the
 * same figures on a busy machine and a quiet one.
 */
export interface Statement {
  /** The SQL text (a named prepared statement's text is remembered from its Parse on that connection). */
  text: string;
  /** 'simple' for the simple query protocol (BEGIN/COMMIT from pg's client.query('BEGIN')), else 'extended'. */
  protocol: 'simple' | 'extended';
  /** The connection it came on (1, 2, ... in the order they were opened). */
  connection: number;
}

export interface StatementCounter {
  /** A connection string to the same database through the proxy. */
  url: string;
  /** Statements executed and round trips since the last reset(). */
  statements(): Statement[];
  roundTrips(): number;
  reset(): void;
  close(): Promise<void>;
}

export interface CounterOptions {
  /**
   * Statements that are not the measured request's own (e.g. the session cache's background renewal,
   * sent at most once a second per token whenever its timer falls): neither they nor a round trip that
   * carries only them are counted.
   */
  ignore?: (text: string) => boolean;
}

export async function countStatements(databaseUrl: string, { ignore = () => false }: CounterOptions = {}): Promise<StatementCounter> {
  const target = new URL(databaseUrl);
  let statements: Statement[] = [];
  let roundTrips = 0;
  let connections = 0;
  const sockets = new Set<net.Socket>();

  const server = net.createServer((client) => {
    const connection = (connections += 1);
    const upstream = net.connect({ host: target.hostname, port: Number(target.port || 5432) });
    sockets.add(client).add(upstream);
    const named = new Map<string, string>();
    let bound = '';
    let started = false;
    let buffer = Buffer.alloc(0);
    // Replies (ReadyForQuery) the client still waits for on this connection, in order: whether each
    // one's batch was counted (an ignored statement's batch is waited for but not counted).
    const outstanding: boolean[] = [];
    let sslAnswer = false;
    let replies = Buffer.alloc(0);
    // Whether the batch being sent (statements since the last Sync) has a counted statement.
    let batchCounted = false;
    const send = (counted: boolean) => {
      if (counted && !outstanding.includes(true)) roundTrips += 1;
      outstanding.push(counted);
      batchCounted = false;
    };
    const readReplies = () => {
      if (sslAnswer && replies.length > 0) {
        sslAnswer = false;
        replies = replies.subarray(1); // 'N' or 'S', one byte, before anything else
      }
      while (replies.length >= 5) {
        const length = replies.readInt32BE(1);
        if (replies.length < 1 + length) return;
        if (replies[0] === 0x5a) outstanding.shift(); // 'Z' ReadyForQuery
        replies = replies.subarray(1 + length);
      }
    };
    const cstring = (b: Buffer, at: number) => {
      const end = b.indexOf(0, at);
      return { value: b.toString('utf8', at, end), next: end + 1 };
    };
    const read = () => {
      for (;;) {
        if (!started) {
          // The startup packet (or an SSLRequest before it) has no type byte.
          if (buffer.length < 8) return;
          const length = buffer.readInt32BE(0);
          if (buffer.length < length) return;
          const code = buffer.readInt32BE(4);
          buffer = buffer.subarray(length);
          if (code !== 80877103)
            started = true; // not an SSLRequest: the real startup message
          else sslAnswer = true;
          continue;
        }
        if (buffer.length < 5) return;
        const length = buffer.readInt32BE(1);
        if (buffer.length < 1 + length) return;
        const type = String.fromCharCode(buffer[0]!);
        const body = buffer.subarray(5, 1 + length);
        buffer = buffer.subarray(1 + length);
        if (type === 'Q') {
          const text = cstring(body, 0).value;
          const counted = !ignore(text);
          if (counted) statements.push({ text, protocol: 'simple', connection });
          send(counted);
        } else if (type === 'P') {
          const name = cstring(body, 0);
          named.set(name.value, cstring(body, name.next).value);
        } else if (type === 'B') {
          const portal = cstring(body, 0);
          bound = named.get(cstring(body, portal.next).value) ?? '?';
        } else if (type === 'E') {
          if (!ignore(bound)) {
            statements.push({ text: bound, protocol: 'extended', connection });
            batchCounted = true;
          }
        } else if (type === 'S') {
          send(batchCounted);
        }
      }
    };
    client.on('data', (chunk: Buffer) => {
      buffer = Buffer.concat([buffer, chunk]);
      read();
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => {
      // The startup's replies (authentication, parameters) come before the first ReadyForQuery, which
      // the client did not "send" for: it is counted against nothing (nothing is outstanding: the shift finds an empty list).
      replies = Buffer.concat([replies, chunk]);
      readReplies();
      client.write(chunk);
    });
    const end = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    client.on('close', end).on('error', end);
    upstream.on('close', end).on('error', end);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(databaseUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as net.AddressInfo).port);
  return {
    url: url.toString(),
    statements: () => [...statements],
    roundTrips: () => roundTrips,
    reset() {
      statements = [];
      roundTrips = 0;
    },
    async close() {
      for (const s of sockets) s.destroy();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
