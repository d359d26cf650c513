import { useTranslation } from 'react-i18next';
import { PAGE_SIZE, RebateState, signOfMoney, type RebateItem } from '@portal/contracts';
import { ReplyPagination } from '../../components/pagination';
import { PlatformFilter, RecordFilterBar, useRecordFilters } from '../../components/record-filters';
import { DataTable, loadStates, type Column, type LoadStates } from '../../components/table';
import { useFormSubmit } from '../../lib/use-form-submit';
import { useCollectRebates } from './api/collect-rebates';
import { useRebates } from './api/get-rebates';
import { formatDateTime } from '../../lib/dates';

/** A rebate's state: pending, collected, or (a collection above the review threshold) under review by finance, then collected or not approved. */
export function RebateStateBadge({ state }: { state: number }) {
  const { t } = useTranslation();
  const [tone, label] =
    state === RebateState.pending
      ? ['state-wait', 'rebates.pending']
      : state === RebateState.reviewing
        ? ['state-wait', 'rebates.reviewing']
        : state === RebateState.rejected
          ? ['state-bad', 'rebates.rejected']
          : ['state-ok', 'rebates.collected'];
  return <span className={`state-badge ${tone}`}>{t(label)}</span>;
}

/** One page of rebates (rows have no id: keyed by position); the index counts across pages; a pending rebate has no collection time. */
export function RebateTable({
  rows,
  page,
  ...states
}: {
  rows: RebateItem[] | undefined;
  page: number;
} & LoadStates) {
  const { t } = useTranslation();
  const columns: Column<RebateItem>[] = [
    { key: 'index', title: t('records.index'), align: 'center', render: (_r, i) => (page - 1) * PAGE_SIZE + i + 1 },
    { key: 'game', title: t('rebates.game'), render: (r) => r.gamename },
    { key: 'money', title: t('rebates.money'), align: 'right', render: (r) => r.money },
    { key: 'state', title: t('records.state'), align: 'center', render: (r) => <RebateStateBadge state={r.state} /> },
    { key: 'created', title: t('rebates.createdAt'), render: (r) => <span className="nowrap">{formatDateTime(r.created_at)}</span> },
    {
      key: 'collected',
      title: t('rebates.collectedAt'),
      render: (r) => <span className="nowrap">{r.state === RebateState.collected ? formatDateTime(r.updated_at) : '-'}</span>,
    },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(r) => rows?.indexOf(r) ?? 0}
      {...states}
      label={t('rebates.title')}
      testId="rebate-table"
      emptyText={t('rebates.empty')}
    />
  );
}

/** Rebate record (spec §2.5): game and time filters, collect all, the claimable and collected totals, 10 a page. */
export default function RebateRecordPage() {
  const { t } = useTranslation();
  const list = useRecordFilters('fanshui', 'game', '');
  const page = list.page;
  const rebates = useRebates({ date: list.date, page, api_type: list.filter });
  const data = rebates.data;
  const collect = useCollectRebates();
  // Spec §5: nothing is sent while there is nothing to collect.
  const submit = useFormSubmit(collect, { check: () => (signOfMoney(data?.nojisuan ?? '0') > 0 ? { ok: true } : { ok: false, key: 'rebate.nothing' }) });

  return (
    <div className="panel records-page">
      <h2 className="panel-title">{t('rebates.title')}</h2>
      <RecordFilterBar date={list.date} onDate={list.setDate}>
        <PlatformFilter value={list.filter} onChange={list.setFilter} />
      </RecordFilterBar>
      <div className="record-summary" data-testid="rebate-summary">
        <div data-testid="rebate-claimable">
          <small>{t('rebates.claimable')}</small>
          <b>¥ {data?.nojisuan ?? '0.00'}</b>
        </div>
        <div data-testid="rebate-collected">
          <small>{t('rebates.collectedTotal')}</small>
          <b>¥ {data?.jisuan ?? '0.00'}</b>
        </div>
        <div>
          <button type="button" className="btn btn-gold" disabled={collect.isPending || !data} onClick={() => void submit(undefined)} data-testid="collect-all">
            {collect.isPending ? t('rebates.collecting') : t('rebates.collectAll')}
          </button>
        </div>
      </div>
      <p className="wallet-note" role="note">
        {t('rebates.note')}
      </p>
      <RebateTable rows={data?.list.data} page={data?.list.current_page ?? page} {...loadStates(rebates)} />
      <ReplyPagination reply={data?.list} onChange={list.setPage} />
    </div>
  );
}
