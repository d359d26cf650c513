import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { BET_STATES, type ApiReply } from '@portal/contracts';
import { useAdminQuery } from '../../lib/hooks';
import { beijingDay, money, when } from '../../lib/format';
import { Filters } from '../../components/filters';
import { Pager, Table, type Column } from '../../components/table';
import { Card, Pill, Stat } from '../../components/ui';
import { marketLabel, outcomeLabel } from './labels';

type BetRow = ApiReply<'sports.bets'>['data'][number];
type Query = { username: string; bet_id: string; event_id: string; state: string; from: string; to: string };

/** Bet search by member, bet (the number after the brand: SABAS0000000042 is 42), event, state and the Beijing days placed. */
export function BetsTab() {
  const { t } = useTranslation();
  const initial: Query = { username: '', bet_id: '', event_id: '', state: '', from: beijingDay(-6), to: beijingDay(0) };
  const [query, setQuery] = useState(initial);
  const [page, setPage] = useState(1);
  const bets = useAdminQuery('sports.bets', { ...query, bet_id: query.bet_id.replace(/^\D*0*/, ''), page });
  const columns: Column<BetRow>[] = [
    { key: 'id', title: t('sports.betId'), render: (b) => <span className="mono">{b.id}</span> },
    { key: 'member', title: t('sports.username'), render: (b) => `${b.username} · ${b.platname}` },
    { key: 'type', title: t('sports.type'), render: (b) => (b.system ? `${t('sports.betTypes.system')} ${b.system}` : t(`sports.betTypes.${b.type}`)) },
    {
      key: 'legs',
      title: t('sports.legs'),
      render: (b) => (
        <ul className="legs">
          {b.legs.map((l) => (
            <li key={l.outcome_id}>
              {l.home} vs {l.away} · {marketLabel(t, l.kind, l.line)} · {outcomeLabel(t, l.code)} @{l.odds}
              {l.result && ` · ${t(`sports.results.${l.result}`)}`}
            </li>
          ))}
        </ul>
      ),
    },
    { key: 'stake', title: t('sports.stake'), render: (b) => money(b.stake), align: 'right' },
    { key: 'odds', title: t('sports.odds'), render: (b) => <span className="mono">{b.odds}</span>, align: 'right' },
    { key: 'potential', title: t('sports.potential'), render: (b) => money(b.potential_payout), align: 'right' },
    {
      key: 'state',
      title: t('sports.state'),
      render: (b) => (
        <>
          <Pill tone={b.state === 'open' ? 'info' : 'neutral'}>{t(`sports.betStates.${b.state}`)}</Pill> {b.result && t(`sports.results.${b.result}`)}
        </>
      ),
    },
    { key: 'payout', title: t('sports.payout'), render: (b) => money(b.payout), align: 'right' },
    { key: 'valid', title: t('sports.validStake'), render: (b) => money(b.valid_stake), align: 'right' },
    { key: 'placed', title: t('sports.placedAt'), render: (b) => when(b.placed_at) },
    { key: 'settled', title: t('sports.settledAt'), render: (b) => when(b.settled_at) },
  ];
  return (
    <Card title={t('sports.tabs.bets')}>
      <Filters
        initial={initial}
        onApply={(f) => {
          setQuery(f);
          setPage(1);
        }}
      >
        {(f, set) => (
          <>
            <label className="field">
              <span>{t('sports.username')}</span>
              <input name="username" maxLength={32} value={f.username} onChange={(e) => set('username', e.target.value)} />
            </label>
            <label className="field">
              <span>{t('sports.betId')}</span>
              <input name="bet_id" maxLength={20} value={f.bet_id} onChange={(e) => set('bet_id', e.target.value)} />
            </label>
            <label className="field">
              <span>{t('sports.eventId')}</span>
              <input name="event_id" inputMode="numeric" maxLength={10} value={f.event_id} onChange={(e) => set('event_id', e.target.value)} />
            </label>
            <label className="field">
              <span>{t('sports.state')}</span>
              <select name="state" value={f.state} onChange={(e) => set('state', e.target.value)}>
                <option value="">{t('common.all')}</option>
                {BET_STATES.map((s) => (
                  <option key={s} value={s}>
                    {t(`sports.betStates.${s}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span>{t('common.from')}</span>
              <input type="date" name="from" value={f.from} onChange={(e) => set('from', e.target.value)} />
            </label>
            <label className="field">
              <span>{t('common.to')}</span>
              <input type="date" name="to" value={f.to} onChange={(e) => set('to', e.target.value)} />
            </label>
          </>
        )}
      </Filters>
      {bets.data && (
        <div className="stats">
          <Stat label={t('sports.stakeTotal')} value={money(bets.data.stake_total)} />
          <Stat label={t('sports.payoutTotal')} value={money(bets.data.payout_total)} />
        </div>
      )}
      <Table
        columns={columns}
        rows={bets.data?.data}
        loading={bets.isLoading}
        error={bets.error}
        retry={() => void bets.refetch()}
        rowKey={(b) => b.id}
        testId="sports-bets"
      />
      <Pager page={bets.data} onPage={setPage} />
    </Card>
  );
}
