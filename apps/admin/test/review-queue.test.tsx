import { describe, expect, it } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MemoryRouter } from 'react-router-dom';
import type { RouteName } from '@portal/contracts';
import i18next from '../src/i18n';
import { ToastProvider } from '../src/components/toast';
import { ReviewQueue, type QueueConfig } from '../src/features/queues/review-queue';
import { depositQueue } from '../src/features/queues/deposits-page';
import { withdrawalQueue } from '../src/features/queues/withdrawals-page';
import { applicationQueue } from '../src/features/queues/applications-page';
import { agentApplicationQueue } from '../src/features/queues/agent-applications-page';
import { depositRow, member, page, withdrawalRow } from './fixtures';
import { get, ok, post, requests, server } from './msw';
import { signIn } from './render';

// The one review queue component, driven by each queue's configuration: it shows the configured
// columns, opens the configured drawer, and sends approve / reject / bulk decisions to the routes
// the configuration names (checked here against the paths the API serves).

const context = { member, recent_deposits: [], recent_withdrawals: [], cards: [] };
const memberDetail = post(
  '/api/admin/members/detail',
  ok({ member, wallets: [{ wallet: 'central', balance: '320.50' }], turnover: { done: '0.00', required: '0.00', met: true }, cards: [] }),
);
const application = {
  id: 7,
  username: 'alice',
  activity_id: 3,
  activity_name: '首存送',
  state: 1,
  remark: '',
  created_at: '2026-11-23 09:00:00',
  qualifying_deposit: { deposit_no: 'D0999', amount: '1000.00', created_at: '2026-11-23 08:30:00', used_by: null },
  bonus: '380.00',
  bonus_turnover: '1140.00',
  stackable: false,
  waiting_payout: null,
};
const agentApplication = {
  id: 9,
  username: 'alice',
  realname: '张三',
  mobile: '13800000000',
  apply_info: '有渠道',
  state: 1,
  reason: '',
  reviewer: '',
  created_at: '2026-11-23 09:00:00',
  reviewed_at: '',
};

interface Case {
  name: string;
  /** The configuration under test, rendered by the one component. */
  element: React.ReactElement;
  /** The configuration's column titles (as the component should show them, in order). */
  titles: string[];
  /** The columns each queue has always shown (i18n keys; 'ID' as is). */
  columns: string[];
  /** The read(s) the queue and its drawer make, answered here. */
  handlers: ReturnType<typeof post>[];
  listPath: string;
  listQuery: Record<string, unknown>;
  rowText: string;
  drawerTitle: string;
  approve: { path: string; body: unknown };
  /** A money approval: what its confirmation step says (the member and the amount) before anything is sent. */
  confirm?: string;
  reject: { path: string; body: unknown };
  bulk?: { key: string; path: string; body: unknown };
}

/** The facts of one queue read from its configuration (a generic function: each queue keeps its own types). */
function columnTitles<Row, S, A extends RouteName, R extends RouteName, B extends RouteName>(config: QueueConfig<Row, S, A, R, B>) {
  return config.columns(i18next.t).map((c) => String(c.title));
}

