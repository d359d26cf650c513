import { defineRoutes } from '../api/define.js';
import { ROLES } from '../staff/roles.js';
import { chainMyAddressReply, chainPayoutReply, chainStatusReply, chainTransferRowSchema, chainTransfersReply } from './replies.js';
import { chainApproveSchema, chainMyAddressSchema, chainPayoutSchema, chainRejectSchema, chainRescanSchema, chainTransfersSchema } from './schemas.js';

/** The back office's chain screen: the watchers' progress, every observed transfer, a rescan, the held transfers' decisions. */
export const chainRoutes = defineRoutes({
  'chain.status': {
    method: 'post',
    path: '/api/admin/chain',
    realm: 'staff',
    roles: ROLES.finance,
    summary: 'Per chain: cursor, head, lag, last provider error, transfers by state',
    reply: chainStatusReply,
  },
  'chain.transfers': {
    method: 'post',
    path: '/api/admin/chain/transfers',
    realm: 'staff',
    roles: ROLES.finance,
    summary: 'Observed transfers to members’ deposit addresses, newest first, with filters',
    request: chainTransfersSchema,
    reply: chainTransfersReply,
  },
  'chain.rescan': {
    method: 'post',
    path: '/api/admin/chain/rescan',
    realm: 'staff',
    roles: ROLES.finance,
    summary: 'Read a chain again from a block (transfers are recorded and credited once: unique chain + tx + log index)',
    request: chainRescanSchema,
    reply: chainStatusReply,
  },
  'chain.approve': {
    method: 'post',
    path: '/api/admin/chain/approve',
    realm: 'staff',
    roles: ROLES.finance,
    summary: 'Credit a held transfer (with its deposit order)',
    request: chainApproveSchema,
    reply: chainTransferRowSchema,
  },
  'chain.reject': {
    method: 'post',
    path: '/api/admin/chain/reject',
    realm: 'staff',
    roles: ROLES.finance,
    summary: 'Reject a held transfer (recorded as ignored with the reason; nothing credited)',
    request: chainRejectSchema,
    reply: chainTransferRowSchema,
  },
  'withdrawals.payout': {
    method: 'post',
    path: '/api/admin/withdrawals/payout',
    realm: 'staff',
    roles: ROLES.finance,
    summary: 'Record the tx hash that paid an approved USDT withdrawal; the chain watcher verifies it (token, hot wallet, bound address, exact amount)',
    request: chainPayoutSchema,
    order: ['order_no', 'tx_hash'],
    reply: chainPayoutReply,
  },
  'chain.myAddress': {
    method: 'post',
    path: '/api/usdt/address',
    realm: 'member',
    summary: "The member's own USDT deposit address of a protocol with its QR, confirmations and minimum (null when that protocol has no own addresses)",
    request: chainMyAddressSchema,
    reply: chainMyAddressReply,
  },
});
