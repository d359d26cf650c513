import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiReply } from '@portal/contracts';
import { counts, member, page } from './fixtures';
import { ok, post, requests, server } from './msw';
import { renderAdmin, signIn } from './render';

type AdjustmentRow = ApiReply<'adjust.pending'>['data'][number];

const row = (over: Partial<AdjustmentRow> = {}): AdjustmentRow => ({
  id: 41,
  username: 'alice',
  amount: '2500.00',
  direction: 'credit',
  memo: 'VIP 补偿',
  correction: false,
  correction_reason: '',
  state: 'pending',
  requested_by: 'finance1',
  requested_at: '2026-11-25 10:00:00',
  decided_by: null,
  decided_at: null,
  reject_reason: '',
  balance: null,
  ...over,
});
const context = () =>
  post(
    '/api/admin/members/detail',
    ok({
      member,
      wallets: [],
      turnover: { done: '0.00', required: '0.00', met: true },
      ledger: [],
      deposits: [],
      withdrawals: [],
      transfers: [],
      bets: [],
      rebates: [],
      red_packets: null,
      messages: null,
      cards: [],
      logins: [],
    }),
  );

describe('adjustments waiting for a second staff member', () => {
  it('lists them; approving asks for a confirmation first, then sends the id', async () => {
    signIn('finance', 'checker');
    server.use(
      counts({ adjustments: 1 }),
      context(),
      post('/api/admin/adjust/pending', ok(page([row()]))),
      post('/api/admin/adjust/approve', ok(row({ state: 'approved' }), '调整已审核通过并入账')),
    );
    renderAdmin('/adjustments');
    await userEvent.click(await screen.findByText('VIP 补偿'));
    const drawer = await screen.findByRole('dialog', { name: '调整复核 · alice' });
    expect(within(drawer).getByTestId('adjust-amount')).toHaveTextContent('2,500.00');
    expect(within(drawer).getByText('加款将计入会员取款流水要求')).toBeInTheDocument();
    await userEvent.click(within(drawer).getByRole('button', { name: '通过' }));
    // Nothing is sent before the confirmation.
    const confirm = await screen.findByRole('dialog', { name: '确认审核通过' });
    expect(within(confirm).getByText('通过后将立即为会员 alice 加款 2,500.00 元，且不可撤销。')).toBeInTheDocument();
    expect(requests.to('/api/admin/adjust/approve')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requests.to('/api/admin/adjust/approve')).toHaveLength(1));
    expect(requests.to('/api/admin/adjust/approve')[0]!.body).toEqual({ id: 41 });
    expect(await screen.findByText('调整已审核通过并入账')).toBeInTheDocument();
  });

  it('rejects only with a reason', async () => {
    signIn('finance', 'checker');
    server.use(
      counts(),
      context(),
      post('/api/admin/adjust/pending', ok(page([row({ direction: 'debit', amount: '-1500.00' })]))),
      post('/api/admin/adjust/reject', ok(row({ state: 'rejected' }), '调整已拒绝')),
    );
    renderAdmin('/adjustments');
    await userEvent.click(await screen.findByText('VIP 补偿'));
    const drawer = await screen.findByRole('dialog', { name: '调整复核 · alice' });
    await userEvent.click(within(drawer).getByRole('button', { name: '拒绝' }));
    const dialog = await screen.findByRole('dialog', { name: '拒绝' });
    expect(within(dialog).getByRole('button', { name: '确定' })).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('原因'), '无工单');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requests.to('/api/admin/adjust/reject')[0]?.body).toEqual({ id: 41, reason: '无工单' }));
  });

  it('offers the requester no approve or reject on their own request', async () => {
    signIn('finance', 'finance1');
    server.use(counts(), context(), post('/api/admin/adjust/pending', ok(page([row()]))));
    renderAdmin('/adjustments');
    await userEvent.click(await screen.findByText('VIP 补偿'));
    const drawer = await screen.findByRole('dialog', { name: '调整复核 · alice' });
    expect(within(drawer).getByTestId('adjust-own')).toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
    expect(within(drawer).queryByRole('button', { name: '拒绝' })).not.toBeInTheDocument();
  });
});