const cases: Case[] = [
  {
    name: 'deposits',
    columns: ['queues.orderNo', 'members.username', 'queues.payType', 'queues.amount', 'queues.payer', 'queues.createdAt', 'queues.state', 'queues.reviewer'],
    element: <ReviewQueue config={depositQueue} />,
    titles: columnTitles(depositQueue),
    handlers: [
      post('/api/admin/deposits', ok(page([depositRow()]))),
      post('/api/admin/deposits/detail', ok({ order: depositRow(), ...context })),
      post('/api/admin/deposits/approve', ok(null)),
      post('/api/admin/deposits/reject', ok(null)),
      post('/api/admin/deposits/bulk', ok([])),
    ],
    listPath: '/api/admin/deposits',
    listQuery: { state: 1, page: 1 },
    rowText: 'D1001',
    drawerTitle: '存款 D1001',
    approve: { path: '/api/admin/deposits/approve', body: { deposit_no: 'D1001' } },
    confirm: '通过后将立即为会员 alice 入账 1,500.00 元。',
    reject: { path: '/api/admin/deposits/reject', body: { deposit_no: 'D1001', reason: '不符合条件' } },
    bulk: { key: 'D1001', path: '/api/admin/deposits/bulk', body: { action: 'reject', deposit_nos: ['D1001'], reason: '不符合条件' } },
  },
  {
    name: 'withdrawals',
    columns: ['queues.orderNo', 'members.username', 'queues.amount', 'queues.card', 'queues.createdAt', 'queues.state', 'queues.fourEyes', 'queues.reviewer'],
    element: <ReviewQueue config={withdrawalQueue} />,
    titles: columnTitles(withdrawalQueue),
    handlers: [
      post('/api/admin/withdrawals', ok(page([withdrawalRow({ needs_second_approval: false })]))),
      post('/api/admin/withdrawals/detail', ok({ order: withdrawalRow({ needs_second_approval: false }), ...context })),
      post('/api/admin/withdrawals/approve', ok(null)),
      post('/api/admin/withdrawals/reject', ok(null)),
      post('/api/admin/withdrawals/bulk-reject', ok([])),
    ],
    listPath: '/api/admin/withdrawals',
    listQuery: { state: 1, page: 1 },
    rowText: 'W2001',
    drawerTitle: '取款 W2001',
    approve: { path: '/api/admin/withdrawals/approve', body: { order_no: 'W2001' } },
    confirm: '通过后将立即向会员 alice 的收款账户出款 80,000.00 元。',
    reject: { path: '/api/admin/withdrawals/reject', body: { order_no: 'W2001', reason: '不符合条件' } },
    bulk: { key: 'W2001', path: '/api/admin/withdrawals/bulk-reject', body: { order_nos: ['W2001'], reason: '不符合条件' } },
  },
  {
    name: 'promotion applications',
    columns: ['ID', 'members.username', 'queues.activity', 'bonus.column', 'queues.createdAt', 'queues.state', 'queues.remark'],
    element: <ReviewQueue config={applicationQueue} />,
    titles: columnTitles(applicationQueue),
    handlers: [get('/api/admin/activity/applies', ok(page([application]))), post('/api/admin/activity/review', ok(null)), memberDetail],
    listPath: '/api/admin/activity/applies',
    listQuery: { state: '1', page: '1' },
    rowText: '首存送',
    drawerTitle: '首存送 · alice',
    approve: { path: '/api/admin/activity/review', body: { id: 7, state: 2, remark: '' } },
    confirm: '通过后将立即为会员 alice 入账 380.00 元。',
    reject: { path: '/api/admin/activity/review', body: { id: 7, state: 3, remark: '不符合条件' } },
  },
  {
    name: 'agent applications',
    columns: ['ID', 'members.username', 'members.mobile', 'queues.applyInfo', 'queues.createdAt', 'queues.state', 'queues.reviewer'],
    element: <ReviewQueue config={agentApplicationQueue} />,
    titles: columnTitles(agentApplicationQueue),
    handlers: [
      post('/api/admin/agents/applications', ok(page([agentApplication]))),
      post('/api/admin/agents/approve', ok(agentApplication)),
      post('/api/admin/agents/reject', ok(agentApplication)),
      memberDetail,
    ],
    listPath: '/api/admin/agents/applications',
    listQuery: { state: 1, page: 1 },
    rowText: '13800000000',
    drawerTitle: '代理申请 · alice',
    approve: { path: '/api/admin/agents/approve', body: { id: 9 } },
    reject: { path: '/api/admin/agents/reject', body: { id: 9, reason: '不符合条件' } },
  },
];

