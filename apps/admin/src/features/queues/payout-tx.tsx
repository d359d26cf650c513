import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChainPayoutState, OrderState, type ApiReply } from '@portal/contracts';
import { useAdminAction } from '../../lib/hooks';
import { can } from '../../lib/permissions';
import { useStaff } from '../../lib/use-staff';
import { Pill } from '../../components/ui';
import { Fact } from './order-detail';

type Order = ApiReply<'withdrawals.detail'>['order'];
const TONE = { [ChainPayoutState.pending]: 'info', [ChainPayoutState.verified]: 'good', [ChainPayoutState.flagged]: 'bad' } as const;
const TX = /^(0x)?[0-9a-fA-F]{64}$/;

/** An approved USDT withdrawal's on-chain payout: the recorded tx, what the watcher says of it (with its note). */
export function PayoutFacts({ order }: { order: Order }) {
  const { t } = useTranslation();
  if (!order.protocol || !order.payout_tx || !order.payout_state) return null;
  return (
    <Fact label={t('chain.payout')}>
      <span data-testid="payout-state">
        <Pill tone={TONE[order.payout_state]}>{t(`chain.payoutStates.${order.payout_state}`)}</Pill>
        {order.payout_note && <span className="muted small"> {order.payout_note}</span>}
      </span>
      <div className="mono small" data-testid="payout-tx" style={{ wordBreak: 'break-all' }}>
        {order.payout_tx}
      </div>
    </Fact>
  );
}

/**
 * "Record payout tx" for an approved USDT withdrawal (withdrawals.payout): the hash of the transaction
 * that paid it from the hot wallet; again to correct it until the watcher has verified it.
 */
export function PayoutForm({ order }: { order: Order }) {
  const { t } = useTranslation();
  const role = useStaff()?.role ?? '';
  const [tx, setTx] = useState('');
  const record = useAdminAction('withdrawals.payout', { invalidates: ['withdrawals.detail', 'withdrawals.list'], onDone: () => setTx('') });
  if (!order.protocol || order.state !== OrderState.approved || order.payout_state === ChainPayoutState.verified || !can(role, 'withdrawals.payout'))
    return null;
  const valid = TX.test(tx.trim());
  return (
    <form
      className="form"
      data-testid="payout-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (valid) record.mutate({ order_no: order.order_no, tx_hash: tx.trim() });
      }}
    >
      <label className="field">
        <span>{t('chain.payoutTx')}</span>
        <input name="payout_tx" className="mono" value={tx} onChange={(e) => setTx(e.target.value)} maxLength={66} autoComplete="off" spellCheck={false} />
        <small className="muted">{t('chain.payoutHint')}</small>
      </label>
      <div className="form-actions">
        <button type="submit" className="btn btn-primary btn-sm" disabled={!valid || record.isPending}>
          {t('chain.recordPayout')}
        </button>
      </div>
    </form>
  );
}
