import { useState, type Dispatch, type SetStateAction } from 'react';
import { useTranslation } from 'react-i18next';
import { amountSchema, compareMoney, parseInOrder, wholeUnits } from '@portal/contracts';
import { Dialog } from '../../components/dialog';
import { Field } from '../../components/field';
import { useToast } from '../../components/toast';
import { useTransfer } from '../../lib/transfer';
import { ruleMessage } from '../../i18n/rule-message';
import type { GameTarget } from './enter-game';
import { openTab, type Offer } from './first-play-offer';

/** The first-play dialog (first-play.tsx makes the offer): the amount, one tap to move it and open the game. */
export default function FirstPlayDialog({ offer, setOffer }: { offer: Offer; setOffer: Dispatch<SetStateAction<Offer | null>> }) {
  const { t } = useTranslation();
  const toast = useToast();
  const transfer = useTransfer();
  const [error, setError] = useState('');

  const close = () => setOffer(null);
  const play = (target: GameTarget, venue: string) => setOffer(openTab(target) ? null : { kind: 'open', target, venue });
  const transferAndPlay = async () => {
    if (offer.kind !== 'transfer') return;
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
    <Dialog
      open
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
  );
}
