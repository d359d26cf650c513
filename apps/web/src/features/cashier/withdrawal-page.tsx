import { useEffect, useRef, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CardType, MAX_BOUND_CARDS, MAX_USDT_ADDRESSES, withdrawalFee, type BoundCard, type UsdtProtocol } from '@portal/contracts';
import { useBalance, useUser } from '../../lib/session/queries';
import { Field } from '../../components/field';
import { LoadError, Spinner } from '../../components/states';
import { useBetAmount } from './api/get-bet-amount';
import { useCards } from './api/get-cards';
import { useRequestWithdrawal } from './api/request-withdrawal';
import { useFormSubmit } from '../../lib/use-form-submit';
import { BindDialog } from './components/bind-dialog';
import { maskCardNo, shortAddress } from './components/card-list';
import { CardChip, UsdtCoin } from './components/pay-way-art';
import { payoutPreview } from './money';
import { checkWithdrawal } from './rules';
import '../../styles/cashier.css';

/** Spec §4: after a withdrawal the member goes to the financial record after 1.5 s. */
export const AFTER_WITHDRAWAL_MS = 1_500;

type Tab = 'usdt' | 'bank';

function AddressPicker({
  tab,
  cards,
  value,
  onChange,
  onBind,
}: {
  tab: Tab;
  cards: BoundCard[];
  value: number | null;
  onChange: (id: number) => void;
  onBind: () => void;
}) {
  const { t } = useTranslation();
  const label = t(tab === 'usdt' ? 'cashier.withdrawAddress' : 'cashier.withdrawCard');
  const max = tab === 'usdt' ? MAX_USDT_ADDRESSES : MAX_BOUND_CARDS;
  return (
    <div className="field">
      <span className="field-label">{label}</span>
      <div className="address-options" role="radiogroup" aria-label={label} data-testid="address-options">
        {cards.map((c) => (
          <button
            key={c.id}
            type="button"
            role="radio"
            aria-checked={value === c.id}
            className={`address-option${value === c.id ? ' active' : ''}`}
            onClick={() => onChange(c.id)}
            title={tab === 'usdt' ? c.bank_no : c.bank}
          >
            <span className="protocol-badge">{tab === 'usdt' ? c.bank_owner : c.bank}</span>
            <span className="mono">{tab === 'usdt' ? shortAddress(c.bank_no) : maskCardNo(c.bank_no)}</span>
          </button>
        ))}
        {cards.length < max && (
          <button type="button" className="address-option add" onClick={onBind} data-testid={`withdraw-bind-${tab}`}>
            + {t(tab === 'usdt' ? 'cashier.addUsdt' : 'cashier.addCard')}
          </button>
        )}
      </div>
    </div>
  );
}

/**
 * Withdrawal (spec §2.5): the USDT tab (the default) and the bank tab (the original hid it; a
 * member who can bind a card can withdraw to it), amount, the bound address or card, withdrawal
 * password and, for USDT, the live payout preview. Binding an address or a card opens its dialog
 * here, without leaving the page (the same dialogs and rules as My wallet).
 */
