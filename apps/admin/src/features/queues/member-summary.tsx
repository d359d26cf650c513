import { useTranslation } from 'react-i18next';
import { codeLabel } from '../../lib/labels';
import { Link } from 'react-router-dom';
import { useAdminQuery } from '../../lib/hooks';
import { money } from '../../lib/format';
import { QueryView } from '../../components/states';
import { Pill, Stat } from '../../components/ui';
import { vipLabel } from '@portal/contracts';

/** An applicant at a glance (balances, turnover, bound cards), read from the member's detail. */
export function MemberSummary({ username }: { username: string }) {
  const { t } = useTranslation();
  const detail = useAdminQuery('members.detail', { username });
  return (
    <QueryView query={detail}>
      {(d) => (
        <div className="stack" data-testid="member-context">
          <div className="member-line">
            <Link to={`/members/${encodeURIComponent(username)}`} className="strong">
              {username}
            </Link>
            <span className="muted">{d.member.realname}</span>
            <Pill tone="info">{vipLabel(d.member.vip)}</Pill>
            {d.member.frozen && <Pill tone="bad">{t('members.frozen')}</Pill>}
          </div>
          <div className="stats">
            {d.wallets.slice(0, 3).map((w) => (
              <Stat key={w.wallet} label={codeLabel(t, 'wallets', w.wallet)} value={money(w.balance)} />
            ))}
            <Stat label={t('members.turnover')} value={`${money(d.turnover.done)} / ${money(d.turnover.required)}`} tone={d.turnover.met ? 'good' : 'warn'} />
          </div>
          <h4>{t('queues.cards')}</h4>
          {d.cards.length === 0 ? (
            <p className="muted">{t('common.empty')}</p>
          ) : (
            <ul className="cards-list">
              {d.cards.map((c) => (
                <li key={c.id}>
                  <strong>{c.bank}</strong> <span className="mono">{c.bank_no}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}
    </QueryView>
  );
}
