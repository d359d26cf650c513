import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HARM_REPORT, type ApiReply } from '@portal/contracts';
import { useAdminQuery } from '../../lib/hooks';
import { money, when } from '../../lib/format';
import { PageHead, Pill } from '../../components/ui';
import { Table, type Column } from '../../components/table';
import { ReopenReviews } from './reopen-reviews';

type Row = ApiReply<'responsible.admin.harm'>['rows'][number];

/** The harm-indicator report: members to reach out to (HARM_REPORT says who is listed), the most flags first. */
export default function HarmPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const report = useAdminQuery('responsible.admin.harm');
  const columns: Column<Row>[] = [
    { key: 'username', title: t('members.username'), render: (r) => <strong>{r.username}</strong> },
    {
      key: 'flags',
      title: t('harm.flags'),
      render: (r) => (
        <>
          {r.flags.map((f) => (
            <Pill key={f} tone="warn">
              {t(`harm.flag.${f}`)}
            </Pill>
          ))}{' '}
          {r.blocked && <Pill tone="bad">{t('harm.blocked')}</Pill>}
        </>
      ),
    },
    { key: 'this', title: t('harm.thisWeek'), align: 'right', render: (r) => <span className="mono">{money(r.deposits_this_week)}</span> },
    { key: 'last', title: t('harm.lastWeek'), align: 'right', render: (r) => <span className="mono">{money(r.deposits_last_week)}</span> },
    { key: 'hits', title: t('harm.limitHits'), align: 'right', render: (r) => r.limit_hits },
    { key: 'refused', title: t('harm.depositRefusals'), align: 'right', render: (r) => r.deposit_refusals },
    { key: 'late', title: t('harm.lateNights'), align: 'right', render: (r) => r.late_nights },
  ];
  return (
    <>
      <PageHead title={t('nav.harm')} />
      <p className="muted">
        {t('harm.rules', {
          factor: HARM_REPORT.riseFactor,
          min: money(HARM_REPORT.riseMin),
          days: HARM_REPORT.windowDays,
          hits: HARM_REPORT.limitHitsMin,
          nights: HARM_REPORT.lateNightsMin,
        })}
        {report.data && ` · ${t('harm.since', { at: when(report.data.since) })}`}
      </p>
      <div className="card">
        <Table
          testId="harm-table"
          columns={columns}
          rows={report.data?.rows}
          loading={report.isLoading}
          error={report.error}
          retry={() => void report.refetch()}
          rowKey={(r) => r.username}
          onRow={(r) => void navigate(`/members/${encodeURIComponent(r.username)}`)}
        />
      </div>
      <ReopenReviews />
    </>
  );
}
