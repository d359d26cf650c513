import { h } from '../dom.js';
import { isPlayLocale, type PlayLocale } from '../i18n/index.js';
import { createLotteryApi, newKey, UNAUTHORIZED, type Bet, type Current, type Draw, type Game, type Kind, type LotteryApi } from './api.js';
import {
  addPick,
  betBody,
  clock,
  isLotteryGameCode,
  kenoFrequency,
  kenoPick,
  removePick,
  secondsLeft,
  slipMaxReturn,
  slipTotal,
  stakeCents,
  splitSelection,
  trendLanes,
  trendRows,
  type LotteryGameCode,
  type SlipPick,
} from './slip.js';
import { lotteryTranslator, positionText, selectionText, type LotteryT } from './texts.js';

// The lottery's player page (/play/lottery/<venue>): the games, the current draw with its
// countdowns and seed hash, each game's board, a slip of several picks, my bets, the last results
// with a trend chart, and a link to the public verification page. Server text reaches the page only
// through textContent (h()).

export interface LotteryConfig {
  token: string;
  locale: PlayLocale;
  game: string;
  platformName: string;
  api: string;
  balanceApi: string;
  verifyApi: string;
  verifyPage: string;
}

const str = (v: unknown, fallback: string) => (typeof v === 'string' && v !== '' ? v : fallback);

export function readLotteryConfig(doc: Document): LotteryConfig {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(doc.getElementById('lottery-config')?.textContent || '{}');
    if (parsed && typeof parsed === 'object') raw = parsed as Record<string, unknown>;
  } catch {
    raw = {};
  }
  const locale = str(raw.locale, doc.body.dataset.locale ?? '');
  return {
    token: str(raw.token, ''),
    locale: isPlayLocale(locale) ? locale : 'zh_TW',
    game: str(raw.game, doc.body.dataset.game ?? ''),
    platformName: str(raw.platformName, doc.body.dataset.platform ?? ''),
    api: str(raw.api, '/play/api/lottery'),
    balanceApi: str(raw.balanceApi, '/play/api/lottery/balance'),
    verifyApi: str(raw.verifyApi, '/api/lottery/verify'),
    verifyPage: str(raw.verifyPage, '/play/verify/lottery'),
  };
}

type View = 'board' | 'bets' | 'results' | 'trend';
const DRAWS_SHOWN = 30;

export function ball(n: number, game: string): HTMLElement {
  return h('span', { class: `ball ball-${game} n${n}`, text: game === 'pk10' || game === 'keno' ? String(n).padStart(2, '0') : String(n) });
}

export function balls(result: readonly number[] | null, game: string): HTMLElement {
  return h('span', { class: 'balls' }, result ? result.map((n) => ball(n, game)) : '—');
}

export function verifyHref(cfg: Pick<LotteryConfig, 'verifyPage' | 'locale'>, game?: string, drawNo?: string): string {
  const q = new URLSearchParams({ lang: cfg.locale });
  if (game) q.set('game', game);
  if (drawNo) q.set('draw_no', drawNo);
  return `${cfg.verifyPage}?${q.toString()}`;
}

