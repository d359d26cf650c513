import { append, h, svg, type Child } from '../dom.js';
import {
  createApi,
  ODDS_CHANGED,
  OK,
  UNAUTHORIZED,
  type Bet,
  type EventsReply,
  type Leg,
  type Market,
  type OddsChange,
  type Outcome,
  type SportEvent,
  type SportsApi,
  type View,
} from './api.js';
import type { SportsConfig } from './config.js';
import { translator, type SportsKey, type Translate } from './i18n/index.js';
import {
  asianLine,
  modesFor,
  money,
  parlayOdds,
  refreshPicks,
  shownOdds,
  slipTotals,
  stakeCents,
  systemsFor,
  togglePick,
  type OddsFormat,
  type Pick,
  type SlipMode,
} from './slip.js';

/** How often the open view's odds (and the balance) are read again. */
export const POLL_MS = 10_000;
const VENUE_SPORTS = { sports: ['football', 'basketball'], esports: ['lol', 'dota2', 'cs2', 'hok'] } as const;
/** The three columns of the main table, each the kinds it shows (the first one the event has). */
const COLUMNS = [
  { key: 'result', kinds: ['1x2', 'ml', 'winner'] },
  { key: 'handicap', kinds: ['ah', 'map_ah'] },
  { key: 'total', kinds: ['ou', 'total_maps'] },
] as const;
/** Empties `el` and appends `children` (false, null and undefined are skipped). */
function replace(el: Element, ...children: Child[]) {
  el.replaceChildren();
  append(el, children);
}

const ODDS_KEY = 'sports.oddsFormat';
const ACCEPT_KEY = 'sports.accept';
type Accept = 'none' | 'better' | 'any';

function stored<T extends string>(key: string, allowed: readonly T[], fallback: T): T {
  try {
    const v = localStorage.getItem(key);
    return allowed.includes(v as T) ? (v as T) : fallback;
  } catch {
    return fallback;
  }
}
function store(key: string, value: string) {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* private mode: the choice lasts this page */
  }
}

const ICONS: Record<string, string> = {
  football:
    '<circle cx="50" cy="50" r="44" fill="#f4ecd9"/><path d="M50 30l16 12-6 19H40l-6-19z" fill="#15111d"/><path d="M50 6v24M84 38l-18 4M70 86l-10-25M30 86l10-25M16 38l18 4" stroke="#15111d" stroke-width="5" fill="none"/>',
  basketball:
    '<circle cx="50" cy="50" r="44" fill="#e8862a"/><path d="M6 50h88M50 6v88M20 18c16 16 16 48 0 64M80 18c-16 16-16 48 0 64" stroke="#2a1406" stroke-width="4" fill="none"/>',
  esport:
    '<rect x="8" y="30" width="84" height="44" rx="22" fill="#f2c142"/><path d="M28 42v20M18 52h20" stroke="#15111d" stroke-width="7"/><circle cx="66" cy="46" r="5" fill="#15111d"/><circle cx="76" cy="58" r="5" fill="#15111d"/>',
};
const iconOf = (sport: string) => svg(ICONS[sport] ?? ICONS.esport!, 'sport-icon');

/** "2026-11-28 20:45:00" (Beijing) → "11-28 20:45". */
const shortTime = (at: string) => at.slice(5, 16);

