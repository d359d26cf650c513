import { z } from 'zod';
import { defineRoutes } from '../api/define.js';
import { ROLES } from '../staff/roles.js';
import { platformToggleSchema } from '../content/schemas.js';
import { gameListByCodeSchema, gameListSchema, getGameUrlSchema } from './schemas.js';
import { gameReply, gameUrlReply, platformAdminRowSchema, slotGameReply } from './replies.js';

/** The game catalogue, launching a game, and the back office's platform switches. */
export const gameRoutes = defineRoutes({
  'games.list': {
    method: 'get',
    path: '/api/game/list',
    realm: 'public',
    summary: 'The games of a category',
    request: gameListSchema,
    source: 'query',
    reply: z.array(gameReply),
  },
  'games.slots': {
    method: 'post',
    path: '/api/gamelistBycode',
    realm: 'public',
    summary: "A platform's slot games",
    request: gameListByCodeSchema,
    reply: z.array(slotGameReply),
  },
  'games.launch': {
    method: 'post',
    path: '/api/getGameUrl',
    realm: 'member',
    summary: 'A launch URL for a game',
    request: getGameUrlSchema,
    reply: gameUrlReply,
  },
  'games.platforms': {
    method: 'post',
    path: '/api/admin/games/platforms',
    realm: 'staff',
    roles: ROLES.operations,
    summary: 'The game platforms and their switches',
    reply: z.array(platformAdminRowSchema),
  },
  'games.platformsUpdate': {
    method: 'post',
    path: '/api/admin/games/platforms/update',
    realm: 'staff',
    roles: ROLES.operations,
    summary: 'Open or close a platform',
    request: platformToggleSchema,
    idempotent: 'admin.games.platforms.update',
    reply: z.null(),
  },
});
