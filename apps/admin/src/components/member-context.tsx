import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ApiReply } from '@portal/contracts';
import { money, when } from '../lib/format';
import { Pill, Stat } from './ui';
import { StatePill } from './state-pill';
import { vipLabel } from '@portal/contracts';

/** The member's side of an order's detail (deposits.detail and withdrawals.detail give the same). */
type OrderContext = ApiReply<'deposits.detail'>;

/** What a reviewer needs beside an order: the member's balance, turnover against the requirement, recent orders and bound cards. */
export function MemberContext({
  member,
  deposits,
  withdrawals,
  cards,
}: {
  member: OrderContext['member'];
  deposits: OrderContext['recent_deposits'];
  withdrawals: OrderContext['recent_withdrawals'];
  cards: OrderContext['cards'];
}) {
  const { t } = useTranslation();
  return (
    <div className="stack" data-testid="member-context">
      <div className="member-line">
        <Link to={`/members/${encodeURIComponent(member.username)}`} className="strong">
          {member.username}
        </Link>
        <span className="muted">{member.realname}</span>
        <Pill tone="info">{vipLabel(member.vip)}</Pill>
        {member.frozen && <Pill tone="bad">{t('members.frozen')}</Pill>}
      </div>
      <div className="stats">
        <Stat label={t('members.balance')} value={money(member.balance)} />
        <Stat label={t('members.paysum')} value={money(member.paysum)} />
        <Stat
          label={t('members.turnover')}
          value={`${money(member.turnover.done)} / ${money(member.turnover.required)}`}
          tone={member.turnover.met ? 'good' : 'warn'}
        />
      </div>
      <h4>{t('queues.recentDeposits')}</h4>
      <MiniList
        rows={deposits.map((d) => ({
          id: d.deposit_no,
          amount: d.amount,
          state: d.state,
          at: d.created_at,
          label: t(`payTypes.${d.paytype}`, { defaultValue: d.paytype }),
        }))}
      />
      <h4>{t('queues.recentWithdrawals')}</h4>
      <MiniList rows={withdrawals.map((w) => ({ id: w.order_no, amount: w.amount, state: w.state, at: w.created_at, label: w.card.bank }))} />
      <h4>{t('queues.cards')}</h4>
      {cards.length === 0 ? (
        <p className="muted">{t('common.empty')}</p>
      ) : (
        <ul className="cards-list">
          {cards.map((c) => (
            <li key={c.id}>
              <strong>{c.bank}</strong> <span className="mono">{c.bank_no}</span> <span className="muted">{c.bank_owner}</span>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function MiniList({ rows }: { rows: Array<{ id: string; amount: string; state: number; at: string; label: string }> }) {
  const { t } = useTranslation();
  if (rows.length === 0) return <p className="muted">{t('common.empty')}</p>;
  return (
    <table className="table table-mini">
      <tbody>
        {rows.slice(0, 5).map((r) => (
          <tr key={r.id}>
            <td className="muted">{when(r.at)}</td>
            <td>{r.label}</td>
            <td className="al-right mono">{money(r.amount)}</td>
            <td>
              <StatePill state={r.state} />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
