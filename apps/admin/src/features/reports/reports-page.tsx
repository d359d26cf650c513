import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminQuery } from '../../lib/hooks';
import { beijingDay, money } from '../../lib/format';
import { downloadCsv, toCsv } from '../../lib/csv';
import type { ApiReply } from '@portal/contracts';
import { Card, PageHead, Stat, Tabs } from '../../components/ui';
import { Table, type Column } from '../../components/table';
import { LineChart } from '../../components/chart';
import { Icon } from '../../components/icons';
import { QueryView } from '../../components/states';

const MONEY_KEYS = ['deposits', 'withdrawals', 'net_cash', 'stakes', 'payouts', 'ggr', 'rebates', 'redpackets', 'promotions', 'adjustments'] as const;
type View = 'daily' | 'platforms' | 'agents';
type DailyReportRow = ApiReply<'reports.daily'>[number];

/** Adds 2-decimal strings exactly (integer cents as BigInt): the totals row never goes through floats. */
function sum(values: string[]): string {
  const cents = values.reduce((acc, v) => {
    const neg = v.startsWith('-');
    const [i = '0', f = ''] = v.replace('-', '').split('.');
    const c = BigInt(i) * 100n + BigInt((f + '00').slice(0, 2));
    return acc + (neg ? -c : c);
  }, 0n);
  const neg = cents < 0n;
  const abs = neg ? -cents : cents;
  return `${neg ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/** Reports by Beijing day range: daily figures from the ledger (chart and table), per platform and per agent, CSV export. */
export default function ReportsPage() {
  const { t } = useTranslation();
  const [range, setRange] = useState({ from: beijingDay(-6), to: beijingDay(0) });
  const [applied, setApplied] = useState(range);
  const [view, setView] = useState<View>('daily');
  const daily = useAdminQuery('reports.daily', applied);
  const platforms = useAdminQuery('reports.platforms', applied, { enabled: view === 'platforms' });
  const agents = useAdminQuery('reports.agents', applied, { enabled: view === 'agents' });
  const series = useMemo(
    () =>
      daily.data
        ? [
            { label: t('reports.deposits'), values: daily.data.map((r) => Number(r.deposits)), color: '#2563eb' },
            { label: t('reports.withdrawals'), values: daily.data.map((r) => Number(r.withdrawals)), color: '#f59e0b' },
            { label: t('reports.ggr'), values: daily.data.map((r) => Number(r.ggr)), color: '#10b981' },
          ]
        : [],
    [daily.data, t],
  );
  const days = useMemo(() => daily.data?.map((r) => r.day) ?? [], [daily.data]);

  const exportCsv = () => {
    if (view === 'daily' && daily.data) {
      const header = ['day', ...MONEY_KEYS, 'new_members', 'active_members'];
      downloadCsv(
        `report-${applied.from}-${applied.to}.csv`,
        toCsv(
          header,
          daily.data.map((r) => [r.day, ...MONEY_KEYS.map((k) => r[k]), r.new_members, r.active_members]),
        ),
      );
    } else if (view === 'platforms' && platforms.data) {
      downloadCsv(
        `platforms-${applied.from}-${applied.to}.csv`,
        toCsv(
          ['platname', 'bets', 'players', 'stakes', 'valid_stakes', 'payouts', 'ggr'],
          platforms.data.map((r) => [r.platname, r.bets, r.players, r.stakes, r.valid_stakes, r.payouts, r.ggr]),
        ),
      );
    } else if (view === 'agents' && agents.data) {
      downloadCsv(
        `agents-${applied.from}-${applied.to}.csv`,
        toCsv(
          ['agent', 'members', 'new_members', 'deposits', 'withdrawals', 'stakes', 'payouts', 'ggr'],
          agents.data.map((r) => [r.agent ?? '', r.members, r.new_members, r.deposits, r.withdrawals, r.stakes, r.payouts, r.ggr]),
        ),
      );
    }
  };

  const dailyColumns: Column<DailyReportRow>[] = [
    { key: 'day', title: t('reports.day'), render: (r) => r.day },
    ...MONEY_KEYS.map((k) => ({
      key: k,
      title: t(`reports.${k}`),
      align: 'right' as const,
      render: (r: DailyReportRow) => <span className="mono">{money(r[k])}</span>,
    })),
    { key: 'new', title: t('reports.new_members'), align: 'right', render: (r) => r.new_members },
    { key: 'active', title: t('reports.active_members'), align: 'right', render: (r) => r.active_members },
  ];
  const m = (v: string) => <span className="mono">{money(v)}</span>;
  return (
    <>
      <PageHead
        title={t('nav.reports')}
        actions={
          <button type="button" className="btn btn-ghost" onClick={exportCsv}>
            <Icon name="download" size={16} /> {t('reports.csv')}
          </button>
        }
      >
        {t('reports.hint')}
      </PageHead>
      <form
        className="filters"
        onSubmit={(e) => {
          e.preventDefault();
          setApplied(range);
        }}
      >
        <label className="field field-inline">
          <span>{t('common.from')}</span>
          <input type="date" name="from" value={range.from} onChange={(e) => setRange({ ...range, from: e.target.value })} required />
        </label>
        <label className="field field-inline">
          <span>{t('common.to')}</span>
          <input type="date" name="to" value={range.to} onChange={(e) => setRange({ ...range, to: e.target.value })} required />
        </label>
        <div className="filters-actions">
          <button type="submit" className="btn btn-primary btn-sm">
            {t('common.search')}
          </button>
          {[7, 30].map((n) => (
            <button
              key={n}
              type="button"
              className="btn btn-ghost btn-sm"
              onClick={() => {
                const r = { from: beijingDay(-(n - 1)), to: beijingDay(0) };
                setRange(r);
                setApplied(r);
              }}
            >
              {t('reports.lastDays', { count: n })}
            </button>
          ))}
        </div>
      </form>
      <QueryView query={daily}>
        {(rows) => (
          <div className="stats stats-wide">
            {(['deposits', 'withdrawals', 'net_cash', 'ggr', 'rebates', 'redpackets'] as const).map((k) => (
              <Stat
                key={k}
                label={t(`reports.${k}`)}
                value={money(sum(rows.map((r) => r[k])))}
                tone={k === 'ggr' || k === 'net_cash' ? (sum(rows.map((r) => r[k])).startsWith('-') ? 'bad' : 'good') : undefined}
              />
            ))}
          </div>
        )}
      </QueryView>
      <Card>
        <Tabs tabs={(['daily', 'platforms', 'agents'] as const).map((k) => ({ key: k, label: t(`reports.views.${k}`) }))} active={view} onChange={setView} />
        {view === 'daily' && (
          <>
            <LineChart days={days} dayTitle={t('reports.day')} series={series} />
            <Table testId="report-table" columns={dailyColumns} rows={daily.data} loading={daily.isLoading} error={daily.error} rowKey={(r) => r.day} />
          </>
        )}
        {view === 'platforms' && (
          <Table
            rows={platforms.data}
            loading={platforms.isLoading}
            error={platforms.error}
            rowKey={(r) => r.platname}
            columns={[
              { key: 'plat', title: t('members.platform'), render: (r) => r.platname },
              { key: 'bets', title: t('reports.bets'), align: 'right', render: (r) => r.bets },
              { key: 'players', title: t('reports.players'), align: 'right', render: (r) => r.players },
              { key: 'stakes', title: t('reports.stakes'), align: 'right', render: (r) => m(r.stakes) },
              { key: 'valid', title: t('members.validStake'), align: 'right', render: (r) => m(r.valid_stakes) },
              { key: 'payouts', title: t('reports.payouts'), align: 'right', render: (r) => m(r.payouts) },
              { key: 'ggr', title: t('reports.ggr'), align: 'right', render: (r) => m(r.ggr) },
            ]}
          />
        )}
        {view === 'agents' && (
          <Table
            rows={agents.data}
            loading={agents.isLoading}
            error={agents.error}
            rowKey={(r) => r.agent ?? '—'}
            columns={[
              { key: 'agent', title: t('members.agent'), render: (r) => r.agent ?? t('reports.noAgent') },
              { key: 'members', title: t('reports.members'), align: 'right', render: (r) => r.members },
              { key: 'new', title: t('reports.new_members'), align: 'right', render: (r) => r.new_members },
              { key: 'deposits', title: t('reports.deposits'), align: 'right', render: (r) => m(r.deposits) },
              { key: 'withdrawals', title: t('reports.withdrawals'), align: 'right', render: (r) => m(r.withdrawals) },
              { key: 'stakes', title: t('reports.stakes'), align: 'right', render: (r) => m(r.stakes) },
              { key: 'ggr', title: t('reports.ggr'), align: 'right', render: (r) => m(r.ggr) },
            ]}
          />
        )}
      </Card>
    </>
  );
}
