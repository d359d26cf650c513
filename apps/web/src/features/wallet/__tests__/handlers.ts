import { ok, post, type Answer } from '../../../../test/msw';
import { member, sessionHandlers } from '../../../../test/handlers/session';
import { platformBalances } from '../../../../test/handlers/platforms';

type Route = Parameters<typeof post>[1];

// The routes of the wallet feature (spec §2.5, §7).

/** Everything the transfer page reads: the member (with its transfer mode), the balances of every wallet. */
export const walletPage = (transferstatus = 0) => [
  sessionHandlers.user(member({ balance: '500.00', transferstatus, vip: 1, next_vip: 'P2', paysum: '0.00' })),
  sessionHandlers.balance('500.00'),
  platformBalances(),
  post('/api/PCBalance', ok({ balance: '0.00' })),
  post('/api/MobileBalance', ok({ balance: '0.00' })),
];

export const walletHandlers = {
  pcIn: (route: Route) => post('/api/PCGameTransferIn', route),
  mobileOut: (route: Route) => post('/api/MobileGameTransferOut', route),
  venueTransfer: (route: Route) => post('/api/transfer', route),
  recallAll: (answer: Answer) => post('/api/transall', answer),
  transferMode: (answer: Answer) => post('/api/uptransferstatus', answer),
};
