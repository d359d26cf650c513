import { createContext, lazy, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { compareMoney, TransferMode, wholeUnits } from '@portal/contracts';
import { platformBalancesQueryOptions } from '../../lib/platform-balances';
import { useBalance, useUser } from '../../lib/session/queries';
import { useLang } from '../../lib/use-lang';
import { useWithLogin } from '../../components/login-prompt';
import type { GameTarget } from './enter-game';
import { openTab, type Offer } from './first-play-offer';

// The dialog (its form, the amount's rules and texts, the transfer call) is a chunk of its own,
// loaded when an offer is made: the provider sits on every page, the home page included.
const FirstPlayDialog = lazy(() => import('./first-play-dialog'));

/** Balances read this recently are taken as they are when a game is opened. */
const FRESH_MS = 10_000;

type EnterGame = (target: GameTarget) => void;
const FirstPlayContext = createContext<EnterGame | null>(null);

/**
 * Entering a game with an empty game wallet is no dead end (a member in manual-transfer mode with
 * money in the central wallet used to meet "餘額不足" at every bet): before the tab opens, the
 * member is offered a transfer with the amount filled in (their automatic-transfer amount, or the
 * whole central wallet), one tap to move it and play. In automatic mode the launch moves the money
 * itself; with both wallets empty the game opens and its page points to the cashier. The game page
 * offers the same transfer.
 */
export function FirstPlayProvider({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  const lang = useLang();
  const withLogin = useWithLogin();
  const { data: user } = useUser();
  const balance = useBalance();
  const [offer, setOffer] = useState<Offer | null>(null);

  const enter = useCallback<EnterGame>(
    (target) =>
      withLogin(() => {
        const central = balance.data ?? user?.balance;
        if (!user || user.transferstatus === TransferMode.automatic || central === undefined) return void openTab(target);
        void client
          .fetchQuery({ ...platformBalancesQueryOptions(lang), staleTime: FRESH_MS })
          .then((wallets) => {
            const wallet = wallets.find((w) => w.platname === target.name);
            const venue = wallet?.name ?? target.name;
            // A seamless platform (免转) plays from the central wallet: nothing to move first.
            if (!wallet || wallet.seamless || compareMoney(wallet.balance, '1') >= 0) {
              if (!openTab(target)) setOffer({ kind: 'open', target, venue });
              return;
            }
            const whole = wholeUnits(central);
            if (compareMoney(whole, '1') < 0) {
              if (!openTab(target)) setOffer({ kind: 'open', target, venue });
              return;
            }
            const chosen = user.auto_amount ? wholeUnits(user.auto_amount) : whole;
            setOffer({ kind: 'transfer', target, venue, central, game: wallet.balance, amount: compareMoney(chosen, whole) > 0 ? whole : chosen });
          })
          .catch(() => void openTab(target));
      }),
    [withLogin, balance.data, user, client, lang],
  );

  return (
    <FirstPlayContext.Provider value={enter}>
      {children}
      {offer && (
        <Suspense fallback={null}>
          <FirstPlayDialog offer={offer} setOffer={setOffer} />
        </Suspense>
      )}
    </FirstPlayContext.Provider>
  );
}

/** Enter a game: needs a session (the login pop-up otherwise) and opens /gamePage in a new tab, offering money first when its wallet is empty. */
export function useEnterGame(): EnterGame {
  const enter = useContext(FirstPlayContext);
  if (!enter) throw new Error('useEnterGame outside FirstPlayProvider');
  return enter;
}
