import { Router, type RequestHandler } from 'express';
import {
  amountSchema,
  CENTER_WALLET,
  MOBILE_PLATFORM,
  PC_PLATFORM,
  ReplyCode,
  TRANSFER_ORDER,
  transferSchema,
  transferStatusSchema,
  type PlatformBalance,
} from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import type { SqlPool } from '../../db/sql.js';
import { endpoint } from '../../http/endpoint.js';
import { AppError } from '../../http/errors.js';
import { idempotent } from '../../http/idempotency.js';
import type { TransferDirection } from '../../providers/types.js';
import type { Platforms } from '../games/platforms.js';
import { centralBalance } from './accounts.js';
import { formatMoney } from './money.js';
import type { TransferOutcome, Transfers } from './transfers.js';

interface Deps {
  sql: SqlPool;
  bookkeepingSql: SqlPool;
  transfers: Transfers;
  platforms: Platforms;
  member: RequestHandler;
}

/** The transfer routes of spec §7 and the Transfer screen (§2.5). */
export function walletRoutes({ sql, bookkeepingSql, transfers, platforms, member }: Deps): Router {
  const r = Router();

  async function reply(userId: number, outcome: TransferOutcome) {
    if (outcome.state === 'pending') throw new AppError(ReplyCode.transferPending, 'transfer.pending');
    if (outcome.state === 'failed') {
      throw outcome.reason === 'insufficient balance' ? new AppError(ReplyCode.overBalance, 'transfer.insufficient') : new AppError(ReplyCode.transferFailed, 'transfer.failed');
    }
    const balance = outcome.centralBalance ?? (await centralBalance(sql, userId));
    return { message: 'common.ok' as const, data: { balance: formatMoney(balance), order_no: outcome.orderNo } };
  }

  async function move(userId: number, platname: string, direction: TransferDirection, amount: number, requestKey?: string) {
    // Manual transfers are for members who move money themselves (transferstatus 0).
    return reply(userId, await transfers.transfer(userId, platname, direction, new Prisma.Decimal(amount), requestKey, true));
  }

  r.post('/transfer', member, idempotent(bookkeepingSql, 'transfer'), endpoint({ schema: transferSchema, order: TRANSFER_ORDER }, async (input, req) => {
    const into = input.sourcetype === CENTER_WALLET;
    return move(req.member!.userId, into ? input.targettype : input.sourcetype, into ? 'in' : 'out', input.amount, req.idempotencyKey);
  }));

  const fixed = (path: string, platname: string, direction: TransferDirection) =>
    r.post(path, member, idempotent(bookkeepingSql, path), endpoint({ schema: amountSchema }, async (input, req) => move(req.member!.userId, platname, direction, input.amount, req.idempotencyKey)));
  fixed('/PCGameTransferIn', PC_PLATFORM, 'in');
  fixed('/PCGameTransferOut', PC_PLATFORM, 'out');
  fixed('/MobileGameTransferIn', MOBILE_PLATFORM, 'in');
  fixed('/MobileGameTransferOut', MOBILE_PLATFORM, 'out');

  const platformBalance = (platname: string) =>
    endpoint({}, async (_i, req) => {
      const balances = await transfers.platformBalances(req.member!.userId);
      return { data: { balance: formatMoney(balances.get(platname) ?? 0) } };
    });
  r.post('/PCBalance', member, platformBalance(PC_PLATFORM));
  r.post('/MobileBalance', member, platformBalance(MOBILE_PLATFORM));

  r.post('/balancelist', member, endpoint({}, async (_i, req) => {
    const [list, balances] = await Promise.all([platforms.all(), transfers.platformBalances(req.member!.userId)]);
    const data: PlatformBalance[] = list.map((p) => ({ name: platforms.displayName(p, req.locale), platname: p.platname, balance: formatMoney(balances.get(p.platname) ?? 0) }));
    return { data };
  }));

  r.post('/transall', member, idempotent(bookkeepingSql, 'transall'), endpoint({}, async (_i, req) => {
    const { recalled, failed, busy } = await transfers.recallAll(req.member!.userId, req.idempotencyKey);
    if (failed > 0) throw new AppError(ReplyCode.transferFailed, 'transfer.recallPartial');
    if (busy) throw new AppError(ReplyCode.inProgress, 'transfer.busy');
    return { message: recalled > 0 ? 'transfer.recalled' : 'transfer.nothingToRecall', data: { balance: formatMoney(await centralBalance(sql, req.member!.userId)) } };
  }));

  // Only the transfer mode changes here (the original updated any column it was sent).
  r.post('/uptransferstatus', member, endpoint({ schema: transferStatusSchema }, async (input, req) => {
    await sql.query('UPDATE users SET transfer_status = $2, updated_at = now() WHERE id = $1', [req.member!.userId, input.transferstatus]);
    return { message: 'common.saved', data: { transferstatus: input.transferstatus } };
  }));

  return r;
}
