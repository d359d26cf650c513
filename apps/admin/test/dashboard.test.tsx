import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { counts } from './fixtures';
import { ok, post, requests, server } from './msw';
import { renderAdmin, signIn } from './render';

const today = {
  day: '2026-11-26',
  deposits: '12500.00',
  withdrawals: '13000.50',
  net_cash: '-500.50',
  stakes: '0.00',
  payouts: '0.00',
  ggr: '0.00',
  rebates: '0.00',
  redpackets: '0.00',
  promotions: '380.00',
  adjustments: '0.00',
  new_members: 7,
  active_members: 42,
};

describe('the dashboard', () => {
  it("shows today's figures (Beijing day) above the queues' waiting counts to the money desk", async () => {
    signIn('finance');
    server.use(counts({ deposits: 3, withdrawals: 2 }), post('/api/admin/reports/today', ok(today)));
    renderAdmin('/');
    const figures = await screen.findByTestId('dashboard-today');
    expect(await within(figures).findByText('12,500.00')).toBeInTheDocument();
    expect(figures).toHaveTextContent('今日概况（北京时间 2026-11-26）');
    for (const text of ['13,000.50', '-500.50', '380.00', '7', '42']) expect(within(figures).getByText(text)).toBeInTheDocument();
    expect(await screen.findByTestId('tile-deposits')).toHaveTextContent('3');
    expect(screen.getByTestId('tile-withdrawals')).toHaveTextContent('2');
  });

  it('does not ask for the figures for a role that may not read them', async () => {
    signIn('support');
    server.use(counts());
    renderAdmin('/');
    expect(await screen.findByText('您好，support1')).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-today')).not.toBeInTheDocument();
    expect(requests.to('/api/admin/reports/today')).toHaveLength(0);
  });
});
