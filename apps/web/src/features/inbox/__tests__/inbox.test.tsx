import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import InboxPage from '../inbox-page';
import { UnreadBadge } from '../unread-badge';
import { renderPage } from '../../../../test/render';
import { ok, refused, requests, server } from '../../../../test/msw';
import { changeLocale } from '../../../i18n';
import { inboxHandlers, inboxOf, message, notice, pageOf } from './handlers';

/** The message page under a header holding the badge, as the member sees them together. */
const open = (path = '/mine/message') => {
  sessionStorage.setItem('token', 'tok');
  const utils = renderPage(path, [
    {
      path: '/mine/message',
      element: (
        <>
          <UnreadBadge />
          <InboxPage />
        </>
      ),
    },
  ]);
  return { ...utils, u: userEvent.setup() };
};

describe('header unread badge', () => {
  it('shows the unread count and links to the messages tab; hides at zero; shows 99+ above 99', async () => {
    server.use(inboxHandlers.num(ok({ count: 3 }, '')), inboxHandlers.homeNotices(ok([], '')), inboxHandlers.notices(pageOf([])));
    const { unmount } = open();
    expect(await screen.findByTestId('unread-badge')).toHaveTextContent('3');
    expect(screen.getByRole('link', { name: '3 條未讀訊息' })).toHaveAttribute('href', '/mine/message?type=1');
    unmount();

    server.use(inboxHandlers.num(ok({ count: 0 }, '')));
    const second = open();
    await waitFor(() => expect(requests.to('/api/messagenum').length).toBeGreaterThanOrEqual(2));
    await screen.findByRole('link', { name: '站內信' });
    expect(screen.queryByTestId('unread-badge')).toBeNull();
    second.unmount();

    server.use(inboxHandlers.num(ok({ count: 120 }, '')));
    open();
    expect(await screen.findByTestId('unread-badge')).toHaveTextContent('99+');
  });

  it('asks nothing when logged out', async () => {
    server.use(inboxHandlers.homeNotices(ok([], '')), inboxHandlers.notices(pageOf([])));
    renderPage('/mine/message', [{ path: '/mine/message', element: <UnreadBadge /> }]);
    await screen.findByRole('link', { name: '站內信' });
    expect(requests.to('/api/messagenum')).toHaveLength(0);
  });
});

describe('/mine/message internal messages tab', () => {
  it('lists messages with their read state; opening an unread one shows it, marks it read, and the badge drops', async () => {
    server.use(...inboxOf([message(2, 0, '充值到帳通知'), message(1, 1, '歡迎')]));
    const { u } = open('/mine/message?type=1');
    const items = await screen.findAllByTestId('message-item');
    expect(items.map((i) => i.textContent)).toEqual(['充值到帳通知未讀充值到帳通知的內容2026-11-22 10:00:00', '歡迎歡迎的內容2026-11-21 10:00:00']);
    expect(screen.getByTestId('unread-badge')).toHaveTextContent('1');
    expect(screen.getByTestId('tab-unread')).toHaveTextContent('1');
    expect(screen.getByRole('tab', { name: /站內信/ })).toHaveAttribute('aria-selected', 'true');

    await u.click(items[0]!);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading')).toHaveTextContent('充值到帳通知');
    expect(within(dialog).getByTestId('message-dialog')).toHaveTextContent('充值到帳通知的內容');
    await waitFor(() => expect(screen.queryByTestId('unread-badge')).toBeNull());
    expect(requests.to('/api/messageread').map((r) => r.body)).toEqual([{ id: 2 }]);
    expect(screen.queryByTestId('tab-unread')).toBeNull();
    await waitFor(() => expect(screen.queryByText('未讀')).toBeNull());

    // A message already read is shown without asking the server again.
    await u.click(within(dialog).getByRole('button', { name: 'close' }));
    await u.click(screen.getAllByTestId('message-item')[1]!);
    expect(await screen.findByRole('dialog')).toHaveTextContent('歡迎的內容');
    expect(requests.to('/api/messageread')).toHaveLength(1);
  });

  it('pages by the paginator and shows the empty state and a failed load with retry', async () => {
    const rows = Array.from({ length: 10 }, (_, i) => message(20 - i, 1));
    server.use(
      inboxHandlers.num(ok({ count: 0 }, '')),
      inboxHandlers.list((b) => pageOf(Number(b.page) === 2 ? [message(3, 1, '第二頁')] : rows, { total: 11, page: Number(b.page) })),
    );
    const { u, unmount } = open('/mine/message?type=1');
    expect(await screen.findAllByTestId('message-item')).toHaveLength(10);
    expect(screen.getByText('共 11 條')).toBeInTheDocument();
    await u.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('第二頁')).toBeInTheDocument();
    expect(requests.to('/api/messagelist').map((r) => r.body)).toEqual([{ page: 1 }, { page: 2 }]);
    unmount();

    server.use(inboxHandlers.list(pageOf([])));
    const empty = open('/mine/message?type=1');
    expect(await screen.findByText('暫無站內信')).toBeInTheDocument();
    empty.unmount();

    let fail = true;
    server.use(inboxHandlers.list(() => (fail ? refused(500, 'server error') : pageOf([message(1, 0)]))));
    const failed = open('/mine/message?type=1');
    const retry = await screen.findByRole('button', { name: '重試' });
    fail = false;
    await failed.u.click(retry);
    expect(await screen.findByText('消息1')).toBeInTheDocument();
  });
});

