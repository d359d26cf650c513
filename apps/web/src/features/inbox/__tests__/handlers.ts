import { ok, post, type Answer } from '../../../../test/msw';
import type { MessageItem, Notice } from '@portal/contracts';

type Route = Parameters<typeof post>[1];

// The routes of the inbox feature (messagelist, messageread, messagenum) and of the
// announcements tab (spec §7 homenotice, noticeList).

export const message = (id: number, isRead: 0 | 1, title = `消息${id}`): MessageItem => ({
  id,
  title,
  content: `${title}的內容`,
  created_at: `2026-11-2${id % 10} 10:00:00`,
  is_read: isRead,
});
export const notice = (id: number): Notice => ({ id, title: `公告${id}`, content: `公告${id}的內容`, created_at: `2026-11-1${id % 10} 09:00:00` });

export const pageOf = <T>(rows: T[], { total = rows.length, page = 1 } = {}): Answer =>
  ok({ data: rows, total, current_page: page, per_page: 10, last_page: Math.max(1, Math.ceil(total / 10)) }, '');

export const inboxHandlers = {
  list: (route: Route) => post('/api/messagelist', route),
  read: (route: Route) => post('/api/messageread', route),
  num: (route: Route) => post('/api/messagenum', route),
  homeNotices: (route: Route) => post('/api/homenotice', route),
  notices: (route: Route) => post('/api/noticeList', route),
};

/** A small inbox kept in memory: the list, reading (marks read) and the unread count agree with each other. */
export function inboxOf(rows: MessageItem[]) {
  const box = rows.map((r) => ({ ...r }));
  return [
    inboxHandlers.list((b) => pageOf(box, { page: Number(b.page ?? 1) })),
    inboxHandlers.read((b) => {
      const m = box.find((x) => x.id === Number(b.id));
      if (!m) return { code: 404, message: '訊息不存在', data: null };
      m.is_read = 1;
      return ok(m, '');
    }),
    inboxHandlers.num(() => ok({ count: box.filter((x) => x.is_read === 0).length }, '')),
  ];
}
