import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { counts } from './fixtures';
import { server } from './msw';
import { renderAdmin, signIn } from './render';

const navLabels = async () => {
  const nav = await screen.findByRole('navigation', { name: '主导航' });
  return within(nav)
    .getAllByRole('link')
    .map((a) => a.textContent?.replace(/\d+$/, ''));
};

describe('navigation by role (the API still enforces every permission)', () => {
  it('support sees members and messages, never the money queues or settings', async () => {
    signIn('support');
    server.use(counts());
    renderAdmin('/');
    const labels = await navLabels();
    expect(labels).toEqual(expect.arrayContaining(['工作台', '会员管理', '站内信']));
    expect(labels).not.toContain('存款审核');
    expect(labels).not.toContain('取款审核');
    expect(labels).not.toContain('收银设置');
    expect(labels).not.toContain('员工管理');
    expect(labels).not.toContain('审计日志');
    expect(labels).not.toContain('报表');
  });

  it('finance sees the money queues with their badges (the payouts queue too), cashier settings, reports, and the promotions (their money settings)', async () => {
    signIn('finance');
    server.use(counts({ deposits: 4, withdrawals: 2, adjustments: 3, house_payouts: 5 }));
    renderAdmin('/');
    const labels = await navLabels();
    expect(labels).toEqual(expect.arrayContaining(['存款审核', '取款审核', '待批发放', '收银设置', '报表', '会员管理', '内容管理']));
    expect(labels).not.toContain('活动申请');
    expect(await screen.findByTestId('badge-deposits')).toHaveTextContent('4');
    expect(screen.getByTestId('badge-withdrawals')).toHaveTextContent('2');
    expect(screen.getByTestId('badge-adjustments')).toHaveTextContent('3');
    expect(screen.getByTestId('badge-house_payouts')).toHaveTextContent('5');
  });

  it('operations review applications but never see the payouts queue', async () => {
    signIn('operations');
    server.use(counts({ house_payouts: 5 }));
    renderAdmin('/');
    const labels = await navLabels();
    expect(labels).toEqual(expect.arrayContaining(['活动申请', '内容管理']));
    expect(labels).not.toContain('待批发放');
  });

  it('a super admin sees everything, staff and the audit log included', async () => {
    signIn('super');
    server.use(counts());
    renderAdmin('/');
    expect(await navLabels()).toEqual(expect.arrayContaining(['员工管理', '审计日志', '内容管理', '收银设置', '运维']));
  });
});
