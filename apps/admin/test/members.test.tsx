import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { REQUEST_TIMEOUT_MS } from '@portal/contracts';
import { counts, depositRow, page } from './fixtures';
import { ok, post, refused, requests, server } from './msw';
import { renderAdmin, signIn } from './render';

const memberRow = {
  id: 7,
  username: 'alice',
  realname: '张三',
  mobile: '13800138000',
  email: null,
  vip: 2,
  balance: '320.50',
  agent: 'agent01',
  is_agent: false,
  frozen: false,
  created_at: '2026-10-01 09:00:00',
  last_login_at: '2026-11-23 08:00:00',
};
const detail = (frozen = false) => ({
  member: {
    ...memberRow,
    frozen,
    paysum: '5000.00',
    totalgame: '8000.00',
    frozen_reason: frozen ? '风控' : '',
    frozen_at: frozen ? '2026-11-23 09:00:00' : null,
    register_ip: '1.2.3.4',
  },
  wallets: [
    { wallet: 'central', balance: '320.50' },
    { wallet: 'AG', balance: '10.00' },
  ],
  turnover: { done: '1200.00', required: '1500.00', met: false },
  ledger: [
    { id: 1, wallet: 'central', kind: 'deposit', amount: '1500.00', memo: 'D1001', created_at: '2026-11-23 10:00:00' },
    { id: 2, wallet: 'central', kind: 'adjust', amount: '-20.00', memo: '纠错', created_at: '2026-11-23 10:30:00' },
  ],
  deposits: [depositRow({ state: 2 })],
  withdrawals: [],
  transfers: [],
  bets: [],
  rebates: [],
  red_packets: null,
  messages: null,
  cards: [],
  logins: [{ ip: '1.2.3.4', user_agent: 'Chrome', ok: true, created_at: '2026-11-23 08:00:00' }],
});

