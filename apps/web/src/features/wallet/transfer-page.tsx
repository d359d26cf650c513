import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsFetching } from '@tanstack/react-query';
import { MOBILE_PLATFORM, PC_PLATFORM, signOfMoney, sumMoney, type PlatformBalance } from '@portal/contracts';
import { sessionKeys, useBalance, useUser } from '../../lib/session/queries';
import { usePlatformBalances, walletRootKey } from '../../lib/platform-balances';
import { useFormSubmit } from '../../lib/use-form-submit';
import { VenueArt } from '../../art/venue-art';
import { Empty, LoadError, Spinner } from '../../components/states';
import { TransferDialog, type Direction, type WalletTarget } from './transfer-dialog';
import { useGameBalance, type GameWallet } from './api/get-game-balance';
import { useRefreshWallet } from './api/refresh-wallet';
import { useRecallAll } from './api/recall-all';
import { TransferMode, useUpdateAutoAmount, useUpdateTransferMode } from './api/update-transfer-mode';
import { amountSchema, parseInOrder, wholeUnits } from '@portal/contracts';

const GAME_WALLETS: { kind: GameWallet; platname: string; art: string; label: string }[] = [
  { kind: 'pc', platname: PC_PLATFORM, art: 'pcgame', label: 'wallet.pcGame' },
  { kind: 'mobile', platname: MOBILE_PLATFORM, art: 'mobilegame', label: 'wallet.mobileGame' },
];

