import { z } from 'zod';
import { intInput, pageSchema } from '../common/schemas.js';
import { requiredText } from '../common/validation.js';

// The member's inbox (internal messages) and the back office's send.

/** POST /api/messagelist {page}: a page of the caller's messages, newest first. */
export const messageListSchema = pageSchema;
export type MessageListInput = z.infer<typeof messageListSchema>;

/** POST /api/messageread {id}: marks one of the caller's messages read and returns it. */
export const messageReadSchema = z.object({ id: intInput('common.badRequest') });
export type MessageReadInput = z.infer<typeof messageReadSchema>;

/** The longest title and content the back office may send (a message is a short note, not a page). */
export const MESSAGE_TITLE_MAX = 100;
export const MESSAGE_CONTENT_MAX = 2000;

/**
 * POST /api/admin/messages/send {username | all: true, title, content}: one member by username, or
 * every member registered at the time of sending. Exactly one of the two recipients.
 */
export const adminMessageSendSchema = z
  .object({
    // Usernames are stored lower-cased (registration normalises them): any case the staff types finds the member.
    username: z
      .string({ error: 'inbox.recipientRequired' })
      .trim()
      .max(32, { error: 'admin.userNotFound' })
      .transform((v) => v.toLowerCase())
      .optional(),
    all: z
      .union([z.literal(true), z.literal('true'), z.literal(1), z.literal('1')], { error: 'inbox.recipientRequired' })
      .transform(() => true as const)
      .optional(),
    title: requiredText('inbox.titleRequired', MESSAGE_TITLE_MAX),
    content: requiredText('inbox.contentRequired', MESSAGE_CONTENT_MAX),
  })
  .refine((v) => Boolean(v.username) !== Boolean(v.all), { error: 'inbox.recipientRequired', path: ['username'] });
export type AdminMessageSendInput = z.infer<typeof adminMessageSendSchema>;
