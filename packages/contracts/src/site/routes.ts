import { defineRoutes } from '../api/define.js';
import { ROLES } from '../staff/roles.js';
import { visitUrlSchema } from '../agents/schemas.js';
import { siteUpdateSchema } from './admin.js';
import { appInfoSchema, linkReply } from './replies.js';

/** Public site information and its back-office settings. */
export const siteRoutes = defineRoutes({
  'site.app': { method: 'post', path: '/api/app', realm: 'public', summary: "The site's settings the clients read", reply: appInfoSchema },
  'site.serviceUrl': { method: 'post', path: '/api/getservicerurl', realm: 'public', summary: 'The customer-service link', reply: linkReply },
  'site.visitUrl': {
    method: 'get',
    path: '/api/getVisitUrl',
    realm: 'public',
    summary: "The site's visit link (with an agent's pid)",
    request: visitUrlSchema,
    source: 'query',
    reply: linkReply,
  },
  'site.update': {
    method: 'post',
    path: '/api/admin/site/update',
    realm: 'staff',
    roles: ROLES.operations,
    summary: "Change the site's settings",
    request: siteUpdateSchema,
    idempotent: 'site.update',
    reply: appInfoSchema,
  },
});