export function startLottery(root: HTMLElement, cfg: LotteryConfig): void {
  const t: LotteryT = lotteryTranslator(cfg.locale);
  const api: LotteryApi = createLotteryApi({ base: cfg.api, balanceApi: cfg.balanceApi, verifyApi: cfg.verifyApi, token: cfg.token, locale: cfg.locale, t });

  let games: Game[] = [];
  let game: LotteryGameCode = 'ssc';
  let view: View = 'board';
  let current: Current | null = null;
  let offset = 0;
  let kindAt: Record<string, string> = {};
  const slips: Record<string, SlipPick[]> = {};
  let kenoChosen: number[] = [];
  let stakeAll = '';
  let slipNote: { kind: 'ok' | 'err'; text: string } | null = null;
  let submitting = false;
  let betsState: 'open' | 'settled' | 'cancelled' = 'open';
  let trendPosition = 1;
  let refreshing = false;
  let expired = false;

  const balanceEl = h('b', { class: 'lt-balance-value', testid: 'lottery-balance', text: '—' });
  const header = h('header', { class: 'lt-top' }, [
    h('div', { class: 'lt-brand' }, [h('span', { class: 'lt-mark', text: '彩' }), h('span', { class: 'lt-name', text: cfg.platformName })]),
    h('div', { class: 'lt-balance' }, [h('span', { text: t('balance') }), balanceEl]),
    h('a', { class: 'lt-verify-link', href: verifyHref(cfg), target: '_blank', rel: 'noopener', testid: 'lottery-verify-link', text: t('verify') }),
  ]);
  const gameTabs = h('nav', { class: 'lt-games', role: 'tablist' });
  const drawPanel = h('section', { class: 'lt-draw', testid: 'lottery-draw' });
  const viewTabs = h('nav', { class: 'lt-views', role: 'tablist' });
  const body = h('main', { class: 'lt-body' });
  const notice = h('div', { class: 'lt-notice', role: 'alert' });

  root.replaceChildren(header, notice, gameTabs, drawPanel, viewTabs, body);
  root.removeAttribute('aria-busy');

  const gameOf = () => games.find((g) => g.game === game);
  const slip = () => (slips[game] ??= []);

  function showNotice(text: string) {
    notice.textContent = text;
    notice.classList.toggle('show', text !== '');
  }

  function handleAuth(code: number): boolean {
    if (code !== UNAUTHORIZED) return false;
    expired = true;
    showNotice(t('expired'));
    return true;
  }

  async function loadBalance() {
    const r = await api.balance();
    if (r.code === 200 && r.data) balanceEl.textContent = r.data.balance;
    else handleAuth(r.code);
  }

  // ---- games and the current draw ----

  function renderGameTabs() {
    gameTabs.replaceChildren(
      ...games.map((g) =>
        h('button', {
          class: `lt-game${g.game === game ? ' active' : ''}`,
          role: 'tab',
          'aria-selected': g.game === game ? 'true' : 'false',
          testid: `lottery-game-${g.game}`,
          text: g.name,
          onclick: () => {
            if (g.game === game) return;
            game = g.game;
            kenoChosen = [];
            slipNote = null;
            trendPosition = 1;
            renderGameTabs();
            void loadCurrent();
            renderBody();
          },
        }),
      ),
    );
  }

  const closeEl = h('b', { class: 'lt-count', testid: 'lottery-close-in' });
  const drawEl = h('b', { class: 'lt-count', testid: 'lottery-draw-in' });

  function renderDraw() {
    if (!current) {
      drawPanel.replaceChildren(h('div', { class: 'lt-loading', text: t('loading') }));
      return;
    }
    const c = current;
    const head = c.draw_no
      ? h('div', { class: 'lt-draw-head' }, [
          h('div', { class: 'lt-draw-no', testid: 'lottery-draw-no', 'data-draw': c.draw_no, text: t('drawNo', { no: c.draw_no }) }),
          h('div', { class: 'lt-counts' }, [
            h('span', { class: 'lt-count-box' }, [h('small', { text: t('closesIn') }), closeEl]),
            h('span', { class: 'lt-count-box' }, [h('small', { text: t('drawsIn') }), drawEl]),
          ]),
        ])
      : h('div', { class: 'lt-draw-head' }, h('div', { class: 'lt-draw-no', testid: 'lottery-draw-none', text: t('none') }));
    const hash = c.hash
      ? h('div', { class: 'lt-hash' }, [
          h('small', { text: t('hash') }),
          h('code', { testid: 'lottery-hash', title: c.hash, text: c.hash }),
          c.draw_no ? h('a', { href: verifyHref(cfg, game, c.draw_no), target: '_blank', rel: 'noopener', text: t('verify') }) : null,
        ])
      : null;
    const last = c.last
      ? h('div', { class: 'lt-last' }, [h('small', { text: `${t('last')} · ${t('drawNo', { no: c.last.draw_no })}` }), balls(c.last.result, game)])
      : null;
    drawPanel.replaceChildren(head, hash ?? '', last ?? '');
    tick();
  }

  function tick() {
    if (!current?.draw_no) return;
    const now = Date.now();
    const toClose = secondsLeft(current.closes_at, now, offset);
    const toDraw = secondsLeft(current.draws_at, now, offset);
    closeEl.textContent = toClose > 0 ? clock(toClose) : t('closed');
    closeEl.classList.toggle('closed', toClose === 0);
    drawEl.textContent = clock(toDraw);
    drawPanel.classList.toggle('is-closed', toClose === 0);
    if (toDraw === 0 && !refreshing) void waitForDraw();
  }

  async function waitForDraw() {
    refreshing = true;
    const before = current?.draw_no;
    for (let i = 0; i < 20 && !expired; i++) {
      await new Promise((r) => setTimeout(r, i === 0 ? 1500 : 3000));
      await loadCurrent(false);
      if (current?.draw_no !== before) break;
    }
    refreshing = false;
    void loadBalance();
    if (view !== 'board') renderBody();
  }

  async function loadCurrent(show = true) {
    const wanted = game;
    if (show) {
      current = null;
      renderDraw();
    }
    const r = await api.current(wanted);
    if (wanted !== game) return;
    if (r.code === 200 && r.data) {
      current = r.data;
      offset = Date.parse(r.data.server_time) - Date.now();
      renderDraw();
      if (view === 'board') renderSlip();
    } else if (!handleAuth(r.code)) {
      drawPanel.replaceChildren(
        h('div', { class: 'lt-error' }, [r.message, h('button', { class: 'lt-btn ghost', text: t('retry'), onclick: () => void loadCurrent() })]),
      );
    }
  }

  // ---- the views ----

  function renderViewTabs() {
    const tabs: View[] = ['board', 'bets', 'results', 'trend'];
    viewTabs.replaceChildren(
      ...tabs.map((v) =>
        h('button', {
          class: `lt-view${v === view ? ' active' : ''}`,
          role: 'tab',
          'aria-selected': v === view ? 'true' : 'false',
          testid: `lottery-view-${v}`,
          text: t(`tab.${v}`),
          onclick: () => {
            view = v;
            renderViewTabs();
            renderBody();
          },
        }),
      ),
    );
  }

  function renderBody() {
    if (view === 'board') renderBoard();
    else if (view === 'bets') void renderBets();
    else void renderResults(view === 'trend');
  }

  // ---- the board and the slip ----

  const slipEl = h('aside', { class: 'lt-slip', testid: 'lottery-slip' });

  function inSlip(kind: string, selection: string) {
    return slip().some((p) => p.kind === kind && p.selection === selection);
  }

  function defaultStake(g: Game) {
    if (stakeCents(stakeAll) !== null) return stakeAll;
    const min = Number(g.min_stake);
    return String(Math.max(10, Math.ceil(min)));
  }

  function toggle(g: Game, k: Kind, selection: string, odds: string) {
    if (inSlip(k.kind, selection)) slips[game] = removePick(slip(), k.kind, selection);
    else slips[game] = addPick(slip(), { kind: k.kind, selection, stake: defaultStake(g), label: `${k.name} ${selectionText(game, selection, t)}`, odds });
    slipNote = null;
    renderBoard();
  }

  function renderBoard() {
    const g = gameOf();
    if (!g) {
      body.replaceChildren(h('div', { class: 'lt-empty', text: games.length ? t('loading') : t('noGames') }));
      return;
    }
    const boardEl = h('section', { class: 'lt-board', testid: 'lottery-board' });
    if (game === 'keno') boardEl.append(...kenoBoard(g));
    else {
      const kinds = g.kinds;
      const selectedKind = kinds.find((k) => k.kind === kindAt[game]) ?? kinds[0];
      boardEl.append(
        h(
          'div',
          { class: 'lt-kinds' },
          kinds.map((k) =>
            h('button', {
              class: `lt-kind${k === selectedKind ? ' active' : ''}`,
              testid: `lottery-kind-${k.kind}`,
              text: k.name,
              onclick: () => {
                kindAt = { ...kindAt, [game]: k.kind };
                renderBoard();
              },
            }),
          ),
        ),
      );
      if (selectedKind) boardEl.append(kindBoard(g, selectedKind));
    }
    renderSlip();
    body.replaceChildren(h('div', { class: 'lt-play' }, [boardEl, slipEl]));
  }

  function kindBoard(g: Game, k: Kind): HTMLElement {
    const rows = new Map<string, { selection: string; odds: string }[]>();
    for (const s of k.selections) {
      const { position } = splitSelection(s.selection);
      const key = position === null ? '' : String(position);
      rows.set(key, [...(rows.get(key) ?? []), s]);
    }
    return h(
      'div',
      { class: `lt-rows kind-${k.kind}` },
      [...rows.entries()].map(([position, sels]) =>
        h('div', { class: 'lt-row' }, [
          position
            ? h('div', {
                class: 'lt-row-name',
                text:
                  k.kind === 'dragon_tiger' && game === 'pk10'
                    ? t('pos.dt', { a: positionText(game, Number(position), t), b: positionText(game, 11 - Number(position), t) })
                    : positionText(game, Number(position), t),
              })
            : null,
          h(
            'div',
            { class: 'lt-cells' },
            sels.map((s) => {
              const value = splitSelection(s.selection).value;
              const text = selectionText(game, value, t);
              return h(
                'button',
                {
                  class: `lt-cell${inSlip(k.kind, s.selection) ? ' on' : ''}`,
                  'aria-pressed': inSlip(k.kind, s.selection) ? 'true' : 'false',
                  testid: `lottery-pick-${k.kind}-${s.selection}`,
                  onclick: () => toggle(g, k, s.selection, s.odds),
                },
                [h('b', { text }), h('small', { text: s.odds })],
              );
            }),
          ),
        ]),
      ),
    );
  }

  function kenoBoard(g: Game): HTMLElement[] {
    const n = kenoChosen.length;
    const kind = n > 0 ? g.kinds.find((k) => k.pick === n) : undefined;
    const grid = h(
      'div',
      { class: 'lt-keno' },
      Array.from({ length: 80 }, (_, i) => {
        const num = i + 1;
        const on = kenoChosen.includes(num);
        return h('button', {
          class: `lt-keno-n${on ? ' on' : ''}`,
          'aria-pressed': on ? 'true' : 'false',
          testid: `lottery-keno-${num}`,
          disabled: !on && n >= 10,
          text: String(num).padStart(2, '0'),
          onclick: () => {
            kenoChosen = on ? kenoChosen.filter((x) => x !== num) : [...kenoChosen, num];
            renderBoard();
          },
        });
      }),
    );
    const paytable = kind?.paytable
      ? h('div', { class: 'lt-paytable' }, [
          h('small', { text: t('keno.paytable', { n }) }),
          h(
            'div',
            { class: 'lt-pay-cells' },
            kind.paytable.map((odds, hits) =>
              Number(odds) > 0 ? h('span', { class: 'lt-pay' }, [h('small', { text: t('keno.hits', { h: hits }) }), h('b', { text: odds })]) : null,
            ),
          ),
        ])
      : null;
    const add = () => {
      const pick = kenoPick(kenoChosen);
      if (!pick || !kind) return;
      const top = (kind.paytable ?? []).reduce((a, b) => (Number(b) > Number(a) ? b : a), '0');
      slips[game] = addPick(slip(), { ...pick, stake: defaultStake(g), label: `${kind.name} ${pick.selection}`, odds: top });
      kenoChosen = [];
      slipNote = null;
      renderBoard();
    };
    const random = () => {
      const want = Math.max(1, n || 5);
      const pool = Array.from({ length: 80 }, (_, i) => i + 1);
      const picked: number[] = [];
      for (let i = 0; i < want; i++) picked.push(pool.splice(Math.floor(Math.random() * pool.length), 1)[0]!);
      kenoChosen = picked;
      renderBoard();
    };
    return [
      h('div', { class: 'lt-keno-head' }, [
        h('span', { testid: 'lottery-keno-count', text: t('keno.hint', { n }) }),
        h('span', { class: 'lt-keno-actions' }, [
          h('button', { class: 'lt-btn ghost', text: t('keno.random'), onclick: random }),
          h('button', { class: 'lt-btn ghost', text: t('keno.reset'), disabled: n === 0, onclick: () => ((kenoChosen = []), renderBoard()) }),
          h('button', { class: 'lt-btn', testid: 'lottery-keno-add', text: t('keno.add'), disabled: !kind, onclick: add }),
        ]),
      ]),
      grid,
      paytable ?? h('div', { class: 'lt-paytable muted', text: t('keno.hint', { n }) }),
    ];
  }

  function renderSlip() {
    const g = gameOf();
    const picks = slip();
    const total = slipTotal(picks);
    const best = slipMaxReturn(picks);
    const open = current?.state === 'open' && !!current.draw_no && secondsLeft(current.closes_at, Date.now(), offset) > 0;
    const items = picks.length
      ? h(
          'ul',
          { class: 'lt-slip-list' },
          picks.map((p, i) =>
            h('li', { class: 'lt-slip-item', testid: 'lottery-slip-item' }, [
              h('div', { class: 'lt-slip-label' }, [h('span', { text: p.label }), h('small', { text: `@${p.odds}` })]),
              h('input', {
                class: `lt-stake${stakeCents(p.stake) === null ? ' bad' : ''}`,
                inputmode: 'decimal',
                'aria-label': t('stake'),
                testid: `lottery-stake-${i}`,
                value: p.stake,
                // Updated in place (no re-render): a re-render on blur would swap the submit button under a click.
                oninput: (e: Event) => {
                  const input = e.target as HTMLInputElement;
                  slips[game] = slip().map((q, j) => (j === i ? { ...q, stake: input.value } : q));
                  input.classList.toggle('bad', stakeCents(input.value) === null);
                  updateTotals();
                },
              }),
              h('button', {
                class: 'lt-x',
                'aria-label': t('remove'),
                title: t('remove'),
                text: '×',
                onclick: () => {
                  slips[game] = removePick(picks, p.kind, p.selection);
                  renderBoard();
                },
              }),
            ]),
          ),
        )
      : h('p', { class: 'lt-empty', text: t('slipEmpty') });
    const totalEl = h('b', { testid: 'lottery-total', text: total ?? '—' });
    const bestEl = h('b', { text: best ?? '—' });
    function updateTotals() {
      totalEl.textContent = slipTotal(slip()) ?? '—';
      bestEl.textContent = slipMaxReturn(slip()) ?? '—';
    }
    slipEl.replaceChildren(
      h('div', { class: 'lt-slip-head' }, [h('b', { text: t('slip') }), h('small', { text: t('picks', { n: picks.length }) })]),
      items,
      h('div', { class: 'lt-slip-all' }, [
        h('input', {
          class: 'lt-stake',
          inputmode: 'decimal',
          placeholder: t('stakeAll'),
          'aria-label': t('stakeAll'),
          testid: 'lottery-stake-all',
          value: stakeAll,
          oninput: (e: Event) => (stakeAll = (e.target as HTMLInputElement).value),
        }),
        h('button', {
          class: 'lt-btn ghost',
          text: t('stakeAll'),
          disabled: !picks.length,
          onclick: () => {
            if (stakeCents(stakeAll) === null) return;
            slips[game] = picks.map((p) => ({ ...p, stake: stakeAll }));
            renderSlip();
          },
        }),
        h('button', {
          class: 'lt-btn ghost',
          text: t('clear'),
          disabled: !picks.length,
          onclick: () => ((slips[game] = []), (slipNote = null), renderBoard()),
        }),
      ]),
      g ? h('small', { class: 'lt-limits', text: t('limits', { min: g.min_stake, max: g.max_stake }) }) : '',
      h('div', { class: 'lt-totals' }, [h('span', null, [t('total'), ' ', totalEl]), h('span', null, [t('maxReturn'), ' ', bestEl])]),
      slipNote
        ? h('p', { class: `lt-note ${slipNote.kind}`, role: slipNote.kind === 'err' ? 'alert' : 'status', testid: 'lottery-slip-note', text: slipNote.text })
        : '',
      h('button', {
        class: 'lt-btn lt-submit',
        testid: 'lottery-submit',
        disabled: submitting || !picks.length || !open || expired,
        text: submitting ? t('submitting') : open || !current?.draw_no ? t('submit') : t('closed'),
        onclick: () => void submit(),
      }),
    );
  }

  async function submit() {
    const picks = slip();
    if (!current?.draw_no || !picks.length) return;
    if (slipTotal(picks) === null) {
      slipNote = { kind: 'err', text: t('stakeInvalid') };
      return renderSlip();
    }
    submitting = true;
    slipNote = null;
    renderSlip();
    const placedGame = game;
    const r = await api.bet(betBody(game, current.draw_no, picks), newKey());
    submitting = false;
    if (r.code === 200 && r.data) {
      balanceEl.textContent = r.data.balance;
      slips[placedGame] = [];
      slipNote = { kind: 'ok', text: t('placed', { n: r.data.bets.length, total: r.data.total }) };
    } else {
      handleAuth(r.code);
      slipNote = { kind: 'err', text: r.message || t('failed') };
    }
    if (view === 'board' && game === placedGame) renderBoard();
  }

  // ---- my bets ----

  async function renderBets() {
    const filters: (typeof betsState)[] = ['open', 'settled', 'cancelled'];
    const list = h('div', { class: 'lt-list', testid: 'lottery-bets' }, h('div', { class: 'lt-loading', text: t('loading') }));
    body.replaceChildren(
      h(
        'div',
        { class: 'lt-filters' },
        filters.map((f) =>
          h('button', {
            class: `lt-kind${f === betsState ? ' active' : ''}`,
            testid: `lottery-bets-${f}`,
            text: t(`bets.${f}`),
            onclick: () => {
              betsState = f;
              void renderBets();
            },
          }),
        ),
      ),
      list,
    );
    const wanted = betsState;
    const r = await api.bets(wanted);
    if (view !== 'bets' || wanted !== betsState) return;
    if (r.code !== 200 || !r.data) {
      handleAuth(r.code);
      list.replaceChildren(
        h('div', { class: 'lt-error' }, [r.message, h('button', { class: 'lt-btn ghost', text: t('retry'), onclick: () => void renderBets() })]),
      );
      return;
    }
    if (!r.data.bets.length) {
      list.replaceChildren(h('div', { class: 'lt-empty', text: t('bets.empty') }));
      return;
    }
    list.replaceChildren(...r.data.bets.map(betCard));
  }

  function betCard(b: Bet): HTMLElement {
    const name = games.find((g) => g.game === b.game)?.name ?? b.game;
    const net = b.win_loss === null ? null : Number(b.win_loss);
    return h('article', { class: `lt-bet state-${b.state}`, testid: 'lottery-bet', 'data-draw': b.draw_no }, [
      h('div', { class: 'lt-bet-head' }, [
        h('b', { text: `${name} · ${t('drawNo', { no: b.draw_no })}` }),
        h('span', { class: 'lt-state', text: t(`bets.${b.state}`) }),
      ]),
      h('div', { class: 'lt-bet-pick', text: b.label }),
      h('dl', { class: 'lt-bet-grid' }, [
        h('dt', { text: t('stake') }),
        h('dd', { text: b.stake }),
        h('dt', { text: t('odds') }),
        h('dd', { text: b.odds.length > 1 ? b.odds.filter((o) => Number(o) > 0).join(' / ') : (b.odds[0] ?? '') }),
        h('dt', { text: t('col.result') }),
        h('dd', {}, balls(b.result, b.game)),
        h('dt', { text: t('col.payout') }),
        h('dd', { class: net === null ? '' : net > 0 ? 'win' : net < 0 ? 'lose' : '', text: b.payout ?? '—' }),
        h('dt', { text: t('col.time') }),
        h('dd', { text: b.settled_at ?? b.created_at }),
      ]),
      b.result ? h('a', { class: 'lt-small-link', href: verifyHref(cfg, b.game, b.draw_no), target: '_blank', rel: 'noopener', text: t('verify') }) : '',
    ]);
  }

  // ---- results and the trend chart ----

  async function renderResults(trend: boolean) {
    const wanted = game;
    body.replaceChildren(h('div', { class: 'lt-loading', text: t('loading') }));
    const r = await api.draws(wanted, DRAWS_SHOWN);
    if (wanted !== game || (trend ? view !== 'trend' : view !== 'results')) return;
    if (r.code !== 200 || !r.data) {
      handleAuth(r.code);
      body.replaceChildren(
        h('div', { class: 'lt-error' }, [r.message, h('button', { class: 'lt-btn ghost', text: t('retry'), onclick: () => void renderResults(trend) })]),
      );
      return;
    }
    const draws = r.data.draws;
    if (!draws.length) {
      body.replaceChildren(h('div', { class: 'lt-empty', testid: 'lottery-results-empty', text: t('results.empty') }));
      return;
    }
    body.replaceChildren(trend ? trendChart(draws) : resultsList(draws));
  }

  function resultsList(draws: Draw[]): HTMLElement {
    return h(
      'div',
      { class: 'lt-list', testid: 'lottery-results' },
      draws.map((d) =>
        h('article', { class: `lt-result state-${d.state}`, testid: 'lottery-result', 'data-draw': d.draw_no }, [
          h('div', { class: 'lt-result-head' }, [
            h('b', { text: t('drawNo', { no: d.draw_no }) }),
            h('small', { text: new Date(d.drawn_at ?? d.draws_at).toLocaleTimeString(cfg.locale.replace('_', '-'), { hour12: false }) }),
          ]),
          d.state === 'cancelled' ? h('span', { class: 'lt-state', text: t('state.cancelled') }) : balls(d.result, game),
          h('a', { class: 'lt-small-link', href: verifyHref(cfg, game, d.draw_no), target: '_blank', rel: 'noopener', text: t('verify') }),
        ]),
      ),
    );
  }

  function trendChart(draws: Draw[]): HTMLElement {
    const results = draws
      .filter((d) => d.state === 'drawn' && d.result)
      .map((d) => ({ no: d.draw_no, result: d.result! }))
      .reverse();
    if (game === 'keno') {
      const counts = kenoFrequency(results.map((r) => r.result));
      const top = Math.max(1, ...counts);
      return h('section', { class: 'lt-trend', testid: 'lottery-trend' }, [
        h('p', { class: 'lt-trend-note', text: t('keno.frequency', { n: results.length }) }),
        h(
          'div',
          { class: 'lt-heat' },
          counts.map((c, i) =>
            h('span', { class: 'lt-heat-cell', style: `--heat:${(c / top).toFixed(2)}`, title: `${i + 1}: ${c}` }, [
              h('b', { text: String(i + 1).padStart(2, '0') }),
              h('small', { text: String(c) }),
            ]),
          ),
        ),
      ]);
    }
    const lanes = trendLanes(game);
    const lane = lanes.find((l) => l.position === trendPosition) ?? lanes[0]!;
    const rows = trendRows(
      results.map((r) => r.result),
      lane.position,
      lane.values,
    );
    const cols = lane.values.length;
    const grid = h('div', { class: 'lt-trend-grid', style: `--cols:${cols}` }, [
      h('span', { class: 'lt-trend-no head', text: t('col.draw') }),
      ...lane.values.map((v) => h('span', { class: 'lt-trend-h', text: String(v) })),
      ...rows.flatMap((row, i) => [
        h('span', { class: 'lt-trend-no', text: results[i]!.no.slice(-3) }),
        ...lane.values.map((v, c) =>
          c === row.column
            ? h('span', { class: 'lt-trend-c hit' }, h('b', { text: String(v) }))
            : h('span', { class: 'lt-trend-c', text: String(row.missed[c]) }),
        ),
      ]),
    ]);
    // The line through the hits, drawn over the value columns (one unit per cell).
    const points = rows.map((row, i) => `${row.column + 0.5},${i + 1.5}`).join(' ');
    const overlay = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
    overlay.setAttribute('class', 'lt-trend-line');
    overlay.setAttribute('viewBox', `0 0 ${cols} ${rows.length + 1}`);
    overlay.setAttribute('preserveAspectRatio', 'none');
    overlay.setAttribute('aria-hidden', 'true');
    const line = document.createElementNS('http://www.w3.org/2000/svg', 'polyline');
    line.setAttribute('points', points);
    line.setAttribute('vector-effect', 'non-scaling-stroke');
    overlay.appendChild(line);
    return h('section', { class: 'lt-trend', testid: 'lottery-trend' }, [
      h(
        'div',
        { class: 'lt-kinds' },
        lanes.map((l) =>
          h('button', {
            class: `lt-kind${l.position === lane.position ? ' active' : ''}`,
            testid: `lottery-trend-${l.position}`,
            text: positionText(game, l.position, t),
            onclick: () => {
              trendPosition = l.position;
              body.replaceChildren(trendChart(draws));
            },
          }),
        ),
      ),
      h('p', { class: 'lt-trend-note', text: t('trend.note', { n: rows.length }) }),
      h('div', { class: 'lt-trend-wrap', style: `--cols:${cols}` }, [grid, h('div', { class: 'lt-trend-plot' }, overlay)]),
    ]);
  }

  // ---- start ----

  async function start() {
    body.replaceChildren(h('div', { class: 'lt-loading', testid: 'lottery-loading', text: t('loading') }));
    const r = await api.games();
    if (r.code !== 200 || !r.data) {
      if (!handleAuth(r.code))
        body.replaceChildren(
          h('div', { class: 'lt-error' }, [r.message, h('button', { class: 'lt-btn ghost', text: t('retry'), onclick: () => void start() })]),
        );
      return;
    }
    games = r.data.games;
    if (!games.length) {
      body.replaceChildren(h('div', { class: 'lt-empty', text: t('noGames') }));
      return;
    }
    const launched = cfg.game;
    game = isLotteryGameCode(launched) && games.some((g) => g.game === launched) ? launched : games[0]!.game;
    renderGameTabs();
    renderViewTabs();
    renderBody();
    void loadCurrent();
    void loadBalance();
  }

  setInterval(() => {
    tick();
  }, 1000);
  void start();
}
