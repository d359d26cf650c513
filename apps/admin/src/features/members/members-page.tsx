import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAdminQuery } from '../../lib/hooks';
import { api } from '../../lib/api';
import { money, when } from '../../lib/format';
import { downloadCsv, exportPages, toCsv } from '../../lib/csv';
import type { ApiInput, ApiReply } from '@portal/contracts';
import { Pager, Table, type Column } from '../../components/table';
import { Filters } from '../../components/filters';
import { useToast } from '../../components/toast';
import { PageHead, Pill } from '../../components/ui';
import { vipLabel } from '@portal/contracts';

type MemberRow = ApiReply<'members.list'>['data'][number];

interface MemberFilters extends Record<string, string> {
  q: string;
  state: string;
  vip: string;
  from: string;
  to: string;
  agents: string;
}
const emptyFilters: MemberFilters = { q: '', state: '', vip: '', from: '', to: '', agents: '' };

/** The list body of members.list (empty filters left out). */
function toListBody(f: MemberFilters, page: number, perPage = 20): ApiInput<'members.list'> {
  return {
    page,
    per_page: perPage,
    q: f.q.trim() || undefined,
    state: f.state === 'active' || f.state === 'frozen' ? f.state : undefined,
    vip: f.vip ? Number(f.vip) : undefined,
    from: f.from || undefined,
    to: f.to || undefined,
    agents_only: f.agents === '1',
  };
}

/**
 * Every member, newest first, with filters (text as the old search: name, real name, phone, email,
 * id or referring agent; state; VIP level; registration days; agents only), and the list as CSV
 * (built here from members.list pages with the filters applied). The server masks phones and emails
 * in the list (a full one typed still finds the member); the CSV pages (`export: true`) carry them
 * in full and the server records each of those reads, as it does each member's page.
 */
export default function MembersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const [params] = useSearchParams();
  const [filters, setFilters] = useState<MemberFilters>({ ...emptyFilters, q: params.get('q') ?? '' });
  const [page, setPage] = useState(1);
  const [exporting, setExporting] = useState(false);
  const list = useAdminQuery('members.list', toListBody(filters, page));
  const columns: Column<MemberRow>[] = [
    { key: 'id', title: 'ID', render: (m) => m.id },
    { key: 'username', title: t('members.username'), render: (m) => <strong>{m.username}</strong> },
    { key: 'realname', title: t('members.realname'), render: (m) => m.realname || '—' },
    { key: 'mobile', title: t('members.mobile'), render: (m) => m.mobile ?? '—' },
    { key: 'vip', title: 'VIP', render: (m) => <Pill tone="info">{vipLabel(m.vip)}</Pill> },
    { key: 'balance', title: t('members.balance'), align: 'right', render: (m) => <span className="mono">{money(m.balance)}</span> },
    { key: 'agent', title: t('members.agent'), render: (m) => m.agent ?? '—' },
    {
      key: 'state',
      title: t('queues.state'),
      render: (m) => (m.frozen ? <Pill tone="bad">{t('members.frozen')}</Pill> : <Pill tone="good">{t('members.active')}</Pill>),
    },
    { key: 'registered', title: t('members.registeredAt'), render: (m) => when(m.created_at) },
    { key: 'last', title: t('members.lastLogin'), render: (m) => when(m.last_login_at) },
  ];
  const exportCsv = async () => {
    setExporting(true);
    try {
      const { rows, truncated } = await exportPages((p) => api.call('members.list', { ...toListBody(filters, p, 200), export: true }));
      const header = ['id', 'username', 'realname', 'mobile', 'email', 'vip', 'balance', 'agent', 'is_agent', 'frozen', 'created_at', 'last_login_at'];
      downloadCsv(
        'members.csv',
        toCsv(
          header,
          rows.map((m) => [
            m.id,
            m.username,
            m.realname,
            m.mobile,
            m.email,
            m.vip,
            m.balance,
            m.agent,
            m.is_agent ? 1 : 0,
            m.frozen ? 1 : 0,
            m.created_at,
            m.last_login_at,
          ]),
        ),
      );
      if (truncated) toast.error(t('export.truncated', { count: rows.length }));
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setExporting(false);
    }
  };
  return (
    <>
      <PageHead
        title={t('nav.members')}
        actions={
          <button type="button" className="btn btn-ghost btn-sm" disabled={exporting} onClick={() => void exportCsv()} data-testid="members-export">
            {t('export.csv')}
          </button>
        }
      />
      <Filters
        initial={filters}
        onApply={(f) => {
          setFilters(f);
          setPage(1);
        }}
      >
        {(f, set) => (
          <>
            <label className="field field-inline field-wide">
              <span>{t('members.keyword')}</span>
              <input
                name="q"
                value={f.q}
                onChange={(e) => set('q', e.target.value)}
                placeholder={t('members.searchPh')}
                aria-label={t('members.searchPh')}
                maxLength={64}
              />
            </label>
            <label className="field field-inline">
              <span>{t('queues.state')}</span>
              <select name="state" value={f.state} onChange={(e) => set('state', e.target.value)}>
                <option value="">{t('common.all')}</option>
                <option value="active">{t('members.active')}</option>
                <option value="frozen">{t('members.frozen')}</option>
              </select>
            </label>
            <label className="field field-inline field-narrow">
              <span>VIP</span>
              <select name="vip" value={f.vip} onChange={(e) => set('vip', e.target.value)}>
                <option value="">{t('common.all')}</option>
                {Array.from({ length: 10 }, (_, i) => (
                  <option key={i + 1} value={String(i + 1)}>
                    {vipLabel(i + 1)}
                  </option>
                ))}
              </select>
            </label>
            <label className="field field-inline">
              <span>{t('members.registeredFrom')}</span>
              <input type="date" name="from" value={f.from} onChange={(e) => set('from', e.target.value)} />
            </label>
            <label className="field field-inline">
              <span>{t('common.to')}</span>
              <input type="date" name="to" value={f.to} onChange={(e) => set('to', e.target.value)} />
            </label>
            <label className="switch-row">
              <input type="checkbox" name="agents" checked={f.agents === '1'} onChange={(e) => set('agents', e.target.checked ? '1' : '')} />
              <span>{t('members.agentsOnly')}</span>
            </label>
          </>
        )}
      </Filters>
      <p className="muted" data-testid="members-masked-note">
        {t('members.contactsMasked')}
      </p>
      <div className="card">
        <Table
          testId="members-table"
          columns={columns}
          rows={list.data?.data}
          loading={list.isLoading}
          error={list.error}
          retry={() => void list.refetch()}
          rowKey={(m) => m.id}
          onRow={(m) => void navigate(`/members/${encodeURIComponent(m.username)}`)}
        />
        <Pager page={list.data} onPage={setPage} />
      </div>
    </>
  );
}