export default function WithdrawalPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { data: user } = useUser();
  const balance = useBalance();
  const bets = useBetAmount();
  const [params] = useSearchParams();
  const [tab, setTab] = useState<Tab>(params.get('tab') === 'bank' ? 'bank' : 'usdt');
  const cards = useCards(tab === 'usdt' ? CardType.usdt : CardType.bank);
  const withdraw = useRequestWithdrawal();
  const [amount, setAmount] = useState('');
  const [picked, setPicked] = useState<number | null>(null);
  const [password, setPassword] = useState('');
  const [binding, setBinding] = useState(false);
  const [done, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const list = cards.data ?? [];
  const chosen = list.find((c) => c.id === picked) ?? list[0] ?? null;
  const usdt = tab === 'usdt';
  const protocol: UsdtProtocol = chosen?.bank_owner === 'TRC20' ? 'TRC20' : 'ERC20';
  const rate = user?.withdrawusdtrate;
  const fee = user ? withdrawalFee(protocol, user) : undefined;
  const preview = payoutPreview(amount, user, protocol);

  const submitWithdrawal = useFormSubmit(withdraw, {
    check: checkWithdrawal,
    onSuccess: () => {
      setDone(true);
      setPassword('');
      timer.current = setTimeout(() => navigate('/mine/transRecord'), AFTER_WITHDRAWAL_MS);
    },
  });
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!done) void submitWithdrawal({ bank: chosen?.id ?? null, amount, password });
  };

  return (
    <div className="panel cashier-page">
      <h2 className="panel-title">{t('cashier.withdrawTitle')}</h2>
      <section className="wallet-hero cashier-hero">
        <div className="wallet-central">
          <small>{t('cashier.withdrawable')}</small>
          <div className="wallet-central-amount">
            <b data-testid="withdraw-balance">¥ {balance.data ?? user?.balance ?? '--'}</b>
          </div>
          <small className="muted">{t('cashier.turnover', { amount: bets.data?.bet_amount ?? '--' })}</small>
        </div>
        <ul className="cashier-facts">
          <li>
            <span>{t('cashier.withdrawRate')}</span>
            <b>1 USDT = {rate ?? '--'} CNY</b>
          </li>
          <li>
            <span>{t('cashier.feeErc20')}</span>
            <b>{user?.withdrawcashfee ?? '--'} USDT</b>
          </li>
          <li>
            <span>{t('cashier.feeTrc20')}</span>
            <b>{user?.withdrawfeeusdttrc ?? '--'} USDT</b>
          </li>
        </ul>
      </section>

      <div className="cashier-tabs" role="tablist">
        <button
          type="button"
          role="tab"
          aria-selected={usdt}
          className={`cashier-tab${usdt ? ' active' : ''}`}
          onClick={() => setTab('usdt')}
          data-testid="withdraw-tab-usdt"
        >
          <UsdtCoin size={20} /> {t('cashier.usdtWithdraw')}
        </button>
        <button
          type="button"
          role="tab"
          aria-selected={!usdt}
          className={`cashier-tab${usdt ? '' : ' active'}`}
          onClick={() => setTab('bank')}
          data-testid="withdraw-tab-bank"
        >
          <CardChip /> {t('cashier.bankWithdraw')}
        </button>
      </div>

      {cards.isPending ? (
        <Spinner />
      ) : cards.isError ? (
        <LoadError onRetry={() => void cards.refetch()} />
      ) : (
        <div className="cashier-split">
          <form className="cashier-form" onSubmit={submit} noValidate data-testid="withdraw-form">
            {list.length === 0 ? (
              <div className="bind-first" data-testid="bind-first">
                {usdt ? <UsdtCoin size={36} /> : <CardChip />}
                <p>{t(usdt ? 'cashier.bindFirst' : 'cashier.bindCardFirst')}</p>
                <button type="button" className="btn btn-ghost" onClick={() => setBinding(true)} data-testid={`withdraw-bind-${tab}`}>
                  {t(usdt ? 'cashier.addUsdt' : 'cashier.addCard')}
                </button>
              </div>
            ) : (
              <AddressPicker tab={tab} cards={list} value={chosen?.id ?? null} onChange={setPicked} onBind={() => setBinding(true)} />
            )}
            <Field
              label={t('cashier.withdrawAmount')}
              name="amount"
              inputMode="decimal"
              autoComplete="off"
              maxLength={13}
              placeholder={t('cashier.withdrawAmountPlaceholder')}
              value={amount}
              onChange={(e) => setAmount(e.target.value.trim())}
              addon={<span className="field-unit">CNY</span>}
            />
            <Field
              label={t('cashier.payPassword')}
              name="password"
              type="password"
              maxLength={18}
              autoComplete="off"
              placeholder={t('cashier.payPasswordEnter')}
              value={password}
              onChange={(e) => setPassword(e.target.value)}
            />
            {usdt && (
              <div className="payout-preview" data-testid="payout-preview" aria-live="polite">
                <span>{t('cashier.payout')}</span>
                <b>
                  {preview} <small>USDT</small>
                </b>
                <small className="muted">{t('cashier.payoutRule', { rate: rate ?? '--', fee: fee ?? '--' })}</small>
              </div>
            )}
            <button type="submit" className="btn btn-gold btn-block" disabled={withdraw.isPending || done} data-testid="withdraw-submit">
              {withdraw.isPending ? t('cashier.submitting') : t('cashier.submitWithdraw')}
            </button>
          </form>
          <aside className="cashier-aside">
            <h4>{t('cashier.withdrawNotes')}</h4>
            <ol className="cashier-steps">
              <li>{t('cashier.withdrawNote1')}</li>
              <li>{t('cashier.withdrawNote2')}</li>
              <li>{t('cashier.withdrawNote3')}</li>
            </ol>
          </aside>
        </div>
      )}
      {binding && <BindDialog key={usdt ? 'usdt' : 'bank'} kind={usdt ? 'usdt' : 'bank'} onClose={() => setBinding(false)} />}
    </div>
  );
}
