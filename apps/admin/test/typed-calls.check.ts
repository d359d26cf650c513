// Compile-time checks (pnpm typecheck reads this file; nothing runs it): the back office's calls are
// typed by the API table, so a wrong route name, a wrong field or a missing one does not compile.
import { api } from '../src/lib/api';
import { useAdminAction, useAdminQuery } from '../src/lib/hooks';
import { can } from '../src/lib/permissions';

export function wrongCallsDoNotCompile() {
  // @ts-expect-error: no route of that name
  void api.call('deposits.aprove', { deposit_no: 'D1' });
  // @ts-expect-error: deposits.approve takes deposit_no, not order_no
  void api.call('deposits.approve', { order_no: 'D1' });
  // @ts-expect-error: deposits.reject needs its reason
  void api.send('deposits.reject', { deposit_no: 'D1' });
  // @ts-expect-error: the permission check takes a route name, not a path
  can('finance', '/api/admin/deposits/approve');
}

export function useWrongHooksDoNotCompile() {
  // @ts-expect-error: no route of that name
  useAdminQuery('members.detial', { username: 'a' });
  const freeze = useAdminAction('members.freeze');
  // @ts-expect-error: members.freeze needs a reason
  freeze.mutate({ username: 'a' });
  // @ts-expect-error: a read refreshed after a write is a route name too
  useAdminAction('members.unfreeze', { invalidates: ['/api/admin/members'] });
  const detail = useAdminQuery('members.detail', { username: 'a' });
  // @ts-expect-error: the reply's type comes from the table (members.detail has no `balance` at the top)
  return detail.data?.balance;
}
