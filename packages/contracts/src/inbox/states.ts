// The states this domain stores, by name (no zod here: the apps' first pages import them).

/** A message's is_read (member_messages.read_at null or set). */
export const ReadState = { unread: 0, read: 1 } as const;
export type ReadState = (typeof ReadState)[keyof typeof ReadState];
