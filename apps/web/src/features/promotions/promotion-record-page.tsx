import { useTranslation } from 'react-i18next';
import { ApplyState, PAGE_SIZE, type ActivityApply } from '@portal/contracts';
import { AppLink } from '../../components/app-link';
import { Pagination } from '../../components/pagination';
import { DataTable, type Column } from '../../components/table';
import { useApplyLog } from './api/get-apply-log';
import { formatDateTime } from '../../lib/dates';
import { isPage, useKeptState } from '../../lib/kept-state';

/** Spec §4 activity application states, each with its label and colour (0 and 4 are listed without a meaning). */
const STATES: Record<number, { key: string; tone: string }> = {
  [ApplyState.none]: { key: 'activity.state0', tone: 'state-muted' },
  [ApplyState.pending]: { key: 'activity.state1', tone: 'state-wait' },
  [ApplyState.approved]: { key: 'activity.state2', tone: 'state-ok' },
  [ApplyState.rejected]: { key: 'activity.state3', tone: 'state-bad' },
  [ApplyState.unknown]: { key: 'activity.state4', tone: 'state-muted' },
};

export function ApplyStateBadge({ state }: { state: number }) {
  const { t } = useTranslation();
  const s = STATES[state] ?? STATES[ApplyState.unknown]!;
  return <span className={`state-badge ${s.tone}`}>{t(s.key)}</span>;
}

/** /mine/activityRecord (spec §2.5): the member's promotion applications with title, time and state, 10 a page. */
export default function PromotionRecordPage() {
  const { t } = useTranslation();
  const [page, setPage] = useKeptState('activityRecord.page', 1, isPage); // cached (spec §2.4)
  const log = useApplyLog(page);
  const data = log.data;
  const columns: Column<ActivityApply>[] = [
    { key: 'index', title: t('records.index'), align: 'center', render: (_r, i) => ((data?.current_page ?? page) - 1) * PAGE_SIZE + i + 1 },
    {
      key: 'title',
      title: t('activity.recordName'),
      render: (r) => (
        <AppLink to={`/activityInfo?id=${r.activity_id}`} className="text-link">
          {r.activity_name}
        </AppLink>
      ),
    },
    { key: 'time', title: t('activity.recordTime'), render: (r) => <span className="nowrap">{formatDateTime(r.created_at)}</span> },
    { key: 'state', title: t('records.state'), align: 'center', render: (r) => <ApplyStateBadge state={r.state} /> },
  ];
  return (
    <div className="panel records-page">
      <h2 className="panel-title">{t('activity.recordTitle')}</h2>
      <DataTable
        columns={columns}
        rows={data?.data}
        rowKey={(r) => r.id}
        loading={log.isPending}
        fetching={log.isPlaceholderData}
        error={log.isError}
        onRetry={() => void log.refetch()}
        label={t('activity.recordTitle')}
        testId="apply-log-table"
        emptyText={t('activity.recordEmpty')}
      />
      {data && data.data.length === 0 && (
        <p className="wallet-note">
          <AppLink to="/activity" className="text-link">
            {t('activity.browse')} ›
          </AppLink>
        </p>
      )}
      {data && <Pagination page={data.current_page} lastPage={data.last_page} total={data.total} onChange={setPage} />}
    </div>
  );
}
