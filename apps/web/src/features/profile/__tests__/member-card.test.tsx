import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import type { VipLevel } from '@portal/contracts';
import { renderPage } from '../../../../test/render';
import { ok, post, server } from '../../../../test/msw';
import { member, sessionHandlers } from '../../../../test/handlers/session';
import { session } from '../../../lib/session/storage';
import ProfileLayout from '../profile-layout';

const level = (n: number, recharge: string, flow: string): VipLevel => ({
  level: n,
  name: `VIP${n}`,
  badge: '',
  recharge,
  flow,
  realperson: '0.50',
  electron: '0.50',
  joker: '0.50',
  sport: '0.50',
  lottery: '0.50',
  e_sport: '0.50',
});

const openCard = (fields: Record<string, unknown>) => {
  session.start('token-1');
  server.use(
    sessionHandlers.user(member({ vip: 1, current_vip: 'P1', next_vip: 'P2', ...fields })),
    sessionHandlers.balance(),
    post('/api/uservip', ok([level(1, '0.00', '0.00'), level(2, '1000.00', '4000.00')])),
  );
  return renderPage('/mine', [{ path: '/mine', element: <ProfileLayout /> }]);
};

describe('the member card’s VIP bar (a level needs deposits and turnover)', () => {
  it('with the deposits met but not the turnover the bar is not full, and both requirements are shown', async () => {
    openCard({ paysum: '1500.00', totalgame: '1000.00' });
    expect(await screen.findByTestId('vip-need-deposit')).toHaveTextContent('累計存款1500.00 / 1000.00');
    expect(screen.getByTestId('vip-need-turnover')).toHaveTextContent('累計流水1000.00 / 4000.00');
    expect(screen.getByTestId('vip-need-deposit')).toHaveClass('is-met');
    expect(screen.getByTestId('vip-need-turnover')).not.toHaveClass('is-met');
    expect(screen.getByTestId('vip-progress')).toHaveAttribute('data-progress', '25');
  });

  it('is full only when both are met', async () => {
    openCard({ paysum: '1000.00', totalgame: '4000.00' });
    expect(await screen.findByTestId('vip-needs')).toBeInTheDocument();
    expect(screen.getByTestId('vip-progress')).toHaveAttribute('data-progress', '100');
  });
});
