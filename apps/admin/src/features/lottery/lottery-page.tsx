import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router-dom';
import { LOTTERY_DRAW_STATES, LOTTERY_GAME_CODES, type ApiReply } from '@portal/contracts';
import { useAdminAction, useAdminQuery } from '../../lib/hooks';
import { beijing, money } from '../../lib/format';
import { can } from '../../lib/permissions';
import { useStaff } from '../../lib/use-staff';
import { Filters } from '../../components/filters';
import { ReasonDialog } from '../../components/overlay';
import { QueryView } from '../../components/states';
import { Table, type Column } from '../../components/table';
import { Card, PageHead, Pill, Tabs } from '../../components/ui';

type Game = ApiReply<'lottery.games'>[number];
type Draw = ApiReply<'lottery.draws'>['list'][number];
const SECTIONS = ['draws', 'games', 'report'] as const;
type Section = (typeof SECTIONS)[number];

/** The lottery desk (彩票): the games (on/off, stakes, payout cap, odds with their house edge), the draws (cancel one, audited), profit and loss by day. */
export default function LotteryPage() {
  const { t } = useTranslation();
  // the section is in the address (?tab=games), so a reload or a shared link opens it
  const [params, setParams] = useSearchParams();
  const section: Section = (SECTIONS as readonly string[]).includes(params.get('tab') ?? '') ? (params.get('tab') as Section) : 'draws';
  const setSection = (tab: Section) => setParams(tab === 'draws' ? {} : { tab }, { replace: true });
  return (
    <>
      <PageHead title={t('nav.lottery')}>{t('lottery.hint')}</PageHead>
      <Tabs
        tabs={[
          { key: 'draws', label: t('lottery.draws') },
          { key: 'games', label: t('lottery.games') },
          { key: 'report', label: t('lottery.report') },
        ]}
        active={section}
        onChange={setSection}
      />
      {section === 'games' && <GamesSection />}
      {section === 'draws' && <DrawsSection />}
      {section === 'report' && <ReportSection />}
    </>
  );
}

function GamesSection() {
  const list = useAdminQuery('lottery.games');
  return (
    <QueryView query={list}>
      {(games) => (
        <div data-testid="lottery-games">
          {games.map((g) => (
            <GameCard key={`${g.game}-${g.updated_at}`} game={g} />
          ))}
        </div>
      )}
    </QueryView>
  );
}

function GameCard({ game }: { game: Game }) {
  const { t } = useTranslation();
  const staff = useStaff();
  const editable = can(staff?.role ?? '', 'lottery.gamesSave');
  const [form, setForm] = useState({ min_stake: game.min_stake, max_stake: game.max_stake, payout_cap: game.payout_cap });
  const [odds, setOdds] = useState<Record<string, string[]>>({});
  const save = useAdminAction('lottery.gamesSave', { invalidates: ['lottery.games'] });
  const changed = Object.fromEntries(Object.entries(odds).filter(([id, v]) => v.join() !== game.bet_types.find((b) => b.id === id)?.odds.join()));
  const columns: Column<Game['bet_types'][number]>[] = [
    { key: 'id', title: t('lottery.betType'), render: (b) => <span className="mono">{b.id}</span> },
    {
      key: 'sel',
      title: t('lottery.selections'),
      render: (b) => (b.pick ? t('lottery.pickN', { n: b.pick }) : <span className="clip">{b.selections.slice(0, 12).join(' ')}</span>),
    },
    {
      key: 'odds',
      title: t('lottery.odds'),
      render: (b) => (
        <span className="lottery-odds">
          {(odds[b.id] ?? b.odds).map((o, i) => (
            <input
              key={i}
              className="mono"
              size={Math.max(4, o.length)}
              aria-label={`${b.id} ${i}`}
              disabled={!editable}
              value={o}
              onChange={(e) => setOdds((all) => ({ ...all, [b.id]: (all[b.id] ?? b.odds).map((v, j) => (j === i ? e.target.value : v)) }))}
            />
          ))}
        </span>
      ),
    },
    { key: 'default', title: t('lottery.defaultOdds'), render: (b) => <span className="muted mono">{b.default_odds.join(' / ')}</span> },
    { key: 'edge', title: t('lottery.edge'), align: 'right', render: (b) => <span className="mono">{b.edge}%</span> },
  ];
  return (
    <Card
      title={
        <>
          {game.name} <span className="muted mono">{game.game}</span>{' '}
          {game.enabled ? <Pill tone="good">{t('games.enabled')}</Pill> : <Pill tone="bad">{t('games.disabled')}</Pill>}
        </>
      }
      actions={
        editable ? (
          <button
            type="button"
            className={game.enabled ? 'btn btn-ghost btn-sm' : 'btn btn-primary btn-sm'}
            disabled={save.isPending}
            onClick={() => save.mutate({ game: game.game, enabled: !game.enabled })}
          >
            {game.enabled ? t('games.disable') : t('games.enable')}
          </button>
        ) : null
      }
    >
      <form
        className="filters"
        data-testid={`lottery-game-${game.game}`}
        onSubmit={(e) => {
          e.preventDefault();
          save.mutate({ game: game.game, ...form, ...(Object.keys(changed).length ? { odds: changed } : {}) });
        }}
      >
        {(['min_stake', 'max_stake', 'payout_cap'] as const).map((k) => (
          <label className="field" key={k}>
            <span>{t(`lottery.${k}`)}</span>
            <input name={k} inputMode="decimal" disabled={!editable} value={form[k]} onChange={(e) => setForm((f) => ({ ...f, [k]: e.target.value }))} />
          </label>
        ))}
        <span className="muted">{t('lottery.edgeBounds', { min: game.edge_min, max: game.edge_max })}</span>
        {editable && (
          <div className="filters-actions">
            <button type="submit" className="btn btn-primary btn-sm" disabled={save.isPending}>
              {t('common.save')}
            </button>
          </div>
        )}
      </form>
      <Table rows={game.bet_types} columns={columns} rowKey={(b) => b.id} />
    </Card>
  );
}

