import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiReply } from '@portal/contracts';
import { changeLocale } from '../src/i18n';
import { counts, page } from './fixtures';
import { ok, post, refused, requests, server } from './msw';
import { renderAdmin, signIn } from './render';

type DeskEvent = ApiReply<'sports.events'>['data'][number];
type Resettle = ApiReply<'sports.resettles'>['data'][number];

const market = (over: Partial<DeskEvent['markets'][number]> = {}): DeskEvent['markets'][number] => ({
  id: 31,
  kind: '1x2',
  line: null,
  status: 'open',
  in_play: false,
  suspended: false,
  stale: false,
  liability_cap: '5000.00',
  exposure: '210.00',
  odds_version: 1,
  result_version: 0,
  outcomes: [
    { id: 101, code: 'home', odds: '2.100', odds_hk: '1.10', status: 'open', result: null },
    { id: 102, code: 'draw', odds: '3.200', odds_hk: '2.20', status: 'open', result: null },
    { id: 103, code: 'away', odds: '3.500', odds_hk: '2.50', status: 'open', result: null },
  ],
  ...over,
});
const event = (over: Partial<DeskEvent> = {}): DeskEvent => ({
  id: 7,
  sport: 'football',
  league: '英超',
  home: 'Arsenal',
  away: 'Chelsea',
  starts_at: '2026-12-01 20:00:00',
  status: 'not_started',
  score: null,
  suspended: false,
  demo: false,
  source: 'desk',
  result_version: 0,
  open_bets: 1,
  open_stake: '100.00',
  markets: [market()],
  ...over,
});
const settings: ApiReply<'sports.settings'> = {
  margin: '0.05',
  cashout_margin: '0.05',
  min_stake: '10.00',
  max_stake: '50000.00',
  default_cap: null,
  halted: false,
  max_payout: '500000.00',
  postpone_hours: 48,
  feed: 'desk',
  stale_seconds: 300,
};
const resettle = (over: Partial<Resettle> = {}): Resettle => ({
  id: 5,
  event_id: 7,
  event: 'Arsenal vs Chelsea',
  previous: '2-1',
  score_home: 1,
  score_away: 1,
  reason: 'goal disallowed',
  state: 'pending',
  requested_by: 'trader1',
  requested_at: '2026-12-01 22:00:00',
  decided_by: null,
  decided_at: null,
  outcome: null,
  ...over,
});

function desk(events: DeskEvent[] = [event()]) {
  server.use(
    counts(),
    post('/api/admin/sports/settings', ok(settings)),
    post('/api/admin/sports/events', ok(page(events))),
    post('/api/admin/sports/odds', ok(market(), '已保存')),
    post('/api/admin/sports/suspend', ok({ changed: 1 }, '已保存')),
    post('/api/admin/sports/result', ok({ event_id: 7, status: 'ended', markets: 1, bets: 12 })),
  );
}

const navLabels = async () => {
  const nav = await screen.findByRole('navigation', { name: '主导航' });
  return within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent);
};

