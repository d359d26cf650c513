import { type Router } from 'express';
import { FEEDBACK_IMAGE_MAX_BYTES } from '@portal/contracts';
import type { Endpoints } from '../../http/endpoint.js';
import { adminRouter, apiRouter } from '../../http/table-routes.js';
import { singleFileUpload } from '../../http/upload.js';
import type { FeedbackService } from './service.js';

/** The member's feedback form: a screenshot upload, then the feedback itself. */
export function feedbackRoutes(ep: Endpoints, feedback: FeedbackService): Router {
  const { router, route } = apiRouter(ep);
  route('feedback.uploadImage', { use: [singleFileUpload({ field: 'file', maxBytes: FEEDBACK_IMAGE_MAX_BYTES })] }, async (file, ctx) => ({
    message: 'common.saved',
    data: await feedback.uploadImage(ctx, file),
  }));
  route('feedback.submit', (input, ctx) => feedback.submit(ctx, input));
  return router;
}

/** The back office's feedback list, its answer and its screenshots. */
export function feedbackAdminRoutes(ep: Endpoints, feedback: FeedbackService): Router {
  const { router, route } = adminRouter(ep);
  route('feedback.list', async (input, ctx) => ({ data: await feedback.list(ctx, input) }));
  route('feedback.answer', (input, ctx) => feedback.answer(ctx, input));
  route('feedback.image', async (input, ctx) => ({ data: await feedback.image(ctx, input) }));
  return router;
}
