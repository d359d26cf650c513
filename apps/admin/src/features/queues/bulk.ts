import type { ApiReply } from '@portal/contracts';

/** The orders a bulk decision could not decide, with the server's reason for each. */
export function refusedLines(reply: ApiReply<'deposits.bulk'>): { key: string; message: string }[] {
  return reply.filter((l) => l.code !== 200).map((l) => ({ key: l.order_no, message: l.message }));
}