describe('sportsbook desk (体育投注)', () => {
  it('is in the menu of the roles the route table lets read the book, not of support', async () => {
    for (const role of ['operations', 'finance', 'super']) {
      signIn(role);
      server.use(counts());
      const { unmount } = renderAdmin('/');
      expect(await navLabels()).toContain('体育投注');
      unmount();
    }
    signIn('support');
    server.use(counts());
    renderAdmin('/');
    expect(await navLabels()).not.toContain('体育投注');
  });

  it('lists events by the filters and creates one at a Beijing start time', async () => {
    signIn('operations');
    desk([]);
    server.use(post('/api/admin/sports/events/save', ok(event({ id: 9, markets: [] }), '已保存')));
    renderAdmin('/sports');
    expect(await screen.findByTestId('empty')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.selectOptions(screen.getByRole('combobox', { name: '项目' }), 'basketball');
    await user.selectOptions(screen.getByRole('combobox', { name: '状态' }), 'live');
    await user.click(screen.getByRole('button', { name: /查询/ }));
    await waitFor(() => expect(requests.to('/api/admin/sports/events').at(-1)!.body).toMatchObject({ sport: 'basketball', status: 'live', page: 1 }));

    await user.click(screen.getByRole('button', { name: '新建赛事' }));
    const form = screen.getByRole('form', { name: '新建赛事' });
    await user.type(within(form).getByLabelText('联赛'), '英超');
    await user.type(within(form).getByLabelText('主队'), 'Arsenal');
    await user.type(within(form).getByLabelText('客队'), 'Chelsea');
    await user.type(within(form).getByLabelText('开赛时间（北京时间）'), '2026-12-01T20:00');
    await user.click(within(form).getByRole('button', { name: '保存' }));
    await waitFor(() => expect(requests.to('/api/admin/sports/events/save')).toHaveLength(1));
    expect(requests.to('/api/admin/sports/events/save')[0]!.body).toEqual({
      sport: 'football',
      league: '英超',
      home: 'Arsenal',
      away: 'Chelsea',
      starts_at: '2026-12-01 20:00',
      status: 'not_started',
    });
    expect(requests.to('/api/admin/sports/events/save')[0]!.key).toBeTruthy();
  });

  it('edits odds, suspends a market and posts a result after confirming; shows what settled', async () => {
    signIn('operations');
    desk();
    renderAdmin('/sports');
    const user = userEvent.setup();
    await user.click(await screen.findByText('Arsenal vs Chelsea'));
    const drawer = screen.getByRole('dialog', { name: '赛事 #7 Arsenal vs Chelsea' });
    const m = within(drawer).getByTestId('market-31');
    expect(within(m).getByText('独赢（1X2）')).toBeInTheDocument();

    await user.click(within(m).getByRole('button', { name: '修改赔率' }));
    const home = within(m).getByLabelText('赔率 主');
    await user.clear(home);
    await user.type(home, '1.950');
    await user.click(within(m).getByRole('button', { name: '保存赔率' }));
    await waitFor(() => expect(requests.to('/api/admin/sports/odds')).toHaveLength(1));
    expect(requests.to('/api/admin/sports/odds')[0]!.body).toEqual({
      market_id: 31,
      outcomes: [
        { id: 101, odds: '1.950' },
        { id: 102, odds: '3.200' },
        { id: 103, odds: '3.500' },
      ],
    });

    await user.click(await within(m).findByRole('button', { name: '封盘' }));
    await waitFor(() => expect(requests.to('/api/admin/sports/suspend')[0]!.body).toEqual({ scope: 'market', id: 31, suspended: true }));

    await user.type(within(drawer).getByRole('textbox', { name: '主队得分' }), '2');
    await user.type(within(drawer).getByRole('textbox', { name: '客队得分' }), '1');
    await user.click(within(drawer).getByRole('button', { name: '提交赛果并结算' }));
    const confirm = screen.getByRole('dialog', { name: '提交赛果并结算' });
    expect(confirm).toHaveTextContent('Arsenal vs Chelsea 最终比分 2 - 1');
    expect(requests.to('/api/admin/sports/result')).toHaveLength(0);
    await user.click(within(confirm).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requests.to('/api/admin/sports/result')[0]!.body).toEqual({ event_id: 7, home: 2, away: 1 }));
    expect(await within(drawer).findByTestId('settled')).toHaveTextContent('已结算：1 个盘口，12 张注单');
  });

  it('shows a refusal with the envelope message under the form that sent it', async () => {
    signIn('operations');
    desk();
    server.use(post('/api/admin/sports/odds', refused(203, '该赛事已结束、已取消或已有赛果，不能修改')));
    renderAdmin('/sports');
    const user = userEvent.setup();
    await user.click(await screen.findByText('Arsenal vs Chelsea'));
    const m = within(screen.getByRole('dialog')).getByTestId('market-31');
    await user.click(within(m).getByRole('button', { name: '修改赔率' }));
    await user.click(within(m).getByRole('button', { name: '保存赔率' }));
    expect(await within(m).findByRole('alert')).toHaveTextContent('该赛事已结束、已取消或已有赛果，不能修改');
  });

  it('finance reads the events but sees no desk buttons', async () => {
    signIn('finance');
    desk();
    renderAdmin('/sports');
    const user = userEvent.setup();
    await user.click(await screen.findByText('Arsenal vs Chelsea'));
    const drawer = screen.getByRole('dialog');
    expect(within(drawer).queryByRole('button', { name: '修改赔率' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: '提交赛果并结算' })).toBeNull();
    expect(screen.queryByRole('button', { name: '新建赛事' })).toBeNull();
    expect(screen.queryByTestId('halt-all')).toBeNull();
  });

  it('four eyes: the one who asked cannot approve (explained), another approves; a refusal is shown on the row', async () => {
    signIn('super', 'trader1');
    server.use(
      counts(),
      post('/api/admin/sports/settings', ok(settings)),
      post('/api/admin/sports/resettles', ok(page([resettle(), resettle({ id: 6, requested_by: 'trader2' })]))),
      post('/api/admin/sports/resettle/approve', (body) =>
        body.id === 6
          ? refused(203, '该改判已处理')
          : ok(resettle({ state: 'approved', outcome: { bets: 3, reversed: '300.00', paid: '100.00', debt: '0.00' } })),
      ),
    );
    renderAdmin('/sports?tab=resettles');
    const own = await screen.findByTestId('own-5');
    expect(own).toHaveTextContent('这是你本人申请的改判');
    const rows = within(screen.getByTestId('sports-resettles')).getAllByRole('row');
    expect(within(rows[1]!).getByRole('button', { name: '批准并重新结算' })).toBeDisabled();
    const user = userEvent.setup();
    await user.click(within(rows[2]!).getByRole('button', { name: '批准并重新结算' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: '确定' }));
    expect(await screen.findByTestId('refused-6')).toHaveTextContent('被拒绝：该改判已处理');
    expect(requests.to('/api/admin/sports/resettle/approve')[0]!.body).toEqual({ id: 6, approve: true });
  });

  it('shows the liability per outcome in English, and its empty state', async () => {
    await changeLocale('en_US');
    signIn('finance');
    server.use(
      counts(),
      post('/api/admin/sports/settings', ok(settings)),
      post('/api/admin/sports/liability', (body) =>
        ok({
          events:
            body.sport === 'lol'
              ? []
              : [
                  {
                    event_id: 7,
                    sport: 'football',
                    league: 'EPL',
                    home: 'Arsenal',
                    away: 'Chelsea',
                    starts_at: '2026-12-01 20:00:00',
                    status: 'not_started',
                    open_bets: 2,
                    stake: '300.00',
                    worst: '-120.00',
                    markets: [
                      {
                        market_id: 31,
                        kind: 'ah',
                        line: '-0.75',
                        exposure: '420.00',
                        liability_cap: null,
                        stake: '300.00',
                        outcomes: [
                          {
                            outcome_id: 101,
                            code: 'home',
                            odds: '2.100',
                            bets: 2,
                            stake: '200.00',
                            payout: '420.00',
                            house: '-120.00',
                            parlay_bets: 1,
                            parlay_payout: '55.00',
                          },
                          {
                            outcome_id: 102,
                            code: 'away',
                            odds: '1.800',
                            bets: 0,
                            stake: '0.00',
                            payout: '0.00',
                            house: '300.00',
                            parlay_bets: 0,
                            parlay_payout: '0.00',
                          },
                        ],
                      },
                    ],
                  },
                ],
        }),
      ),
    );
    renderAdmin('/sports?tab=liability');
    const row = await screen.findByTestId('liability-outcome-101');
    expect(row).toHaveTextContent('Asian handicap -0.75');
    expect(row).toHaveTextContent('Home');
    expect(row).toHaveTextContent('420.00');
    expect(within(row).getByText('-120.00')).toHaveClass('neg');
    expect(screen.getByTestId('liability-7')).toHaveTextContent('Worst case-120.00');
    await userEvent.setup().selectOptions(screen.getByRole('combobox', { name: 'Sport' }), 'lol');
    expect(await screen.findByTestId('empty')).toBeInTheDocument();
  });

  it('speaks Traditional Chinese in zh_TW', async () => {
    await changeLocale('zh_TW');
    signIn('operations');
    desk();
    renderAdmin('/sports');
    expect(await screen.findByRole('heading', { name: '體育投注' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: '改判覆核' })).toBeInTheDocument();
    expect(await screen.findByText('未開賽')).toBeInTheDocument();
    await waitFor(() => expect(requests.to('/api/admin/sports/events')).not.toHaveLength(0));
  });

  it('saves the book settings (an empty default cap is none) and shows profit and loss by sport', async () => {
    signIn('operations');
    server.use(
      counts(),
      post('/api/admin/sports/settings', ok(settings)),
      post('/api/admin/sports/settings/save', ok({ ...settings, margin: '0.06' }, '已保存')),
      post(
        '/api/admin/sports/pnl',
        ok({
          rows: [{ day: '2026-12-01', sport: 'football', bets: 2, stake: '300.00', payout: '420.00', valid_stake: '300.00', profit: '-120.00' }],
          by_sport: [{ sport: 'football', bets: 2, stake: '300.00', payout: '420.00', valid_stake: '300.00', profit: '-120.00' }],
          total: { bets: 2, stake: '300.00', payout: '420.00', valid_stake: '300.00', profit: '-120.00' },
        }),
      ),
    );
    const { router } = renderAdmin('/sports?tab=settings');
    const user = userEvent.setup();
    const margin = await screen.findByRole('textbox', { name: /^利润率/ });
    await user.clear(margin);
    await user.type(margin, '0.06');
    await user.click(screen.getByRole('button', { name: '保存' }));
    await waitFor(() =>
      expect(requests.to('/api/admin/sports/settings/save')[0]!.body).toEqual({
        margin: '0.06',
        cashout_margin: '0.05',
        min_stake: '10.00',
        max_stake: '50000.00',
        default_cap: null,
      }),
    );
    await router.navigate('/sports?tab=pnl');
    const bySport = await screen.findByTestId('pnl-sports');
    expect(within(bySport).getByText('足球')).toBeInTheDocument();
    expect(within(bySport).getByText('-120.00')).toHaveClass('neg');
    expect(requests.to('/api/admin/sports/pnl')[0]!.body).toEqual({
      from: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      to: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    });
  });
});
