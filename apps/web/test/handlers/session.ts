import { ok, post, type Answer } from '../msw';

// The routes of lib/session: the site settings, the member and the central balance.

export const member = (fields: Record<string, unknown> = {}) =>
  ok({ username: 'player01', balance: '0.00', vipname: '', current_vip: 'P1', has_paypassword: true, ...fields }, '');

export const sessionHandlers = {
  appInfo: (answer: Answer) => post('/api/app', answer),
  user: (answer: Answer = member()) => post('/api/user', answer),
  balance: (balance = '0.00') => post('/api/balance', ok({ balance }, '')),
};

/** What a page asks right after a login or a register: the member and the balance. */
export const startedSession = (answer: Answer = member()) => [sessionHandlers.user(answer), sessionHandlers.balance()];
