import { z } from 'zod';
import { defineRoutes } from '../api/define.js';
import { ROLES } from '../staff/roles.js';
import { ADMIN_ADJUST_ORDER, adjustApproveSchema, adjustPendingSchema, adjustRejectSchema, adminAdjustSchema } from '../admin/schemas.js';
import { adjustmentPageReplySchema, adjustmentRowSchema, ledgerCheckReplySchema } from '../staff/replies.js';
import { checkScopeSchema } from '../staff/schemas.js';
import { amountSchema, payoutApproveSchema, payoutListSchema, payoutRejectSchema, TRANSFER_ORDER, transferSchema, transferStatusSchema } from './schemas.js';
import { balanceReplySchema, housePayoutPageSchema, housePayoutRowSchema, platformBalanceReply, transferReply, transferStatusReply } from './replies.js';

const fixedTransfer = <P extends string>(path: P, summary: string) =>
  ({ method: 'post', path: `/api${path}`, realm: 'member', summary, request: amountSchema, idempotent: path, reply: transferReply }) as const;

/** Transfers between the centre wallet and the game platforms (spec §2.5, §7); balance adjustments and the ledger check. */
export const walletRoutes = defineRoutes({
  'wallet.transfer': {
    method: 'post',
    path: '/api/transfer',
    realm: 'member',
    summary: 'Transfer between the centre wallet and a platform',
    request: transferSchema,
    order: TRANSFER_ORDER,
    idempotent: 'transfer',
    reply: transferReply,
  },
  'wallet.pcTransferIn': fixedTransfer('/PCGameTransferIn', 'Transfer into the PC platform'),
  'wallet.pcTransferOut': fixedTransfer('/PCGameTransferOut', 'Transfer out of the PC platform'),
  'wallet.mobileTransferIn': fixedTransfer('/MobileGameTransferIn', 'Transfer into the mobile platform'),
  'wallet.mobileTransferOut': fixedTransfer('/MobileGameTransferOut', 'Transfer out of the mobile platform'),
  'wallet.balance': { method: 'post', path: '/api/balance', realm: 'member', summary: 'The centre wallet balance', reply: balanceReplySchema },
  'wallet.pcBalance': { method: 'post', path: '/api/PCBalance', realm: 'member', summary: 'The PC platform balance', reply: balanceReplySchema },
  'wallet.mobileBalance': { method: 'post', path: '/api/MobileBalance', realm: 'member', summary: 'The mobile platform balance', reply: balanceReplySchema },
  'wallet.balanceList': { method: 'post', path: '/api/balancelist', realm: 'member', summary: 'Every platform balance', reply: z.array(platformBalanceReply) },
  'wallet.recallAll': {
    method: 'post',
    path: '/api/transall',
    realm: 'member',
    summary: 'Bring every platform balance back to the centre wallet',
    idempotent: 'transall',
    reply: balanceReplySchema,
  },
  'wallet.transferMode': {
    method: 'post',
    path: '/api/uptransferstatus',
    realm: 'member',
    summary: 'Automatic or manual transfers',
    request: transferStatusSchema,
    reply: transferStatusReply,
  },

  'adjust.create': {
    method: 'post',
    path: '/api/admin/adjust',
    realm: 'staff',
    roles: ROLES.finance,
    summary: "Adjust a member's balance (four eyes above ADJUST_REVIEW_ABOVE)",
    request: adminAdjustSchema,
    order: ADMIN_ADJUST_ORDER,
    idempotent: 'admin.adjust',
    reply: adjustmentRowSchema,
  },
  'adjust.pending': {
    method: 'post',
    path: '/api/admin/adjust/pending',
    realm: 'staff',
    roles: ROLES.finance,
    summary: 'Adjustments waiting for a second person',
    request: adjustPendingSchema,
    reply: adjustmentPageReplySchema,
  },
  'adjust.approve': {
    method: 'post',
    path: '/api/admin/adjust/approve',
    realm: 'staff',
    roles: ROLES.finance,
    summary: 'Approve a pending adjustment (never its requester)',
    request: adjustApproveSchema,
    reply: adjustmentRowSchema,
  },
  'adjust.reject': {
    method: 'post',
    path: '/api/admin/adjust/reject',
    realm: 'staff',
    roles: ROLES.finance,
    summary: 'Reject a pending adjustment',
    request: adjustRejectSchema,
    reply: adjustmentRowSchema,
  },
  'payouts.list': {
    method: 'post',
    path: '/api/admin/payouts',
    realm: 'staff',
    roles: ROLES.finance,
    summary: 'Payments out of a house account above their threshold, waiting for a second finance or super staff member (or decided)',
    request: payoutListSchema,
    reply: housePayoutPageSchema,
  },
  'payouts.approve': {
    method: 'post',
    path: '/api/admin/payouts/approve',
    realm: 'staff',
    roles: ROLES.finance,
    summary: 'Approve a queued payment: paid once (never by whoever asked for it or set its amount)',
    request: payoutApproveSchema,
    idempotent: 'admin.payouts.approve',
    reply: housePayoutRowSchema,
  },
  'payouts.reject': {
    method: 'post',
    path: '/api/admin/payouts/reject',
    realm: 'staff',
    roles: ROLES.finance,
    summary: 'Reject a queued payment with the reason: nothing is paid',
    request: payoutRejectSchema,
    idempotent: 'admin.payouts.reject',
    reply: housePayoutRowSchema,
  },
  'ledger.check': {
    method: 'post',
    path: '/api/admin/ledger/check',
    realm: 'staff',
    roles: ROLES.moneyDesk,
    summary: 'Check the ledger against the balances (from its checkpoint; full: true from the start)',
    request: checkScopeSchema,
    reply: ledgerCheckReplySchema,
  },
});
