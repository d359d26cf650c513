import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import ApplyAgentPage from '../apply-agent-page';
import AgentPage from '../agent-page';
import { renderPage } from '../../../../test/render';
import { ok, refused, requests, server } from '../../../../test/msw';
import { member, sessionHandlers } from '../../../../test/handlers/session';
import { agentHandlers, application, membersPage, referred, summary } from './handlers';

const toastText = async () => (await screen.findAllByTestId('toast')).map((t) => t.textContent).join(' | ');
const openApply = () => {
  sessionStorage.setItem('token', 'tok');
  renderPage('/mine/applyagent', [
    { path: '/mine/applyagent', element: <ApplyAgentPage /> },
    { path: '/mine/agent', element: <div data-testid="agent-page">agent page</div> },
  ]);
  return userEvent.setup();
};
const openAgent = () => {
  sessionStorage.setItem('token', 'tok');
  renderPage('/mine/agent', [
    { path: '/mine/agent', element: <AgentPage /> },
    { path: '/mine/applyagent', element: <div data-testid="apply-page">apply</div> },
  ]);
  return userEvent.setup();
};

describe('apply agent (spec §2.5, §5)', () => {
  it('shows the real name read-only, checks phone then reason without sending, then sends once and shows the pending state', async () => {
    let applied = false;
    server.use(
      agentHandlers.application(() =>
        applied ? application({ state: 1, mobile: '13800138000', apply_info: '朋友很多', created_at: '2026-11-23 20:00:00' }) : application(),
      ),
      agentHandlers.apply(() => {
        applied = true;
        return ok(null, '申請已提交，請等待審核');
      }),
    );
    const u = openApply();
    const realname = await screen.findByLabelText('真實姓名');
    expect(realname).toHaveValue('張三');
    expect(realname).toBeDisabled();

    await u.click(screen.getByTestId('apply-agent-submit'));
    expect(await toastText()).toContain('請輸入正確手機號');
    await u.type(screen.getByLabelText('聯繫電話'), '13800138000');
    await u.click(screen.getByTestId('apply-agent-submit'));
    expect(await toastText()).toContain('請輸入申請理由');
    expect(requests.to('/api/applyagentdo')).toHaveLength(0);

    await u.type(screen.getByLabelText('申請說明'), '  朋友很多  ');
    await u.click(screen.getByTestId('apply-agent-submit'));
    expect(await toastText()).toContain('申請已提交，請等待審核');
    expect(requests.to('/api/applyagentdo')).toHaveLength(1);
    expect(requests.to('/api/applyagentdo')[0]).toMatchObject({ body: { mobile: '13800138000', apply_info: '朋友很多' } });
    expect(requests.to('/api/applyagentdo')[0]?.key).toMatch(/^[0-9a-f-]{36}$/);

    const status = await screen.findByTestId('agent-status');
    expect(status).toHaveTextContent('審核中');
    expect(status).toHaveTextContent('提交時間：2026-11-23 20:00:00');
    expect(screen.queryByTestId('apply-agent-form')).not.toBeInTheDocument();
  });

  it('shows the server’s refusal (one pending application at a time)', async () => {
    server.use(agentHandlers.application(application()), agentHandlers.apply(refused(203, '您已有一份代理申請正在審核中，請耐心等待')));
    const u = openApply();
    await u.type(await screen.findByLabelText('聯繫電話'), '13800138000');
    await u.type(screen.getByLabelText('申請說明'), '想做代理');
    await u.click(screen.getByTestId('apply-agent-submit'));
    expect(await toastText()).toContain('您已有一份代理申請正在審核中，請耐心等待');
  });

  it('after a rejection shows the reason above the form so the member can apply again', async () => {
    server.use(agentHandlers.application(application({ state: 3, reason: '資料不完整', reviewed_at: '2026-11-23 21:00:00' })));
    openApply();
    const status = await screen.findByTestId('agent-status');
    expect(status).toHaveTextContent('申請未通過');
    expect(status).toHaveTextContent('未通過原因：資料不完整');
    expect(screen.getByTestId('apply-agent-form')).toBeInTheDocument();
  });

  it('an agent is sent on to the agent page; a failed load offers a retry', async () => {
    let fail = true;
    server.use(agentHandlers.application(() => (fail ? refused(500, 'server error') : application({ is_agent: true, state: 2 }))));
    const u = openApply();
    const retry = await screen.findByRole('button', { name: '重試' });
    fail = false;
    await u.click(retry);
    expect(await screen.findByTestId('agent-status')).toHaveTextContent('您已經是代理');
    await u.click(screen.getByTestId('open-agent-page'));
    expect(await screen.findByTestId('agent-page')).toBeInTheDocument();
  });
});

