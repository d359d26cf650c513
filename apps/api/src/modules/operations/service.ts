import {
  AgentApplicationState,
  ApplyState,
  pageOf,
  TransferState,
  type JobRow,
  type JobRunInput,
  type JobRunReply,
  type PendingTransfersInput,
  type QueueCountsReply,
  type TransferRepairInput,
} from '@portal/contracts';
import type { SqlPool } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import type { AdminContext } from '../../context.js';
import { denied, notFound } from '../../errors.js';
import { runJob, type Job } from '../../jobs/scheduler.js';
import { formatMoney } from '../../money.js';
import { beijingDateTime } from '../../time.js';
import type { CashierBackOffice } from '../cashier/index.js';
import type { Audit } from '../../audit/log.js';
import { lastJobRuns, optionalCount as countIn, pendingTransferPage, staffName } from './store.js';
import type { Adjustments, PayoutQueue, Transfers } from '../wallet/index.js';

interface Deps {
  /** The jobs' runner (jobs/scheduler.ts) records runs through it. */
  sql: SqlPool;
  clock: Clock;
  audit: Audit;
  cashier: CashierBackOffice;
  transfers: Transfers;
  /** Balance adjustments waiting for a second staff member. */
  adjustments: Pick<Adjustments, 'pendingCount'>;
  /** Payments out of a house account waiting for a second finance or super staff member. */
  payouts: Pick<PayoutQueue, 'pendingCount'>;
  /** Every registered job of every module (read when asked: the modules are built after this one). */
  jobs: () => Job[];
}

const PAGE_SIZE = 20;

/** The back office's operations: queue badges, jobs and their runs, pending transfers and their repair. */
export function createOperationsService({ sql, clock, audit, cashier, transfers, adjustments, payouts, jobs }: Deps) {
  /** A count from a table another module owns, when that module is installed (null otherwise). */
  const optionalCount = (table: string, where: string) => countIn(sql, table, where);

  async function queueCounts(): Promise<QueueCountsReply> {
    const [money, adjusting, waiting, activity, agents] = await Promise.all([
      cashier.pendingCounts(clock.now()),
      adjustments.pendingCount(),
      payouts.pendingCount(),
      // Those approved with a bonus above the threshold wait in the payouts queue (finance's), not here.
      optionalCount('activity_applies', `state = ${ApplyState.pending} AND payout_id IS NULL`),
      optionalCount('agent_applications', `state = ${AgentApplicationState.pending}`),
    ]);
    return { ...money, adjustments: adjusting, house_payouts: waiting, activity_applications: activity ?? 0, agent_applications: agents };
  }

  async function jobList(): Promise<JobRow[]> {
    const all = jobs();
    const last = await lastJobRuns(sql);
    return all.map((j) => {
      const run = last.find((r) => r.name === j.name);
      return {
        name: j.name,
        schedule: j.schedule,
        last_run: run
          ? {
              started_at: beijingDateTime(run.started_at),
              finished_at: run.finished_at ? beijingDateTime(run.finished_at) : null,
              ok: run.ok,
              result: run.result,
              trigger: run.trigger,
            }
          : null,
      };
    });
  }

  /** Runs a registered job now, under its lock as the scheduler would; the run is recorded and audited. */
  async function runNow(ctx: AdminContext, input: JobRunInput): Promise<JobRunReply> {
    const job = jobs().find((j) => j.name === input.name);
    if (!job) throw notFound('staff.jobUnknown');
    const me = await staffName(sql, ctx.adminId);
    const outcome = await runJob(sql, job, { trigger: `admin:${me ?? ctx.adminId}` });
    await audit(sql, { adminId: ctx.adminId, action: 'job.run', target: job.name, detail: { ran: outcome.ran, ok: outcome.ok } });
    if (!outcome.ran) throw denied('staff.jobBusy');
    return {
      name: job.name,
      ...outcome,
      result: JSON.parse(JSON.stringify(outcome.result ?? null, (_k, v: unknown) => (typeof v === 'bigint' ? v.toString() : v))) as unknown,
    };
  }

  async function pendingTransfers(input: PendingTransfersInput) {
    const { rows, count } = await pendingTransferPage(sql, input.page, PAGE_SIZE);
    const data = rows.map((t) => ({ ...t, amount: formatMoney(t.amount), created_at: beijingDateTime(t.created_at) }));
    return pageOf(data, count, input.page, PAGE_SIZE);
  }

  /** Asks the platform what became of one pending transfer and settles or reverses it (the transfer-repair job's step, now). */
  async function repairTransfer(ctx: AdminContext, input: TransferRepairInput) {
    const outcome = await transfers.repairOne(input.order_no);
    if (!outcome) throw denied('staff.transferNotPending');
    const state = TransferState[outcome.state];
    await audit(sql, { adminId: ctx.adminId, action: 'transfer.repair', target: input.order_no, detail: { outcome: outcome.state } });
    return { order_no: input.order_no, state };
  }

  return { queueCounts, jobList, runNow, pendingTransfers, repairTransfer };
}

export type OperationsService = ReturnType<typeof createOperationsService>;
