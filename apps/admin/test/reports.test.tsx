import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { counts } from './fixtures';
import { ok, post, requests, server } from './msw';
import { renderAdmin, signIn } from './render';

const row = (day: string, deposits: string, ggr: string) => ({
  day,
  deposits,
  withdrawals: '100.00',
  net_cash: '0.00',
  stakes: '0.00',
  payouts: '0.00',
  ggr,
  rebates: '0.10',
  redpackets: '0.20',
  promotions: '0.00',
  adjustments: '0.00',
  new_members: 1,
  active_members: 2,
});

describe('reports', () => {
  it('shows the daily figures of a Beijing day range and totals them exactly', async () => {
    signIn('finance');
    server.use(counts(), post('/api/admin/reports/daily', ok([row('2026-11-22', '0.10', '-5.00'), row('2026-11-23', '0.20', '2.50')])));
    renderAdmin('/reports');
    const table = await screen.findByTestId('report-table');
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(requests.to('/api/admin/reports/daily')[0]!.body).toEqual({
      from: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
      to: expect.stringMatching(/^\d{4}-\d\d-\d\d$/),
    });
    // 0.10 + 0.20 is 0.30 (not 0.30000000000000004): totals add cents.
    expect(screen.getByText('0.30')).toBeInTheDocument();
    expect(screen.getByText('-2.50')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '导出 CSV' })).toBeInTheDocument();
  });
});
