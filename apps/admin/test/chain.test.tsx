import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ChainStatus, ChainTransferRow } from '@portal/contracts';
import { counts, member, page, withdrawalRow } from './fixtures';
import { ok, post, requests, server } from './msw';
import { renderAdmin, signIn } from './render';

const status = (over: Partial<ChainStatus>): ChainStatus => ({
  chain: 'TRC20',
  addresses: true,
  watched: true,
  confirmations: 19,
  cursor_block: '1000',
  head_block: '1010',
  lag: '10',
  last_error: '',
  error_at: null,
  updated_at: '2026-11-26 09:00:00',
  counts: { pending: 1, credited: 4, orphaned: 0, ignored: 2, held: 1 },
  ...over,
});
const transfer = (over: Partial<ChainTransferRow> = {}): ChainTransferRow => ({
  id: '7',
  chain: 'TRC20',
  username: 'alice',
  tx_hash: 'ab'.repeat(32),
  log_index: 0,
  block_number: '1001',
  confirmations: 10,
  from: 'TFrom',
  to: 'TTo',
  contract: 'TToken',
  usdt_amount: '5000.00',
  raw_amount: '5000000000',
  state: 'held',
  reason: 'above the review threshold',
  deposit_no: null,
  created_at: '2026-11-26 08:00:00',
  updated_at: '2026-11-26 08:00:00',
  ...over,
});

function chainApi() {
  server.use(
    counts(),
    post(
      '/api/admin/chain',
      ok([status({}), status({ chain: 'ERC20', watched: false, cursor_block: null, head_block: null, lag: null, last_error: 'rpc down' })]),
    ),
    post('/api/admin/chain/transfers', (body) =>
      ok(page(body.state === 'held' ? [transfer()] : [transfer({ id: '8', state: 'credited', reason: '', username: 'bob', deposit_no: 'D77' })])),
    ),
    post('/api/admin/chain/approve', ok(transfer({ state: 'credited' }), '已入账')),
    post('/api/admin/chain/reject', ok(transfer({ state: 'ignored' }), '已拒绝')),
    post('/api/admin/chain/rescan', ok([status({})], '已重新扫描')),
  );
}

describe('chain page (链上)', () => {
  it('shows each chain’s watcher: cursor, head, lag, last error and counts by state; not watched says so', async () => {
    signIn('finance');
    chainApi();
    renderAdmin('/chain');
    const trc = await screen.findByTestId('chain-card-TRC20');
    expect(trc).toHaveTextContent('1000');
    expect(trc).toHaveTextContent('1010');
    expect(within(trc).getByTestId('count-TRC20-credited')).toHaveTextContent('4');
    const erc = screen.getByTestId('chain-card-ERC20');
    expect(erc).toHaveTextContent('rpc down');
    expect(screen.getByText('未监听')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /链上/ })).toBeInTheDocument();
    // the transfers table, filtered by member and state, asks again from page 1
    const table = await screen.findByTestId('chain-transfers');
    expect(within(table).getByText('bob')).toBeInTheDocument();
    const filters = screen.getByRole('textbox', { name: '交易哈希' }).closest('form')!;
    await userEvent.type(within(filters).getByRole('textbox', { name: '会员账号' }), 'bob');
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: '状态' }), 'credited');
    await userEvent.click(within(filters).getByRole('button', { name: /查询/ }));
    await waitFor(() =>
      expect(requests.to('/api/admin/chain/transfers').at(-1)!.body).toEqual({ chain: '', state: 'credited', username: 'bob', tx_hash: '', page: 1 }),
    );
  });

  it('approves a held transfer only after a confirmation naming the member and amount; rejects with a reason', async () => {
    signIn('finance');
    chainApi();
    renderAdmin('/chain');
    const held = await screen.findByTestId('chain-held');
    await userEvent.click(within(held).getByRole('button', { name: '通过' }));
    const confirm = await screen.findByTestId('confirm-approve');
    expect(confirm).toHaveTextContent('alice');
    expect(confirm).toHaveTextContent('5,000.00');
    expect(requests.to('/api/admin/chain/approve')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requests.to('/api/admin/chain/approve')[0]?.body).toEqual({ id: '7' }));
    expect(requests.to('/api/admin/chain/approve')[0]!.key).toMatch(/.{8,}/);

    await userEvent.click(within(held).getByRole('button', { name: '拒绝' }));
    const dialog = await screen.findByRole('dialog', { name: /拒绝转给 alice/ });
    const ok = within(dialog).getByRole('button', { name: '确定' });
    expect(ok).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('原因'), '来源不明');
    await userEvent.click(ok);
    await waitFor(() => expect(requests.to('/api/admin/chain/reject')[0]?.body).toEqual({ id: '7', reason: '来源不明' }));
  });

  it('rescans a chain from a block only after confirming', async () => {
    signIn('super', 'admin');
    chainApi();
    renderAdmin('/chain');
    await screen.findByTestId('chain-card-TRC20');
    const form = screen.getByTestId('rescan-form');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: '链' }), 'ERC20');
    await userEvent.type(within(form).getByRole('textbox', { name: '起始区块' }), '123456');
    await userEvent.click(within(form).getByRole('button', { name: '重新扫描' }));
    const confirm = await screen.findByTestId('confirm-rescan');
    expect(confirm).toHaveTextContent('123456');
    expect(confirm).toHaveTextContent('ERC20');
    expect(requests.to('/api/admin/chain/rescan')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requests.to('/api/admin/chain/rescan')[0]?.body).toEqual({ chain: 'ERC20', from_block: 123456 }));
  });

  it('is not in the navigation of a role the table does not allow', async () => {
    signIn('support');
    server.use(counts());
    renderAdmin('/');
    await screen.findByRole('navigation');
    expect(screen.queryByRole('link', { name: /链上/ })).not.toBeInTheDocument();
  });
});

