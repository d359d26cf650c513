import { toChecksumAddress, type UsdtProtocol } from '@portal/contracts';
import type { HDKey } from '@scure/bip32';
import type { Core } from '../../core.js';
import type { Audit } from '../../audit/log.js';
import { createEndpoints } from '../../http/endpoint.js';
import type { Module } from '../types.js';
import type { UsdtPayee, WithdrawalPayouts } from '../cashier/index.js';
import type { PayoutQueue } from '../wallet/index.js';
import { formatMoney } from '../../money.js';
import { createDepositAddresses, type DepositAddresses } from './addresses.js';
import { parseXpub } from './derive.js';
import { createErc20Watcher, type Erc20Watcher } from './erc20-watcher.js';
import { createTrc20Watcher, TRC20_SOLIDIFIED_CONFIRMATIONS, type Trc20Watcher } from './trc20-watcher.js';
import { createTronGrid, type TronGrid } from './tron/trongrid.js';
import { createPayouts, erc20PayoutVerifier, trc20PayoutVerifier, type PayoutVerifier } from './payouts.js';
import { chainJobs } from './jobs.js';
import { createRpc, type Rpc } from './rpc.js';
import { chainAdminRoutes } from './admin-routes.js';
import { chainMemberRoutes } from './member-routes.js';
import { createChainService } from './service.js';
import { createSettlement, type CreditChainDeposit, type Settlement } from './settle.js';
import { knownDecimals } from './store/cursors.js';

export type { CreditChainDeposit } from './settle.js';

/** The chains as configured: the account xpubs, and the providers the watchers read. */
interface ChainSetup {
  keys: Partial<Record<UsdtProtocol, HDKey>>;
  rpc: Rpc | null;
  grid: TronGrid | null;
}

/** The members' own deposit addresses, and the payee the payment page shows: what the cashier needs of the chain. */
export interface ChainAddressBook {
  addresses: DepositAddresses;
  /** The member's own address for the payment page (the cashier's usdtPayee): only where a watcher credits what arrives. */
  payee: UsdtPayee;
  setup: ChainSetup;
}

/**
 * The first part of the chain module, built before the cashier (whose payment page shows the
 * member's own address): the deposit addresses and the payee. The watchers, which credit through
 * the cashier, are chainModule's, built after it.
 */
export function chainAddresses(core: Core): ChainAddressBook {
  const { config, sql, clock } = core;
  const { erc20: e, trc20: t } = config.chain;
  const keys: Partial<Record<UsdtProtocol, HDKey>> = {};
  if (e.xpub) keys.ERC20 = parseXpub(e.xpub);
  if (t.xpub) keys.TRC20 = parseXpub(t.xpub);
  const rpc = e.rpcUrl ? createRpc(e.rpcUrl) : null;
  const grid = t.apiUrl ? createTronGrid({ baseUrl: t.apiUrl, apiKey: t.apiKey ?? undefined }) : null;
  const addresses = createDepositAddresses({
    sql,
    clock,
    keys,
    hotWallets: { ERC20: e.payoutFrom, TRC20: t.payoutFrom },
    heads: {
      ...(rpc ? { ERC20: async () => BigInt(await rpc.call<string>('eth_blockNumber', [])) } : {}),
      ...(grid ? { TRC20: async () => BigInt((await grid.head()).number) } : {}),
    },
    log: core.log,
  });
  // Where a watcher runs (chainModule builds one for each chain with an xpub and a provider).
  const watched = { ERC20: !!(keys.ERC20 && rpc), TRC20: !!(keys.TRC20 && grid) };
  const token = toChecksumAddress(e.contract.slice(2));

  const payee: UsdtPayee = async ({ userId, protocol, usdtAmount }) => {
    // Shown only where a watcher credits what arrives: elsewhere the shared address and staff review stay.
    if (protocol === 'TRC20') {
      const address = watched.TRC20 ? await addresses.addressOf(userId, protocol) : null;
      // TRON wallets scan a plain address (there is no EIP-681); the amount is on the page beside it.
      return address ? { address, qr: address, confirmations: TRC20_SOLIDIFIED_CONFIRMATIONS, min_usdt: config.chain.minDeposit } : null;
    }
    if (!watched.ERC20) return null;
    const address = await addresses.addressOf(userId, protocol);
    if (!address) return null;
    // The amount in token units needs the contract's decimals (read by the watcher's runs): until then the QR is the address alone.
    const raw = usdtAmount === null ? null : erc20Raw(usdtAmount, await knownDecimals(sql, 'ERC20'));
    return {
      address,
      // EIP-681: a transfer(address, uint256) call on the token contract.
      qr: raw === null ? address : `ethereum:${token}/transfer?address=${address}&uint256=${raw}`,
      confirmations: e.confirmations,
      min_usdt: config.chain.minDeposit,
    };
  };
  return { addresses, payee, setup: { keys, rpc, grid } };
}

