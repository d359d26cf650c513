import type { Router } from 'express';
import type { Job } from '../jobs/scheduler.js';

/**
 * What a feature folder gives the app: its member/public routes (mounted under /api), its
 * back-office routes (mounted under /api/admin behind admin authentication), routes served
 * outside /api (files, pages) and its background jobs. Built by `<feature>Module(core, deps)`
 * in modules/<feature>/index.ts; modules/index.ts builds every module once.
 */
export interface Module {
  name: string;
  routes?: Router;
  adminRoutes?: Router;
  /** Served at the site root, outside /api (files such as avatars and drawn images). */
  files?: Router;
  jobs?: Job[];
}
