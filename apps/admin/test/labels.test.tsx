import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { counts, page } from './fixtures';
import { ok, post, server } from './msw';
import { renderAdmin, signIn } from './render';
import { changeLocale } from '../src/i18n';

// Internal codes (wallet names, ledger kinds, audit actions) reach staff as readable labels in
// both back-office languages.

const detail = {
  member: {
    id: 7,
    username: 'alice',
    realname: '张三',
    mobile: null,
    email: null,
    vip: 1,
    balance: '80.00',
    agent: null,
    is_agent: false,
    frozen: false,
    created_at: '2026-10-01 09:00:00',
    last_login_at: null,
    paysum: '100.00',
    totalgame: '0.00',
    frozen_reason: '',
    frozen_at: null,
    register_ip: '1.2.3.4',
  },
  wallets: [{ wallet: 'central', balance: '80.00' }],
  turnover: { done: '0.00', required: '100.00', met: false },
  ledger: [
    { id: 1, wallet: 'central', kind: 'withdrawal.hold', amount: '-20.00', memo: 'W1', created_at: '2026-11-23 10:00:00' },
    { id: 2, wallet: 'PCGAME', kind: 'game.result', amount: '5.00', memo: '', created_at: '2026-11-23 10:30:00' },
  ],
  deposits: [],
  withdrawals: [],
  transfers: [],
  bets: [],
  rebates: [],
  red_packets: null,
  messages: null,
  cards: [],
  logins: [],
};
const auditRow = {
  id: 1,
  admin_id: 1,
  admin: 'admin',
  role: 'super',
  action: 'withdrawal.approve.first',
  target: 'W1',
  detail: {},
  before: null,
  after: null,
  amount: '20.00',
  ip: '127.0.0.1',
  created_at: '2026-11-23 10:00:00',
  hash: 'ab'.repeat(32),
};

describe('labels of internal codes', () => {
  it.each([
    ['zh_CN', '中心钱包', '取款冻结', '游戏输赢'],
    ['en_US', 'Central wallet', 'Withdrawal held', 'Game result'],
  ] as const)('the member page names wallets and ledger kinds (%s)', async (locale, central, hold, game) => {
    await changeLocale(locale);
    signIn('super');
    server.use(counts(), post('/api/admin/members/detail', ok(detail)));
    renderAdmin('/members/alice');
    expect((await screen.findAllByText(central)).length).toBeGreaterThan(0);
    expect(screen.getByText(hold)).toBeInTheDocument();
    expect(screen.getByText(game)).toBeInTheDocument();
    expect(screen.queryByText('central')).not.toBeInTheDocument();
    expect(screen.queryByText('withdrawal.hold')).not.toBeInTheDocument();
  });

  it.each([
    ['zh_CN', '取款初审'],
    ['en_US', 'Withdrawal first approval'],
  ] as const)('the audit log names each action (%s), its code beside it for the filter', async (locale, label) => {
    await changeLocale(locale);
    signIn('super');
    server.use(counts(), post('/api/admin/audit', ok(page([auditRow]))));
    renderAdmin('/audit');
    const table = await screen.findByTestId('audit-table');
    expect(await within(table).findByText(label)).toBeInTheDocument();
  });
});

describe('the cashier settings', () => {
  it('label withdrawcashfee as the ERC20 withdrawal fee it is (contracts withdrawalFee: TRC20 has its own), in both languages', async () => {
    const { zh_CN } = await import('../src/i18n/zh_CN');
    const { en_US } = await import('../src/i18n/en_US');
    expect(zh_CN.cashier.withdrawcashfee).toBe('ERC20 取款手续费');
    expect(en_US.cashier.withdrawcashfee).toBe('ERC20 withdrawal fee');
    const { withdrawalFee } = await import('@portal/contracts');
    expect(withdrawalFee('ERC20', { withdrawcashfee: '5.00', withdrawfeeusdttrc: '1.00' })).toBe('5.00');
  });
});
