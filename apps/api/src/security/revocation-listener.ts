import pg from 'pg';
import type { Logger } from '../logger.js';
import { REVOCATIONS_CHANNEL, type Sessions } from './sessions.js';
import type { PasswordGuard } from './password-guard.js';

export interface RevocationListener {
  /** Resolves once the first LISTEN is in place. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

/**
 * One PostgreSQL connection per API process that LISTENs for revocations made by any process
 * (logout, password change, freeze, staff disable, role change, revoke-sessions) and drops those
 * tokens from this process's session cache at once; likewise a member's money lock after wrong
 * passwords (password-guard.ts). When the connection drops it reconnects
 * (1 s, then up to 10 s apart) and forgets every cached token, since announcements made meanwhile
 * were missed; until then the cache's SESSION_CACHE_MS bound is what limits a revoked token.
 */
export function listenForRevocations({
  url,
  sessions,
  passwordGuard,
  log,
}: {
  url: string;
  sessions: Pick<Sessions, 'revokedElsewhere' | 'forgetAll'>;
  passwordGuard?: Pick<PasswordGuard, 'lockedElsewhere' | 'forgetAll'>;
  log: Logger;
}): RevocationListener {
  let client: pg.Client | null = null;
  let stopped = false;
  let retryMs = 1000;
  let timer: NodeJS.Timeout | null = null;
  let markReady: () => void = () => {};
  const ready = new Promise<void>((resolve) => (markReady = resolve));

  const retry = () => {
    if (stopped || timer) return;
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, retryMs);
    timer.unref();
    retryMs = Math.min(retryMs * 2, 10_000);
  };

  async function connect(): Promise<void> {
    const c = new pg.Client({ connectionString: url });
    client = c;
    let lost = false;
    const onLost = (err?: Error) => {
      if (lost) return;
      lost = true;
      if (client === c) client = null;
      sessions.forgetAll();
      passwordGuard?.forgetAll();
      if (!stopped) log.warn({ err: err?.message }, 'session revocation listener lost its connection; reconnecting');
      void c.end().catch(() => {});
      retry();
    };
    c.on('error', onLost);
    c.on('end', () => onLost());
    c.on('notification', (n) => {
      if (n.channel !== REVOCATIONS_CHANNEL || !n.payload) return;
      sessions.revokedElsewhere(n.payload);
      passwordGuard?.lockedElsewhere(n.payload);
    });
    try {
      await c.connect();
      await c.query(`LISTEN ${REVOCATIONS_CHANNEL}`);
      if (stopped) return void (await c.end().catch(() => {}));
      retryMs = 1000;
      // Anything cached before the LISTEN took hold may have been revoked since.
      sessions.forgetAll();
      passwordGuard?.forgetAll();
      markReady();
    } catch (err) {
      onLost(err as Error);
    }
  }

  void connect();
  return {
    ready,
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      markReady();
      const c = client;
      client = null;
      await c?.end().catch(() => {});
    },
  };
}
