import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SPORT_KEYS, EVENT_STATUSES, type SportKey } from '@portal/contracts';
import { useAdminAction, useAdminQuery } from '../../lib/hooks';
import { can } from '../../lib/permissions';
import { useStaff } from '../../lib/use-staff';
import { money, when } from '../../lib/format';
import { Filters } from '../../components/filters';
import { Modal } from '../../components/overlay';
import { Pager, Table, type Column } from '../../components/table';
import { Card, Pill } from '../../components/ui';
import { EventDrawer } from './event-drawer';
import { Refusal } from './confirm';
import { STATUS_TONE, fromInputTime, matchName, scoreText, toInputTime, SPORTS_READS, type DeskEvent } from './labels';

type Query = { sport: string; status: string; q: string; from: string; to: string };
const NO_FILTER: Query = { sport: '', status: '', q: '', from: '', to: '' };

/** The book's events by sport, status, team or league and start day; a row opens its markets, result and corrections. */
export function EventsTab() {
  const { t } = useTranslation();
  const role = useStaff()?.role ?? '';
  const [query, setQuery] = useState(NO_FILTER);
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useState<number | null>(null);
  const [editing, setEditing] = useState<DeskEvent | 'new' | null>(null);
  const events = useAdminQuery('sports.events', { ...query, page });
  const open = events.data?.data.find((e) => e.id === openId);
  const columns: Column<DeskEvent>[] = [
    { key: 'id', title: '#', render: (e) => <span className="mono">{e.id}</span> },
    { key: 'sport', title: t('sports.sport'), render: (e) => t(`sports.sportNames.${e.sport}`) },
    { key: 'league', title: t('sports.league'), render: (e) => e.league },
    {
      key: 'match',
      title: t('sports.match'),
      render: (e) => (
        <>
          <strong>{matchName(e)}</strong> {e.demo && <Pill tone="neutral">{t('sports.demo')}</Pill>}
        </>
      ),
    },
    { key: 'starts', title: t('sports.startsAt'), render: (e) => when(e.starts_at) },
    {
      key: 'status',
      title: t('sports.status'),
      render: (e) => (
        <>
          <Pill tone={STATUS_TONE[e.status]}>{t(`sports.statuses.${e.status}`)}</Pill> {e.suspended && <Pill tone="warn">{t('sports.suspended')}</Pill>}
        </>
      ),
    },
    { key: 'score', title: t('sports.score'), render: (e) => <span className="mono">{scoreText(e.score)}</span>, align: 'center' },
    { key: 'markets', title: t('sports.markets'), render: (e) => e.markets.length, align: 'right' },
    { key: 'bets', title: t('sports.openBets'), render: (e) => e.open_bets, align: 'right' },
    { key: 'stake', title: t('sports.openStake'), render: (e) => money(e.open_stake), align: 'right' },
  ];
  return (
    <Card
      title={t('sports.tabs.events')}
      actions={
        can(role, 'sports.eventSave') && (
          <button type="button" className="btn btn-primary btn-sm" onClick={() => setEditing('new')}>
            {t('sports.newEvent')}
          </button>
        )
      }
    >
      <Filters
        initial={NO_FILTER}
        onApply={(f) => {
          setQuery(f);
          setPage(1);
        }}
      >
        {(f, set) => (
          <>
            <label className="field">
              <span>{t('sports.sport')}</span>
              <select name="sport" value={f.sport} onChange={(e) => set('sport', e.target.value)}>
                <option value="">{t('common.all')}</option>
                {SPORT_KEYS.map((s) => (
                  <option key={s} value={s}>
                    {t(`sports.sportNames.${s}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span>{t('sports.status')}</span>
              <select name="status" value={f.status} onChange={(e) => set('status', e.target.value)}>
                <option value="">{t('common.all')}</option>
                {EVENT_STATUSES.map((s) => (
                  <option key={s} value={s}>
                    {t(`sports.statuses.${s}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span>{t('sports.q')}</span>
              <input name="q" value={f.q} maxLength={60} onChange={(e) => set('q', e.target.value)} />
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
      <Table
        columns={columns}
        rows={events.data?.data}
        loading={events.isLoading}
        error={events.error}
        retry={() => void events.refetch()}
        rowKey={(e) => e.id}
        onRow={(e) => setOpenId(e.id)}
        testId="sports-events"
      />
      <Pager page={events.data} onPage={setPage} />
      {open && <EventDrawer event={open} onClose={() => setOpenId(null)} onEdit={() => setEditing(open)} />}
      {editing && (
        <EventForm
          event={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(id) => {
            setEditing(null);
            setOpenId(id);
          }}
        />
      )}
    </Card>
  );
}

/** A new event, or an event's details, start (Beijing time), live status and live score. */
export function EventForm({ event, onClose, onSaved }: { event: DeskEvent | null; onClose: () => void; onSaved: (id: number) => void }) {
  const { t } = useTranslation();
  const [form, setForm] = useState({
    sport: (event?.sport ?? 'football') as SportKey,
    league: event?.league ?? '',
    home: event?.home ?? '',
    away: event?.away ?? '',
    starts_at: event ? toInputTime(event.starts_at) : '',
    status: event?.status === 'live' ? 'live' : 'not_started',
    score_home: event?.score ? String(event.score.home) : '',
    score_away: event?.score ? String(event.score.away) : '',
  });
  const set = (k: keyof typeof form) => (e: { target: { value: string } }) => setForm((f) => ({ ...f, [k]: e.target.value }));
  const save = useAdminAction('sports.eventSave', { invalidates: SPORTS_READS, onDone: (saved) => onSaved(saved.id) });
  const title = event ? t('sports.editEvent') : t('sports.newEvent');
  return (
    <Modal title={title} onClose={onClose}>
      <form
        className="form"
        aria-label={title}
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({
            ...(event ? { id: event.id } : {}),
            sport: form.sport,
            league: form.league,
            home: form.home,
            away: form.away,
            starts_at: fromInputTime(form.starts_at),
            status: form.status as 'not_started' | 'live',
            ...(form.score_home !== '' ? { score_home: form.score_home } : {}),
            ...(form.score_away !== '' ? { score_away: form.score_away } : {}),
          });
        }}
      >
        <div className="form-grid">
          <label className="field">
            <span>{t('sports.sport')}</span>
            <select name="sport" value={form.sport} onChange={set('sport')} disabled={event !== null && event.markets.length > 0}>
              {SPORT_KEYS.map((s) => (
                <option key={s} value={s}>
                  {t(`sports.sportNames.${s}`)}
                </option>
              ))}
            </select>
          </label>
          <label className="field">
            <span>{t('sports.league')}</span>
            <input name="league" required maxLength={60} value={form.league} onChange={set('league')} />
          </label>
          <label className="field">
            <span>{t('sports.home')}</span>
            <input name="home" required maxLength={60} value={form.home} onChange={set('home')} />
          </label>
          <label className="field">
            <span>{t('sports.away')}</span>
            <input name="away" required maxLength={60} value={form.away} onChange={set('away')} />
          </label>
          <label className="field">
            <span>{t('sports.startsAt')}</span>
            <input name="starts_at" type="datetime-local" required value={form.starts_at} onChange={set('starts_at')} />
          </label>
          {event && (
            <>
              <label className="field">
                <span>{t('sports.status')}</span>
                <select name="status" value={form.status} onChange={set('status')}>
                  <option value="not_started">{t('sports.statuses.not_started')}</option>
                  <option value="live">{t('sports.statuses.live')}</option>
                </select>
              </label>
              <label className="field">
                <span>{t('sports.scoreHome')}</span>
                <input name="score_home" inputMode="numeric" maxLength={3} value={form.score_home} onChange={set('score_home')} />
              </label>
              <label className="field">
                <span>{t('sports.scoreAway')}</span>
                <input name="score_away" inputMode="numeric" maxLength={3} value={form.score_away} onChange={set('score_away')} />
              </label>
            </>
          )}
        </div>
        <Refusal error={save.error} />
        <div className="form-actions">
          <button type="button" className="btn btn-ghost" onClick={onClose}>
            {t('common.cancel')}
          </button>
          <button type="submit" className="btn btn-primary" disabled={save.isPending}>
            {t('common.save')}
          </button>
        </div>
      </form>
    </Modal>
  );
}
