import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { codeLabel } from '../../lib/labels';
import { useAdminAction, useAdminQuery } from '../../lib/hooks';
import { money, when } from '../../lib/format';
import type { ApiReply } from '@portal/contracts';
import { Card, PageHead, Pill } from '../../components/ui';
import { Drawer } from '../../components/overlay';
import { Pager, Table } from '../../components/table';
import { Filters } from '../../components/filters';
import { Icon } from '../../components/icons';

/** The audit log (append-only, hash-chained): filters by actor and action, each row's before/after, and the chain verification. */
export default function AuditPage() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState({ actor: '', action: '' });
  const [page, setPage] = useState(1);
  const [open, setOpen] = useState<ApiReply<'audit.list'>['data'][number] | null>(null);
  const [verdict, setVerdict] = useState<ApiReply<'audit.verify'> | null>(null);
  const body = { page, ...(filters.actor ? { actor: filters.actor } : {}), ...(filters.action ? { action: filters.action } : {}) };
  const list = useAdminQuery('audit.list', body);
  const verify = useAdminAction('audit.verify', { onDone: setVerdict });
  return (
    <>
      <PageHead
        title={t('nav.audit')}
        actions={
          <button type="button" className="btn btn-primary" disabled={verify.isPending} onClick={() => verify.mutate({})}>
            <Icon name="audit" size={16} /> {t('audit.verify')}
          </button>
        }
      >
        {t('audit.hint')}
      </PageHead>
      {verdict && (
        <div className={verdict.ok ? 'verdict verdict-ok' : 'verdict verdict-bad'} data-testid="audit-verdict">
          {verdict.ok ? t('audit.chainOk', { count: verdict.checked }) : t('audit.chainBroken', { id: verdict.first_broken, count: verdict.checked })}
        </div>
      )}
      <Filters
        initial={{ actor: '', action: '' }}
        onApply={(f) => {
          setFilters(f);
          setPage(1);
        }}
      >
        {(f, set) => (
          <>
            <label className="field field-inline">
              <span>{t('audit.actor')}</span>
              <input name="actor" value={f.actor} onChange={(e) => set('actor', e.target.value)} />
            </label>
            <label className="field field-inline">
              <span>{t('audit.action')}</span>
              <input name="action" value={f.action} placeholder="deposit." onChange={(e) => set('action', e.target.value)} />
            </label>
          </>
        )}
      </Filters>
      <Card>
        <Table
          testId="audit-table"
          rows={list.data?.data}
          loading={list.isLoading}
          error={list.error}
          retry={() => void list.refetch()}
          rowKey={(r) => r.id}
          onRow={setOpen}
          columns={[
            {
              key: 'id',
              title: '#',
              render: (r) => <span className={verdict && !verdict.ok && verdict.first_broken === r.id ? 'broken' : undefined}>{r.id}</span>,
            },
            { key: 'at', title: t('common.time'), render: (r) => when(r.created_at) },
            {
              key: 'who',
              title: t('audit.actor'),
              render: (r) => (
                <>
                  {r.admin} <Pill>{t(`roles.${r.role}`, { defaultValue: r.role })}</Pill>
                </>
              ),
            },
            {
              key: 'action',
              title: t('audit.action'),
              render: (r) => (
                <span title={r.action}>
                  {codeLabel(t, 'actions', r.action)} <span className="mono muted small">{r.action}</span>
                </span>
              ),
            },
            { key: 'target', title: t('audit.target'), render: (r) => r.target || '—' },
            { key: 'amount', title: t('queues.amount'), align: 'right', render: (r) => (r.amount ? <span className="mono">{money(r.amount)}</span> : '') },
            { key: 'ip', title: 'IP', render: (r) => <span className="mono muted">{r.ip}</span> },
          ]}
        />
        <Pager page={list.data} onPage={setPage} />
      </Card>
      {open && (
        <Drawer title={`${t('nav.audit')} #${open.id}`} onClose={() => setOpen(null)}>
          <dl className="kv">
            <dt>{t('audit.action')}</dt>
            <dd>
              {codeLabel(t, 'actions', open.action)} <span className="mono muted small">{open.action}</span>
            </dd>
            <dt>{t('audit.actor')}</dt>
            <dd>
              {open.admin} ({open.role})
            </dd>
            <dt>{t('audit.target')}</dt>
            <dd>{open.target || '—'}</dd>
            <dt>{t('common.time')}</dt>
            <dd>{when(open.created_at)}</dd>
            <dt>IP</dt>
            <dd className="mono">{open.ip}</dd>
            <dt>hash</dt>
            <dd className="mono small break">{open.hash ?? '—'}</dd>
          </dl>
          {open.before !== null && open.before !== undefined && (
            <>
              <h4>{t('audit.before')}</h4>
              <pre className="json">{JSON.stringify(open.before, null, 2)}</pre>
            </>
          )}
          {open.after !== null && open.after !== undefined && (
            <>
              <h4>{t('audit.after')}</h4>
              <pre className="json">{JSON.stringify(open.after, null, 2)}</pre>
            </>
          )}
          <h4>{t('audit.detail')}</h4>
          <pre className="json">{JSON.stringify(open.detail, null, 2)}</pre>
        </Drawer>
      )}
    </>
  );
}
