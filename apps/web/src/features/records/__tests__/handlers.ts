import { post } from '../../../../test/msw';

type Route = Parameters<typeof post>[1];

// The routes of the records feature (spec §2.5): one page of bets or of financial records per call.

export const recordHandlers = {
  bets: (route: Route) => post('/api/betrecord', route),
  trans: (route: Route) => post('/api/gettransrecord', route),
};
