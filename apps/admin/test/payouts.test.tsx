import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiReply } from '@portal/contracts';
import { counts, member, page } from './fixtures';
import { get, ok, post, requests, server } from './msw';
import { renderAdmin, signIn } from './render';

// The payouts queue (issue 28 item 1): payments out of a house account above their threshold wait
// for a second finance or super staff member, never the one who asked nor the one who set the amount.

type Payout = ApiReply<'payouts.list'>['data'][number];
type Application = ApiReply<'promotions.applications'>['data'][number];

const payout = (over: Partial<Payout> = {}): Payout => ({
  id: 12,
  kind: 'promotion.bonus',
  username: 'alice',
  amount: '9000.00',
  source: 'promotion',
  source_ref: '7',
  memo: '首存送 #7',
  state: 'pending',
  requested_by: 'ops1',
  amount_set_by: 'fin1',
  requested_at: '2026-11-25 10:00:00',
  decided_by: null,
  decided_at: null,
  reason: '',
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

describe('the payouts queue', () => {
  it('lists what waits with who asked and who set the amount; approving asks for a confirmation, then sends the id', async () => {
    signIn('finance', 'checker');
    server.use(
      counts({ house_payouts: 1 }),
      context(),
      post('/api/admin/payouts', ok(page([payout()]))),
      post('/api/admin/payouts/approve', ok(payout({ state: 'paid' }), '已批准，款项已发放')),
    );
    renderAdmin('/payouts');
    await userEvent.click(await screen.findByText('首存送 #7'));
    const drawer = await screen.findByRole('dialog', { name: '待批发放 · alice' });
    expect(within(drawer).getByTestId('payout-amount')).toHaveTextContent('9,000.00');
    expect(within(drawer).getByTestId('payout-facts')).toHaveTextContent('ops1');
    expect(within(drawer).getByTestId('payout-facts')).toHaveTextContent('fin1');
    await userEvent.click(within(drawer).getByRole('button', { name: '通过' }));
    const confirm = await screen.findByTestId('confirm-money');
    expect(requests.to('/api/admin/payouts/approve')).toHaveLength(0);
    await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requests.to('/api/admin/payouts/approve')).toHaveLength(1));
    expect(requests.to('/api/admin/payouts/approve')[0]!.body).toEqual({ id: 12 });
    expect(await screen.findByText('已批准，款项已发放')).toBeInTheDocument();
  });

  it('offers neither the one who set the amount nor the one who asked a decision', async () => {
    for (const name of ['fin1', 'ops1']) {
      signIn(name === 'fin1' ? 'finance' : 'super', name);
      server.use(counts(), context(), post('/api/admin/payouts', ok(page([payout()]))));
      const { unmount } = renderAdmin('/payouts');
      await userEvent.click(await screen.findByText('首存送 #7'));
      const drawer = await screen.findByRole('dialog', { name: '待批发放 · alice' });
      expect(within(drawer).getByTestId('payout-barred')).toHaveTextContent(name === 'fin1' ? '金额是您设定的' : '是您申请的');
      expect(within(drawer).queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
      unmount();
    }
  });

  it('rejects only with a reason', async () => {
    signIn('finance', 'checker');
    server.use(
      counts(),
      context(),
      post('/api/admin/payouts', ok(page([payout()]))),
      post('/api/admin/payouts/reject', ok(payout({ state: 'rejected' }), '已拒绝，未发放任何款项')),
    );
    renderAdmin('/payouts');
    await userEvent.click(await screen.findByText('首存送 #7'));
    const drawer = await screen.findByRole('dialog', { name: '待批发放 · alice' });
    await userEvent.click(within(drawer).getByRole('button', { name: '拒绝' }));
    const dialog = await screen.findByRole('dialog', { name: '拒绝' });
    await userEvent.type(within(dialog).getByLabelText('原因'), '重复账户');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requests.to('/api/admin/payouts/reject')[0]?.body).toEqual({ id: 12, reason: '重复账户' }));
  });
});

describe('the promotion applications drawer', () => {
  const application = (over: Partial<Application> = {}): Application => ({
    id: 8,
    username: 'alice',
    activity_id: 3,
    activity_name: '再存送',
    state: 1,
    remark: '',
    created_at: '2026-11-23 09:00:00',
    qualifying_deposit: { deposit_no: 'D0999', amount: '1000.00', created_at: '2026-11-23 08:30:00', used_by: { application_id: 7, activity_name: '首存送' } },
    bonus: '1000.00',
    bonus_turnover: '1000.00',
    stackable: false,
    waiting_payout: null,
    ...over,
  });

  it('shows the qualifying deposit and the bonus that already used it', async () => {
    signIn('operations');
    server.use(counts(), context(), get('/api/admin/activity/applies', ok(page([application()]))));
    renderAdmin('/applications');
    await userEvent.click(await screen.findByText('再存送'));
    const drawer = await screen.findByRole('dialog', { name: '再存送 · alice' });
    expect(within(drawer).getByTestId('bonus-facts')).toHaveTextContent('D0999');
    expect(within(drawer).getByTestId('deposit-use')).toHaveTextContent('已被申请 #7（首存送）的红利使用');
  });

  it('a bonus waiting for a second finance person is decided in the payouts queue, not here', async () => {
    signIn('operations');
    server.use(
      counts(),
      context(),
      get('/api/admin/activity/applies', ok(page([application({ qualifying_deposit: null, waiting_payout: 12, bonus: '9000.00' })]))),
    );
    renderAdmin('/applications');
    await userEvent.click(await screen.findByText('再存送'));
    const drawer = await screen.findByRole('dialog', { name: '再存送 · alice' });
    expect(within(drawer).getByTestId('bonus-waiting')).toHaveTextContent('#12');
    expect(within(drawer).queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
  });
});
