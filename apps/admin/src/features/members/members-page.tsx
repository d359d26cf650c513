import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useAdminQuery } from '../../lib/hooks';
import { money, when } from '../../lib/format';
import type { ApiReply } from '@portal/contracts';
import { Pager, Table, type Column } from '../../components/table';
import { Empty } from '../../components/states';
import { Icon } from '../../components/icons';
import { PageHead, Pill } from '../../components/ui';
import { vipLabel } from '@portal/contracts';

/** Member search by name, real name, phone, email, id or referring agent. */
export default function MembersPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const [text, setText] = useState(q);
  const [page, setPage] = useState(1);
  const list = useAdminQuery('members.search', { q, page }, { enabled: q.trim().length > 0 });
  const columns: Column<ApiReply<'members.search'>['data'][number]>[] = [
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
    { key: 'last', title: t('members.lastLogin'), render: (m) => when(m.last_login_at) },
  ];
  return (
    <>
      <PageHead title={t('nav.members')} />
      <form
        className="searchbar"
        onSubmit={(e) => {
          e.preventDefault();
          setPage(1);
          setParams(text.trim() ? { q: text.trim() } : {});
        }}
      >
        <Icon name="search" />
        <input
          name="q"
          value={text}
          onChange={(e) => setText(e.target.value)}
          placeholder={t('members.searchPh')}
          aria-label={t('members.searchPh')}
          maxLength={64}
        />
        <button type="submit" className="btn btn-primary">
          {t('common.search')}
        </button>
      </form>
      <div className="card">
        {q ? (
          <>
            <Table
              testId="members-table"
              columns={columns}
              rows={list.data?.data}
              loading={list.isLoading}
              error={list.error}
              retry={() => void list.refetch()}
              rowKey={(m) => m.id}
              onRow={(m) => navigate(`/members/${encodeURIComponent(m.username)}`)}
            />
            <Pager page={list.data} onPage={setPage} />
          </>
        ) : (
          <Empty text={t('members.searchHint')} />
        )}
      </div>
    </>
  );
}