/** Transfer (spec §2.5): the central wallet, the PC and mobile game wallets, and every venue wallet. */
export default function TransferPage() {
  const { t } = useTranslation();
  const refresh = useRefreshWallet();
  const recall = useRecallAll();
  const modeUpdate = useUpdateTransferMode();
  const { data: user } = useUser();
  const balance = useBalance();
  const platforms = usePlatformBalances();
  const pc = useGameBalance('pc');
  const mobile = useGameBalance('mobile');
  const fetching = useIsFetching({ queryKey: walletRootKey }) + useIsFetching({ queryKey: sessionKeys.balance }) > 0;
  const [dialog, setDialog] = useState<{ target: WalletTarget; direction: Direction } | null>(null);
  const recallAll = useFormSubmit(recall);
  const switchMode = useFormSubmit(modeUpdate);

  const central = balance.data ?? user?.balance;
  const auto = user?.transferstatus === TransferMode.automatic;
  const gameBalance = { pc: pc.data, mobile: mobile.data };
  const nameOf = (platname: string, fallback: string) => platforms.data?.find((p) => p.platname === platname)?.name ?? fallback;
  const venues = (platforms.data ?? []).filter((p) => p.platname !== PC_PLATFORM && p.platname !== MOBILE_PLATFORM);

  const open = (target: WalletTarget, direction: Direction = 'in') => {
    if (auto) return; // spec §2.5: clicks are ignored while automatic transfer is on
    setDialog({ target, direction });
  };

  const toggleAuto = () => {
    if (!user) return;
    return switchMode(auto ? TransferMode.manual : TransferMode.automatic);
  };

  return (
    <div className="panel wallet-page">
      <h2 className="panel-title">{t('wallet.title')}</h2>

      <section className="wallet-hero">
        <div className="wallet-central">
          <small>{t('wallet.central')}</small>
          <div className="wallet-central-amount">
            <b data-testid="central-balance">¥ {central ?? '--'}</b>
            <button
              type="button"
              className={`icon-btn${fetching ? ' spinning' : ''}`}
              aria-label={t('wallet.refresh')}
              title={t('wallet.refresh')}
              data-testid="wallet-refresh"
              onClick={() => void refresh()}
            >
              ↻
            </button>
          </div>
          {platforms.data && <small className="muted">{t('wallet.inGames', { amount: sumMoney(platforms.data.map((p) => p.balance)) })}</small>}
        </div>
        <div className="wallet-hero-side">
          <button type="button" className="btn btn-gold" disabled={recall.isPending} onClick={() => void recallAll()} data-testid="recall-all">
            {recall.isPending ? t('wallet.recalling') : t('wallet.recallAll')}
          </button>
          <small className="muted">{t('wallet.recallHint')}</small>
        </div>
      </section>

      <section className="auto-transfer">
        <div>
          <strong>{t('wallet.autoTitle')}</strong>
          <p className="hint">{t('wallet.autoDesc')}</p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={auto}
          aria-label={t('wallet.autoTitle')}
          className={`switch${auto ? ' on' : ''}`}
          disabled={!user || modeUpdate.isPending}
          onClick={() => void toggleAuto()}
          data-testid="auto-transfer"
        >
          <span className="switch-knob" />
        </button>
      </section>
      {user && <AutoAmount key={user.auto_amount ?? 'all'} chosen={user.auto_amount} mode={auto ? TransferMode.automatic : TransferMode.manual} />}
      {auto && (
        <p className="wallet-note" role="note" data-testid="auto-note">
          {t('wallet.autoOnNote')}
        </p>
      )}

      <h3 className="panel-sub">{t('wallet.gameWallets')}</h3>
      <div className="game-wallets">
        {GAME_WALLETS.map((g) => {
          const query = g.kind === 'pc' ? pc : mobile;
          const name = nameOf(g.platname, t(g.label));
          return (
            <button
              key={g.kind}
              type="button"
              className={`game-wallet${auto ? ' is-locked' : ''}`}
              aria-disabled={auto}
              title={auto ? t('wallet.autoOnNote') : undefined}
              data-testid={`game-wallet-${g.kind}`}
              onClick={() => open({ kind: g.kind, name, platname: g.platname, balance: gameBalance[g.kind] })}
            >
              <VenueArt kind={g.art} className="game-wallet-art" />
              <span className="game-wallet-text">
                <span className="game-wallet-name">{name}</span>
                <b data-testid={`game-balance-${g.kind}`}>{query.isPending ? '…' : `¥ ${query.data ?? '--'}`}</b>
                <small>{auto ? t('wallet.autoShort') : t('wallet.clickToTransfer')}</small>
              </span>
            </button>
          );
        })}
      </div>

      <h3 className="panel-sub">{t('wallet.venueWallets')}</h3>
      {platforms.isPending ? (
        <Spinner />
      ) : platforms.isError ? (
        <LoadError onRetry={() => void platforms.refetch()} />
      ) : venues.length === 0 ? (
        <Empty />
      ) : (
        <ul className="venue-wallets" data-testid="venue-wallets">
          {venues.map((p: PlatformBalance) => (
            <li key={p.platname} className="venue-wallet" data-testid={`venue-${p.platname}`}>
              <span className="venue-wallet-name">{p.name}</span>
              {p.seamless ? (
                <span className="venue-wallet-seamless" title={t('wallet.seamlessHint')} data-testid={`seamless-${p.platname}`}>
                  <b>{t('wallet.seamless')}</b>
                  <small className="muted">{t('wallet.seamlessHint')}</small>
                </span>
              ) : (
                <>
                  <b className={signOfMoney(p.balance) > 0 ? 'has-money' : undefined}>¥ {p.balance}</b>
                  <span className="venue-wallet-actions">
                    <button
                      type="button"
                      className="btn btn-small"
                      disabled={auto}
                      title={auto ? t('wallet.autoOnNote') : undefined}
                      onClick={() => open({ kind: 'venue', name: p.name, platname: p.platname, balance: p.balance }, 'in')}
                    >
                      {t('wallet.in')}
                    </button>
                    <button
                      type="button"
                      className="btn btn-small"
                      disabled={auto}
                      title={auto ? t('wallet.autoOnNote') : undefined}
                      onClick={() => open({ kind: 'venue', name: p.name, platname: p.platname, balance: p.balance }, 'out')}
                    >
                      {t('wallet.out')}
                    </button>
                  </span>
                </>
              )}
            </li>
          ))}
        </ul>
      )}

      <ul className="wallet-tips">
        <li>{t('wallet.tip1')}</li>
        <li>{t('wallet.tip2')}</li>
        <li>{t('wallet.tip3')}</li>
      </ul>

      {dialog && (
        <TransferDialog
          key={`${dialog.target.platname}-${dialog.direction}`}
          target={{
            ...dialog.target,
            balance:
              dialog.target.kind === 'venue' ? platforms.data?.find((p) => p.platname === dialog.target.platname)?.balance : gameBalance[dialog.target.kind],
          }}
          central={central}
          initialDirection={dialog.direction}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}

/** What an automatic transfer brings a game's wallet up to (everything, or an amount): also what a first launch suggests moving. */
function AutoAmount({ chosen, mode }: { chosen: string | null; mode: TransferMode }) {
  const { t } = useTranslation();
  const update = useUpdateAutoAmount();
  const [all, setAll] = useState(!chosen);
  const [amount, setAmount] = useState(chosen ? wholeUnits(chosen) : '');
  const save = useFormSubmit(update, {
    check: (input: { transferstatus: TransferMode; amount: string }) =>
      input.amount === 'all' ? { ok: true } : parseInOrder(amountSchema, { amount: input.amount }, ['amount']),
  });
  const submit = () => void save({ transferstatus: mode, amount: all ? 'all' : amount });
  return (
    <section className="auto-amount" data-testid="auto-amount">
      <div className="auto-amount-head">
        <strong>{t('wallet.autoAmount')}</strong>
        <p className="hint">{t('wallet.autoAmountHint')}</p>
      </div>
      <div className="auto-amount-row">
        <div className="segmented" role="radiogroup" aria-label={t('wallet.autoAmount')}>
          {[true, false].map((everything) => (
            <button
              key={String(everything)}
              type="button"
              role="radio"
              aria-checked={all === everything}
              className={all === everything ? 'active' : ''}
              data-testid={everything ? 'auto-amount-all' : 'auto-amount-fixed'}
              onClick={() => setAll(everything)}
            >
              {t(everything ? 'wallet.autoAmountAll' : 'wallet.autoAmountFixed')}
            </button>
          ))}
        </div>
        {!all && (
          <input
            className="input auto-amount-input"
            name="auto-amount"
            inputMode="numeric"
            autoComplete="off"
            maxLength={9}
            aria-label={t('wallet.autoAmountFixed')}
            placeholder={t('wallet.amountPlaceholder')}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            onKeyDown={(e) => e.key === 'Enter' && submit()}
            data-testid="auto-amount-input"
          />
        )}
        <button type="button" className="btn btn-gold btn-small" disabled={update.isPending} onClick={submit} data-testid="auto-amount-save">
          {t('wallet.autoAmountSave')}
        </button>
      </div>
    </section>
  );
}
