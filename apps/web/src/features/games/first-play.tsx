import { createContext, useCallback, useContext, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { amountSchema, compareMoney, parseInOrder, TransferMode, wholeUnits } from '@portal/contracts';
import { Dialog } from '../../components/dialog';
import { Field } from '../../components/field';
import { useToast } from '../../components/toast';
import { platformBalancesQueryOptions } from '../../lib/platform-balances';
import { useBalance, useUser } from '../../lib/session/queries';
import { useLang } from '../../lib/use-lang';
import { useWithLogin } from '../../components/login-prompt';
import { useTransfer } from '../../lib/transfer';
import { ruleMessage } from '../../i18n/rule-message';
import { gamePageUrl, type GameTarget } from './enter-game';

/** Balances read this recently are taken as they are when a game is opened. */
const FRESH_MS = 10_000;

/** What the first-play dialog offers: money into the game before its tab opens, or the tab a pop-up blocker stopped. */
type Offer =
  { kind: 'transfer'; target: GameTarget; venue: string; central: string; game: string; amount: string } | { kind: 'open'; target: GameTarget; venue: string };

type EnterGame = (target: GameTarget) => void;
const FirstPlayContext = createContext<EnterGame | null>(null);

/** Opens the game page in a new tab; false when the browser blocked it (the dialog then offers a button, a fresh click). */
const openTab = (target: GameTarget) => window.open(gamePageUrl(target), '_blank') !== null;

/**
 * Entering a game with an empty game wallet is no dead end (a member in manual-transfer mode with
 * money in the central wallet used to meet "餘額不足" at every bet): before the tab opens, the
 * member is offered a transfer with the amount filled in (their automatic-transfer amount, or the
 * whole central wallet), one tap to move it and play. In automatic mode the launch moves the money
 * itself; with both wallets empty the game opens and its page points to the cashier. The game page
 * offers the same transfer.
 */
export function FirstPlayProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const client = useQueryClient();
  const lang = useLang();
  const toast = useToast();
  const withLogin = useWithLogin();
  const { data: user } = useUser();
  const balance = useBalance();
  const transfer = useTransfer();
  const [offer, setOffer] = useState<Offer | null>(null);
  const [error, setError] = useState('');

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
            if (!wallet || compareMoney(wallet.balance, '1') >= 0) {
              if (!openTab(target)) setOffer({ kind: 'open', target, venue });
              return;
            }
            setError('');
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

  const close = () => setOffer(null);
  const play = (target: GameTarget, venue: string) => setOffer(openTab(target) ? null : { kind: 'open', target, venue });
  const transferAndPlay = async () => {
    if (offer?.kind !== 'transfer') return;
    const checked = parseInOrder(amountSchema, { amount: offer.amount }, ['amount']);
    if (!checked.ok) return setError(ruleMessage(checked.key));
    if (compareMoney(offer.amount, offer.central) > 0) return setError(ruleMessage('transfer.insufficient'));
    try {
      await transfer.mutateAsync({
        target: { kind: 'venue', name: offer.venue, platname: offer.target.name, balance: offer.game },
        direction: 'in',
        amount: offer.amount,
      });
    } catch (e) {
      return setError((e as Error).message);
    }
    toast.success(t('venue.firstPlay.moved', { amount: offer.amount, venue: offer.venue }));
    play(offer.target, offer.venue);
  };

  return (
    <FirstPlayContext.Provider value={enter}>
      {children}
      <Dialog
        open={offer !== null}
        title={offer ? t(`venue.firstPlay.title_${offer.kind}`, { venue: offer.venue }) : ''}
        onClose={close}
        footer={
          offer?.kind === 'transfer' ? (
            <>
              <button type="button" className="btn btn-ghost" onClick={() => play(offer.target, offer.venue)} data-testid="first-play-skip">
                {t('venue.firstPlay.skip')}
              </button>
              <button
                type="button"
                className="btn btn-gold"
                disabled={transfer.isPending}
                onClick={() => void transferAndPlay()}
                data-testid="first-play-transfer"
              >
                {transfer.isPending ? t('wallet.submitting') : t('venue.firstPlay.transferAndPlay')}
              </button>
            </>
          ) : offer ? (
            <button type="button" className="btn btn-gold" onClick={() => play(offer.target, offer.venue)} data-testid="first-play-open">
              {t('venue.firstPlay.open')}
            </button>
          ) : undefined
        }
      >
        {offer?.kind === 'transfer' && (
          <div data-testid="first-play">
            <p>{t('venue.firstPlay.text', { venue: offer.venue, game: offer.game, central: offer.central })}</p>
            <Field
              label={t('wallet.amount')}
              name="first-play-amount"
              inputMode="numeric"
              autoComplete="off"
              maxLength={9}
              value={offer.amount}
              error={error !== ''}
              onChange={(e) => setOffer({ ...offer, amount: e.target.value })}
              onKeyDown={(e) => e.key === 'Enter' && void transferAndPlay()}
              addon={
                <button type="button" className="btn btn-small" onClick={() => setOffer({ ...offer, amount: wholeUnits(offer.central) })}>
                  {t('wallet.all')}
                </button>
              }
            />
            {error && (
              <p className="hint first-play-error" role="alert" data-testid="first-play-error">
                {error}
              </p>
            )}
          </div>
        )}
        {offer?.kind === 'open' && <p data-testid="first-play">{t('venue.firstPlay.blocked', { venue: offer.venue })}</p>}
      </Dialog>
    </FirstPlayContext.Provider>
  );
}

/** Enter a game: needs a session (the login pop-up otherwise) and opens /gamePage in a new tab, offering money first when its wallet is empty. */
export function useEnterGame(): EnterGame {
  const enter = useContext(FirstPlayContext);
  if (!enter) throw new Error('useEnterGame outside FirstPlayProvider');
  return enter;
}
