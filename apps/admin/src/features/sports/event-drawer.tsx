import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminAction, useAdminQuery } from '../../lib/hooks';
import { can } from '../../lib/permissions';
import { useStaff } from '../../lib/use-staff';
import { money, when } from '../../lib/format';
import { Drawer } from '../../components/overlay';
import { Pill } from '../../components/ui';
import { Confirm, Refusal } from './confirm';
import { MarketCard, NewMarketForm } from './markets';
import { STATUS_TONE, matchName, scoreText, SPORTS_READS, type DeskEvent } from './labels';

type Ask = 'result' | 'cancelled' | 'postponed' | null;

/** One event: its details and status, its markets (odds, suspension, caps), its result, cancellation, and a correction once resulted. */
export function EventDrawer({ event, onClose, onEdit }: { event: DeskEvent; onClose: () => void; onEdit: () => void }) {
  const { t } = useTranslation();
  const role = useStaff()?.role ?? '';
  const desk = can(role, 'sports.eventSave');
  const name = matchName(event);
  const resulted = event.result_version > 0;
  const closed = resulted || event.status === 'ended' || event.status === 'cancelled';
  const settings = useAdminQuery('sports.settings');
  const [score, setScore] = useState({ home: '', away: '' });
  const [ask, setAsk] = useState<Ask>(null);
  const [settled, setSettled] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const suspend = useAdminAction('sports.suspend', { invalidates: SPORTS_READS });
  const onSettled = (r: { markets: number; bets: number }) => {
    setAsk(null);
    setSettled(t('sports.settled', { markets: r.markets, bets: r.bets }));
  };
  const result = useAdminAction('sports.result', { invalidates: SPORTS_READS, onDone: onSettled });
  const cancel = useAdminAction('sports.cancel', { invalidates: SPORTS_READS, onDone: onSettled });
  const validScore = /^\d{1,3}$/.test(score.home) && /^\d{1,3}$/.test(score.away);
  const pending = ask === 'result' ? result : cancel;
  return (
    <Drawer title={`${t('sports.event')} #${event.id} ${name}`} onClose={onClose}>
      <div data-testid="sports-event">
        <dl className="kv">
          <dt>{t('sports.sport')}</dt>
          <dd>
            {t(`sports.sportNames.${event.sport}`)} · {event.league}
          </dd>
          <dt>{t('sports.startsAt')}</dt>
          <dd>{when(event.starts_at)}</dd>
          <dt>{t('sports.status')}</dt>
          <dd data-testid="event-status">
            <Pill tone={STATUS_TONE[event.status]}>{t(`sports.statuses.${event.status}`)}</Pill>{' '}
            {event.suspended && <Pill tone="warn">{t('sports.suspended')}</Pill>}
          </dd>
          <dt>{t('sports.score')}</dt>
          <dd className="mono" data-testid="event-score">
            {scoreText(event.score)}
          </dd>
          <dt>{t('sports.openBets')}</dt>
          <dd>
            {event.open_bets} · {money(event.open_stake)}
          </dd>
        </dl>
        {settled && (
          <p className="notice" role="status" data-testid="settled">
            {settled}
          </p>
        )}
        {desk && !closed && (
          <div className="row-actions sports-actions">
            <button type="button" className="btn btn-ghost btn-sm" onClick={onEdit}>
              {t('sports.editEvent')}
            </button>
            <button
              type="button"
              className="btn btn-ghost btn-sm"
              disabled={suspend.isPending}
              onClick={() => suspend.mutate({ scope: 'event', id: event.id, suspended: !event.suspended })}
            >
              {event.suspended ? t('sports.resumeEvent') : t('sports.suspendEvent')}
            </button>
            {event.status !== 'postponed' && (
              <button type="button" className="btn btn-ghost btn-sm" onClick={() => setAsk('postponed')}>
                {t('sports.postponeEvent')}
              </button>
            )}
            <button type="button" className="btn btn-danger btn-sm" onClick={() => setAsk('cancelled')}>
              {t('sports.cancelEvent')}
            </button>
          </div>
        )}
        <Refusal error={suspend.error} />

        <h3 className="section-title">{t('sports.markets')}</h3>
        {event.markets.length === 0 && <p className="muted">{t('sports.noMarkets')}</p>}
        {event.markets.map((m) => (
          <MarketCard key={m.id} event={event} market={m} editable={desk && !closed} />
        ))}
        {desk && !closed && !adding && (
          <button type="button" className="btn btn-ghost btn-sm" onClick={() => setAdding(true)}>
            + {t('sports.addMarket')}
          </button>
        )}
        {adding && <NewMarketForm event={event} onDone={() => setAdding(false)} />}

        {desk && !closed && event.status !== 'cancelled' && (
          <section className="sports-result">
            <h3 className="section-title">{t('sports.resultTitle')}</h3>
            <p className="muted">{t('sports.resultHint')}</p>
            <form
              className="pair"
              aria-label={t('sports.resultTitle')}
              onSubmit={(e) => {
                e.preventDefault();
                if (validScore) setAsk('result');
              }}
            >
              <input
                name="result_home"
                inputMode="numeric"
                maxLength={3}
                placeholder={t('sports.scoreHome')}
                aria-label={t('sports.scoreHome')}
                value={score.home}
                onChange={(e) => setScore((s) => ({ ...s, home: e.target.value.trim() }))}
              />
              <span>-</span>
              <input
                name="result_away"
                inputMode="numeric"
                maxLength={3}
                placeholder={t('sports.scoreAway')}
                aria-label={t('sports.scoreAway')}
                value={score.away}
                onChange={(e) => setScore((s) => ({ ...s, away: e.target.value.trim() }))}
              />
              <button type="submit" className="btn btn-primary btn-sm" disabled={!validScore}>
                {t('sports.postResult')}
              </button>
            </form>
          </section>
        )}
        {resulted && can(role, 'sports.resettle') && <ResettleForm event={event} />}
      </div>
      {ask && (
        <Confirm
          title={ask === 'result' ? t('sports.postResult') : ask === 'cancelled' ? t('sports.cancelEvent') : t('sports.postponeEvent')}
          busy={pending.isPending}
          error={pending.error?.message}
          onClose={() => setAsk(null)}
          onConfirm={() =>
            ask === 'result'
              ? result.mutate({ event_id: event.id, home: Number(score.home), away: Number(score.away) })
              : cancel.mutate({ event_id: event.id, status: ask })
          }
        >
          {ask === 'result'
            ? t('sports.resultConfirm', { event: name, home: score.home, away: score.away })
            : ask === 'cancelled'
              ? t('sports.cancelConfirm', { event: name })
              : t('sports.postponeConfirm', { event: name, hours: settings.data?.postpone_hours ?? 48 })}
        </Confirm>
      )}
    </Drawer>
  );
}

