import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import type { ApiReply } from '@portal/contracts';
import { useAdminQuery } from '../../lib/hooks';
import { beijingDay, money } from '../../lib/format';
import { Filters } from '../../components/filters';
import { Table, type Column } from '../../components/table';
import { Card, Stat } from '../../components/ui';
import { QueryView } from '../../components/states';

type Pnl = ApiReply<'sports.pnl'>;
type Row = Omit<Pnl['rows'][number], 'day'> & { day?: string };

const sportName = (t: TFunction, sport: string) => t(`sports.sportNames.${sport}`, { defaultValue: sport });

/** The book's profit and loss by Beijing day of settlement and sport, by sport, and in total. */
export function PnlTab() {
  const { t } = useTranslation();
  const initial = { from: beijingDay(-6), to: beijingDay(0) };
  const [range, setRange] = useState(initial);
  const pnl = useAdminQuery('sports.pnl', range);
  const figures = (first: Column<Row>[]): Column<Row>[] => [
    ...first,
    { key: 'bets', title: t('sports.bets'), render: (r) => r.bets, align: 'right' },
    { key: 'stake', title: t('sports.stake'), render: (r) => money(r.stake), align: 'right' },
    { key: 'payout', title: t('sports.payout'), render: (r) => money(r.payout), align: 'right' },
    { key: 'valid', title: t('sports.validStake'), render: (r) => money(r.valid_stake), align: 'right' },
    {
      key: 'profit',
      title: t('sports.profit'),
      render: (r) => <span className={r.profit.startsWith('-') ? 'neg' : 'pos'}>{money(r.profit)}</span>,
      align: 'right',
    },
  ];
  const sportColumn: Column<Row> = { key: 'sport', title: t('sports.sport'), render: (r) => sportName(t, r.sport) };
  return (
    <Card title={t('sports.tabs.pnl')}>
      <p className="muted">{t('sports.pnlHint')}</p>
      <Filters initial={initial} onApply={setRange}>
        {(f, set) => (
          <>
            <label className="field">
              <span>{t('common.from')}</span>
              <input type="date" name="pnl_from" required value={f.from} onChange={(e) => set('from', e.target.value)} />
            </label>
            <label className="field">
              <span>{t('common.to')}</span>
              <input type="date" name="pnl_to" required value={f.to} onChange={(e) => set('to', e.target.value)} />
            </label>
          </>
        )}
      </Filters>
      <QueryView query={pnl}>
        {(data) => (
          <>
            <div className="stats" data-testid="pnl-total">
              <Stat label={t('sports.bets')} value={data.total.bets} />
              <Stat label={t('sports.stake')} value={money(data.total.stake)} />
              <Stat label={t('sports.payout')} value={money(data.total.payout)} />
              <Stat label={t('sports.validStake')} value={money(data.total.valid_stake)} />
              <Stat label={t('sports.profit')} value={money(data.total.profit)} tone={data.total.profit.startsWith('-') ? 'bad' : 'good'} />
            </div>
            <h3 className="section-title">{t('sports.bySport')}</h3>
            <Table columns={figures([sportColumn])} rows={data.by_sport} rowKey={(r) => r.sport} testId="pnl-sports" />
            <h3 className="section-title">{t('sports.day')}</h3>
            <Table
              columns={figures([{ key: 'day', title: t('sports.day'), render: (r) => r.day }, sportColumn])}
              rows={data.rows}
              rowKey={(r) => `${r.day}-${r.sport}`}
              testId="pnl-days"
            />
          </>
        )}
      </QueryView>
    </Card>
  );
}
