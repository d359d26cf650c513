import { z } from 'zod';
import { pageReply } from '../common/replies.js';
import { ReadState } from './states.js';

/** One internal message as the member reads it: title and content in the reader's language; is_read 0 unread, 1 read. */
export const messageItemReply = z.object({
  id: z.number(),
  title: z.string(),
  content: z.string(),
  created_at: z.string(),
  is_read: z.union([z.literal(ReadState.unread), z.literal(ReadState.read)]),
});
export type MessageItem = z.infer<typeof messageItemReply>;

/** /api/messagelist: the paginator of the caller's messages. */
export const messageListReply = pageReply(messageItemReply);
export type MessageList = z.infer<typeof messageListReply>;

/** /api/messagenum: the caller's unread count (the header badge). */
export const messageNumReply = z.object({ count: z.number() });
export type MessageNum = z.infer<typeof messageNumReply>;

/** /api/admin/messages/send: how many members the message went to. */
export const messageSendReply = z.object({ sent: z.number() });
export type MessageSendReply = z.infer<typeof messageSendReply>;

/**
 * The templates the reviews write (rendered at read time from `<template>.title` and
 * `<template>.content`; their params are named in the texts).
 */
export const InboxTemplate = {
  depositApproved: 'inbox.deposit.approved',
  depositRejected: 'inbox.deposit.rejected',
  withdrawalApproved: 'inbox.withdrawal.approved',
  withdrawalRejected: 'inbox.withdrawal.rejected',
  activityApproved: 'inbox.activity.approved',
  /** Approved with a bonus paid: the amount and the turnover it adds. */
  activityBonus: 'inbox.activity.bonus',
  activityRejected: 'inbox.activity.rejected',
  /** Not paid: the member was in a time-out or self-exclusion when it was decided. */
  activityBlocked: 'inbox.activity.blocked',
  /** Not approved: the qualifying deposit already paid another promotion's bonus. */
  activityDepositUsed: 'inbox.activity.depositUsed',
  feedbackAnswered: 'inbox.feedback.answered',
} as const;
export type InboxTemplate = (typeof InboxTemplate)[keyof typeof InboxTemplate];
