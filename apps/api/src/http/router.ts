import { Router } from 'express';

/**
 * Every router of the API: paths match exactly as written, letter case and trailing slash
 * included. Express matches case-insensitively by default, so `/API/admin/adjust` used to reach
 * the back office under a spelling the permission table did not know; now it is a 404.
 * `pnpm lint` refuses a bare `Router()` anywhere else.
 */
export function createRouter(): Router {
  return Router({ caseSensitive: true, strict: true });
}