describe('the agent page', () => {
  it('shows the link, the totals and a page of referred members; pages on', async () => {
    server.use(
      agentHandlers.summary(summary({ members: 12, deposits: '1500.50', turnover: '1235.00' })),
      agentHandlers.members((b) => membersPage([referred(1, '1200.50', '1234.56'), referred(2, '300.00', '0.44')], { total: 12, page: Number(b.page) })),
    );
    const u = openAgent();
    expect(await screen.findByTestId('agent-link')).toHaveValue('https://portal.example/registerForAplink?pid=42');
    expect(screen.getByText('好友透過此連結註冊即成為您的下級會員（代理ID：42）')).toBeInTheDocument();
    expect(screen.getByTestId('agent-members')).toHaveTextContent('12');
    expect(screen.getByTestId('agent-deposits')).toHaveTextContent('¥ 1500.50');
    expect(screen.getByTestId('agent-turnover')).toHaveTextContent('¥ 1235.00');
    await screen.findByText('friend1');
    const rows = within(screen.getByTestId('agent-member-table'))
      .getAllByRole('row')
      .slice(1)
      .map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['1', 'friend1', '2026-11-21 10:00:00', '1200.50', '1234.56'],
      ['2', 'friend2', '2026-11-22 10:00:00', '300.00', '0.44'],
    ]);
    await u.click(screen.getByRole('button', { name: '2' }));
    await waitFor(() => expect(requests.to('/api/agent/members').at(-1)?.body).toEqual({ page: 2 }));
  });

  it('reads the member again when they became an agent since it was loaded (the menu then leads to this page)', async () => {
    server.use(sessionHandlers.user(member({ isagent: 0 })), agentHandlers.summary(summary()), agentHandlers.members(membersPage([])));
    openAgent();
    await screen.findByTestId('agent-link');
    await waitFor(() => expect(requests.to('/api/user').length).toBeGreaterThanOrEqual(2));
  });

  it('copies the link', async () => {
    server.use(agentHandlers.summary(summary()), agentHandlers.members(membersPage([])));
    const u = openAgent();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await u.click(await screen.findByTestId('copy-agent-link'));
    expect(writeText).toHaveBeenCalledWith('https://portal.example/registerForAplink?pid=42');
    expect(await toastText()).toContain('已複製推廣連結');
  });

  it('with no referrals yet says so', async () => {
    server.use(agentHandlers.summary(summary()), agentHandlers.members(membersPage([])));
    openAgent();
    expect(await screen.findByText('還沒有會員透過您的連結註冊，快把連結分享給好友吧')).toBeInTheDocument();
  });

  it('a member who is not an agent gets the refusal and the way to apply, and no list is asked for', async () => {
    server.use(agentHandlers.summary(refused(203, '您還不是代理，請先申請成為代理')));
    const u = openAgent();
    expect(await screen.findByTestId('agent-refused')).toHaveTextContent('您還不是代理，請先申請成為代理');
    expect(requests.to('/api/agent/members')).toHaveLength(0);
    await u.click(screen.getByRole('link', { name: '立即申請' }));
    expect(await screen.findByTestId('apply-page')).toBeInTheDocument();
  });
});