/** The trading desk asks for a corrected score; nothing moves until a second person approves it (the re-settlement tab). */
function ResettleForm({ event }: { event: DeskEvent }) {
  const { t } = useTranslation();
  const [form, setForm] = useState({ home: '', away: '', reason: '' });
  const ask = useAdminAction('sports.resettle', { invalidates: SPORTS_READS, onDone: () => setForm({ home: '', away: '', reason: '' }) });
  const valid = /^\d{1,3}$/.test(form.home) && /^\d{1,3}$/.test(form.away) && form.reason.trim() !== '';
  return (
    <section className="sports-result">
      <h3 className="section-title">{t('sports.resettle')}</h3>
      <p className="muted">{t('sports.resettleHint')}</p>
      <form
        className="form"
        aria-label={t('sports.resettle')}
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) ask.mutate({ event_id: event.id, home: Number(form.home), away: Number(form.away), reason: form.reason.trim() });
        }}
      >
        <div className="pair">
          <span className="muted">
            {t('sports.previous')} {scoreText(event.score)} → {t('sports.corrected')}
          </span>
          <input
            name="resettle_home"
            inputMode="numeric"
            maxLength={3}
            aria-label={t('sports.scoreHome')}
            value={form.home}
            onChange={(e) => setForm((f) => ({ ...f, home: e.target.value.trim() }))}
          />
          <span>-</span>
          <input
            name="resettle_away"
            inputMode="numeric"
            maxLength={3}
            aria-label={t('sports.scoreAway')}
            value={form.away}
            onChange={(e) => setForm((f) => ({ ...f, away: e.target.value.trim() }))}
          />
        </div>
        <label className="field">
          <span>{t('sports.reason')}</span>
          <textarea name="resettle_reason" rows={2} maxLength={200} value={form.reason} onChange={(e) => setForm((f) => ({ ...f, reason: e.target.value }))} />
        </label>
        <Refusal error={ask.error} />
        <div className="form-actions">
          <button type="submit" className="btn btn-primary btn-sm" disabled={!valid || ask.isPending}>
            {t('sports.resettle')}
          </button>
        </div>
      </form>
    </section>
  );
}
