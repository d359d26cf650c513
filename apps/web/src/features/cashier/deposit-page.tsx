import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { PayWayFlag } from '@portal/contracts';
import { Empty, LoadError, Spinner } from '../../components/states';
import { isText, useKeptState } from '../../lib/kept-state';
import { AppLink } from '../../components/app-link';
import { usePayWays } from './api/get-pay-ways';
import { BankDepositForm } from './components/bank-deposit-form';
import { PayWayIcon, type PayWayKind } from './components/pay-way-art';
import { QrDepositForm } from './components/qr-deposit-form';
import { UsdtDepositForm } from './components/usdt-deposit-form';
import { DepositLimitOffer } from '../../components/deposit-limit-offer';
import { useResponsible } from '../../lib/responsible-state';
import '../../styles/cashier.css';

/** The tiles in the order the page shows them, each with the /api/get_pay_way flag that opens it. */
const TILES: { kind: PayWayKind; flag: PayWayFlag }[] = [
  { kind: 'usdt', flag: 'usdt' },
  { kind: 'bank', flag: 'card' },
  { kind: 'game', flag: 'game' },
  { kind: 'wechat', flag: 'wechat' },
  { kind: 'alipay', flag: 'alipay' },
];

/** Top up (spec §2.5): the open deposit methods as tiles and the chosen one's form. */
export default function DepositPage() {
  const { t } = useTranslation();
  const ways = usePayWays();
  const open = ways.data ? TILES.filter((tile) => ways.data[tile.flag] === 1) : [];
  // cached (spec §2.4): the pay way chosen is still chosen when the member comes back
  const [chosen, setChosen] = useKeptState<PayWayKind | null>('recharge.way', null, isText);
  const active = open.find((w) => w.kind === chosen)?.kind ?? open[0]?.kind;
  // Before the first deposit (no deposit limit yet) a deposit limit is offered above the ways, until
  // the member answers here (set one or go on without: recorded).
  const protection = useResponsible();
  const [answered, setAnswered] = useState(false);
  const s = protection.data;
  const offer = s && !answered && !s.deposited && !s.limits.some((l) => l.kind === 'deposit') && !s.offers.some((o) => o.place === 'first_deposit');
  const review = protection.data?.affordability;

  return (
    <div className="panel cashier-page">
      <h2 className="panel-title">{t('cashier.rechargeTitle')}</h2>
      <p className="hint deposit-limit-link">
        <AppLink to="/mine/responsible">{t('responsible.rechargeLink')}</AppLink>
      </p>
      {review && (
        <p className="notice notice-warn" role="status" data-testid="affordability-review">
          {t('responsible.affordabilityTitle')}: {review.net_deposits} / {review.threshold} CNY
        </p>
      )}
      {offer && (
        <section className="first-deposit-offer">
          <DepositLimitOffer place="first_deposit" onDone={() => setAnswered(true)} />
        </section>
      )}
      {ways.isPending ? (
        <Spinner />
      ) : ways.isError ? (
        <LoadError onRetry={() => void ways.refetch()} />
      ) : open.length === 0 ? (
        <Empty text={t('cashier.noPayWay')} />
      ) : (
        <>
          <div className="pay-ways" role="tablist" aria-label={t('cashier.payWay')}>
            {open.map((w) => (
              <button
                key={w.kind}
                type="button"
                role="tab"
                aria-selected={w.kind === active}
                className={`pay-way${w.kind === active ? ' active' : ''}`}
                data-testid={`pay-way-${w.kind}`}
                onClick={() => setChosen(w.kind)}
              >
                <PayWayIcon kind={w.kind} />
                <span className="pay-way-name">{t(`cashier.way.${w.kind}`)}</span>
                <small>{t(`cashier.wayDesc.${w.kind}`)}</small>
              </button>
            ))}
          </div>
          <section className="pay-form" role="tabpanel" key={active}>
            {active === 'bank' && <BankDepositForm />}
            {active === 'usdt' && <UsdtDepositForm />}
            {(active === 'game' || active === 'wechat' || active === 'alipay') && <QrDepositForm way={active} />}
          </section>
        </>
      )}
    </div>
  );
}
