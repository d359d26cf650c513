import { useTranslation } from 'react-i18next';
import { PAGE_SIZE, type RedPacketLogItem } from '@portal/contracts';
import { Pagination } from '../../components/pagination';
import { DataTable, type Column } from '../../components/table';
import { useRedPacketLog } from './api/get-red-packet-log';
import { openRedPacketTab } from './open-red-packet';
import { formatDateTime } from '../../lib/dates';
import { isPage, useKeptState } from '../../lib/kept-state';

/**
 * Red-packet / welfare record (spec §2.5, header 红包记录): the button to go and draw, the remaining
 * and cumulative counts, the deposits counted, the packet, the deposit's and the draw's time; 10 a page.
 */
export default function WelfarePage() {
  const { t } = useTranslation();
  const [page, setPage] = useKeptState('welfare.page', 1, isPage); // cached (spec §2.4)
  const log = useRedPacketLog(page);
  const data = log.data;
  const columns: Column<RedPacketLogItem>[] = [
    { key: 'index', title: t('records.index'), align: 'center', render: (_r, i) => (page - 1) * PAGE_SIZE + i + 1 },
    { key: 'money', title: t('redpacket.colMoney'), align: 'right', render: (r) => r.money },
    { key: 'packet', title: t('redpacket.colPacket'), align: 'right', render: (r) => <b className="rp-amount">{r.redpacketmoney}</b> },
    { key: 'deposit', title: t('redpacket.colDepositAt'), render: (r) => <span className="nowrap">{r.created_at ? formatDateTime(r.created_at) : '-'}</span> },
    { key: 'used', title: t('redpacket.colUseTime'), render: (r) => <span className="nowrap">{r.usetime}</span> },
  ];
  return (
    <div className="panel records-page">
      <h2 className="panel-title">{t('redpacket.recordTitle')}</h2>
      <div className="record-summary" data-testid="welfare-summary">
        <div data-testid="welfare-remaining">
          <small>{t('redpacket.recordRemaining')}</small>
          <b>{data?.sendnums ?? 0}</b>
        </div>
        <div data-testid="welfare-total">
          <small>{t('redpacket.recordTotal')}</small>
          <b>{data?.acquirednum ?? 0}</b>
        </div>
        <div>
          <button type="button" className="btn btn-gold" onClick={openRedPacketTab} data-testid="welfare-grab">
            {t('redpacket.goGrab')}
          </button>
        </div>
      </div>
      <DataTable
        columns={columns}
        rows={data?.data}
        rowKey={(r) => `${r.usetime}${r.redpacketmoney}${data?.data.indexOf(r) ?? 0}`}
        loading={log.isPending}
        fetching={log.isPlaceholderData}
        error={log.isError}
        onRetry={() => void log.refetch()}
        label={t('redpacket.recordTitle')}
        testId="welfare-table"
        emptyText={t('redpacket.recordEmpty')}
      />
      {data && <Pagination page={data.current_page} lastPage={data.last_page} total={data.total} onChange={setPage} />}
    </div>
  );
}