interface Deps {
  /** The addresses and the payee (chainAddresses), built before the cashier. */
  book: ChainAddressBook;
  /** The cashier's credit of a confirmed transfer with its deposit order (deposits.ts creditChainDeposit). */
  credit: CreditChainDeposit;
  audit: Audit;
  /** The payouts queue: a staff release above DEPOSIT_REVIEW_ABOVE waits there for a second finance person. */
  housePayouts: PayoutQueue;
  /** The cashier's USDT withdrawals: the payout hash finance records and the chain's verdict on it. */
  withdrawals: WithdrawalPayouts;
}

export interface ChainModule extends Module {
  addresses: DepositAddresses;
  /** The member's own address for the payment page (the cashier's usdtPayee). */
  payee: UsdtPayee;
  /** null unless USDT_ERC20_XPUB and USDT_ERC20_RPC_URL are both set. */
  erc20: Erc20Watcher | null;
  /** null unless USDT_TRC20_XPUB and USDT_TRC20_API_URL are both set. */
  trc20: Trc20Watcher | null;
  /** Checks the recorded USDT payouts of a chain against it (the watch jobs run it after each run). */
  verifyPayouts: (protocol: UsdtProtocol) => Promise<{ verified: number; flagged: number }>;
  /** Credits or holds a final transfer (the watchers and the back office's release call it). */
  settlement: Settlement;
}

/**
 * USDT deposits confirmed on chain: a watch-only deposit address per member and protocol
 * (chainAddresses), and the ERC20 and TRC20 watchers (scheduled by CHAIN_WATCH_CRON) that credit
 * what arrives once it is final (ERC20: the confirmations; TRC20: solidified).
 */
export function chainModule(core: Core, { book, credit, audit, housePayouts, withdrawals }: Deps): ChainModule {
  const { config, sql, clock } = core;
  const { erc20: e, trc20: t } = config.chain;
  const { addresses, payee } = book;
  const { keys, rpc, grid } = book.setup;
  const settlement = createSettlement({
    sql,
    clock,
    credit,
    payouts: housePayouts,
    minDeposit: config.chain.minDeposit,
    reviewAbove: config.chain.reviewAbove,
    isHotWallet: addresses.isHotWallet,
  });
  const erc20 =
    keys.ERC20 && rpc
      ? createErc20Watcher({
          sql,
          clock,
          rpc,
          settlement,
          contract: e.contract,
          confirmations: e.confirmations,
          chunkBlocks: e.chunkBlocks,
          startBlock: e.startBlock,
        })
      : null;
  const trc20 =
    keys.TRC20 && grid
      ? createTrc20Watcher({
          sql,
          clock,
          grid,
          settlement,
          contract: t.contract,
          startBlock: t.startBlock,
        })
      : null;

  // USDT payouts are verified wherever a watcher reads the chain.
  const payouts = createPayouts({ sql, clock, audit, withdrawals });
  const verifiers: Partial<Record<UsdtProtocol, PayoutVerifier>> = {};
  if (erc20 && rpc)
    verifiers.ERC20 = erc20PayoutVerifier({ rpc, contract: erc20.token, hotWallet: e.payoutFrom, confirmations: e.confirmations, decimals: erc20.decimals });
  if (trc20 && grid) verifiers.TRC20 = trc20PayoutVerifier({ grid, contract: t.contract, hotWallet: t.payoutFrom, decimals: trc20.decimals });
  const verifyPayouts = async (protocol: UsdtProtocol) => {
    const verifier = verifiers[protocol];
    return verifier ? payouts.verify(verifier) : { verified: 0, flagged: 0 };
  };

  const service = createChainService({
    sql,
    clock,
    audit,
    settlement,
    depositReviewAbove: formatMoney(config.payouts.depositReviewAbove),
    chains: {
      ERC20: { addresses: !!keys.ERC20, watched: !!erc20, confirmations: e.confirmations },
      TRC20: { addresses: !!keys.TRC20, watched: !!trc20, confirmations: trc20 ? TRC20_SOLIDIFIED_CONFIRMATIONS : null },
    },
  });

  return {
    name: 'chain',
    routes: chainMemberRoutes(createEndpoints(core), payee),
    adminRoutes: chainAdminRoutes(createEndpoints(core), service, (ctx, input) => payouts.record(ctx, input, verifiers)),
    addresses,
    payee,
    erc20,
    trc20,
    settlement,
    verifyPayouts,
    jobs: chainJobs({ erc20, trc20, verifyPayouts, cron: config.chain.watchCron }),
  };
}

/** A USDT amount ('12.50') in the token's smallest unit for `decimals` (null when the decimals are unknown). */
function erc20Raw(amount: string, decimals: number | null): string | null {
  if (decimals === null) return null;
  const [whole, frac = ''] = amount.split('.');
  if (frac.length > decimals) return null;
  return (BigInt(whole!) * 10n ** BigInt(decimals) + BigInt(frac.padEnd(decimals, '0') || '0')).toString();
}
