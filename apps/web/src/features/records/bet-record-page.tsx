import { useTranslation } from 'react-i18next';
import { BetStatus, PAGE_SIZE, signOfMoney, type BetRecordItem, type DateCode } from '@portal/contracts';
import { useBetRecords } from './api/get-bet-records';
import { Pagination } from '../../components/pagination';
import { DataTable, type Column } from '../../components/table';
import { DEFAULT_DATE, DateFilter, Filters, PlatformFilter, signClass } from './filters';
import { formatDateTime } from '../../lib/dates';
import { isPage, sameTypeAs, useKeptState } from '../../lib/kept-state';

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
  loading,
  fetching,
  error,
  onRetry,
}: {
  rows: BetRecordItem[] | undefined;
  page: number;
  loading?: boolean;
  fetching?: boolean;
  error?: boolean;
  onRetry?: () => void;
}) {
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
      loading={loading}
      fetching={fetching}
      error={error}
      onRetry={onRetry}
      label={t('records.betTitle')}
      testId="bet-table"
      emptyText={t('records.emptyBets')}
    />
  );
}

/** Bet record (spec §2.5): game and time filters, the member's bets, 10 a page. */
export default function BetRecordPage() {
  const { t } = useTranslation();
  // cached (spec §2.4): the filters and the page are still set when the member comes back
  const [apiType, setApiType] = useKeptState('betRecord.game', '', sameTypeAs(''));
  const [date, setDate] = useKeptState<DateCode>('betRecord.date', DEFAULT_DATE, sameTypeAs(DEFAULT_DATE));
  const [page, setPage] = useKeptState('betRecord.page', 1, isPage);
  const bets = useBetRecords({ date, page, api_type: apiType });
  const data = bets.data;

  return (
    <div className="panel records-page">
      <h2 className="panel-title">{t('records.betTitle')}</h2>
      <Filters>
        <PlatformFilter
          value={apiType}
          onChange={(v) => {
            setApiType(v);
            setPage(1);
          }}
        />
        <DateFilter
          value={date}
          onChange={(v) => {
            setDate(v);
            setPage(1);
          }}
        />
      </Filters>
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
      <BetTable
        rows={data?.data}
        page={data?.current_page ?? page}
        loading={bets.isPending}
        fetching={bets.isPlaceholderData}
        error={bets.isError}
        onRetry={() => void bets.refetch()}
      />
      {data && <Pagination page={data.current_page} lastPage={data.last_page} total={data.total} onChange={setPage} />}
    </div>
  );
}
