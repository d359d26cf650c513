import type { Core } from '../../core.js';
import { createEndpoints } from '../../http/endpoint.js';
import type { Audit } from '../../audit/log.js';
import type { Notify } from '../inbox/index.js';
import type { Module } from '../types.js';
import { feedbackAdminRoutes, feedbackRoutes } from './routes.js';
import { createFeedbackService } from './service.js';

interface Deps {
  audit: Audit;
  /** Writes the answer to the member's inbox, inside the answer's transaction. */
  notify: Notify;
}

/** Member feedback (意见反馈) and its answer by staff. */
export function feedbackModule(core: Core, { audit, notify }: Deps): Module {
  const { sql, clock } = core;
  const feedback = createFeedbackService({ sql, clock, audit, notify });
  const ep = createEndpoints(core);
  return { name: 'feedback', routes: feedbackRoutes(ep, feedback), adminRoutes: feedbackAdminRoutes(ep, feedback) };
}
