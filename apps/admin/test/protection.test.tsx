import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { counts } from './fixtures';
import { ok, post, refused, requests, server } from './msw';
import { renderAdmin, signIn } from './render';

// Player protection in the back office: a member's limits, history and block on their page; staff
// of operations impose a time-out or exclusion (no control lifts one); the harm-indicator report.

const detail = {
  member: {
    id: 7,
    username: 'alice',
    realname: '',
    mobile: null,
    email: null,
    vip: 1,
    balance: '0.00',
    agent: null,
    is_agent: false,
    frozen: false,
    created_at: '2026-10-01 09:00:00',
    last_login_at: null,
    paysum: '0.00',
    totalgame: '0.00',
    frozen_reason: '',
    frozen_at: null,
    register_ip: '1.2.3.4',
  },
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
};
const protection = (block: unknown = null) => ({
  affordability: null,
  deposited: true,
  offers: [{ place: 'register', choice: 'declined', period: null, value: null, offered_at: '2026-11-20 10:00:00' }],
  limits: [
    { kind: 'loss', period: 'week', value: '500.00', used: '120.00', left: '380.00', resets_at: '2026-11-30 00:00:00' },
    { kind: 'time', period: 'day', value: '90', used: '15', left: '75', resets_at: '2026-11-26 00:00:00' },
  ],
  pending: [],
  history: [
    {
      id: 2,
      kind: 'time',
      period: 'day',
      value: '90',
      previous: null,
      requested_at: '2026-11-25 10:00:00',
      effective_at: '2026-11-25 10:00:00',
      state: 'applied',
    },
    {
      id: 1,
      kind: 'loss',
      period: 'week',
      value: '500.00',
      previous: null,
      requested_at: '2026-11-25 09:00:00',
      effective_at: '2026-11-25 09:00:00',
      state: 'applied',
    },
  ],
  block,
});

describe('player protection on the member page', () => {
  it('shows limits with what is used and when they reset, and the history, in zh_CN; support sees no impose buttons', async () => {
    signIn('support');
    server.use(counts(), post('/api/admin/members/detail', ok(detail)), post('/api/admin/responsible/member', ok(protection())));
    renderAdmin('/members/alice');
    const card = await screen.findByTestId('member-protection');
    expect(within(card).getAllByText('每周 · 亏损限额')).toHaveLength(2); // the limit and its change
    expect(within(card).getByText('120.00')).toBeInTheDocument();
    expect(within(card).getByText('2026-11-30 00:00:00')).toBeInTheDocument();
    expect(within(card).getAllByText('90 分钟').length).toBe(2);
    expect(within(card).getByText('无')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '设置冷静期' })).toBeNull();
    expect(screen.queryByRole('button', { name: /解除|lift/i })).toBeNull();
  });

  it('lets operations impose a time-out with a reason; the API refusal of a shorter one is shown', async () => {
    signIn('operations');
    let calls = 0;
    server.use(
      counts(),
      post('/api/admin/members/detail', ok(detail)),
      post('/api/admin/responsible/member', ok(protection())),
      post('/api/admin/responsible/timeout', () =>
        ++calls === 1
          ? ok(
              protection({
                kind: 'timeout',
                period: '7d',
                started_at: '2026-11-25 12:00:00',
                ends_at: '2026-12-02 12:00:00',
                ended: false,
                reopens_at: null,
                imposed_by_staff: true,
                review: '',
              }),
              '已为该会员设置，至 2026-12-02 12:00:00（北京时间）结束',
            )
          : refused(203, '冷静期或自我禁止只能延长，不能缩短或解除（目前至 2026-12-02 12:00:00）'),
      ),
    );
    renderAdmin('/members/alice');
    await userEvent.click(await screen.findByRole('button', { name: '设置冷静期' }));
    const dialog = await screen.findByRole('dialog', { name: '设置冷静期' });
    const confirm = within(dialog).getByRole('button', { name: '确定' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('原因'), '会员来电要求');
    await userEvent.click(confirm);
    expect(requests.to('/api/admin/responsible/timeout').at(-1)!.body).toEqual({ username: 'alice', days: 7, reason: '会员来电要求' });
    expect(requests.to('/api/admin/responsible/timeout').at(-1)!.key).toBeTruthy();
    expect(await screen.findByText('已为该会员设置，至 2026-12-02 12:00:00（北京时间）结束')).toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: '设置冷静期' }));
    const again = await screen.findByRole('dialog', { name: '设置冷静期' });
    await userEvent.clear(within(again).getByLabelText('天数（1–42）'));
    await userEvent.type(within(again).getByLabelText('天数（1–42）'), '3');
    await userEvent.type(within(again).getByLabelText('原因'), 'x');
    await userEvent.click(within(again).getByRole('button', { name: '确定' }));
    expect(await screen.findByText(/只能延长，不能缩短或解除/)).toBeInTheDocument();
  });
});

describe('the harm-indicator report', () => {
  it('lists flagged members with their indicators, unfolds their evidence and opens a member', async () => {
    signIn('operations');
    server.use(
      counts(),
      post(
        '/api/admin/responsible/harm',
        ok({
          since: '2026-10-26 12:00:00',
          rows: [
            {
              username: 'bob',
              deposits_this_week: '2000.00',
              deposits_last_week: '100.00',
              limit_hits: 3,
              deposit_refusals: 3,
              late_nights: 0,
              flags: ['rise', 'limits', 'refused', 'methods'],
              blocked: true,
              evidence: {
                methods: [
                  { deposit_no: 'D100', method: 'bank', amount: '100.00', at: '2026-11-20 10:00:00' },
                  { deposit_no: 'D101', method: 'wxpay', amount: '120.00', at: '2026-11-21 10:00:00' },
                  { deposit_no: 'D102', method: 'alipay', amount: '150.00', at: '2026-11-22 10:00:00' },
                ],
                reversals: [],
                chasing: [],
                nights: [],
                refusals: [{ at: '2026-11-22 11:00:00', kind: 'deposit', period: 'day', action: 'deposit' }],
              },
            },
          ],
        }),
      ),
      post('/api/admin/members/detail', ok({ ...detail, member: { ...detail.member, username: 'bob' } })),
      post('/api/admin/responsible/member', ok(protection())),
    );
    renderAdmin('/protection');
    const table = await screen.findByTestId('harm-table');
    expect(within(table).getByText('存款骤增')).toBeInTheDocument();
    expect(within(table).getByText('存款被拒')).toBeInTheDocument();
    expect(within(table).getByText('冷静期/禁止中')).toBeInTheDocument();
    expect(within(table).getByText('2,000.00')).toBeInTheDocument();
    expect(screen.queryByTestId('harm-evidence-bob')).not.toBeInTheDocument();
    await userEvent.click(within(table).getByText('一周内多种支付方式'));
    const evidence = await screen.findByTestId('harm-evidence-bob');
    expect(within(evidence).getByText('D101')).toBeInTheDocument();
    expect(within(evidence).getByText('微信支付')).toBeInTheDocument();
    expect(within(evidence).getByText('150.00')).toBeInTheDocument();
    expect(within(evidence).getByText('存款 · 每日')).toBeInTheDocument();
    await userEvent.click(within(table).getByText('bob'));
    expect(await screen.findByTestId('member-protection')).toBeInTheDocument();
  });
});