function renderQueue(element: React.ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(
    <QueryClientProvider client={client}>
      <ToastProvider>
        <MemoryRouter>{element}</MemoryRouter>
      </ToastProvider>
    </QueryClientProvider>,
  );
}

async function openRow(c: Case) {
  await userEvent.click(await screen.findByText(c.rowText));
  return screen.findByRole('dialog', { name: c.drawerTitle });
}

async function giveReason(title: string) {
  const dialog = await screen.findByRole('dialog', { name: title });
  await userEvent.type(within(dialog).getByLabelText('原因'), '不符合条件');
  await userEvent.click(within(dialog).getByRole('button', { name: '确定' }));
}

describe.each(cases)('the review queue configured for $name', (c) => {
  it('shows the configured columns and reads the queue’s list route, pending first', async () => {
    signIn('super');
    server.use(...c.handlers);
    renderQueue(c.element);
    await screen.findByText(c.rowText);
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent ?? '');
    expect(headers.filter((h) => h !== '')).toEqual(c.titles.filter((h) => h !== ''));
    expect(c.titles.filter((h) => h !== '')).toEqual(c.columns.map((k) => (k === 'ID' ? k : i18next.t(k))));
    expect(requests.to(c.listPath)[0]!.body).toMatchObject(c.listQuery);
  });

  it('approves from the drawer through the configured route, with an Idempotency-Key', async () => {
    signIn('super');
    server.use(...c.handlers);
    renderQueue(c.element);
    const drawer = await openRow(c);
    await userEvent.click(await within(drawer).findByRole('button', { name: '通过' }));
    if (c.confirm) {
      // A money approval waits for its confirmation step, which names the member and the amount.
      const confirm = await screen.findByRole('dialog', { name: '确认审核通过' });
      expect(confirm).toHaveTextContent(c.confirm);
      expect(requests.to(c.approve.path)).toHaveLength(0);
      await userEvent.click(within(confirm).getByRole('button', { name: '确定' }));
    }
    await waitFor(() => expect(requests.to(c.approve.path)).toHaveLength(1));
    expect(requests.to(c.approve.path)[0]!.body).toEqual(c.approve.body);
    expect(requests.to(c.approve.path)[0]!.key).toBeTruthy();
  });

  it('rejects from the drawer with a reason through the configured route', async () => {
    signIn('super');
    server.use(...c.handlers);
    renderQueue(c.element);
    const drawer = await openRow(c);
    await userEvent.click(await within(drawer).findByRole('button', { name: '拒绝' }));
    await giveReason('拒绝');
    await waitFor(() => expect(requests.to(c.reject.path)).toHaveLength(1));
    expect(requests.to(c.reject.path)[0]!.body).toEqual(c.reject.body);
  });

  it(c.bulk ? 'rejects the picked pending rows in bulk through the configured route' : 'has no bulk decisions', async () => {
    signIn('super');
    server.use(...c.handlers);
    renderQueue(c.element);
    await screen.findByText(c.rowText);
    if (!c.bulk) {
      expect(screen.queryByRole('checkbox', { name: '全选' })).not.toBeInTheDocument();
      return;
    }
    await userEvent.click(screen.getByRole('checkbox', { name: c.bulk.key }));
    await userEvent.click(screen.getByRole('button', { name: '批量拒绝' }));
    await giveReason('批量拒绝');
    await waitFor(() => expect(requests.to(c.bulk!.path)).toHaveLength(1));
    expect(requests.to(c.bulk.path)[0]!.body).toEqual(c.bulk.body);
  });

  it('offers no decisions to a role that may not decide', async () => {
    signIn('support');
    server.use(...c.handlers);
    renderQueue(c.element);
    const drawer = await openRow(c);
    await waitFor(() => expect(drawer.querySelector('.drawer-body')?.textContent).toContain('alice'));
    expect(within(drawer).queryByRole('button', { name: '通过' })).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox', { name: '全选' })).not.toBeInTheDocument();
  });
});
