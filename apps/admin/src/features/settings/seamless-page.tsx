import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiReply } from '@portal/contracts';
import { useAdminAction, useAdminQuery } from '../../lib/hooks';
import { can } from '../../lib/permissions';
import { useStaff } from '../../lib/use-staff';
import { Card, Field, PageHead, Pill, Select } from '../../components/ui';
import { Table } from '../../components/table';

type Row = ApiReply<'seamless.platforms'>['list'][number];

/** Seamless wallet (docs/seamless-wallet.md): each platform's wallet mode, provider key and launch template; the portal's public key; a transaction search. */
export default function SeamlessPage() {
  const { t } = useTranslation();
  const role = useStaff()?.role ?? '';
  const list = useAdminQuery('seamless.platforms');
  const [editing, setEditing] = useState<Row | null>(null);
  return (
    <>
      <PageHead title={t('seamless.title')}>{t('seamless.hint')}</PageHead>
      <Card title={t('seamless.portalKey')}>
        <pre className="mono" data-testid="portal-public-key">
          {list.data?.portal_public_key ?? '…'}
        </pre>
        <p className="muted">
          {t('seamless.keyUrl')}: <span className="mono">{list.data?.public_key_url}</span>
        </p>
      </Card>
      <Card>
        <Table
          rows={list.data?.list}
          loading={list.isLoading}
          error={list.error}
          retry={() => void list.refetch()}
          rowKey={(p) => p.platname}
          columns={[
            {
              key: 'plat',
              title: t('members.platform'),
              render: (p) => (
                <>
                  <strong>{p.name}</strong> <span className="muted mono">{p.platname}</span>
                </>
              ),
            },
            {
              key: 'mode',
              title: t('seamless.mode'),
              render: (p) =>
                p.wallet_mode === 'seamless' ? <Pill tone="info">{t('seamless.modes.seamless')}</Pill> : <Pill>{t('seamless.modes.transfer')}</Pill>,
            },
            { key: 'url', title: t('seamless.walletUrl'), render: (p) => (p.wallet_mode === 'seamless' ? <span className="mono">{p.wallet_url}</span> : '') },
            {
              key: 'act',
              title: '',
              align: 'right',
              render: (p) =>
                can(role, 'seamless.platformSave') ? (
                  <button type="button" className="btn btn-ghost btn-sm" onClick={() => setEditing(p)}>
                    {t('seamless.edit')}
                  </button>
                ) : null,
            },
          ]}
        />
      </Card>
      {editing && <EditPlatform key={editing.platname} row={editing} onClose={() => setEditing(null)} />}
      {can(role, 'seamless.transactions') && <TransactionSearch />}
    </>
  );
}

function EditPlatform({ row, onClose }: { row: Row; onClose: () => void }) {
  const { t } = useTranslation();
  const [mode, setMode] = useState(row.wallet_mode === 'seamless' ? 'seamless' : 'transfer');
  const [key, setKey] = useState(row.provider_public_key);
  const [template, setTemplate] = useState(row.launch_template);
  const save = useAdminAction('seamless.platformSave', { invalidates: ['seamless.platforms'], onDone: onClose });
  return (
    <Card title={`${row.name} (${row.platname})`}>
      <form
        className="form-grid"
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({
            platname: row.platname,
            wallet_mode: mode === 'seamless' ? 'seamless' : 'transfer',
            provider_public_key: key,
            launch_template: template,
          });
        }}
      >
        <Select label={t('seamless.mode')} value={mode} onChange={(e) => setMode(e.target.value)}>
          <option value="transfer">{t('seamless.modes.transfer')}</option>
          <option value="seamless">{t('seamless.modes.seamless')}</option>
        </Select>
        <label className="field">
          <span>{t('seamless.providerKey')}</span>
          <textarea className="mono" rows={8} value={key} onChange={(e) => setKey(e.target.value)} placeholder="-----BEGIN PUBLIC KEY-----" />
        </label>
        <Field label={t('seamless.template')} hint={t('seamless.templateHint')} value={template} onChange={(e) => setTemplate(e.target.value)} />
        <div className="form-actions">
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {t('seamless.save')}
          </button>
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('seamless.cancel')}
          </button>
        </div>
      </form>
    </Card>
  );
}

function TransactionSearch() {
  const { t } = useTranslation();
  const [uuid, setUuid] = useState('');
  const [round, setRound] = useState('');
  const [query, setQuery] = useState<{ uuid: string; round: string } | null>(null);
  const found = useAdminQuery('seamless.transactions', query ?? { uuid: '', round: '' }, { enabled: query !== null });
  return (
    <Card title={t('seamless.search')}>
      <form
        className="filters"
        onSubmit={(e) => {
          e.preventDefault();
          if (uuid.trim() || round.trim()) setQuery({ uuid: uuid.trim(), round: round.trim() });
        }}
      >
        <Field label={t('seamless.uuid')} value={uuid} onChange={(e) => setUuid(e.target.value)} />
        <Field label={t('seamless.round')} value={round} onChange={(e) => setRound(e.target.value)} />
        <button type="submit" className="btn btn-primary">
          {t('seamless.find')}
        </button>
      </form>
      {query && (
        <Table
          rows={found.data?.list}
          loading={found.isLoading}
          error={found.error}
          retry={() => void found.refetch()}
          rowKey={(r) => r.id}
          columns={[
            { key: 'uuid', title: t('seamless.uuid'), render: (r) => <span className="mono">{r.uuid}</span> },
            { key: 'kind', title: t('seamless.kind'), render: (r) => r.kind },
            { key: 'member', title: t('members.platform'), render: (r) => `${r.platname} · ${r.username}` },
            { key: 'round', title: t('seamless.round'), render: (r) => <span className="mono">{r.round}</span> },
            { key: 'amount', title: t('seamless.amount'), align: 'right', render: (r) => r.amount },
            { key: 'after', title: t('seamless.balanceAfter'), align: 'right', render: (r) => r.balance_after },
            { key: 'rb', title: t('seamless.rolledBack'), render: (r) => (r.rolled_back ? <Pill tone="warn">{t('seamless.rolledBack')}</Pill> : '') },
            { key: 'at', title: '', render: (r) => r.created_at },
          ]}
        />
      )}
    </Card>
  );
}