describe('withdrawal payout tx', () => {
  const usdt = withdrawalRow({
    order_no: 'W3001',
    state: 2,
    protocol: 'TRC20',
    usdt_amount: '100.00',
    needs_second_approval: false,
    reviewer: 'finance1',
    reviewed_at: '2026-11-23 10:10:00',
  });
  const context = { member, recent_deposits: [], recent_withdrawals: [], cards: [] };

  it('records the payout tx of an approved USDT withdrawal and shows its state and note', async () => {
    signIn('finance');
    let recorded: string | null = null;
    const current = () =>
      recorded ? { ...usdt, payout_tx: recorded, payout_state: 'flagged' as const, payout_note: 'paid 99 USDT, the payout is 100 USDT' } : usdt;
    server.use(
      counts(),
      post('/api/admin/withdrawals', () => ok(page([current()]))),
      post('/api/admin/withdrawals/detail', () => ok({ order: current(), ...context })),
      post('/api/admin/withdrawals/payout', (body) => {
        recorded = String(body.tx_hash);
        return ok({ order_no: 'W3001', protocol: 'TRC20', payout_tx: recorded, payout_state: 'pending', payout_note: '' }, '已登记');
      }),
    );
    renderAdmin('/withdrawals');
    await userEvent.click(await screen.findByText('W3001'));
    const drawer = await screen.findByRole('dialog', { name: '取款 W3001' });
    const form = await within(drawer).findByTestId('payout-form');
    const button = within(form).getByRole('button', { name: '登记出款交易' });
    await userEvent.type(within(form).getByRole('textbox', { name: /出款交易/ }), 'not-a-hash');
    expect(button).toBeDisabled();
    const tx = 'cd'.repeat(32);
    await userEvent.clear(within(form).getByRole('textbox', { name: /出款交易/ }));
    await userEvent.type(within(form).getByRole('textbox', { name: /出款交易/ }), tx);
    await userEvent.click(button);
    await waitFor(() => expect(requests.to('/api/admin/withdrawals/payout')[0]?.body).toEqual({ order_no: 'W3001', tx_hash: tx }));
    expect(await within(drawer).findByTestId('payout-state')).toHaveTextContent('有异常');
    expect(within(drawer).getByTestId('payout-state')).toHaveTextContent('paid 99 USDT, the payout is 100 USDT');
    expect(within(drawer).getByTestId('payout-tx')).toHaveTextContent(tx);
  });

  it('offers no payout form once the payout is verified on chain', async () => {
    signIn('finance');
    const verified = { ...usdt, payout_tx: 'ef'.repeat(32), payout_state: 'verified' as const, payout_note: 'paid on chain' };
    server.use(counts(), post('/api/admin/withdrawals', ok(page([verified]))), post('/api/admin/withdrawals/detail', ok({ order: verified, ...context })));
    renderAdmin('/withdrawals');
    await userEvent.click(await screen.findByText('W3001'));
    const drawer = await screen.findByRole('dialog', { name: '取款 W3001' });
    expect(await within(drawer).findByTestId('payout-state')).toHaveTextContent('已核验');
    expect(within(drawer).queryByTestId('payout-form')).not.toBeInTheDocument();
  });
});
