import {
  pageOf,
  ReplyCode,
  type AdminMessageSendInput,
  type MessageList,
  type MessageItem,
  type MessageListInput,
  type MessageNum,
  type MessageReadInput,
} from '@portal/contracts';
import type { SqlPool } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import type { AdminContext, MemberContext } from '../../context.js';
import { AppError, invalid, notFound } from '../../errors.js';
import type { Audit } from '../../audit/log.js';
import { presentMessage } from './presenter.js';
import { markRead, memberIdByName, messagePage, sendToAll, sendToMember, unreadCount } from './store.js';

const PAGE_SIZE = 10;

interface Deps {
  sql: SqlPool;
  clock: Clock;
  audit: Audit;
  /** A broadcast's audience filter, SQL over `u` (users) and the send time's parameter (inbox/index.ts). */
  broadcastAudience?: (userColumn: string, nowParam: string) => string;
}

/**
 * The member's inbox: every query is scoped to the caller (another member's message is "not
 * found"); and the back office's send to one member or to everyone.
 */
export function createInboxService({ sql, clock, audit, broadcastAudience }: Deps) {
  async function list(ctx: MemberContext, input: MessageListInput): Promise<MessageList> {
    const { rows, count } = await messagePage(sql, ctx.userId, input.page, PAGE_SIZE);
    return pageOf(
      rows.map((r) => presentMessage(r, ctx.locale)),
      count,
      input.page,
      PAGE_SIZE,
    );
  }

  /** Marks the caller's message read (the first reading's time is kept) and returns it. */
  async function read(ctx: MemberContext, input: MessageReadInput): Promise<MessageItem> {
    const row = await markRead(sql, input.id, ctx.userId, clock.now());
    if (!row) throw notFound('inbox.notFound');
    return presentMessage(row, ctx.locale);
  }

  async function unread(ctx: MemberContext): Promise<MessageNum> {
    return { count: await unreadCount(sql, ctx.userId) };
  }

  /**
   * The back office writes a literal message to one member, or to every member registered now
   * (one INSERT ... SELECT: a row per member, so read state stays per member and the member queries
   * stay one indexed scan; members who register later do not receive it; members on a time-out or
   * self-exclusion are skipped: broadcastAudience). The Idempotency-Key is
   * required and stored on the rows: a repeated send writes nothing more.
   */
  async function send(ctx: AdminContext, input: AdminMessageSendInput) {
    if (!ctx.idempotencyKey) throw invalid('idempotency.keyRequired');
    const sendKey = ctx.idempotencyKey;
    const recipient = input.all ? undefined : await memberIdByName(sql, input.username ?? '');
    if (!input.all && recipient === undefined) throw new AppError(ReplyCode.noSuchUser, 'admin.userNotFound');
    const message = { title: input.title, content: input.content, sendKey, at: clock.now() };
    const sent = await sql.tx(async (tx) => {
      const recipients = recipient !== undefined ? await sendToMember(tx, recipient, message) : await sendToAll(tx, message, broadcastAudience);
      await audit(tx, {
        adminId: ctx.adminId,
        action: 'messages.send',
        target: input.all ? '*' : (input.username ?? ''),
        detail: { title: input.title, recipients, key: sendKey },
      });
      return recipients;
    });
    return { message: 'inbox.sent' as const, params: { count: sent }, data: { sent } };
  }

  return { list, read, unread, send };
}

export type InboxService = ReturnType<typeof createInboxService>;
