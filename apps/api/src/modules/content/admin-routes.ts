import { Router } from 'express';
import { activityReviewSchema } from '@portal/contracts';
import { ANY_STAFF } from '../../context.js';
import type { Endpoints } from '../../http/endpoint.js';
import { applicationsQuery, type ReviewService } from './review.js';

/** Back office (/api/admin/activity/...): promotion applications waiting for review, and the review itself (audited). */
export function contentAdminRoutes(ep: Endpoints, review: ReviewService): Router {
  const r = Router();
  r.get('/activity/applies', ...ep.admin({ schema: applicationsQuery, source: 'query', roles: ANY_STAFF }, async (q) => ({ data: await review.applications(q) })));
  r.post('/activity/review', ...ep.admin({ schema: activityReviewSchema, roles: ANY_STAFF }, async (input, ctx) => {
    await review.review(ctx, input);
    return { message: 'common.ok' };
  }));
  return r;
}
