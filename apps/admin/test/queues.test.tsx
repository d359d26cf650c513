import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { counts, depositRow, member, page, withdrawalRow } from './fixtures';
import { ok, post, refused, requests, server } from './msw';
import { renderAdmin, signIn } from './render';

const context = {
  member,
  recent_deposits: [depositRow({ deposit_no: 'D0999', state: 2 })],
  recent_withdrawals: [],
  cards: [{ id: 1, type: 1, bank: '工商银行', bank_no: '6222000011112222', bank_owner: '张三', bank_address: '北京', created_at: '2026-11-01 10:00:00' }],
  limit_note: null,
};

describe('deposit queue', () => {
  it('lists pending deposits, opens the detail with the member context and approves with an Idempotency-Key', async () => {
    signIn('finance');
    let approved = false;
    server.use(
      counts(),
      post('/api/admin/deposits', () => ok(page([depositRow({ state: approved ? 2 : 1 })]))),
      post('/api/admin/deposits/detail', ok({ order: depositRow(), ...context })),
      post('/api/admin/deposits/approve', () => {
        approved = true;
        return ok(null, '审核通过');
      }),
    );
    renderAdmin('/deposits');
    const table = await screen.findByTestId('deposits-table');
    expect(requests.to('/api/admin/deposits')[0]!.body).toMatchObject({ state: 1, page: 1 });
    await userEvent.click(within(table).getByText('D1001'));
    const drawer = await screen.findByRole('dialog', { name: '存款 D1001' });
    expect(await within(drawer).findByTestId('member-context')).toHaveTextContent('320.50');
    expect(within(drawer).getByText('1,200.00 / 1,500.00')).toBeInTheDocument();
    expect(within(drawer).getAllByText('6222000011112222').length).toBeGreaterThan(0);
    await userEvent.click(within(drawer).getByRole('button', { name: '通过' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '确认审核通过' })).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('审核通过')).toBeInTheDocument();
    const sent = requests.to('/api/admin/deposits/approve');
    expect(sent).toHaveLength(1);
    expect(sent[0]!.body).toEqual({ deposit_no: 'D1001' });
    expect(sent[0]!.key).toMatch(/.{8,}/);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("says in the drawer, before anyone approves, that the member's deposit limit would be passed and what staff can do", async () => {
    signIn('finance');
    const note =
      '该会员的每日存款限额为 1000.00 元，今日已批准 0.00 元（另有 500.00 元待支付或待审核），本单 1500.00 元将超过限额：请填写原因拒绝本单，或等到 2026-11-28 00:00:00（北京时间）限额重置后再批准';
    server.use(
      counts(),
      post('/api/admin/deposits', ok(page([depositRow()]))),
      post('/api/admin/deposits/detail', ok({ order: depositRow(), ...context, limit_note: note })),
    );
    renderAdmin('/deposits');
    await userEvent.click(await screen.findByText('D1001'));
    const drawer = await screen.findByRole('dialog', { name: '存款 D1001' });
    expect(await within(drawer).findByTestId('deposit-limit-note')).toHaveTextContent(note);
    expect(within(drawer).getByText('存款限额')).toBeInTheDocument();
    expect(within(drawer).getByRole('button', { name: '拒绝' })).toBeEnabled();
  });

  it('rejects only with a reason', async () => {
    signIn('finance');
    server.use(
      counts(),
      post('/api/admin/deposits', ok(page([depositRow()]))),
      post('/api/admin/deposits/detail', ok({ order: depositRow(), ...context })),
      post('/api/admin/deposits/reject', ok(null, '已拒绝')),
    );
    renderAdmin('/deposits');
    await userEvent.click(await screen.findByText('D1001'));
    const drawer = await screen.findByRole('dialog', { name: '存款 D1001' });
    await userEvent.click(await within(drawer).findByRole('button', { name: '拒绝' }));
    const dialog = await screen.findByRole('dialog', { name: '拒绝' });
    const confirm = within(dialog).getByRole('button', { name: '确定' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('原因'), '付款人不符');
    await userEvent.click(confirm);
    await waitFor(() => expect(requests.to('/api/admin/deposits/reject')[0]?.body).toEqual({ deposit_no: 'D1001', reason: '付款人不符' }));
  });

  it('shows the refusal when the API says no (a support login: 203, nothing changes) and offers no buttons to support', async () => {
    signIn('support');
    server.use(counts(), post('/api/admin/deposits', ok(page([depositRow()]))), post('/api/admin/deposits/detail', ok({ order: depositRow(), ...context })));
    renderAdmin('/deposits');
    await userEvent.click(await screen.findByText('D1001'));
    const drawer = await screen.findByRole('dialog', { name: '存款 D1001' });
    await within(drawer).findByTestId('member-context');
    expect(within(drawer).queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
  });

  it('toasts the server refusal of an approval', async () => {
    signIn('finance');
    server.use(
      counts(),
      post('/api/admin/deposits', ok(page([depositRow()]))),
      post('/api/admin/deposits/detail', ok({ order: depositRow(), ...context })),
      post('/api/admin/deposits/approve', refused(203, '没有权限')),
    );
    renderAdmin('/deposits');
    await userEvent.click(await screen.findByText('D1001'));
    const drawer = await screen.findByRole('dialog', { name: '存款 D1001' });
    await userEvent.click(await within(drawer).findByRole('button', { name: '通过' }));
    await userEvent.click(within(await screen.findByRole('dialog', { name: '确认审核通过' })).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('没有权限')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: '存款 D1001' })).toBeInTheDocument();
  });

  it('approves selected pending deposits in bulk and reports the ones refused', async () => {
    signIn('finance');
    server.use(
      counts(),
      post('/api/admin/deposits', ok(page([depositRow(), depositRow({ deposit_no: 'D1002' })]))),
      post(
        '/api/admin/deposits/bulk',
        ok([
          { order_no: 'D1001', code: 200, message: 'ok' },
          { order_no: 'D1002', code: 203, message: '订单已处理' },
        ]),
      ),
    );
    renderAdmin('/deposits');
    await screen.findByTestId('deposits-table');
    await userEvent.click(screen.getByRole('checkbox', { name: '全选' }));
    await userEvent.click(screen.getByRole('button', { name: '批量通过' }));
    const confirm = await screen.findByRole('dialog', { name: '确认审核通过' });
    expect(confirm).toHaveTextContent('通过后将立即处理 2 笔，共 3,000.00 元。');
    expect(requests.to('/api/admin/deposits/bulk')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    expect(await screen.findByText('D1002: 订单已处理')).toBeInTheDocument();
    expect(requests.to('/api/admin/deposits/bulk')[0]!.body).toEqual({ action: 'approve', deposit_nos: ['D1001', 'D1002'] });
  });
});

describe('withdrawal queue (four eyes)', () => {
  it('names the first approval, then keeps the first approver from completing it', async () => {
    signIn('finance', 'fin1');
    let first: string | null = null;
    server.use(
      counts(),
      post('/api/admin/withdrawals', () => ok(page([withdrawalRow({ first_approver: first })]))),
      post('/api/admin/withdrawals/detail', () =>
        ok({ order: withdrawalRow({ first_approver: first, first_approved_at: first ? '2026-11-23 10:06:00' : null }), ...context }),
      ),
      post('/api/admin/withdrawals/approve', () => {
        first = 'fin1';
        return ok(null, '已初审，等待复核');
      }),
    );
    renderAdmin('/withdrawals');
    await userEvent.click(await screen.findByText('W2001'));
    const drawer = await screen.findByRole('dialog', { name: '取款 W2001' });
    await userEvent.click(await within(drawer).findByRole('button', { name: '初审通过' }));
    expect(await screen.findByText('已初审，等待复核')).toBeInTheDocument();
    expect(await within(drawer).findByRole('button', { name: '复核通过' })).toBeDisabled();
    expect(within(drawer).getByText('需由另一名员工复核')).toBeInTheDocument();
    expect(await screen.findAllByText('待复核（初审：fin1）')).not.toHaveLength(0);
  });

  it('offers a second staff member the second approval', async () => {
    signIn('finance', 'fin2');
    server.use(
      counts(),
      post('/api/admin/withdrawals', ok(page([withdrawalRow({ first_approver: 'fin1' })]))),
      post('/api/admin/withdrawals/detail', ok({ order: withdrawalRow({ first_approver: 'fin1' }), ...context })),
      post('/api/admin/withdrawals/approve', ok(null, '审核通过')),
    );
    renderAdmin('/withdrawals');
    await userEvent.click(await screen.findByText('W2001'));
    const drawer = await screen.findByRole('dialog', { name: '取款 W2001' });
    const second = await within(drawer).findByRole('button', { name: '复核通过' });
    expect(second).toBeEnabled();
    await userEvent.click(second);
    // The second approval pays the withdrawal out: it asks for confirmation first (the first approval did not).
    const confirm = await screen.findByRole('dialog', { name: '确认审核通过' });
    expect(confirm).toHaveTextContent('通过后将立即向会员 alice 的收款账户出款 80,000.00 元。');
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requests.to('/api/admin/withdrawals/approve')).toHaveLength(1));
  });

  it('offers only rejection in bulk', async () => {
    signIn('finance');
    server.use(counts(), post('/api/admin/withdrawals', ok(page([withdrawalRow()]))));
    renderAdmin('/withdrawals');
    await screen.findByTestId('withdrawals-table');
    await userEvent.click(screen.getByRole('checkbox', { name: 'W2001' }));
    expect(screen.getByRole('button', { name: '批量拒绝' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '批量通过' })).not.toBeInTheDocument();
  });
});
