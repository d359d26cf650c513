import { useTranslation } from 'react-i18next';
import { BetStatus, PAGE_SIZE, signOfMoney, type BetRecordItem } from '@portal/contracts';
import { useBetRecords } from './api/get-bet-records';
import { ReplyPagination } from '../../components/pagination';
import { DataTable, loadStates, type Column, type LoadStates } from '../../components/table';
import { PlatformFilter, RecordFilterBar, signClass, useRecordFilters } from './filters';
import { formatDateTime } from '../../lib/dates';

const STATUS: Record<number, { key: string; tone: string }> = {
  [BetStatus.invalid]: { key: 'records.betInvalid', tone: 'muted' },
  [BetStatus.settled]: { key: 'records.betSettled', tone: 'ok' },
  [BetStatus.unsettled]: { key: 'records.betUnsettled', tone: 'wait' },
};

export function BetStatusBadge({ status }: { status: number }) {
  const { t } = useTranslation();
  const s = STATUS[status];
  return <span className={`state-badge state-${s?.tone ?? 'muted'}`}>{s ? t(s.key) : t('records.stateUnknown')}</span>;
}

/** The rows of one page of bets; the index counts across pages. */
export function BetTable({
  rows,
  page,
  ...states
}: {
  rows: BetRecordItem[] | undefined;
  page: number;
} & LoadStates) {
  const { t } = useTranslation();
  const columns: Column<BetRecordItem>[] = [
    { key: 'index', title: t('records.index'), align: 'center', render: (_r, i) => (page - 1) * PAGE_SIZE + i + 1 },
    { key: 'time', title: t('records.betTime'), render: (r) => <span className="nowrap">{formatDateTime(r.bet_time)}</span> },
    { key: 'order', title: t('records.orderNo'), render: (r) => <span className="mono">{r.bet_id}</span> },
    {
      key: 'game',
      title: t('records.gameName'),
      render: (r) => (
        <>
          {r.Code}
          {r.detail ? (
            <small className="bet-detail" data-testid="bet-detail">
              {r.detail}
            </small>
          ) : null}
        </>
      ),
    },
    { key: 'amount', title: t('records.betAmount'), align: 'right', render: (r) => r.bet_amount },
    {
      key: 'payout',
      title: t('records.winLoss'),
      align: 'right',
      render: (r) => <span className={signClass(r.win_loss)}>{signOfMoney(r.win_loss) > 0 ? `+${r.win_loss}` : r.win_loss}</span>,
    },
    { key: 'status', title: t('records.status'), align: 'center', render: (r) => <BetStatusBadge status={r.status} /> },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(r) => `${r.platname}:${r.bet_id}`}
      {...states}
      label={t('records.betTitle')}
      testId="bet-table"
      emptyText={t('records.emptyBets')}
    />
  );
}

/** Bet record (spec §2.5): game and time filters, the member's bets, 10 a page. */
export default function BetRecordPage() {
  const { t } = useTranslation();
  const list = useRecordFilters('betRecord', 'game', '');
  const page = list.page;
  const bets = useBetRecords({ date: list.date, page, api_type: list.filter });
  const data = bets.data;

  return (
    <div className="panel records-page">
      <h2 className="panel-title">{t('records.betTitle')}</h2>
      <RecordFilterBar date={list.date} onDate={list.setDate}>
        <PlatformFilter value={list.filter} onChange={list.setFilter} />
      </RecordFilterBar>
      <div className="record-summary" data-testid="bet-summary">
        <div>
          <small>{t('records.betTotal')}</small>
          <b>¥ {data?.bet_total ?? '0.00'}</b>
        </div>
        <div>
          <small>{t('records.winLossTotal')}</small>
          <b className={signClass(data?.win_loss_total ?? '0')}>¥ {data?.win_loss_total ?? '0.00'}</b>
        </div>
        <div>
          <small>{t('records.count')}</small>
          <b>{data?.total ?? 0}</b>
        </div>
      </div>
      <p className="wallet-note" role="note">
        {t('records.delayNote')}
      </p>
      <BetTable rows={data?.data} page={data?.current_page ?? page} {...loadStates(bets)} />
      <ReplyPagination reply={data} onChange={list.setPage} />
    </div>
  );
}
