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
import type { PrismaClient } from '../../db/client.js';
import { prismaSql, type SqlPool } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import type { AdminContext, MemberContext } from '../../context.js';
import { AppError, invalid, notFound } from '../../errors.js';
import type { Audit } from '../../audit/log.js';
import { presentMessage, type MessageRow } from './presenter.js';

const PAGE_SIZE = 10;
// Qualified by the caller's alias `m` where sorted: ORDER BY id would sort the text alias.
const COLUMNS = 'id::text AS id, template, params, title, content, created_at, read_at';

interface Deps {
  prisma: PrismaClient;
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
export function createInboxService({ prisma, sql, clock, audit, broadcastAudience }: Deps) {
  async function list(ctx: MemberContext, input: MessageListInput): Promise<MessageList> {
    const [rows, [count]] = await Promise.all([
      sql.query<MessageRow>(`SELECT ${COLUMNS} FROM member_messages m WHERE m.user_id = $1 ORDER BY m.id DESC LIMIT $2 OFFSET $3`, [
        ctx.userId,
        PAGE_SIZE,
        (input.page - 1) * PAGE_SIZE,
      ]),
      sql.query<{ n: string }>('SELECT count(*)::text AS n FROM member_messages WHERE user_id = $1', [ctx.userId]),
    ]);
    return pageOf(
      rows.map((r) => presentMessage(r, ctx.locale)),
      Number(count?.n ?? 0),
      input.page,
      PAGE_SIZE,
    );
  }

  /** Marks the caller's message read (the first reading's time is kept) and returns it. */
  async function read(ctx: MemberContext, input: MessageReadInput): Promise<MessageItem> {
    const [row] = await sql.query<MessageRow>(
      `UPDATE member_messages SET read_at = COALESCE(read_at, $3) WHERE id = $1 AND user_id = $2 RETURNING ${COLUMNS}`,
      [input.id, ctx.userId, clock.now()],
    );
    if (!row) throw notFound('inbox.notFound');
    return presentMessage(row, ctx.locale);
  }

  async function unread(ctx: MemberContext): Promise<MessageNum> {
    const [row] = await sql.query<{ n: string }>('SELECT count(*)::text AS n FROM member_messages WHERE user_id = $1 AND read_at IS NULL', [ctx.userId]);
    return { count: Number(row?.n ?? 0) };
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
    const recipient = input.all ? null : await prisma.user.findUnique({ where: { username: input.username ?? '' }, select: { id: true } });
    if (!input.all && !recipient) throw new AppError(ReplyCode.noSuchUser, 'admin.userNotFound');
    const now = clock.now();
    const sent = await prisma.$transaction(async (tx) => {
      const db = prismaSql(tx);
      const rows = recipient
        ? await db.query(
            'INSERT INTO member_messages (user_id, title, content, send_key, created_at) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (send_key, user_id) DO NOTHING RETURNING 1',
            [recipient.id, input.title, input.content, sendKey, now],
          )
        : await db.query(
            `INSERT INTO member_messages (user_id, title, content, send_key, created_at) SELECT u.id, $1, $2, $3, $4 FROM users u
             WHERE ${broadcastAudience ? broadcastAudience('u.id', '$4') : 'true'} ON CONFLICT (send_key, user_id) DO NOTHING RETURNING 1`,
            [input.title, input.content, sendKey, now],
          );
      await audit(tx, {
        adminId: ctx.adminId,
        action: 'messages.send',
        target: input.all ? '*' : (input.username ?? ''),
        detail: { title: input.title, recipients: rows.length, key: sendKey },
      });
      return rows.length;
    });
    return { message: 'inbox.sent' as const, params: { count: sent }, data: { sent } };
  }

  return { list, read, unread, send };
}

export type InboxService = ReturnType<typeof createInboxService>;
