import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiReply } from '@portal/contracts';
import { when } from '../../lib/format';
import { MemberContext } from '../../components/member-context';

/** What deposits.detail and withdrawals.detail both give beside the order itself. */
type OrderDetailReply = Pick<ApiReply<'deposits.detail'>, 'member' | 'recent_deposits' | 'recent_withdrawals' | 'cards'> & {
  order: { reviewer?: string | null; reviewed_at?: string | null; reason?: string | null };
};

/** One line of an order's facts; nothing when `show` is false (an optional field the order has not got). */
export function Fact({ label, show = true, className, children }: { label: string; show?: unknown; className?: string; children: ReactNode }) {
  if (!show) return null;
  return (
    <>
      <dt>{label}</dt>
      <dd className={className}>{children}</dd>
    </>
  );
}

/** A deposit or withdrawal drawer: the order's own facts, then who decided it and why, then `actions` on the order (if any), then the member's context. */
export function OrderDetail({ detail, children, actions }: { detail: OrderDetailReply; children: ReactNode; actions?: ReactNode }) {
  const { t } = useTranslation();
  const { order } = detail;
  return (
    <div className="stack">
      <dl className="kv">
        {children}
        <Fact label={t('queues.reviewer')} show={order.reviewer}>
          {order.reviewer} · {when(order.reviewed_at)}
        </Fact>
        <Fact label={t('common.reason')} show={order.reason}>
          {order.reason}
        </Fact>
      </dl>
      {actions}
      <MemberContext member={detail.member} deposits={detail.recent_deposits} withdrawals={detail.recent_withdrawals} cards={detail.cards} />
    </div>
  );
}
