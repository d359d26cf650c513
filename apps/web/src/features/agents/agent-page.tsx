import { useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { PAGE_SIZE, ReplyCode, type AgentMember } from '@portal/contracts';
import { Pagination } from '../../components/pagination';
import { LoadError, Spinner } from '../../components/states';
import { DataTable, type Column } from '../../components/table';
import { useToast } from '../../components/toast';
import { ApiError } from '../../lib/api-client';
import { useAgentMembers } from './api/get-agent-members';
import { useAgentSummary } from './api/get-agent-summary';
import { useSyncAgentFlag } from './api/sync-agent-flag';
import '../../styles/agents.css';
import { formatDateTime } from '../../lib/dates';

/** The agent page of the member area: the referral link, and the referred members with their approved deposits and turnover. */
export default function AgentPage() {
  const { t } = useTranslation();
  const summary = useAgentSummary();
  useSyncAgentFlag(summary.isSuccess ? true : undefined);
  const [page, setPage] = useState(1);
  const members = useAgentMembers(page, { enabled: summary.isSuccess });
  // A member who is not an agent: the server's refusal, and the way to apply.
  const refusal = summary.error instanceof ApiError && summary.error.code === ReplyCode.denied ? summary.error.message : null;

  let body: React.ReactNode;
  if (summary.isPending) body = <Spinner />;
  else if (refusal !== null)
    body = (
      <div className="agent-status is-pending" role="status" data-testid="agent-refused">
        <span className="agent-status-icon" aria-hidden>
          !
        </span>
        <div>
          <h3>{refusal}</h3>
          <p>{t('agent.notAgentText')}</p>
          <Link to="/mine/applyagent" className="btn btn-gold">
            {t('agent.applyNow')}
          </Link>
        </div>
      </div>
    );
  else if (summary.isError || !summary.data) body = <LoadError onRetry={() => void summary.refetch()} />;
  else {
    const s = summary.data;
    const list = members.data;
    body = (
      <>
        <ReferralLink link={s.link} pid={s.pid} />
        <div className="record-summary" data-testid="agent-summary">
          <div data-testid="agent-members">
            <small>{t('agent.members')}</small>
            <b>{s.members}</b>
          </div>
          <div data-testid="agent-deposits">
            <small>{t('agent.deposits')}</small>
            <b>¥ {s.deposits}</b>
          </div>
          <div data-testid="agent-turnover">
            <small>{t('agent.turnover')}</small>
            <b>¥ {s.turnover}</b>
          </div>
        </div>
        <h3 className="panel-sub">{t('agent.memberList')}</h3>
        <MemberTable
          rows={list?.data}
          page={list?.current_page ?? page}
          loading={members.isPending}
          fetching={members.isPlaceholderData}
          error={members.isError}
          onRetry={() => void members.refetch()}
        />
        {list && <Pagination page={list.current_page} lastPage={list.last_page} total={list.total} onChange={setPage} />}
      </>
    );
  }

  return (
    <div className="panel records-page">
      <h2 className="panel-title">{t('agent.centerTitle')}</h2>
      {body}
    </div>
  );
}

/** The link to share; copying falls back to selecting it where the clipboard is not available. */
function ReferralLink({ link, pid }: { link: string; pid: number }) {
  const { t } = useTranslation();
  const toast = useToast();
  const input = useRef<HTMLInputElement>(null);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(link);
      toast.success(t('agent.copied'));
    } catch {
      input.current?.select();
      toast.error(t('agent.copyManually'));
    }
  };
  return (
    <div className="agent-link">
      <strong>{t('agent.link')}</strong>
      <div className="agent-link-row">
        <input ref={input} readOnly value={link} aria-label={t('agent.link')} data-testid="agent-link" onFocus={(e) => e.currentTarget.select()} />
        <button type="button" className="btn btn-gold" onClick={() => void copy()} data-testid="copy-agent-link">
          {t('agent.copy')}
        </button>
      </div>
      <small>{t('agent.linkHint', { pid })}</small>
    </div>
  );
}

function MemberTable({
  rows,
  page,
  loading,
  fetching,
  error,
  onRetry,
}: {
  rows: AgentMember[] | undefined;
  page: number;
  loading: boolean;
  fetching: boolean;
  error: boolean;
  onRetry: () => void;
}) {
  const { t } = useTranslation();
  const columns: Column<AgentMember>[] = [
    { key: 'index', title: t('records.index'), align: 'center', render: (_r, i) => (page - 1) * PAGE_SIZE + i + 1 },
    { key: 'username', title: t('agent.memberName'), render: (r) => r.username },
    { key: 'created', title: t('agent.registeredAt'), render: (r) => <span className="nowrap">{formatDateTime(r.created_at)}</span> },
    { key: 'deposits', title: t('agent.memberDeposits'), align: 'right', render: (r) => r.deposits },
    { key: 'turnover', title: t('agent.memberTurnover'), align: 'right', render: (r) => r.turnover },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(r) => r.username}
      loading={loading}
      fetching={fetching}
      error={error}
      onRetry={onRetry}
      label={t('agent.memberList')}
      testId="agent-member-table"
      emptyText={t('agent.empty')}
    />
  );
}
