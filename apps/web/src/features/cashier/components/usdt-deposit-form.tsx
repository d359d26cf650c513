import { useState } from 'react';
import { DEFAULT_PROTOCOL, USDT_PROTOCOLS, type UsdtProtocol } from '@portal/contracts';
import { useTranslation } from 'react-i18next';
import { useUser } from '../../../lib/session/queries';
import { useCreateDeposit, type DepositForm } from '../api/create-deposit';
import { useMyAddress } from '../api/get-my-address';
import { CopyButton } from './copy-button';
import { useFormSubmit } from '../../../lib/use-form-submit';
import { depositUsdt } from '../money';
import { checkDeposit } from '../rules';
import { AmountField } from './amount-field';
import { OrderCreated } from './order-created';
import { openPayInfo } from './open-pay-info';
import { UsdtCoin } from './pay-way-art';
import { useDepositRange } from './use-range';
import { isText, oneOf, useKeptState } from '../../../lib/kept-state';

/** USDT deposit (spec §2.5, §9): ERC20 by default or TRC20, the amount in CNY and its USDT at the rate. */
export function UsdtDepositForm() {
  const { t } = useTranslation();
  const { data: user } = useUser();
  const deposit = useCreateDeposit();
  // cached (spec §2.4): the protocol and the amount are kept until the order is made
  const [protocol, setProtocol] = useKeptState<UsdtProtocol>('recharge.usdt.protocol', DEFAULT_PROTOCOL, oneOf(USDT_PROTOCOLS));
  const [amount, setAmount] = useKeptState('recharge.usdt.amount', '', isText);
  const [order, setOrder] = useState<string | null>(null);
  const range = useDepositRange(protocol === 'ERC20' ? 'usdt-erc20' : 'usdt-trc20');
  const rate = user?.usdtrate;
  const own = useMyAddress(protocol).data;
  const usdt = depositUsdt(amount, rate);

  // The reply's message is the order number: the member is told where to pay instead.
  const submitDeposit = useFormSubmit(
    { mutateAsync: async (input: DepositForm) => ({ ...(await deposit.mutateAsync(input)), message: t('cashier.orderCreated') }) },
    {
      check: (input) => checkDeposit(input, range),
      onSuccess: ({ depositNo }) => {
        setOrder(depositNo);
        setAmount('');
        openPayInfo(depositNo);
      },
    },
  );
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    void submitDeposit({ paytype: 'usdt', amount, catepay: protocol });
  };

  return (
    <div className="cashier-split">
      <form className="cashier-form" onSubmit={submit} noValidate data-testid="usdt-form">
        <div className="field">
          <span className="field-label">{t('cashier.protocol')}</span>
          <div className="segmented" role="radiogroup" aria-label={t('cashier.protocol')}>
            {USDT_PROTOCOLS.map((p) => (
              <button
                key={p}
                type="button"
                role="radio"
                aria-checked={protocol === p}
                className={protocol === p ? 'active' : ''}
                data-testid={`protocol-${p}`}
                onClick={() => setProtocol(p)}
              >
                USDT-{p}
              </button>
            ))}
          </div>
        </div>
        <AmountField
          value={amount}
          onChange={setAmount}
          range={range}
          note={
            <p className="usdt-estimate" data-testid="usdt-estimate">
              <UsdtCoin size={18} />
              {t('cashier.usdtEstimate', { usdt: usdt ?? '0.00' })}
              <span className="muted">{t('cashier.rateHint', { rate: rate ?? '--' })}</span>
            </p>
          }
        />
        <button type="submit" className="btn btn-gold btn-block" disabled={deposit.isPending} data-testid="deposit-submit">
          {deposit.isPending ? t('cashier.submitting') : t('cashier.submitUsdt')}
        </button>
        {order && <OrderCreated depositNo={order} />}
      </form>
      <aside className="cashier-aside usdt-aside">
        <div className="usdt-banner">
          <UsdtCoin size={44} />
          <div>
            <strong>USDT-{protocol}</strong>
            <small>{t('cashier.rateHint', { rate: rate ?? '--' })}</small>
          </div>
        </div>
        <p className="wallet-note" role="note">
          {t('cashier.usdtWarning', { protocol })}
        </p>
        {/* the member's own address of this protocol (where a watcher credits what arrives): usable before any order */}
        {own && (
          <section className="own-address" data-testid="own-address" data-protocol={protocol}>
            <h3>{t('cashier.ownAddress')}</h3>
            <p className="pay-address">
              <span className="mono" data-testid="own-address-text">
                {own.address}
              </span>
              <CopyButton text={own.address} testId="copy-own-address" />
            </p>
            <img src={own.qr_image} alt={t('cashier.scanToPay')} width={160} height={160} data-testid="own-address-qr" />
            <p className="muted" data-testid="own-address-note">
              {t('cashier.chainCredit', { confirmations: own.confirmations, min: own.min_usdt })}
            </p>
          </section>
        )}
        <ol className="cashier-steps">
          <li>{t('cashier.usdtStep1')}</li>
          <li>{t('cashier.usdtStep2')}</li>
          <li>{t('cashier.usdtStep3')}</li>
        </ol>
      </aside>
    </div>
  );
}