export function startApp(cfg: SportsConfig, root: HTMLElement = document.getElementById('app')!) {
  const t: Translate = translator(cfg.locale);
  const api: SportsApi = createApi({ base: cfg.api, token: cfg.token, locale: cfg.locale, t });
  const sports = VENUE_SPORTS[cfg.venue];
  const state = {
    sport: sports[0] as string,
    view: 'all' as View,
    league: '',
    tab: 'book' as 'book' | 'bets',
    betsState: 'open' as 'open' | 'settled',
    format: stored<OddsFormat>(ODDS_KEY, ['dec', 'hk'], 'dec'),
    accept: stored<Accept>(ACCEPT_KEY, ['none', 'better', 'any'], 'none'),
    reply: null as EventsReply | null,
    loading: true,
    error: '',
    expanded: new Set<number>(),
    picks: [] as Pick[],
    mode: 'single' as SlipMode,
    system: null as string | null,
    stake: '',
    placing: false,
    changed: false,
    slipMessage: null as { kind: 'ok' | 'error'; text: string } | null,
    slipOpen: false,
    balance: null as string | null,
    expired: false,
  };
  const brandKey = `brand.${cfg.platname}` as SportsKey;
  const venueName = t(brandKey) === brandKey ? cfg.platname : t(brandKey);

  // ---- the page's frame: header, tabs, the content, the slip ----
  const balanceEl = h('b', { class: 'balance-value', testid: 'balance', text: '—' });
  const header = h('header', { class: 'sb-header' }, [
    h('div', { class: 'brand' }, [
      iconOf(cfg.venue === 'esports' ? 'esport' : 'football'),
      h('div', null, [h('h1', { text: venueName, testid: 'venue' }), h('small', { text: t(cfg.venue === 'esports' ? 'titleE' : 'title') })]),
    ]),
    h('div', { class: 'wallet' }, [h('span', { text: t('balance') }), balanceEl]),
  ]);
  const mainTabs = h('nav', { class: 'main-tabs' });
  const sportTabs = h('nav', { class: 'sport-tabs', testid: 'sport-tabs' });
  const toolbar = h('div', { class: 'toolbar' });
  const content = h('section', { class: 'content', testid: 'content' });
  const slipEl = h('aside', { class: 'slip', testid: 'slip' });
  const slipBar = h('button', { class: 'slip-bar', testid: 'slip-bar', onclick: () => setSlipOpen(!state.slipOpen) });
  const layout = h('div', { class: 'layout' }, [h('main', { class: 'book' }, [sportTabs, toolbar, content]), slipEl]);
  replace(root, header, mainTabs, layout, slipBar);
  root.removeAttribute('aria-busy');

  function setSlipOpen(open: boolean) {
    state.slipOpen = open;
    document.body.classList.toggle('slip-open', open);
  }

  function fail(code: number, message: string) {
    if (code === UNAUTHORIZED) {
      state.expired = true;
      replace(root, h('div', { class: 'expired', testid: 'expired' }, [iconOf('football'), h('p', { text: t('expired') })]));
    }
    return message || t('failed');
  }

  async function loadBalance() {
    const r = await api.balance();
    if (r.code === OK && r.data) setBalance(r.data.balance);
    else if (r.code === UNAUTHORIZED) fail(r.code, r.message);
  }
  function setBalance(b: string) {
    state.balance = b;
    balanceEl.textContent = `¥ ${money(stakeCents(b) ?? Math.round(Number(b) * 100))}`;
  }

  // ---- events ----
  let seq = 0;
  async function loadEvents(silent = false) {
    const mine = ++seq;
    if (!silent) {
      state.loading = true;
      state.error = '';
      renderContent();
    }
    const r = await api.events({
      sport: state.sport,
      ...(state.view === 'all' ? {} : { state: state.view }),
      ...(state.league ? { league: state.league } : {}),
    });
    if (mine !== seq || state.expired) return;
    state.loading = false;
    if (r.code !== OK || !r.data) {
      if (!silent || !state.reply) state.error = fail(r.code, r.message);
    } else {
      state.reply = r.data;
      state.error = '';
      const current = new Map<number, Outcome>();
      for (const e of r.data.events) for (const m of e.markets) for (const o of m.outcomes) current.set(o.id, o);
      state.picks = refreshPicks(state.picks, current);
    }
    renderToolbar();
    renderContent();
    renderSlip();
  }

  function renderMainTabs() {
    const tab = (key: 'book' | 'bets', label: string) =>
      h('button', {
        class: state.tab === key ? 'on' : '',
        testid: `tab-${key}`,
        text: label,
        onclick: () => {
          state.tab = key;
          renderMainTabs();
          renderToolbar();
          if (key === 'bets') void loadBets();
          else void loadEvents();
        },
      });
    const format = h('div', { class: 'odds-format', role: 'group' }, [
      ...(['dec', 'hk'] as const).map((f) =>
        h('button', {
          class: state.format === f ? 'on' : '',
          testid: `format-${f}`,
          'aria-pressed': String(state.format === f),
          text: t(`odds.${f}`),
          onclick: () => {
            state.format = f;
            store(ODDS_KEY, f);
            renderMainTabs();
            renderContent();
            renderSlip();
          },
        }),
      ),
    ]);
    replace(mainTabs, h('div', { class: 'tabs' }, [tab('book', t('tab.book')), tab('bets', t('tab.bets'))]), format);
  }

  function renderToolbar() {
    if (state.tab === 'bets') {
      replace(sportTabs);
      replace(
        toolbar,
        h('div', { class: 'views' }, [
          ...(['open', 'settled'] as const).map((s) =>
            h('button', {
              class: state.betsState === s ? 'on' : '',
              testid: `bets-${s}`,
              text: t(`bets.${s}`),
              onclick: () => {
                state.betsState = s;
                renderToolbar();
                void loadBets();
              },
            }),
          ),
        ]),
      );
      return;
    }
    const counts = new Map((state.reply?.sports ?? []).map((s) => [s.sport, s]));
    replace(
      sportTabs,
      ...sports.map((s) =>
        h(
          'button',
          {
            class: state.sport === s ? 'on' : '',
            testid: `sport-${s}`,
            onclick: () => {
              if (state.sport === s) return;
              state.sport = s;
              state.league = '';
              void loadEvents();
            },
          },
          [
            iconOf(s),
            h('span', { text: t(`sport.${s}` as SportsKey) }),
            state.view === 'all' && counts.has(s) ? h('em', { text: counts.get(s)!.count }) : null,
          ],
        ),
      ),
    );
    const viewCounts = state.reply?.counts;
    const views = h('div', { class: 'views' }, [
      ...(['all', 'today', 'early', 'live', 'results'] as const).map((v) =>
        h(
          'button',
          {
            class: `${state.view === v ? 'on' : ''} view-${v}`,
            testid: `view-${v}`,
            onclick: () => {
              state.view = v;
              state.league = '';
              void loadEvents();
            },
          },
          [v === 'live' ? h('i', { class: 'live-dot' }) : null, t(`view.${v}`), v !== 'all' && viewCounts ? h('em', { text: viewCounts[v] }) : null],
        ),
      ),
    ]);
    const leagues = state.reply?.sports.find((s) => s.sport === state.sport)?.leagues ?? [];
    const select = h('select', {
      class: 'league',
      testid: 'league',
      'aria-label': t('league.all'),
      onchange: (e: Event) => {
        state.league = (e.target as HTMLSelectElement).value;
        void loadEvents();
      },
    });
    append(select, [
      h('option', { value: '', text: t('league.all') }),
      ...leagues.map((l) => h('option', { value: l.league, text: `${l.league} (${l.count})` })),
    ]);
    if (state.league && !leagues.some((l) => l.league === state.league)) append(select, h('option', { value: state.league, text: state.league }));
    select.value = state.league;
    replace(toolbar, views, select);
  }

  const statusLine = (msg: string, cls: string, retry?: () => void) =>
    h('div', { class: `state ${cls}`, testid: `state-${cls}` }, [
      h('p', { text: msg }),
      retry ? h('button', { class: 'ghost', text: t('retry'), onclick: retry }) : null,
    ]);

  function renderContent() {
    if (state.tab !== 'book') return;
    if (state.loading && !state.reply) return void replace(content, statusLine(t('loading'), 'loading'));
    if (state.error)
      return void replace(
        content,
        statusLine(`${t('error')}: ${state.error}`, 'error', () => void loadEvents()),
      );
    const events = state.reply?.events ?? [];
    if (events.length === 0) return void replace(content, statusLine(t(state.view === 'results' ? 'empty.results' : 'empty.events'), 'empty'));
    const byLeague = new Map<string, SportEvent[]>();
    for (const e of events) byLeague.set(e.league, [...(byLeague.get(e.league) ?? []), e]);
    const results = state.view === 'results';
    replace(
      content,
      state.loading ? h('div', { class: 'refreshing', text: t('loading') }) : null,
      ...[...byLeague].map(([league, list]) =>
        h('div', { class: 'league-group' }, [
          h('div', { class: `league-head ${results ? 'results' : ''}` }, [
            h('span', { class: 'league-name', text: league }),
            ...(results ? [h('span', { text: t('score') })] : COLUMNS.map((c) => h('span', { class: 'col-name', text: t(`col.${c.key}`) }))),
          ]),
          ...list.map((e) => (results ? resultRow(e) : eventRow(e))),
        ]),
      ),
      h('p', { class: 'note', text: t('refreshNote') }),
    );
  }

  function eventMeta(e: SportEvent) {
    const live = e.status === 'live';
    return h('div', { class: 'ev-meta' }, [
      live ? h('span', { class: 'live', text: t('status.live') }) : h('span', { class: 'time', text: shortTime(e.starts_at) }),
      e.score && e.status !== 'not_started' ? h('span', { class: 'score', testid: 'score', text: `${e.score.home} - ${e.score.away}` }) : null,
      e.status !== 'not_started' && e.status !== 'live' ? h('span', { class: 'tag', text: t(`status.${e.status}` as SportsKey) }) : null,
      e.suspended ? h('span', { class: 'tag', text: t('suspended') }) : null,
      e.demo ? h('span', { class: 'demo', testid: 'demo', title: t('demoNote'), text: t('demo') }) : null,
    ]);
  }

  function resultRow(e: SportEvent) {
    return h('article', { class: 'ev result-row', testid: 'result', 'data-event': e.id }, [
      eventMeta(e),
      h('div', { class: 'teams' }, [h('div', { text: e.home }), h('div', { text: e.away })]),
      h(
        'div',
        { class: 'final' },
        e.score ? [h('b', { text: e.score.home }), h('b', { text: e.score.away })] : [h('span', { text: t(`status.${e.status}` as SportsKey) })],
      ),
    ]);
  }

  /** What a selection reads as: the side's name, the handicap or total with it, a score or yes/no. */
  function pickLabel(p: { kind: string; line: string | null; code: string; home: string; away: string }): string {
    const line = p.line === null ? null : Number(p.line);
    if (p.kind === 'ah' || p.kind === 'map_ah') {
      const own = p.code === 'home' ? line! : -line!;
      return `${p.code === 'home' ? p.home : p.away} ${asianLine(own, true)}`;
    }
    if (p.kind === 'ou' || p.kind === 'total_maps') return `${t(`code.${p.code}` as SportsKey)} ${asianLine(line!, false)}`;
    if (p.code === 'home') return p.home;
    if (p.code === 'away') return p.away;
    if (/^\d+-\d+$/.test(p.code)) return p.code;
    return t(`code.${p.code}` as SportsKey);
  }

  function pickOf(e: SportEvent, m: Market, o: Outcome): Pick {
    return {
      outcome_id: o.id,
      event_id: e.id,
      market_id: m.id,
      kind: m.kind,
      line: m.line,
      code: o.code,
      odds: o.odds,
      odds_hk: o.odds_hk,
      status: o.status,
      home: e.home,
      away: e.away,
    };
  }

  function oddsButton(e: SportEvent, m: Market, o: Outcome, label: string | null) {
    const on = state.picks.some((p) => p.outcome_id === o.id);
    const open = o.status === 'open';
    return h(
      'button',
      {
        class: `odd ${on ? 'on' : ''}`,
        testid: 'odd',
        'data-outcome': o.id,
        'data-kind': m.kind,
        'data-code': o.code,
        'aria-pressed': String(on),
        disabled: !open,
        title: `${e.home} ${t('vs')} ${e.away} · ${t(`kind.${m.kind}` as SportsKey)} · ${pickLabel({ ...m, code: o.code, home: e.home, away: e.away })}`,
        onclick: () => {
          state.picks = togglePick(state.picks, pickOf(e, m, o));
          state.changed = false;
          state.slipMessage = null;
          fixMode();
          renderContent();
          renderSlip();
        },
      },
      [
        label ? h('span', { class: 'ln', text: label }) : null,
        open
          ? h('b', { text: shownOdds(o, state.format) })
          : svg('<path d="M30 45v-12a20 20 0 0140 0v12M24 45h52v40H24z" fill="none" stroke="currentColor" stroke-width="8"/>', 'lock'),
      ],
    );
  }

  function mainMarket(e: SportEvent, kinds: readonly string[]): Market | undefined {
    const all = e.markets.filter((m) => kinds.includes(m.kind));
    return all.find((m) => m.status === 'open') ?? all[0];
  }

  function eventRow(e: SportEvent) {
    const used = new Set<number>();
    const has1x2 = e.markets.some((m) => m.kind === '1x2');
    const cols = COLUMNS.map((c) => {
      const m = mainMarket(e, c.kinds);
      const cells: (HTMLElement | null)[] = [null, null, null];
      if (m) {
        used.add(m.id);
        const line = m.line === null ? null : Number(m.line);
        for (const o of m.outcomes) {
          const row = o.code === 'home' || o.code === 'over' ? 0 : o.code === 'away' || o.code === 'under' ? 1 : o.code === 'draw' ? 2 : -1;
          if (row < 0) continue;
          let label: string | null = null;
          if (c.key === 'handicap' && line !== null) label = asianLine(o.code === 'home' ? line : -line, true);
          if (c.key === 'total' && line !== null) label = `${t(`code.${o.code}` as SportsKey)} ${asianLine(line, false)}`;
          cells[row] = oddsButton(e, m, o, label);
        }
      }
      return h(
        'div',
        { class: `mk-col col-${c.key}`, 'data-col': c.key },
        cells.slice(0, has1x2 ? 3 : 2).map((cell) => cell ?? h('span', { class: 'odd-empty' })),
      );
    });
    const others = e.markets.filter((m) => !used.has(m.id));
    const expanded = state.expanded.has(e.id);
    return h('article', { class: `ev ${e.status === 'live' ? 'is-live' : ''}`, testid: 'event', 'data-event': e.id }, [
      h('div', { class: 'ev-grid' }, [
        h('div', { class: 'ev-side' }, [
          eventMeta(e),
          h('div', { class: 'teams' }, [
            h('div', { class: 'team', text: e.home }),
            h('div', { class: 'team', text: e.away }),
            has1x2 ? h('div', { class: 'team draw', text: t('code.draw') }) : null,
          ]),
        ]),
        ...cols,
      ]),
      others.length
        ? h('button', {
            class: 'more-toggle',
            testid: 'more',
            'aria-expanded': String(expanded),
            text: expanded ? t('less') : t('more', { n: others.length }),
            onclick: () => {
              if (expanded) state.expanded.delete(e.id);
              else state.expanded.add(e.id);
              renderContent();
            },
          })
        : null,
      expanded
        ? h(
            'div',
            { class: 'more-markets', testid: 'more-markets' },
            others.map((m) =>
              h('div', { class: `market kind-${m.kind}` }, [
                h('div', {
                  class: 'market-name',
                  text: `${t(`kind.${m.kind}` as SportsKey)}${m.line !== null ? ` ${asianLine(Number(m.line), m.kind === 'ah' || m.kind === 'map_ah')}` : ''}`,
                }),
                h(
                  'div',
                  { class: 'market-odds' },
                  m.outcomes.map((o) => oddsButton(e, m, o, pickLabel({ kind: m.kind, line: m.line, code: o.code, home: e.home, away: e.away }))),
                ),
              ]),
            ),
          )
        : null,
    ]);
  }

  // ---- the slip ----
  /** Keeps the slip's bet type and system within what its picks allow; an emptied slip closes its sheet unless it shows a bet's confirmation. */
  function fixMode(closeWhenEmpty = true) {
    const modes = modesFor(state.picks);
    if (!modes.includes(state.mode)) state.mode = 'single';
    const systems = systemsFor(state.picks.length);
    if (state.mode === 'system' && (!state.system || !systems.includes(state.system))) state.system = systems[0] ?? null;
    if (state.picks.length === 0 && closeWhenEmpty) setSlipOpen(false);
  }

  const stakeInput = h('input', {
    class: 'stake',
    testid: 'stake',
    inputmode: 'decimal',
    autocomplete: 'off',
    placeholder: '0.00',
    oninput: (e: Event) => {
      state.stake = (e.target as HTMLInputElement).value;
      renderTotals();
    },
  });
  const totalsEl = h('div', { class: 'totals', testid: 'totals' });
  const placeBtn = h('button', { class: 'place', testid: 'place', onclick: () => void place() });
  const messageEl = h('div', { class: 'slip-msg', testid: 'slip-msg', role: 'status' });

  function renderTotals() {
    const unit = stakeCents(state.stake);
    const totals = slipTotals(state.picks, state.mode, state.system, unit ?? 0);
    replace(
      totalsEl,
      state.mode === 'parlay' ? h('div', null, [h('span', { text: t('slip.odds') }), h('b', { testid: 'parlay-odds', text: parlayOdds(state.picks) })]) : null,
      h('div', null, [h('span', { text: t('slip.total', { n: totals.bets }) }), h('b', { testid: 'total-stake', text: money(totals.stake) })]),
      h('div', { class: 'return' }, [h('span', { text: t('slip.return') }), h('b', { testid: 'return', text: money(totals.payout) })]),
    );
    const blocked = state.picks.some((p) => p.status !== 'open');
    placeBtn.disabled = state.placing || unit === null || totals.bets === 0 || blocked;
    placeBtn.textContent = state.placing ? t('slip.placing') : state.changed ? t('slip.acceptNew') : t('slip.place');
  }

  function renderSlip() {
    replace(
      slipBar,
      h('span', { text: t('slip') }),
      h('em', { testid: 'slip-count', text: state.picks.length }),
      h('b', { text: state.picks.length ? money(slipTotals(state.picks, state.mode, state.system, stakeCents(state.stake) ?? 0).payout) : '' }),
    );
    slipBar.classList.toggle('has-picks', state.picks.length > 0);
    const head = h('div', { class: 'slip-head' }, [
      h('h2', null, [t('slip'), h('em', { text: state.picks.length })]),
      state.picks.length
        ? h('button', {
            class: 'link',
            testid: 'slip-clear',
            text: t('slip.clear'),
            onclick: () => ((state.picks = []), (state.changed = false), fixMode(), renderContent(), renderSlip()),
          })
        : null,
      h('button', { class: 'link close', 'aria-label': t('slip.close'), text: '×', onclick: () => setSlipOpen(false) }),
    ]);
    if (state.picks.length === 0) {
      replace(slipEl, head, h('p', { class: 'slip-empty', text: t('slip.empty') }), state.slipMessage ? messageEl : null);
      renderMessage();
      return;
    }
    const picks = h(
      'ul',
      { class: 'picks' },
      state.picks.map((p) =>
        h('li', { class: `pick ${p.status !== 'open' ? 'closed' : ''} ${p.prev ? 'moved' : ''}`, testid: 'pick', 'data-outcome': p.outcome_id }, [
          h('div', { class: 'pick-main' }, [
            h('b', { text: pickLabel(p) }),
            h('span', { class: 'pick-odds' }, [
              p.prev ? h('s', { testid: 'prev-odds', text: state.format === 'hk' ? hkOf(p.prev) : p.prev }) : null,
              h('strong', { testid: 'pick-odds', text: shownOdds(p, state.format) }),
            ]),
          ]),
          h('small', { text: `${t(`kind.${p.kind}` as SportsKey)} · ${p.home} ${t('vs')} ${p.away}` }),
          p.status !== 'open' ? h('small', { class: 'warn', text: t('slip.unavailable') }) : null,
          h('button', {
            class: 'remove',
            testid: 'pick-remove',
            'aria-label': t('slip.remove'),
            text: '×',
            onclick: () => {
              state.picks = state.picks.filter((x) => x.outcome_id !== p.outcome_id);
              fixMode();
              renderContent();
              renderSlip();
            },
          }),
        ]),
      ),
    );
    const modes = modesFor(state.picks);
    const modeTabs = h(
      'div',
      { class: 'modes', role: 'tablist' },
      (['single', 'parlay', 'system'] as const).map((m) =>
        h('button', {
          class: state.mode === m ? 'on' : '',
          testid: `mode-${m}`,
          role: 'tab',
          'aria-selected': String(state.mode === m),
          disabled: !modes.includes(m),
          text: t(`mode.${m}`),
          onclick: () => {
            state.mode = m;
            fixMode();
            renderSlip();
          },
        }),
      ),
    );
    const systems =
      state.mode === 'system'
        ? h(
            'div',
            { class: 'systems' },
            systemsFor(state.picks.length).map((s) => {
              const [n, m] = s.split('/');
              return h('button', {
                class: state.system === s ? 'on' : '',
                testid: `system-${s.replace('/', '-')}`,
                text: t('system', { n: n!, m: m! }),
                onclick: () => {
                  state.system = s;
                  renderSlip();
                },
              });
            }),
          )
        : null;
    const parlayHint = state.picks.length > 1 && !modes.includes('parlay') ? h('p', { class: 'hint', text: t('slip.parlayNeeds') }) : null;
    const accept = h('label', { class: 'accept' }, [t('slip.accept')]);
    const acceptSelect = h('select', {
      testid: 'accept',
      onchange: (e: Event) => {
        state.accept = (e.target as HTMLSelectElement).value as Accept;
        store(ACCEPT_KEY, state.accept);
      },
    });
    append(
      acceptSelect,
      (['none', 'better', 'any'] as const).map((a) => h('option', { value: a, text: t(`accept.${a}`) })),
    );
    acceptSelect.value = state.accept;
    append(accept, acceptSelect);
    stakeInput.value = state.stake;
    replace(
      slipEl,
      head,
      picks,
      modeTabs,
      systems,
      parlayHint,
      h('label', { class: 'stake-row' }, [h('span', { text: t(state.mode === 'parlay' ? 'slip.stake' : 'slip.stakeEach') }), stakeInput]),
      h(
        'div',
        { class: 'chips' },
        [10, 50, 100, 500].map((v) =>
          h('button', {
            class: 'chip',
            text: v,
            onclick: () => {
              state.stake = String(v);
              stakeInput.value = state.stake;
              renderTotals();
            },
          }),
        ),
      ),
      accept,
      totalsEl,
      messageEl,
      placeBtn,
    );
    renderTotals();
    renderMessage();
  }

  const hkOf = (odds: string) => {
    const milli = Math.round(Number(odds) * 1000) - 1000;
    const text = `${Math.floor(milli / 1000)}.${String(milli % 1000).padStart(3, '0')}`;
    return text.endsWith('0') ? text.slice(0, -1) : text;
  };

  function renderMessage() {
    const m = state.slipMessage;
    messageEl.className = `slip-msg ${m ? m.kind : ''}`;
    messageEl.textContent = m?.text ?? '';
  }

  function applyChanges(changes: OddsChange[]) {
    state.picks = refreshPicks(state.picks, new Map(changes.map((c) => [c.outcome_id, c])));
  }

  async function place() {
    const unit = stakeCents(state.stake);
    if (unit === null) {
      state.slipMessage = { kind: 'error', text: t('slip.stakeInvalid') };
      return renderMessage();
    }
    state.placing = true;
    state.slipMessage = null;
    renderTotals();
    renderMessage();
    const stake = money(unit).replace(/,/g, '');
    const groups: Pick[][] = state.mode === 'single' ? state.picks.map((p) => [p]) : [state.picks];
    const placed: string[] = [];
    const done = new Set<number>();
    let error: string | null = null;
    for (const group of groups) {
      const r = await api.bet({
        type: state.mode,
        ...(state.mode === 'system' && state.system ? { system: state.system } : {}),
        selections: group.map((p) => ({ outcome_id: p.outcome_id, odds: p.odds })),
        stake,
        accept: state.accept,
      });
      if (r.code === OK && r.data) {
        placed.push(r.data.bet.id);
        setBalance(r.data.balance);
        for (const p of group) done.add(p.outcome_id);
        continue;
      }
      if (r.code === ODDS_CHANGED) {
        const data = r.data as unknown as { changes?: OddsChange[] } | undefined;
        applyChanges(data?.changes ?? []);
        state.changed = true;
        error = t('slip.changed');
      } else error = fail(r.code, r.message);
      if (state.expired) return;
      break;
    }
    state.placing = false;
    state.picks = state.picks.filter((p) => !done.has(p.outcome_id)).map((p) => (state.changed && error ? p : { ...p, prev: undefined }));
    if (!error) state.changed = false;
    fixMode(false);
    state.slipMessage = error
      ? { kind: 'error', text: (placed.length ? `${t('slip.placed', { id: placed.join(', ') })} · ` : '') + error }
      : { kind: 'ok', text: t('slip.placed', { id: placed.join(', ') }) };
    renderContent();
    renderSlip();
  }

  // ---- my bets ----
  let betsSeq = 0;
  let betsPage = 1;
  let bets: Bet[] = [];
  let lastPage = 1;
  async function loadBets(more = false) {
    const mine = ++betsSeq;
    if (!more) {
      betsPage = 1;
      replace(content, statusLine(t('loading'), 'loading'));
    } else betsPage++;
    const r = await api.bets({ state: state.betsState, page: betsPage });
    if (mine !== betsSeq || state.tab !== 'bets' || state.expired) return;
    if (r.code !== OK || !r.data)
      return void replace(
        content,
        statusLine(`${t('error')}: ${fail(r.code, r.message)}`, 'error', () => void loadBets()),
      );
    bets = more ? [...bets, ...r.data.data] : r.data.data;
    lastPage = r.data.last_page;
    renderBets();
  }

  function betTitle(b: Bet) {
    if (b.type === 'single') return t('single');
    if (b.type === 'parlay') return t('parlay', { n: b.legs.length });
    const [n, m] = (b.system ?? '').split('/');
    return t('system', { n: n ?? '', m: m ?? '' });
  }

  function legRow(l: Leg) {
    return h('li', { class: 'leg' }, [
      h('div', { class: 'leg-pick' }, [
        h('b', { text: pickLabel(l) }),
        h('span', { text: `@ ${l.odds}` }),
        l.result ? h('span', { class: `res res-${l.result}`, text: t(`result.${l.result}` as SportsKey) }) : null,
      ]),
      h('small', {
        text: `${t(`kind.${l.kind}` as SportsKey)} · ${l.home} ${t('vs')} ${l.away}${l.score ? ` (${l.score.home}-${l.score.away})` : ''} · ${shortTime(l.starts_at)}`,
      }),
    ]);
  }

  function renderBets() {
    if (bets.length === 0) return void replace(content, statusLine(t('empty.bets'), 'empty'));
    replace(
      content,
      h(
        'div',
        { class: 'bets', testid: 'bets' },
        bets.map((b) => {
          const settled = b.state !== 'open';
          const badge = b.state === 'cashed_out' ? t('state.cashed_out') : b.result ? t(`result.${b.result}` as SportsKey) : t('state.open');
          const card = h(
            'article',
            { class: `bet state-${b.state} ${b.result ? `res-${b.result}` : ''}`, testid: 'bet', 'data-bet': b.id, 'data-type': b.type },
            [
              h('header', null, [
                h('b', { text: betTitle(b) }),
                h('span', { class: 'bet-id', text: b.id }),
                h('span', { class: 'badge', testid: 'bet-state', text: badge }),
              ]),
              h('ul', { class: 'legs' }, b.legs.map(legRow)),
              h('dl', null, [
                h('div', null, [h('dt', { text: t('bet.stake') }), h('dd', { testid: 'bet-stake', text: b.stake })]),
                h('div', null, [h('dt', { text: t('bet.odds') }), h('dd', { text: b.odds })]),
                settled
                  ? h('div', null, [h('dt', { text: t('bet.payout') }), h('dd', { testid: 'bet-payout', text: b.payout })])
                  : h('div', null, [h('dt', { text: t('bet.potential') }), h('dd', { text: b.potential_payout })]),
                h('div', null, [h('dt', { text: t('bet.placedAt') }), h('dd', { text: shortTime(b.placed_at) })]),
              ]),
            ],
          );
          if (b.state === 'open' && b.cashout !== null) append(card, cashoutBox(b));
          return card;
        }),
      ),
      betsPage < lastPage ? h('button', { class: 'ghost load-more', text: t('loadMore'), onclick: () => void loadBets(true) }) : null,
    );
  }

  function cashoutBox(b: Bet) {
    const box = h('div', { class: 'cashout' });
    const message = h('span', { class: 'cashout-msg', role: 'status' });
    let timer: ReturnType<typeof setInterval> | undefined;
    const ask = h('button', {
      class: 'cashout-btn',
      testid: 'cashout',
      text: t('cashout', { amount: b.cashout! }),
      // The api's calls never reject (a failed request answers code -1): nothing to catch.
      onclick: () => void askQuote(),
    });
    async function askQuote() {
      ask.disabled = true;
      const q = await api.quote(b.id);
      ask.disabled = false;
      if (q.code !== OK || !q.data) return void (message.textContent = fail(q.code, q.message));
      const quote = q.data;
      let left = quote.valid_seconds;
      const confirm = h('button', { class: 'cashout-confirm', testid: 'cashout-confirm' });
      const cancel = h('button', { class: 'ghost', text: t('cashout.cancel') });
      const tick = () => {
        confirm.textContent = t('cashout.confirm', { amount: quote.amount, s: left });
        if (left <= 0) {
          clearInterval(timer);
          message.textContent = t('cashout.expired');
          replace(box, ask, message);
        }
        left--;
      };
      cancel.onclick = () => {
        clearInterval(timer);
        replace(box, ask, message);
      };
      confirm.onclick = async () => {
        clearInterval(timer);
        confirm.disabled = true;
        const r = await api.cashout(b.id, quote.quote_id);
        if (r.code === OK && r.data) {
          setBalance(r.data.balance);
          replace(box, h('span', { class: 'cashout-done', testid: 'cashout-done', text: t('cashout.done', { amount: quote.amount }) }));
          return;
        }
        message.textContent = fail(r.code, r.message);
        replace(box, ask, message);
      };
      message.textContent = '';
      replace(box, confirm, cancel, message);
      tick();
      timer = setInterval(tick, 1000);
    }
    replace(box, ask, message);
    return box;
  }

  // ---- start, and the odds kept fresh ----
  renderMainTabs();
  renderToolbar();
  renderSlip();
  void loadBalance();
  void loadEvents();
  const poll = setInterval(() => {
    if (state.expired) return clearInterval(poll);
    if (document.hidden) return;
    void loadBalance();
    if (state.tab === 'book' && state.view !== 'results') void loadEvents(true);
  }, POLL_MS);
  return { stop: () => clearInterval(poll) };
}
