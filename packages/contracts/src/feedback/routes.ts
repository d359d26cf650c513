import { defineRoutes } from '../api/define.js';
import { ROLES } from '../staff/roles.js';
import { pageReply } from '../common/replies.js';
import { FEEDBACK_ORDER, feedbackAnswerSchema, feedbackImageSchema, feedbackListSchema, feedbackSubmitSchema } from './schemas.js';
import { feedbackImageReply, feedbackImageUploadReply, feedbackReply, feedbackRowSchema } from './replies.js';

/** Member feedback (意见反馈) and its answer in the back office (the answer goes to the member's inbox). */
export const feedbackRoutes = defineRoutes({
  'feedback.uploadImage': {
    method: 'post',
    path: '/api/feedback/image',
    realm: 'member',
    summary: 'Upload a feedback screenshot (multipart field `file`, PNG or JPEG)',
    source: 'file',
    reply: feedbackImageUploadReply,
  },
  'feedback.submit': {
    method: 'post',
    path: '/api/feedback',
    realm: 'member',
    summary: 'Send feedback: a category, the text, an optional screenshot',
    request: feedbackSubmitSchema,
    order: FEEDBACK_ORDER,
    idempotent: 'feedback',
    reply: feedbackReply,
  },
  'feedback.list': {
    method: 'post',
    path: '/api/admin/feedback',
    realm: 'staff',
    roles: ROLES.operationsReaders,
    summary: "Members' feedback, newest first, by state, category and member",
    request: feedbackListSchema,
    reply: pageReply(feedbackRowSchema),
  },
  'feedback.answer': {
    method: 'post',
    path: '/api/admin/feedback/answer',
    realm: 'staff',
    roles: ROLES.operationsReaders,
    summary: "Answer a member's feedback (the answer goes to their inbox)",
    request: feedbackAnswerSchema,
    reply: feedbackRowSchema,
  },
  'feedback.image': {
    method: 'post',
    path: '/api/admin/feedback/image',
    realm: 'staff',
    roles: ROLES.operationsReaders,
    summary: "A feedback's screenshot",
    request: feedbackImageSchema,
    reply: feedbackImageReply,
  },
});
