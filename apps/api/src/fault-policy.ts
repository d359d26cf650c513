import { isConnectionError } from './db/errors.js';
import type { Logger } from './logger.js';

/**
 * What the process does with an error nothing caught. A lost or refused database connection (a
 * PostgreSQL restart, a failover, a terminated backend) is logged and the process keeps serving:
 * the pools replace the connection, the requests it failed got the 503 envelope. Anything else is
 * a bug: it is logged as fatal and the process exits with code 1 (as Node would, but through the
 * log), so a supervisor restarts it rather than letting it run in an unknown state.
 */
export function keepServingThroughDatabaseFaults(log: Logger, exit: (code: number) => void = (code) => process.exit(code)): void {
  const handle = (kind: string) => (err: unknown) => {
    if (isConnectionError(err)) {
      log.warn({ err, kind }, 'database connection lost outside a request; still serving');
      return;
    }
    log.fatal({ err, kind }, 'unexpected error; exiting');
    exit(1);
  };
  process.on('uncaughtException', handle('uncaughtException'));
  process.on('unhandledRejection', handle('unhandledRejection'));
}
