import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SPORT_KEYS, type ApiReply } from '@portal/contracts';
import { useAdminQuery } from '../../lib/hooks';
import { money, when } from '../../lib/format';
import { Card, Pill, Stat } from '../../components/ui';
import { Empty, QueryView } from '../../components/states';
import { STATUS_TONE, marketLabel, matchName, outcomeLabel } from './labels';

type LiabilityEvent = ApiReply<'sports.liability'>['events'][number];

/** What the house pays on each result of the open events: per event, market and selection, with each event's worst case. */
export function LiabilityTab() {
  const { t } = useTranslation();
  const [sport, setSport] = useState('');
  const liability = useAdminQuery('sports.liability', { sport });
  return (
    <>
      <Card
        title={t('sports.tabs.liability')}
        actions={
          <select name="liability_sport" aria-label={t('sports.sport')} value={sport} onChange={(e) => setSport(e.target.value)}>
            <option value="">{t('common.all')}</option>
            {SPORT_KEYS.map((s) => (
              <option key={s} value={s}>
                {t(`sports.sportNames.${s}`)}
              </option>
            ))}
          </select>
        }
      >
        <p className="muted">{t('sports.liabilityHint')}</p>
      </Card>
      <QueryView query={liability}>
        {(data) => (data.events.length === 0 ? <Empty /> : data.events.map((e) => <LiabilityCard key={e.event_id} event={e} />))}
      </QueryView>
    </>
  );
}

function LiabilityCard({ event: e }: { event: LiabilityEvent }) {
  const { t } = useTranslation();
  return (
    <Card title={`#${e.event_id} ${matchName(e)}`} actions={<Pill tone={STATUS_TONE[e.status]}>{t(`sports.statuses.${e.status}`)}</Pill>}>
      <div data-testid={`liability-${e.event_id}`}>
        <p className="muted">
          {t(`sports.sportNames.${e.sport}`)} · {e.league} · {when(e.starts_at)}
        </p>
        <div className="stats">
          <Stat label={t('sports.openBets')} value={e.open_bets} />
          <Stat label={t('sports.stake')} value={money(e.stake)} />
          <Stat label={t('sports.worst')} value={money(e.worst)} tone={Number(e.worst) > 0 ? 'bad' : undefined} />
        </div>
        <div className="table-wrap">
          <table className="table">
            <thead>
              <tr>
                <th>{t('sports.kind')}</th>
                <th>{t('sports.outcome')}</th>
                <th className="al-right">{t('sports.odds')}</th>
                <th className="al-right">{t('sports.bets')}</th>
                <th className="al-right">{t('sports.stake')}</th>
                <th className="al-right">{t('sports.pays')}</th>
                <th className="al-right">{t('sports.house')}</th>
                <th className="al-right">{t('sports.parlays')}</th>
              </tr>
            </thead>
            <tbody>
              {e.markets.flatMap((m) =>
                m.outcomes.map((o, i) => (
                  <tr key={o.outcome_id} data-testid={`liability-outcome-${o.outcome_id}`}>
                    {i === 0 && (
                      <td rowSpan={m.outcomes.length}>
                        <strong>{marketLabel(t, m.kind, m.line)}</strong>
                        <div className="muted">
                          {t('sports.exposure')} {money(m.exposure)} / {m.liability_cap === null ? t('sports.noCap') : money(m.liability_cap)}
                        </div>
                      </td>
                    )}
                    <td>{outcomeLabel(t, o.code)}</td>
                    <td className="al-right mono">{o.odds}</td>
                    <td className="al-right">{o.bets}</td>
                    <td className="al-right mono">{money(o.stake)}</td>
                    <td className="al-right mono">{money(o.payout)}</td>
                    <td className={`al-right mono ${o.house.startsWith('-') ? 'neg' : 'pos'}`}>{money(o.house)}</td>
                    <td className="al-right mono">
                      {o.parlay_bets} · {money(o.parlay_payout)}
                    </td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </div>
      </div>
    </Card>
  );
}
