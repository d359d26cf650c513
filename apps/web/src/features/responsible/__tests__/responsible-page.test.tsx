import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ResponsibleReality, ResponsibleState } from '@portal/contracts';
import ResponsiblePage from '../responsible-page';
import { renderPage } from '../../../../test/render';
import { ok, post, refused, requests, server } from '../../../../test/msw';

// The responsible gaming page against MSW: every limit the server lists (whatever its kind), the
// pending change's cancel, and a refusal of player protection offering the page's link.

const reality: ResponsibleReality = {
  minutes: 60,
  session_started_at: '2026-11-26 08:00:00',
  elapsed_seconds: 60,
  next_check_ms: 3_540_000,
  bets: 0,
  stakes: '0.00',
  net: '0.00',
};
const state = (over: Partial<ResponsibleState> = {}): ResponsibleState => ({
  limits: [],
  pending: [],
  history: [],
  block: null,
  affordability: null,
  deposited: false,
  offers: [],
  ...over,
});

const open = () => {
  sessionStorage.setItem('token', 'tok');
  renderPage('/mine/responsible', [{ path: '/mine/responsible', element: <ResponsiblePage /> }]);
  return userEvent.setup();
};
const rowsOf = (testId: string) =>
  within(screen.getByTestId(testId))
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('responsible gaming page', () => {
  it('shows every limit the server answers, a time limit in minutes and a kind it has no text for by its name', async () => {
    const limits = [
      { kind: 'deposit', period: 'day', value: '1000.00', used: '300.00', awaiting: '200.00', left: '700.00', resets_at: '2026-11-27 00:00:00' },
      { kind: 'time', period: 'day', value: '90.00', used: '30.00', awaiting: null, left: '60.00', resets_at: '2026-11-27 00:00:00' },
      { kind: 'wager', period: 'week', value: '50.00', used: '0.00', awaiting: null, left: '50.00', resets_at: '2026-11-30 00:00:00' },
    ] as unknown as ResponsibleState['limits'];
    server.use(post('/api/responsible', ok(state({ limits }))), post('/api/responsible/reality/state', ok(reality)));
    open();
    await screen.findByText('1000.00');
    expect(rowsOf('rg-limit-table')).toEqual([
      ['每日存款限額', '1000.00', '300.00含待付款或待審核 200.00', '700.00', '2026-11-27 00:00:00'],
      ['每日遊戲時間限額', '90 分鐘', '30 分鐘', '60 分鐘', '2026-11-27 00:00:00'],
      ['每週wager', '50.00', '0.00', '50.00', '2026-11-30 00:00:00'],
    ]);
    expect(screen.getByRole('combobox', { name: '遊戲時間提醒' })).toHaveValue('60');
  });

  it('cancels a pending raise with one request carrying an Idempotency-Key', async () => {
    const pending = {
      id: 7,
      kind: 'deposit',
      period: 'day',
      value: '2000.00',
      previous: '1000.00',
      requested_at: '2026-11-26 08:00:00',
      effective_at: '2026-11-27 08:00:00',
      state: 'pending',
    } as const;
    let cancelled = false;
    server.use(
      post('/api/responsible', () =>
        ok(cancelled ? state({ history: [{ ...pending, state: 'cancelled' }] }) : state({ pending: [pending], history: [pending] })),
      ),
      post('/api/responsible/reality/state', ok(reality)),
      post('/api/responsible/cancel', () => {
        cancelled = true;
        return ok(state(), '已撤銷該項變更');
      }),
    );
    const u = open();
    await screen.findAllByText('1000.00 → 2000.00');
    expect(rowsOf('rg-pending-table')[0]?.slice(0, 3)).toEqual(['每日存款限額', '1000.00 → 2000.00', '2026-11-27 08:00:00']);
    await u.click(screen.getByTestId('cancel-change-7'));
    await waitFor(() => expect(requests.to('/api/responsible/cancel')).toHaveLength(1));
    expect(requests.to('/api/responsible/cancel')[0]).toMatchObject({ body: { id: 7 }, key: expect.any(String) });
    await screen.findByText('沒有待生效的變更');
  });

  it('a refusal of player protection (230) is shown with a link to this page; any other refusal without', async () => {
    server.use(
      post('/api/responsible', ok(state())),
      post('/api/responsible/reality/state', ok(reality)),
      post('/api/responsible/limits', (b) => (b.value === '5' ? refused(230, '超過限額') : refused(1000, '請輸入限額金額'))),
    );
    const u = open();
    await screen.findByText('尚未設定任何限額');
    await u.type(screen.getByRole('textbox', { name: '新限額' }), '5');
    await u.click(screen.getByTestId('rg-set-limit'));
    const toast = await screen.findByText('超過限額');
    expect(within(toast).getByTestId('toast-link')).toHaveAttribute('href', '#/mine/responsible');
    expect(within(toast).getByTestId('toast-link')).toHaveTextContent('負責任博彩設定');
    await u.clear(screen.getByRole('textbox', { name: '新限額' }));
    await u.type(screen.getByRole('textbox', { name: '新限額' }), 'x');
    await u.click(screen.getByTestId('rg-set-limit'));
    const plain = await screen.findByText('請輸入限額金額');
    expect(within(plain).queryByTestId('toast-link')).toBeNull();
  });
});
