import type { Core } from '../../core.js';
import type { Audit } from '../../audit/log.js';
import { createEndpoints } from '../../http/endpoint.js';
import type { Platforms } from '../../providers/platforms.js';
import { sportsbookPresenter, sportsbookStore, type Sportsbook } from '../../providers/sportsbook/index.js';
import type { Job } from '../../jobs/scheduler.js';
import type { Module } from '../types.js';
import { sportsAdminRoutes } from './admin-routes.js';
import { createSportsDesk } from './service.js';

interface Deps {
  /** The sportsbook platform (providers/sportsbook): its store, its options and its background work. */
  sportsbook: Sportsbook;
  audit: Audit;
  platforms: Platforms;
}

/**
 * The sportsbook's desk in the back office (docs/sportsbook.md) and the book's jobs: its own
 * housekeeping always, the feed's poll with SPORTS_FEED=feed, the demonstration with SPORTS_FEED=demo.
 */
export function sportsModule(core: Core, { sportsbook, audit, platforms }: Deps): Module {
  const { sql, clock, config } = core;
  const desk = createSportsDesk({ sql, clock, audit, platforms, store: sportsbookStore, present: sportsbookPresenter, options: sportsbook.options });
  const { feed, demo, book } = sportsbook.jobs;
  const jobs: Job[] = [
    { name: 'sports-book', schedule: config.sports.bookCron, run: book },
    ...(feed ? [{ name: 'sports-feed', schedule: config.sports.feedCron, run: feed }] : []),
    ...(demo ? [{ name: 'sports-demo', schedule: '*/20 * * * * *', run: demo }] : []),
  ];
  return { name: 'sports', adminRoutes: sportsAdminRoutes(createEndpoints(core), desk), jobs };
}
