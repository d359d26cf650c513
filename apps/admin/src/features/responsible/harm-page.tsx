import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { HARM_REPORT, type ApiReply } from '@portal/contracts';
import { useAdminQuery } from '../../lib/hooks';
import { money, when } from '../../lib/format';
import { PageHead, Pill } from '../../components/ui';
import { Table, type Column } from '../../components/table';
import { ReopenReviews } from './reopen-reviews';

type Row = ApiReply<'responsible.admin.harm'>['rows'][number];
type Evidence = Row['evidence'];

/** The harm-indicator report: members to reach out to (HARM_REPORT says who is listed), the most flags first; a row unfolds its markers' evidence. */
export default function HarmPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const report = useAdminQuery('responsible.admin.harm');
  const columns: Column<Row>[] = [
    {
      key: 'username',
      title: t('members.username'),
      render: (r) => (
        <button
          type="button"
          className="btn btn-ghost btn-sm"
          title={t('harm.member')}
          onClick={(e) => {
            e.stopPropagation();
            void navigate(`/members/${encodeURIComponent(r.username)}`);
          }}
        >
          <strong>{r.username}</strong>
        </button>
      ),
    },
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
    { key: 'evidence', title: t('harm.evidence'), align: 'center', render: () => <span className="muted">▾</span> },
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
          methods: HARM_REPORT.methodsMin,
          methodDays: HARM_REPORT.methodsDays,
          hours: HARM_REPORT.reversalHours,
          share: HARM_REPORT.reversalShare * 100,
          chases: HARM_REPORT.chaseTimesMin,
          loss: money(HARM_REPORT.chaseLossMin),
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
          expand={(r) => <HarmEvidence evidence={r.evidence} username={r.username} />}
        />
      </div>
      <ReopenReviews />
    </>
  );
}

/** One small table of evidence, with its title; nothing when the marker has no rows. */
function EvidenceTable({ title, head, rows }: { title: string; head: string[]; rows: ReactNode[][] }) {
  if (rows.length === 0) return null;
  return (
    <div className="harm-evidence-part">
      <h4>{title}</h4>
      <table className="table table-compact">
        <thead>
          <tr>
            {head.map((h) => (
              <th key={h}>{h}</th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((cells, i) => (
            <tr key={i}>
              {cells.map((c, j) => (
                <td key={j}>{c}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The rows that made a member's markers, as the operator needs to see them. */
function HarmEvidence({ evidence, username }: { evidence: Evidence; username: string }) {
  const { t } = useTranslation();
  const mono = (text: string) => <span className="mono">{text}</span>;
  const empty = Object.values(evidence).every((rows) => rows.length === 0);
  return (
    <div className="harm-evidence" data-testid={`harm-evidence-${username}`}>
      {empty && <p className="muted">{t('harm.none')}</p>}
      <EvidenceTable
        title={t('harm.methods.title')}
        head={[t('harm.methods.order'), t('harm.methods.method'), t('harm.methods.amount'), t('harm.methods.at')]}
        rows={evidence.methods.map((d) => [mono(d.deposit_no), t(`harm.method.${d.method}`, { defaultValue: d.method }), mono(money(d.amount)), d.at])}
      />
      {evidence.reversals.map((w) => (
        <EvidenceTable
          key={w.order_no}
          title={`${t('harm.reversals.title')}: ${w.order_no} · ${t('harm.reversals.amount')} ${money(w.amount)} · ${t('harm.reversals.cancelledAt')} ${w.cancelled_at} · ${t('harm.reversals.staked')} ${money(w.staked)}`}
          head={[t('harm.reversals.bet'), t('harm.reversals.platform'), t('harm.reversals.game'), t('harm.reversals.stake'), t('harm.reversals.at')]}
          rows={w.bets.map((b) => [mono(b.bet_id), b.platform, b.game, mono(money(b.stake)), b.at])}
        />
      ))}
      <EvidenceTable
        title={t('harm.chasing.title')}
        head={[t('harm.chasing.day'), t('harm.chasing.loss'), t('harm.chasing.deposits'), t('harm.chasing.nextDay'), t('harm.chasing.nextDeposits')]}
        rows={evidence.chasing.map((c) => [c.day, mono(money(c.loss)), mono(money(c.deposits)), c.next_day, mono(money(c.next_deposits))])}
      />
      <EvidenceTable
        title={t('harm.nights.title')}
        head={[t('harm.nights.night'), t('harm.nights.bets'), t('harm.nights.stake')]}
        rows={evidence.nights.map((n) => [n.night, n.bets, mono(money(n.stake))])}
      />
      <EvidenceTable
        title={t('harm.refusals.title')}
        head={[t('harm.refusals.at'), t('harm.refusals.limit'), t('harm.refusals.action')]}
        rows={evidence.refusals.map((f) => [
          f.at,
          `${t(`harm.kind.${f.kind}`, { defaultValue: f.kind })}${f.period ? ` · ${t(`harm.period.${f.period}`, { defaultValue: f.period })}` : ''}`,
          t(`harm.action.${f.action}`, { defaultValue: f.action }),
        ])}
      />
    </div>
  );
}
