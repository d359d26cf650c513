import { defineRoutes } from '../api/define.js';
import { ROLES } from '../staff/roles.js';
import {
  LOTTERY_CANCEL_ORDER,
  lotteryAdminDrawsSchema,
  lotteryCancelSchema,
  lotteryChainsSchema,
  lotteryGameSaveSchema,
  lotteryReportSchema,
  lotteryVerifySchema,
} from './schemas.js';
import {
  lotteryAdminDrawsReply,
  lotteryAdminGameReply,
  lotteryAdminGamesReply,
  lotteryCancelReply,
  lotteryChainsReply,
  lotteryReportReply,
  lotteryVerifyReply,
} from './replies.js';

/**
 * The lottery's routes of the API table: anyone's verification of a draw and of the chains, and
 * the desk's. The player's API (/play/api/lottery/*) belongs to the lottery platform, authorised by
 * the launch token, outside this table (docs/lottery.md#the-player-api).
 */
export const lotteryRoutes = defineRoutes({
  'lottery.verify': {
    method: 'get',
    path: '/api/lottery/verify',
    realm: 'public',
    summary: "A draw's hash, seed, result and place on its chain, to verify it",
    request: lotteryVerifySchema,
    source: 'query',
    reply: lotteryVerifyReply,
  },
  'lottery.chains': {
    method: 'get',
    path: '/api/lottery/chains',
    realm: 'public',
    summary: "A lottery game's hash chains and their terminal hashes",
    request: lotteryChainsSchema,
    source: 'query',
    reply: lotteryChainsReply,
  },
  'lottery.games': {
    method: 'post',
    path: '/api/admin/lottery/games',
    realm: 'staff',
    roles: ROLES.moneyDesk,
    summary: 'The lottery games: on/off, stakes, payout cap, odds and house edge of every bet type',
    reply: lotteryAdminGamesReply,
  },
  'lottery.gamesSave': {
    method: 'post',
    path: '/api/admin/lottery/games/save',
    realm: 'staff',
    roles: ROLES.operations,
    summary: 'Change a lottery game: on/off, stakes, payout cap, odds (within the edge bounds)',
    request: lotteryGameSaveSchema,
    idempotent: 'admin.lottery.games.save',
    reply: lotteryAdminGameReply,
  },
  'lottery.draws': {
    method: 'post',
    path: '/api/admin/lottery/draws',
    realm: 'staff',
    roles: ROLES.moneyDesk,
    summary: "The lottery's draws: state, bets, stake, payout, the house's result",
    request: lotteryAdminDrawsSchema,
    reply: lotteryAdminDrawsReply,
  },
  'lottery.cancel': {
    method: 'post',
    path: '/api/admin/lottery/cancel',
    realm: 'staff',
    roles: ROLES.operations,
    summary: 'Cancel a draw not yet drawn and refund its bets',
    request: lotteryCancelSchema,
    order: LOTTERY_CANCEL_ORDER,
    idempotent: 'admin.lottery.cancel',
    reply: lotteryCancelReply,
  },
  'lottery.report': {
    method: 'post',
    path: '/api/admin/lottery/report',
    realm: 'staff',
    roles: ROLES.moneyDesk,
    summary: "The lottery's profit and loss by day",
    request: lotteryReportSchema,
    reply: lotteryReportReply,
  },
});
