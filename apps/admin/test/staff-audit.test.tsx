import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { counts, page } from './fixtures';
import { ok, post, requests, server } from './msw';
import { renderAdmin, signIn } from './render';

const auditRow = (id: number) => ({
  id,
  admin_id: 1,
  admin: 'admin',
  role: 'super',
  action: 'deposit.approve',
  target: `D${id}`,
  detail: { amount: '10.00' },
  before: null,
  after: null,
  amount: '10.00',
  ip: '127.0.0.1',
  created_at: '2026-11-23 10:00:00',
  hash: 'ab'.repeat(32),
});

describe('audit log and staff (super admin)', () => {
  it('verifies the chain and points at the first broken row', async () => {
    signIn('super');
    server.use(
      counts(),
      post('/api/admin/audit', ok(page([auditRow(3), auditRow(2), auditRow(1)]))),
      post('/api/admin/audit/verify', ok({ ok: false, first_broken: 2, checked: 3 })),
    );
    renderAdmin('/audit');
    const table = await screen.findByTestId('audit-table');
    await userEvent.click(screen.getByRole('button', { name: '校验哈希链' }));
    expect(await screen.findByTestId('audit-verdict')).toHaveTextContent('哈希链在第 2 条断开（已校验 3 条）');
    expect(within(table).getByText('2')).toHaveClass('broken');
    expect(within(table).getByText('3')).not.toHaveClass('broken');
  });

  it('filters by actor and action prefix', async () => {
    signIn('super');
    server.use(counts(), post('/api/admin/audit', ok(page([auditRow(1)]))));
    renderAdmin('/audit');
    await screen.findByTestId('audit-table');
    await userEvent.type(screen.getByLabelText('操作人'), 'fin1');
    await userEvent.type(screen.getByLabelText('操作'), 'withdrawal.');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    await waitFor(() => expect(requests.to('/api/admin/audit').at(-1)!.body).toEqual({ page: 1, actor: 'fin1', action: 'withdrawal.' }));
  });

  it('creates a staff account with a role', async () => {
    signIn('super');
    server.use(counts(), post('/api/admin/staff/list', ok([])), post('/api/admin/staff/create', ok({ id: 5 }, '操作成功')));
    renderAdmin('/staff');
    await userEvent.click(await screen.findByRole('button', { name: '+ 新增员工' }));
    const dialog = await screen.findByRole('dialog', { name: '新增员工' });
    await userEvent.type(within(dialog).getByLabelText('账号'), 'fin2');
    await userEvent.type(within(dialog).getByLabelText(/^密码/), 'Staff12345');
    await userEvent.selectOptions(within(dialog).getByLabelText('角色'), 'finance');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    await waitFor(() => expect(requests.to('/api/admin/staff/create')[0]?.body).toEqual({ name: 'fin2', password: 'Staff12345', role: 'finance' }));
  });
});

describe('own sessions', () => {
  it("the security page ends the staff member's other sessions and shows how many ended", async () => {
    signIn('super');
    server.use(
      counts(),
      post('/api/admin/me', ok({ id: 1, name: 'super1', role: 'super', totp_enabled: false, must_enrol_totp: false, allowed_paths: [] })),
      post('/api/admin/staff/revoke-my-sessions', ok({ ended: 2 }, '已结束您的其他 2 个会话（当前会话保留）')),
    );
    renderAdmin('/security');
    await userEvent.click(await screen.findByRole('button', { name: '退出其他所有会话' }));
    await waitFor(() => expect(requests.to('/api/admin/staff/revoke-my-sessions')).toHaveLength(1));
    expect(await screen.findByText('已结束您的其他 2 个会话（当前会话保留）')).toBeInTheDocument();
  });
});

describe('operations', () => {
  it('checks the ledger, runs a job now and repairs a pending transfer', async () => {
    signIn('super');
    server.use(
      counts(),
      post('/api/admin/ledger/check', ok({ ok: true, breaches: [] })),
      post(
        '/api/admin/jobs',
        ok([
          {
            name: 'vip-daily',
            schedule: '0 5 0 * * *',
            last_run: { started_at: '2026-11-23 00:05:00', finished_at: '2026-11-23 00:05:01', ok: true, result: {}, trigger: 'cron' },
          },
        ]),
      ),
      post('/api/admin/jobs/run', ok({ name: 'vip-daily', ran: true, ok: true, result: {} }, '操作成功')),
      post(
        '/api/admin/transfers/pending',
        ok(
          page([
            {
              order_no: 'T1',
              username: 'alice',
              platname: 'AG',
              direction: 'in',
              amount: '50.00',
              state: 2,
              attempts: 1,
              reason: '',
              created_at: '2026-11-23 10:00:00',
            },
          ]),
        ),
      ),
      post('/api/admin/transfers/repair', ok({ order_no: 'T1', state: 1 }, '操作成功')),
    );
    renderAdmin('/operations');
    await userEvent.click(await screen.findByRole('button', { name: '立即校验' }));
    expect(await screen.findByTestId('ledger-ok')).toHaveTextContent('账本一致');
    await userEvent.click(await screen.findByRole('button', { name: '立即运行' }));
    await waitFor(() => expect(requests.to('/api/admin/jobs/run')[0]?.body).toEqual({ name: 'vip-daily' }));
    await userEvent.click(await screen.findByRole('button', { name: '修复' }));
    await waitFor(() => expect(requests.to('/api/admin/transfers/repair')[0]?.body).toEqual({ order_no: 'T1' }));
  });
});
