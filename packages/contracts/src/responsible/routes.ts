import { defineRoutes } from '../api/define.js';
import { responsibleCancelSchema, responsibleExcludeSchema, responsibleLimitSchema, responsibleTimeoutSchema } from './schemas.js';
import { responsibleStateReply } from './replies.js';
import { responsibleRealityReply, responsibleRealitySchema } from './reality.js';

/** Player protection: the member's limits, their pending changes, time-out and self-exclusion. */
export const responsibleRoutes = defineRoutes({
  'responsible.state': {
    method: 'post',
    path: '/api/responsible',
    realm: 'member',
    summary: 'Limits in force with what is used and when it resets, pending changes, history, time-out or exclusion',
    reply: responsibleStateReply,
  },
  'responsible.setLimit': {
    method: 'post',
    path: '/api/responsible/limits',
    realm: 'member',
    summary: 'Set, raise, lower or remove a limit (lower or new: at once; higher or removed: after 24 hours)',
    request: responsibleLimitSchema,
    order: ['kind', 'period', 'value'],
    idempotent: 'responsible.limits',
    reply: responsibleStateReply,
  },
  'responsible.cancel': {
    method: 'post',
    path: '/api/responsible/cancel',
    realm: 'member',
    summary: 'Cancel a pending increase or removal',
    request: responsibleCancelSchema,
    idempotent: 'responsible.cancel',
    reply: responsibleStateReply,
  },
  'responsible.timeout': {
    method: 'post',
    path: '/api/responsible/timeout',
    realm: 'member',
    summary: 'Take a time-out of 1 to 42 days (login password; can be lengthened, never shortened)',
    request: responsibleTimeoutSchema,
    order: ['days', 'password'],
    idempotent: 'responsible.timeout',
    reply: responsibleStateReply,
  },
  'responsible.exclude': {
    method: 'post',
    path: '/api/responsible/exclude',
    realm: 'member',
    summary: 'Exclude yourself for 6 months, 1 year, 5 years or indefinitely (login password; never lifted)',
    request: responsibleExcludeSchema,
    order: ['period', 'password'],
    idempotent: 'responsible.exclude',
    reply: responsibleStateReply,
  },
  'responsible.reality': {
    method: 'post',
    path: '/api/responsible/reality',
    realm: 'member',
    summary: 'Choose the reality check interval: 0 (off), 15, 30 or 60 minutes',
    request: responsibleRealitySchema,
    idempotent: 'responsible.reality',
    reply: responsibleRealityReply,
  },
  'responsible.realityState': {
    method: 'post',
    path: '/api/responsible/reality/state',
    realm: 'member',
    summary: "This session's reality check: the interval, when the session began, when the next check is due, its net win or loss",
    reply: responsibleRealityReply,
  },
});