function DrawsSection() {
  const { t } = useTranslation();
  const staff = useStaff();
  const canCancel = can(staff?.role ?? '', 'lottery.cancel');
  const [query, setQuery] = useState({ game: '', state: '', date: '' });
  const [page, setPage] = useState(1);
  const list = useAdminQuery('lottery.draws', { page, ...query }, { refetchInterval: 10_000 });
  const [cancelling, setCancelling] = useState<Draw | null>(null);
  const cancel = useAdminAction('lottery.cancel', { invalidates: ['lottery.draws'], onDone: () => setCancelling(null) });
  const stateTone = (s: Draw['state']) => (s === 'drawn' ? 'good' : s === 'cancelled' ? 'bad' : 'info');
  const columns: Column<Draw>[] = [
    { key: 'game', title: t('lottery.game'), render: (d) => <span className="lottery-nowrap">{t(`lottery.gameNames.${d.game}`)}</span> },
    { key: 'no', title: t('lottery.drawNo'), render: (d) => <span className="mono lottery-nowrap">{d.draw_no}</span> },
    { key: 'state', title: t('queues.state'), render: (d) => <Pill tone={stateTone(d.state)}>{t(`lottery.states.${d.state}`)}</Pill> },
    { key: 'at', title: t('lottery.drawsAt'), render: (d) => <span className="mono lottery-nowrap">{d.draws_at}</span> },
    { key: 'bets', title: t('lottery.bets'), align: 'right', render: (d) => d.bets },
    { key: 'stake', title: t('lottery.stake'), align: 'right', render: (d) => <span className="mono">{money(d.stake)}</span> },
    { key: 'payout', title: t('lottery.payout'), align: 'right', render: (d) => <span className="mono">{d.payout === null ? '—' : money(d.payout)}</span> },
    {
      key: 'house',
      title: t('lottery.house'),
      align: 'right',
      render: (d) => (d.house === null ? '—' : <span className={`mono ${Number(d.house) < 0 ? 'text-bad' : ''}`}>{money(d.house)}</span>),
    },
    { key: 'exposure', title: t('lottery.exposure'), align: 'right', render: (d) => <span className="mono">{money(d.exposure)}</span> },
    {
      key: 'result',
      title: t('lottery.result'),
      render: (d) => (d.cancel_reason ? <span className="muted">{d.cancel_reason}</span> : <span className="mono">{d.result?.join(',') ?? '—'}</span>),
    },
    {
      key: 'act',
      title: '',
      align: 'right',
      render: (d) =>
        canCancel && d.state === 'open' ? (
          <button
            type="button"
            className="btn btn-ghost btn-sm lottery-nowrap"
            data-testid={`lottery-cancel-${d.game}-${d.draw_no}`}
            onClick={() => setCancelling(d)}
          >
            {t('lottery.cancel')}
          </button>
        ) : null,
    },
  ];
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.page_size)) : 1;
  return (
    <>
      <Filters
        initial={query}
        onApply={(f) => {
          setPage(1);
          setQuery(f);
        }}
      >
        {(f, set) => (
          <>
            <label className="field">
              <span>{t('lottery.game')}</span>
              <select name="game" value={f.game} onChange={(e) => set('game', e.target.value)}>
                <option value="">{t('feedback.all')}</option>
                {LOTTERY_GAME_CODES.map((g) => (
                  <option key={g} value={g}>
                    {t(`lottery.gameNames.${g}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span>{t('queues.state')}</span>
              <select name="state" value={f.state} onChange={(e) => set('state', e.target.value)}>
                <option value="">{t('feedback.all')}</option>
                {LOTTERY_DRAW_STATES.map((s) => (
                  <option key={s} value={s}>
                    {t(`lottery.states.${s}`)}
                  </option>
                ))}
              </select>
            </label>
            <label className="field">
              <span>{t('lottery.day')}</span>
              <input type="date" name="date" value={f.date} onChange={(e) => set('date', e.target.value)} />
            </label>
          </>
        )}
      </Filters>
      <Table
        columns={columns}
        rows={data?.list}
        loading={list.isPending}
        error={list.error}
        retry={() => void list.refetch()}
        rowKey={(d) => d.id}
        testId="lottery-draws"
      />
      <div className="pager">
        <button type="button" className="btn btn-ghost btn-sm" disabled={page <= 1} onClick={() => setPage(page - 1)}>
          ‹
        </button>
        <span className="muted">
          {page} / {pages} · {data?.total ?? 0}
        </span>
        <button type="button" className="btn btn-ghost btn-sm" disabled={page >= pages} onClick={() => setPage(page + 1)}>
          ›
        </button>
      </div>
      {cancelling && (
        <ReasonDialog
          title={`${t('lottery.cancel')} · ${t(`lottery.gameNames.${cancelling.game}`)} ${cancelling.draw_no}`}
          busy={cancel.isPending}
          onClose={() => setCancelling(null)}
          onSubmit={(reason) => cancel.mutate({ game: cancelling.game, draw_no: cancelling.draw_no, reason })}
        />
      )}
    </>
  );
}

function ReportSection() {
  const { t } = useTranslation();
  const today = beijing().format('YYYY-MM-DD');
  const [query, setQuery] = useState({ from: beijing().subtract(6, 'day').format('YYYY-MM-DD'), to: today, game: '' });
  const report = useAdminQuery('lottery.report', query);
  type Day = ApiReply<'lottery.report'>['days'][number];
  const columns: Column<Day>[] = [
    { key: 'day', title: t('lottery.day'), render: (d) => <span className="mono">{d.day}</span> },
    { key: 'draws', title: t('lottery.draws'), align: 'right', render: (d) => d.draws },
    { key: 'bets', title: t('lottery.bets'), align: 'right', render: (d) => d.bets },
    { key: 'stake', title: t('lottery.stake'), align: 'right', render: (d) => <span className="mono">{money(d.stake)}</span> },
    { key: 'payout', title: t('lottery.payout'), align: 'right', render: (d) => <span className="mono">{money(d.payout)}</span> },
    {
      key: 'house',
      title: t('lottery.house'),
      align: 'right',
      render: (d) => <span className={`mono ${Number(d.house) < 0 ? 'text-bad' : ''}`}>{money(d.house)}</span>,
    },
  ];
  return (
    <>
      <Filters initial={query} onApply={setQuery}>
        {(f, set) => (
          <>
            <label className="field">
              <span>{t('lottery.from')}</span>
              <input type="date" name="from" value={f.from} onChange={(e) => set('from', e.target.value)} />
            </label>
            <label className="field">
              <span>{t('lottery.to')}</span>
              <input type="date" name="to" value={f.to} onChange={(e) => set('to', e.target.value)} />
            </label>
            <label className="field">
              <span>{t('lottery.game')}</span>
              <select name="game" value={f.game} onChange={(e) => set('game', e.target.value)}>
                <option value="">{t('feedback.all')}</option>
                {LOTTERY_GAME_CODES.map((g) => (
                  <option key={g} value={g}>
                    {t(`lottery.gameNames.${g}`)}
                  </option>
                ))}
              </select>
            </label>
          </>
        )}
      </Filters>
      <Table
        columns={columns}
        rows={report.data?.days}
        loading={report.isPending}
        error={report.error}
        retry={() => void report.refetch()}
        rowKey={(d) => d.day}
        testId="lottery-report"
      />
      {report.data && (
        <Card>
          <span data-testid="lottery-report-total">
            {t('lottery.total')}: {t('lottery.stake')} {money(report.data.total.stake)} · {t('lottery.payout')} {money(report.data.total.payout)} ·{' '}
            {t('lottery.house')} <strong>{money(report.data.total.house)}</strong>
          </span>
        </Card>
      )}
    </>
  );
}
