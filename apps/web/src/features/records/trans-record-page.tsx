import { useTranslation } from 'react-i18next';
import { ReviewState, TransferState, TransRecordType, type TransRecordItem } from '@portal/contracts';
import { usePlatformBalances } from '../../lib/platform-balances';
import { useTransRecords, type TransRecordQuery } from './api/get-trans-records';
import { ReplyPagination } from '../../components/pagination';
import { DataTable, loadStates, type Column, type LoadStates } from '../../components/table';
import { FilterChips, RecordFilterBar, useRecordFilters } from './filters';
import { formatDateTime } from '../../lib/dates';

type RecordType = TransRecordQuery['type'];
const TYPES: { value: RecordType; key: string }[] = [
  { value: TransRecordType.all, key: 'records.typeAll' },
  { value: TransRecordType.topUp, key: 'records.typeTopUp' },
  { value: TransRecordType.withdrawal, key: 'records.typeWithdrawal' },
  { value: TransRecordType.transferIn, key: 'records.typeTransferIn' },
  { value: TransRecordType.transferOut, key: 'records.typeTransferOut' },
];
const isTransfer = (type: number) => type === TransRecordType.transferIn || type === TransRecordType.transferOut;

// Spec §4: transfers and top-ups/withdrawals have state tables of their own.
const TRANSFER_STATES: Record<number, { key: string; tone: string }> = {
  [TransferState.failed]: { key: 'records.transferFailed', tone: 'bad' },
  [TransferState.success]: { key: 'records.transferSuccess', tone: 'ok' },
  [TransferState.pending]: { key: 'records.transferPending', tone: 'wait' },
};
const REVIEW_STATES: Record<number, { key: string; tone: string }> = {
  [ReviewState.pending]: { key: 'records.reviewPending', tone: 'wait' },
  [ReviewState.approved]: { key: 'records.reviewApproved', tone: 'ok' },
  [ReviewState.rejected]: { key: 'records.reviewRejected', tone: 'bad' },
};

/** How a top-up or withdrawal was paid (the record's pay_way): a text key, or the protocol's own name. */
const PAY_WAYS: Record<string, string> = {
  bank: 'records.payWayBank',
  wxpay: 'records.payWayWechat',
  alipay: 'records.payWayAlipay',
  game: 'records.payWayQr',
  'usdt-erc20': 'USDT-ERC20',
  'usdt-trc20': 'USDT-TRC20',
};

export function TransStateBadge({ type, state }: { type: number; state: number }) {
  const { t } = useTranslation();
  const s = (isTransfer(type) ? TRANSFER_STATES : REVIEW_STATES)[state];
  return <span className={`state-badge state-${s?.tone ?? 'muted'}`}>{s ? t(s.key) : t('records.stateUnknown')}</span>;
}

/** The financial record rows; the order number only for top up and withdrawal (spec §2.5), the platform for transfers. */
export function TransTable({
  rows,
  filter,
  platformName,
  ...states
}: {
  rows: TransRecordItem[] | undefined;
  filter: RecordType;
  platformName: (platname: string) => string;
} & LoadStates) {
  const { t } = useTranslation();
  const refTitle = filter === TransRecordType.all ? t('records.orderOrPlatform') : isTransfer(filter) ? t('records.platform') : t('records.orderNo');
  const typeText = (type: number) => t(TYPES.find((x) => x.value === type && type !== TransRecordType.all)?.key ?? 'records.stateUnknown');
  const payWay = (r: TransRecordItem) => {
    const way = PAY_WAYS[r.pay_way];
    return isTransfer(r.type) || !way ? null : <small className="pay-way-tag">{way.startsWith('records.') ? t(way) : way}</small>;
  };
  const columns: Column<TransRecordItem>[] = [
    { key: 'time', title: t('records.time'), render: (r) => <span className="nowrap">{formatDateTime(r.created_at)}</span> },
    {
      key: 'ref',
      title: refTitle,
      render: (r) =>
        isTransfer(r.type) ? (
          platformName(r.pay_way)
        ) : (
          <>
            <span className="mono">{r.out_trade_no}</span>
            {/* a USDT withdrawal's payout transaction, once finance has recorded it */}
            {r.payout_tx && (
              <small className="mono" data-testid="payout-tx" style={{ display: 'block', fontSize: 11, wordBreak: 'break-all' }}>
                {r.payout_tx}
              </small>
            )}
          </>
        ),
    },
    {
      key: 'type',
      title: t('records.type'),
      render: (r) => (
        <>
          <span className={`type-tag type-${r.type}`}>{typeText(r.type)}</span>
          {payWay(r)}
        </>
      ),
    },
    { key: 'amount', title: t('records.amount'), align: 'right', render: (r) => r.amount },
    { key: 'state', title: t('records.state'), align: 'center', render: (r) => <TransStateBadge type={r.type} state={r.state} /> },
  ];
  return (
    <DataTable
      columns={columns}
      rows={rows}
      rowKey={(r) => r.id}
      {...states}
      label={t('records.transTitle')}
      testId="trans-table"
      emptyText={t('records.emptyTrans')}
    />
  );
}

/** Financial record (spec §2.5): type and time filters, 10 a page. */
export default function TransRecordPage() {
  const { t } = useTranslation();
  const list = useRecordFilters<RecordType>('transRecord', 'type', TransRecordType.all);
  const type = list.filter;
  const records = useTransRecords({ date: list.date, type, page: list.page, api_type: '' });
  const platforms = usePlatformBalances();
  const platformName = (platname: string) => platforms.data?.find((p) => p.platname === platname)?.name ?? platname;
  const data = records.data;

  return (
    <div className="panel records-page">
      <h2 className="panel-title">{t('records.transTitle')}</h2>
      <RecordFilterBar date={list.date} onDate={list.setDate}>
        <FilterChips
          label={t('records.type')}
          value={type}
          testId="type-filter"
          options={TYPES.map((x) => ({ value: x.value, text: t(x.key) }))}
          onChange={list.setFilter}
        />
      </RecordFilterBar>
      <TransTable rows={data?.data} filter={type} platformName={platformName} {...loadStates(records)} />
      <ReplyPagination reply={data} onChange={list.setPage} />
    </div>
  );
}