describe('members', () => {
  it('searches and opens a member page with balances per wallet and the ledger', async () => {
    signIn('finance');
    server.use(counts(), post('/api/admin/members/list', ok(page([memberRow]))), post('/api/admin/members/detail', ok(detail())));
    renderAdmin('/members');
    await userEvent.type(await screen.findByRole('textbox', { name: /账号、姓名/ }), '138001');
    await userEvent.click(screen.getByRole('button', { name: '查询' }));
    expect(requests.to('/api/admin/members/list').at(-1)!.body).toEqual({ q: '138001', page: 1, per_page: 20, agents_only: false });
    await userEvent.click(await within(await screen.findByTestId('members-table')).findByText('alice'));
    expect(await screen.findByText('钱包余额')).toBeInTheDocument();
    expect(screen.getAllByText('320.50').length).toBeGreaterThan(0);
    expect(screen.getByText('-20.00')).toHaveClass('neg');
    await userEvent.click(screen.getByRole('tab', { name: '登录记录' }));
    expect(await screen.findByText('Chrome')).toBeInTheDocument();
  });

  it('adjusts a balance only with a reason, as a signed amount with an Idempotency-Key', async () => {
    signIn('finance');
    server.use(counts(), post('/api/admin/members/detail', ok(detail())), post('/api/admin/adjust', ok({ balance: '300.50' }, '调整成功')));
    renderAdmin('/members/alice');
    await userEvent.click(await screen.findByRole('button', { name: '人工调整' }));
    const dialog = await screen.findByRole('dialog', { name: '人工调整' });
    await userEvent.click(within(dialog).getByRole('button', { name: '扣款' }));
    await userEvent.type(within(dialog).getByLabelText('金额'), '20');
    const confirm = within(dialog).getByRole('button', { name: '确定' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('原因'), '重复入账');
    await userEvent.click(confirm);
    await waitFor(() => expect(requests.to('/api/admin/adjust')).toHaveLength(1));
    const sent = requests.to('/api/admin/adjust')[0]!;
    expect(sent.body).toEqual({ username: 'alice', amount: '-20', memo: '重复入账', correction: false, correction_reason: '' });
    expect(sent.key).toBeTruthy();
    expect(await screen.findByText('调整成功')).toBeInTheDocument();
  });

  it("sets a member's phone from the member page; a blocked member's is refused with the server's reason, which the page shows", async () => {
    signIn('operations');
    const blocked = '此手机号或邮箱属于会员 bob，该账户正处于自我禁止或冷静期，不能设给其他账户';
    server.use(counts(), post('/api/admin/members/detail', ok(detail())), post('/api/admin/members/contact', refused(231, blocked)));
    renderAdmin('/members/alice');
    await userEvent.click(await screen.findByRole('button', { name: '修改手机号/邮箱' }));
    const dialog = await screen.findByRole('dialog', { name: '修改手机号/邮箱' });
    const confirm = within(dialog).getByRole('button', { name: '确定' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('手机号'), '13900139000');
    await userEvent.click(confirm);
    await waitFor(() => expect(requests.to('/api/admin/members/contact')).toHaveLength(1));
    expect(requests.to('/api/admin/members/contact')[0]!.body).toEqual({ username: 'alice', mobile: '13900139000', email: '' });
    expect(await screen.findByText(blocked)).toBeInTheDocument();
  });

  describe('a manual adjustment whose first request times out', () => {
    afterEach(() => void vi.useRealTimers());

    it('a second click sends the same Idempotency-Key, so the server posts it once', async () => {
      // Only the time-out's clock is faked (and it runs on with real time), so the page and MSW work as usual.
      vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setTimeout', 'clearTimeout'] });
      signIn('finance');
      // The server as it is: the first request is run (the money moves) but its reply never arrives;
      // a request with a key it has run gets that run's reply again (apps/api/src/http/idempotency.ts).
      const postings = new Map<string, { balance: string }>();
      const seen: Array<{ key: string | null; body: unknown }> = [];
      server.use(
        counts(),
        post('/api/admin/members/detail', ok(detail())),
        http.post('/api/admin/adjust', async ({ request }) => {
          const key = request.headers.get('Idempotency-Key');
          seen.push({ key, body: await request.json() });
          const first = !postings.has(key!);
          if (first) postings.set(key!, { balance: '340.50' });
          if (seen.length === 1) return new Promise<Response>(() => {}); // lost: no reply ever comes
          return HttpResponse.json(ok(postings.get(key!), first ? '调整成功' : '调整成功（重放）'));
        }),
      );
      renderAdmin('/members/alice');
      await userEvent.click(await screen.findByRole('button', { name: '人工调整' }));
      const dialog = await screen.findByRole('dialog', { name: '人工调整' });
      await userEvent.type(within(dialog).getByLabelText('金额'), '20');
      await userEvent.type(within(dialog).getByLabelText('原因'), '活动补发');
      const confirm = within(dialog).getByRole('button', { name: '确定' });
      await userEvent.click(confirm);
      await waitFor(() => expect(seen).toHaveLength(1));
      expect(confirm).toBeDisabled();

      await vi.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS);
      expect(await screen.findByText('服务器异常，请稍后再试')).toBeInTheDocument();
      await waitFor(() => expect(confirm).toBeEnabled());

      await userEvent.click(confirm);
      await waitFor(() => expect(seen).toHaveLength(2));
      expect(seen[1]!.body).toEqual(seen[0]!.body);
      expect(seen[0]!.key).toBeTruthy();
      expect(seen[1]!.key).toBe(seen[0]!.key);
      expect(postings.size).toBe(1);
      expect(await screen.findByText('调整成功（重放）')).toBeInTheDocument();
    });
  });

  it('a credit marked as a correction needs its own reason and says so to the API', async () => {
    signIn('finance');
    server.use(
      counts(),
      post('/api/admin/members/detail', ok(detail())),
      post('/api/admin/adjust', ok({ id: 9, state: 'pending', balance: null }, '调整金额超过1000.00元，已提交待另一位管理员审核')),
    );
    renderAdmin('/members/alice');
    await userEvent.click(await screen.findByRole('button', { name: '人工调整' }));
    const dialog = await screen.findByRole('dialog', { name: '人工调整' });
    expect(within(dialog).getByText('加款将计入会员取款流水要求')).toBeInTheDocument();
    await userEvent.type(within(dialog).getByLabelText('金额'), '5000');
    await userEvent.type(within(dialog).getByLabelText('原因'), '漏入账');
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /更正/ }));
    const confirm = within(dialog).getByRole('button', { name: '确定' });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText('更正原因'), '银行流水 B123 未入账');
    await userEvent.click(confirm);
    await waitFor(() => expect(requests.to('/api/admin/adjust')).toHaveLength(1));
    expect(requests.to('/api/admin/adjust')[0]!.body).toEqual({
      username: 'alice',
      amount: '5000',
      memo: '漏入账',
      correction: true,
      correction_reason: '银行流水 B123 未入账',
    });
    expect(await screen.findByText('调整金额超过1000.00元，已提交待另一位管理员审核')).toBeInTheDocument();
  });

  it('freezes with a reason and shows unfreeze afterwards; support sees no such buttons', async () => {
    signIn('finance');
    let frozen = false;
    server.use(
      counts(),
      post('/api/admin/members/detail', () => ok(detail(frozen))),
      post('/api/admin/members/freeze', () => {
        frozen = true;
        return ok(null, '已冻结');
      }),
    );
    const { unmount } = renderAdmin('/members/alice');
    await userEvent.click(await screen.findByRole('button', { name: '冻结' }));
    const dialog = await screen.findByRole('dialog', { name: '冻结' });
    await userEvent.type(within(dialog).getByLabelText('原因'), '风控');
    await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
    expect(await screen.findByRole('button', { name: '解冻' })).toBeInTheDocument();
    expect(requests.to('/api/admin/members/freeze')[0]!.body).toEqual({ username: 'alice', reason: '风控' });
    unmount();

    signIn('support');
    renderAdmin('/members/alice');
    expect(await screen.findByText('钱包余额')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '解冻' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '人工调整' })).not.toBeInTheDocument();
  });
});