describe('/mine/message announcements tab', () => {
  it('is the default tab: the home notices and the paged notice list, each notice opening to its content', async () => {
    server.use(
      inboxHandlers.num(ok({ count: 0 }, '')),
      inboxHandlers.homeNotices(ok(['春節期間存款照常到帳', '新會員首存送38%'], '')),
      inboxHandlers.notices((b) =>
        pageOf(Number(b.page) === 2 ? [notice(11)] : Array.from({ length: 10 }, (_, i) => notice(i + 1)), { total: 11, page: Number(b.page) }),
      ),
    );
    const { u } = open();
    expect(screen.getByRole('tab', { name: '平台公告' })).toHaveAttribute('aria-selected', 'true');
    const home = await screen.findByTestId('home-notices');
    expect(
      within(home)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['春節期間存款照常到帳', '新會員首存送38%']);
    const list = await screen.findByTestId('notice-list');
    expect(within(list).getAllByRole('listitem')).toHaveLength(10);
    await u.click(screen.getByText('公告1'));
    expect(screen.getByText('公告1的內容')).toBeVisible();
    await u.click(screen.getByRole('button', { name: '2' }));
    expect(await screen.findByText('公告11')).toBeInTheDocument();
    expect(requests.to('/api/noticeList').map((r) => r.body)).toEqual([{ page: 1 }, { page: 2 }]);
    expect(requests.to('/api/messagelist')).toHaveLength(0);

    await u.click(screen.getByRole('tab', { name: /站內信/ }));
    await waitFor(() => expect(requests.to('/api/messagelist')).toHaveLength(1));
  });

  it('shows the empty states', async () => {
    server.use(inboxHandlers.num(ok({ count: 0 }, '')), inboxHandlers.homeNotices(ok([], '')), inboxHandlers.notices(pageOf([])));
    open();
    await waitFor(() => expect(screen.getAllByText('暫無公告')).toHaveLength(2));
  });

  it('speaks the chosen language (en_US)', async () => {
    await changeLocale('en_US');
    server.use(...inboxOf([message(1, 0, 'Deposit credited')]), inboxHandlers.homeNotices(ok([], '')), inboxHandlers.notices(pageOf([])));
    open();
    expect(await screen.findByRole('tab', { name: 'Announcements' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Message centre' })).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: '1 unread message(s)' })).toBeInTheDocument();
    expect(screen.getAllByText('No announcements yet')).toHaveLength(2);
  });
});
