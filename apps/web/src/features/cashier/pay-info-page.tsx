import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useAppInfo } from '../../lib/session/queries';
import { CrownLogo } from '../../art/logo';
import { Empty, LoadError, Spinner } from '../../components/states';
import type { DepositStatus, PayInfoReply } from '@portal/contracts';
import { usePayInfo } from './api/get-pay-info';
import { CopyButton } from './components/copy-button';
import { usePaymentCountdown } from './components/countdown';
import { QrGlyph, UsdtCoin } from './components/pay-way-art';
import '../../styles/cashier.css';

function Countdown({ text }: { text: string }) {
  const { t } = useTranslation();
  return (
    <div className="pay-countdown">
      <small>{t('cashier.timeLeft')}</small>
      <b data-testid="pay-countdown" aria-live="off">
        {text}
      </b>
    </div>
  );
}

/** An order that can no longer be paid: what happened to it, and no payee (spec §2.3). */
function ClosedOrder({ order, status }: { order: PayInfoReply; status: Exclude<DepositStatus, 'pending'> }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const usdt = order.paytype === 'usdt';
  const headline = { paid: 'cashier.orderPaid', rejected: 'cashier.orderRejected', expired: 'cashier.expired' }[status];
  return (
    <div className={`pay-card pay-card-closed is-${status}`} data-testid="pay-info" data-status={status}>
      <header className="pay-card-head">
        {usdt ? <UsdtCoin size={36} /> : <QrGlyph size={36} />}
        <div>
          <h1>{t('cashier.payInfoTitle')}</h1>
        </div>
      </header>
      <div className="pay-card-body">
        <section className="pay-closed" data-testid="pay-status" role="status">
          <p className="pay-closed-headline">{t(headline)}</p>
          {status === 'rejected' && order.reason !== '' && <p data-testid="pay-reason">{t('cashier.rejectReason', { reason: order.reason })}</p>}
          {status !== 'paid' && <p className="muted">{t('cashier.orderClosed')}</p>}
        </section>
        <dl className="pay-facts">
          <dt>{t('cashier.orderNo')}</dt>
          <dd className="mono" data-testid="pay-order-no">
            {order.deposit_no}
          </dd>
          <dt>{t('cashier.topUpAmount')}</dt>
          <dd className="pay-amount" data-testid="pay-amount">
            {usdt ? order.info.usdt_amount : order.info.amount} <small>{usdt ? 'USDT' : 'CNY'}</small>
          </dd>
        </dl>
      </div>
      {status === 'paid' ? (
        <button type="button" className="btn btn-gold btn-large pay-done" onClick={() => void navigate('/transRecord')} data-testid="pay-done">
          {t('cashier.viewRecords')}
        </button>
      ) : (
        <button type="button" className="btn btn-gold btn-large pay-done" onClick={() => void navigate('/recharge')} data-testid="pay-again">
          {t('cashier.orderAgain')}
        </button>
      )}
    </div>
  );
}

function Order({ order, answeredAt }: { order: PayInfoReply; answeredAt: number }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const countdown = usePaymentCountdown(order.info.remaining_seconds, answeredAt);
  const usdt = order.paytype === 'usdt';
  // Where to pay is shown only while the order can be paid: not once paid, rejected or past its hour.
  const status = order.status === 'pending' && countdown.expired ? 'expired' : order.status;
  if (status !== 'pending') return <ClosedOrder order={order} status={status} />;
  return (
    <div className="pay-card" data-testid="pay-info">
      <header className="pay-card-head">
        {usdt ? <UsdtCoin size={36} /> : <QrGlyph size={36} />}
        <div>
          <h1>{t('cashier.payInfoTitle')}</h1>
          <small>{order.cardlist.content}</small>
        </div>
        <Countdown text={countdown.text} />
      </header>
      <div className="pay-card-body">
        <dl className="pay-facts">
          <dt>{t('cashier.orderNo')}</dt>
          <dd className="mono" data-testid="pay-order-no">
            {order.deposit_no}
          </dd>
          {usdt && (
            <>
              <dt>{t('cashier.rate')}</dt>
              <dd data-testid="pay-rate">1 USDT = {order.info.usdtrate} CNY</dd>
            </>
          )}
          <dt>{t('cashier.topUpAmount')}</dt>
          <dd className="pay-amount" data-testid="pay-amount">
            {usdt ? order.info.usdt_amount : order.info.amount} <small>{usdt ? 'USDT' : 'CNY'}</small>
          </dd>
          <dt>{t('cashier.cnyAmount')}</dt>
          <dd data-testid="pay-cny">
            {order.info.amount} <small>CNY</small>
          </dd>
          {/* where to pay: the USDT address, or the account of a bank order (which has no QR) */}
          {(usdt || (!order.cardlist.payimg && order.cardlist.mch_id !== '')) && (
            <>
              <dt>{t(usdt ? 'cashier.payAddress' : 'cashier.payeeAccount')}</dt>
              <dd className="pay-address">
                <span className="mono" data-testid="pay-address">
                  {order.cardlist.mch_id}
                </span>
                <CopyButton text={order.cardlist.mch_id} testId="copy-address" />
              </dd>
            </>
          )}
        </dl>
        {order.cardlist.payimg && (
          <figure className="pay-qr">
            <img src={order.cardlist.payimg} alt={t('cashier.scanToPay')} width={200} height={200} data-testid="pay-qr" />
            <figcaption>{t('cashier.scanToPay')}</figcaption>
          </figure>
        )}
      </div>
      <section className="pay-reminder" data-testid="pay-reminder">
        <h2>{t('cashier.reminderTitle')}</h2>
        <ol>
          <li className="is-key">{t('cashier.exactAmount')}</li>
          <li>{t('cashier.reminder2')}</li>
          {usdt && <li>{t('cashier.reminderUsdt', { protocol: order.cardlist.content })}</li>}
          {order.chain && (
            <li className="is-key" data-testid="pay-chain-note">
              {t('cashier.chainCredit', { confirmations: order.chain.confirmations, min: order.chain.min_usdt })}
            </li>
          )}
          <li>{t('cashier.reminder3')}</li>
        </ol>
      </section>
      <button type="button" className="btn btn-gold btn-large pay-done" onClick={() => void navigate('/transRecord')} data-testid="pay-done">
        {t('cashier.paymentDone')}
      </button>
    </div>
  );
}

/** The payment page of a deposit order (spec §2.3): opened in a new tab after a non-bank deposit. */
export default function PayInfoPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const depositNo = params.get('deposit_no')?.trim() ?? '';
  const order = usePayInfo(depositNo);
  const app = useAppInfo();

  return (
    <div className="pay-page">
      <div className="pay-topbar">
        <Link to="/" className="brand">
          <CrownLogo size={34} />
          <strong>{app.data?.title ?? ''}</strong>
        </Link>
        <span className="pay-secure">{t('cashier.secure')}</span>
      </div>
      <main className="pay-main">
        {depositNo === '' ? (
          <Empty text={t('cashier.noOrder')} />
        ) : order.isPending ? (
          <Spinner />
        ) : order.isError ? (
          <div className="pay-card pay-card-error" data-testid="pay-error">
            <p>{order.error.message}</p>
            <LoadError onRetry={() => void order.refetch()} />
          </div>
        ) : (
          <Order order={order.data} answeredAt={order.dataUpdatedAt} />
        )}
      </main>
    </div>
  );
}
