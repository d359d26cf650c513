import type { Core } from '../../core.js';
import type { Module } from '../types.js';
import { createCleanup } from './cleanup.js';

export type { CleanupResult } from './cleanup.js';

/** Background upkeep of the rows floods and time leave behind: the cleanup job. */
export function housekeepingModule(core: Core): Module & { cleanup: ReturnType<typeof createCleanup> } {
  const { config, sql } = core;
  const cleanup = createCleanup({ sql, idempotencyKeepHours: config.jobs.idempotencyKeepHours });
  return {
    name: 'housekeeping',
    cleanup,
    jobs: [{ name: 'cleanup', schedule: config.jobs.cleanupCron, run: () => cleanup.run() }],
  };
}
