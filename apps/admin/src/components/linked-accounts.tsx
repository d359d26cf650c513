import { useTranslation } from 'react-i18next';
import { Link } from 'react-router-dom';
import type { ApiReply } from '@portal/contracts';
import { useAdminQuery } from '../lib/hooks';
import { when } from '../lib/format';
import { Card, Pill } from './ui';
import { QueryView } from './states';
import { Table, type Column } from './table';

type Linked = ApiReply<'responsible.admin.linked'>[number];

/**
 * The member page's linked accounts: other accounts sharing the member's phone, email, bank card or
 * USDT address, or registered from the same IP within a day, each with what matched and whether a
 * time-out or self-exclusion is in force on it (docs/player-protection.md#no-second-account).
 */
export function LinkedAccounts({ username }: { username: string }) {
  const { t } = useTranslation();
  const linked = useAdminQuery('responsible.admin.linked', { username });
  const columns: Column<Linked>[] = [
    {
      key: 'username',
      title: t('linked.username'),
      render: (r) => (
        <Link to={`/members/${encodeURIComponent(r.username)}`} className="strong">
          {r.username}
        </Link>
      ),
    },
    { key: 'registered', title: t('linked.registeredAt'), render: (r) => when(r.registered_at) },
    {
      key: 'fields',
      title: t('linked.fields'),
      render: (r) => (
        <span className="row-actions">
          {r.fields.map((f) => (
            <Pill key={f} tone={f === 'ip' ? 'neutral' : 'warn'}>
              {t(`linked.field.${f}`)}
            </Pill>
          ))}
          {r.blocked && <Pill tone="bad">{t('linked.blocked')}</Pill>}
        </span>
      ),
    },
  ];
  return (
    <Card title={t('linked.title')}>
      <p className="muted">{t('linked.hint')}</p>
      <QueryView query={linked}>
        {(rows) =>
          rows.length === 0 ? (
            <p className="muted" data-testid="linked-none">
              {t('linked.none')}
            </p>
          ) : (
            <Table columns={columns} rows={rows} rowKey={(r) => r.username} testId="linked-accounts" />
          )
        }
      </QueryView>
    </Card>
  );
}
