import cron from 'node-cron';
import type { PrismaClient } from '../db/client.js';
import type { Logger } from '../logger.js';

export interface Job {
  name: string;
  /** node-cron expression (seconds field first), evaluated in Beijing time. */
  schedule: string;
  run(): Promise<unknown>;
}

/** Runs `fn` only where the cluster-wide advisory lock named `name` can be taken; otherwise skips. */
export async function withAdvisoryLock(prisma: PrismaClient, name: string, fn: () => Promise<unknown>): Promise<boolean> {
  return prisma.$transaction(
    async (tx) => {
      const [row] = await tx.$queryRaw<{ locked: boolean }[]>`SELECT pg_try_advisory_xact_lock(hashtext(${name})) AS locked`;
      if (!row?.locked) return false;
      await fn();
      return true;
    },
    { timeout: 10 * 60_000, maxWait: 10_000 },
  );
}

/** Starts the jobs; each run takes its advisory lock first, so only one process in a cluster runs it. */
export function startJobs(prisma: PrismaClient, jobs: Job[], log: Logger): () => Promise<void> {
  const tasks = jobs.map((job) =>
    cron.schedule(
      job.schedule,
      async () => {
        try {
          await withAdvisoryLock(prisma, `job:${job.name}`, job.run);
        } catch (err) {
          log.error({ err, job: job.name }, 'job failed');
        }
      },
      { name: job.name, timezone: 'Asia/Shanghai', noOverlap: true },
    ),
  );
  return async () => {
    await Promise.all(tasks.map((t) => t.stop()));
  };
}
