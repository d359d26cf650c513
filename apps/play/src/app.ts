import { isSlotMachine, themeFor, type GameCode } from '@portal/game-rules';
import { createApi, OVER_BALANCE, UNAUTHORIZED, type PlayApi, type Round } from './api.js';
import { ART, DEFS, ICON } from './art.js';
import type { PlayConfig } from './config.js';
import { animate, append, h, rand, reducedMotion, sleep, svg, type Child } from './dom.js';
import { outcomeOf, parseStake, signed, skinOf, units } from './format.js';
import { baccaratGame } from './games/baccarat.js';
import { bullGame } from './games/bull.js';
import { cascadeGame } from './games/cascade.js';
import { diceGame } from './games/dice.js';
import { dragonTigerGame } from './games/dragon-tiger.js';
import { holdGame } from './games/hold.js';
import { rouletteGame } from './games/roulette.js';
import { slotGame } from './games/slot.js';
import { threeCardGame } from './games/three-card.js';
import type { BannerKind, GameView, Table } from './games/types.js';
import { waysGame } from './games/ways.js';
import { translator, type Translate } from './i18n/index.js';
import { startRealityCheck } from './reality.js';
import { mountWallet, type WalletDesk } from './wallet.js';

const CHIPS = [1, 10, 50, 100, 500, 1000];
const HISTORY_SIZE = 10;

/** Each game's view, by code; a slot machine wears the launch's title's theme (or its own first one). */
const VIEWS: Record<GameCode, (table: Table, cfg: PlayConfig) => GameView> = {
  slot: (table, cfg) => slotGame(table, themeFor('slot', cfg.title)),
  ways: (table, cfg) => waysGame(table, themeFor('ways', cfg.title)),
  cascade: (table, cfg) => cascadeGame(table, themeFor('cascade', cfg.title)),
  hold: (table, cfg) => holdGame(table, themeFor('hold', cfg.title)),
  dice: (table) => diceGame(table),
  baccarat: (table) => baccaratGame(table),
  dragontiger: (table) => dragonTigerGame(table),
  roulette: (table) => rouletteGame(table),
  bull: (table) => bullGame(table),
  threecard: (table) => threeCardGame(table),
};

interface Ui {
  balance: HTMLElement;
  balanceBox: HTMLElement;
  refresh: HTMLButtonElement;
  tabs: Partial<Record<GameCode, HTMLButtonElement>>;
  title: HTMLElement;
  banner: HTMLElement;
  board: HTMLElement;
  options: HTMLElement;
  result: HTMLElement;
  message: HTMLElement;
  stakeLabel: HTMLElement;
  stake: HTMLInputElement;
  total: HTMLElement;
  play: HTMLButtonElement;
  rules: HTMLElement;
  history: HTMLElement;
  overlay?: HTMLElement;
}

/**
 * The game page: header with the balance, one tab per game, the table of the chosen game, the
 * stake controls, the rules panel and the last ten rounds. One round at a time: the game winds
 * up while POST /bet is in flight, then reveals what the server dealt.
 */
export function startApp(cfg: PlayConfig): void {
  const body = document.body;
  const t: Translate = translator(cfg.locale);
  const api: PlayApi = createApi({ base: cfg.api, token: cfg.token, locale: cfg.locale, t });
  const limits = cfg.limits;
  const state = { game: cfg.initial, stake: 10, busy: false, expired: false, history: [] as Round[] };
  const ui = {} as Ui;
  let wallet: WalletDesk | null = null;

  // ------------------------------------------------------------ shared widgets lent to the games
  function optionRow<V extends string | number>(opts: {
    group: string;
    cls: string;
    label?: string;
    values: readonly V[];
    selected: V;
    content: (value: V) => Child[];
    onPick: (value: V) => void;
  }) {
    const { group } = opts;
    const row = h('div', { class: opts.cls }, opts.label ? [h('span', { class: 'opt-label', text: opts.label })] : []);
    for (const value of opts.values) {
      const onclick = () => {
        opts.onPick(value);
        markOptions(group, value);
      };
      row.appendChild(
        h(
          'button',
          {
            type: 'button',
            class: `opt opt-${group} opt-${value}`,
            testid: `${group}-${value}`,
            'data-value': String(value),
            'aria-pressed': 'false',
            onclick,
          },
          opts.content(value),
        ),
      );
    }
    ui.options.appendChild(row);
    markOptions(group, opts.selected);
  }
  function markOptions(group: string, value: string | number) {
    for (const b of Array.from(document.querySelectorAll(`.opt-${group}`))) {
      const on = b.getAttribute('data-value') === String(value);
      b.classList.toggle('selected', on);
      b.setAttribute('aria-pressed', on ? 'true' : 'false');
    }
    updateTotal();
  }
  function showBanner(text: string, kind: BannerKind) {
    ui.banner.className = `banner show ${kind}`;
    ui.banner.textContent = text;
    void animate(
      ui.banner,
      [
        { transform: 'translate(-50%,-50%) scale(.4)', opacity: 0 },
        { transform: 'translate(-50%,-50%) scale(1.12)', opacity: 1, offset: 0.6 },
        { transform: 'translate(-50%,-50%) scale(1)', opacity: 1 },
      ],
      { duration: 520, easing: 'ease-out' },
    );
  }
  function hideBanner() {
    ui.banner.className = 'banner';
    ui.banner.textContent = '';
  }

  // the areas each game draws in (placed on the page by build())
  ui.board = h('div', { class: 'board' });
  ui.options = h('div', { class: 'options' });
  ui.rules = h('div', { class: 'rules', testid: 'rules' });
  const table: Table = {
    t,
    board: ui.board,
    options: ui.options,
    rules: ui.rules,
    optionRow,
    showBanner,
    stake: () => readStake(),
    say: (text) => showMessage(text, 'info'),
    refresh: () => updateTotal(),
  };
  const GAMES = Object.fromEntries(cfg.games.map((g) => [g, VIEWS[g](table, cfg)])) as Partial<Record<GameCode, GameView>>;
  const current = () => GAMES[state.game]!;
  /** What the stage is headed with: a slot title's name on its machine, else the game's name. */
  const gameTitle = (g: GameCode) =>
    cfg.title && isSlotMachine(g) && themeFor(g, cfg.title) === cfg.title ? cfg.heading.name || t(`title.${cfg.title}`) : t(`game.${g}`);

  // ------------------------------------------------------------ balance and messages
  function setBalance(value: string | null | undefined) {
    const known = value !== null && value !== undefined;
    ui.balance.textContent = known ? String(value) : '—';
    ui.balance.setAttribute('data-value', known ? String(value) : '');
    void animate(ui.balanceBox, [{ transform: 'scale(1.06)' }, { transform: 'scale(1)' }], { duration: 300 });
  }
  async function refreshBalance() {
    if (state.busy || state.expired) return;
    ui.refresh.classList.add('spin');
    const r = await api.balance();
    ui.refresh.classList.remove('spin');
    if (r.code === UNAUTHORIZED) return sessionExpired();
    if (r.code !== 200) return showMessage(r.message || t('failed'), 'error');
    if (!state.busy && r.data && r.data.balance !== undefined) {
      setBalance(r.data.balance);
      wallet?.sawGameBalance(r.data.balance);
    }
  }
  function sessionExpired() {
    state.expired = true;
    body.classList.add('expired');
    showMessage(t('expired'), 'error');
    updateControls();
    if (!ui.overlay) {
      ui.overlay = h('div', { class: 'overlay', role: 'alertdialog', 'aria-modal': 'true', testid: 'expired' }, [
        h('div', { class: 'overlay-card' }, [svg(ART.crown, 'overlay-crown'), h('p', { text: t('expired') })]),
      ]);
      document.body.appendChild(ui.overlay);
    }
  }
  function showMessage(text: string, kind: 'error' | 'info' = 'info', hint?: string) {
    ui.message.textContent = '';
    ui.message.className = `message${text ? ` show ${kind}` : ''}`;
    if (!text) return;
    append(ui.message, [h('span', { class: 'message-text', text }), hint ? h('span', { class: 'message-hint', text: hint }) : null]);
  }

  // ------------------------------------------------------------ layout
  function build() {
    const app = document.getElementById('app') ?? document.body.appendChild(h('div', { id: 'app', class: 'app' }));
    app.textContent = '';
    app.removeAttribute('aria-busy');
    document.body.insertAdjacentElement('afterbegin', svg(DEFS, 'defs'));
    if (cfg.skin) body.setAttribute('data-skin', String(skinOf(cfg.skin)));

    ui.balance = h('b', { class: 'balance-value', testid: 'balance', 'aria-live': 'polite', text: '—' });
    ui.refresh = h(
      'button',
      { class: 'icon-btn', type: 'button', title: t('refresh'), 'aria-label': t('refresh'), testid: 'balance-refresh', onclick: () => void refreshBalance() },
      [svg(ICON.refresh, 'ico')],
    );
    ui.balanceBox = h('div', { class: 'balance' }, [svg(ICON.coin, 'coin'), h('span', { class: 'balance-label', text: t('balance') }), ui.balance, ui.refresh]);
    const header = h('header', { class: 'top' }, [
      h('div', { class: 'brand', testid: 'heading', 'data-venue': cfg.heading.venue }, [
        svg(ART.crown, 'brand-crown'),
        h('div', { class: 'brand-text' }, [
          h('strong', { testid: 'heading-name', text: cfg.heading.name }),
          h('small', { testid: 'heading-venue', text: cfg.heading.venue }),
        ]),
      ]),
      ui.balanceBox,
    ]);

    ui.tabs = {};
    const tabs = h('nav', { class: 'tabs', role: 'tablist' });
    for (const g of cfg.games) {
      const b = h('button', { class: 'tab', type: 'button', role: 'tab', testid: `tab-${g}`, 'data-game': g, onclick: () => selectGame(g) }, [
        svg(ICON[g], 'tab-ico'),
        h('span', { class: 'tab-text' }, [h('b', { text: t(`short.${g}`) }), h('small', { text: t(`tag.${g}`) })]),
      ]);
      ui.tabs[g] = b;
      tabs.appendChild(b);
    }
    if (cfg.games.length < 2) tabs.classList.add('single');

    ui.title = h('h1', { class: 'game-title' });
    ui.banner = h('div', { class: 'banner', 'aria-hidden': 'true' });
    ui.result = h('div', { class: 'result', testid: 'result', role: 'status', 'aria-live': 'polite', 'data-outcome': 'none' });
    ui.message = h('div', { class: 'message', testid: 'message', role: 'alert' });

    // the stake selector (shared by the games; for the slot it is the bet per line)
    ui.stakeLabel = h('label', { class: 'stake-label', for: 'stake-input' });
    ui.stake = h('input', {
      id: 'stake-input',
      class: 'stake-input',
      testid: 'stake',
      type: 'number',
      inputmode: 'numeric',
      min: String(limits.min),
      max: String(limits.max),
      step: '1',
      value: String(state.stake),
      oninput: () => {
        state.stake = Number(ui.stake.value);
        updateTotal();
      },
      onkeydown: (e) => {
        if ((e as KeyboardEvent).key === 'Enter') {
          e.preventDefault();
          play();
        }
      },
    });
    const chips = h('div', { class: 'chips' });
    CHIPS.forEach((v, i) => {
      chips.appendChild(
        h('button', { type: 'button', class: `chip chip-${i}`, testid: `chip-${v}`, text: v >= 1000 ? `${v / 1000}K` : String(v), onclick: () => setStake(v) }),
      );
    });
    const stepper = h('div', { class: 'stepper' }, [
      h('button', {
        type: 'button',
        class: 'step',
        testid: 'stake-half',
        text: '½',
        'aria-label': '½',
        onclick: () => setStake(Math.max(limits.min, Math.floor(currentStake() / 2))),
      }),
      ui.stake,
      h('button', {
        type: 'button',
        class: 'step',
        testid: 'stake-double',
        text: '×2',
        'aria-label': '×2',
        onclick: () => setStake(Math.min(limits.max, currentStake() * 2)),
      }),
    ]);
    ui.total = h('div', { class: 'total', testid: 'total' });
    ui.play = h('button', { type: 'button', class: 'play-btn', testid: 'play', onclick: () => play() });
    const controls = h('div', { class: 'controls' }, [
      h('div', { class: 'stake-box' }, [ui.stakeLabel, stepper, chips]),
      h('div', { class: 'play-box' }, [ui.total, ui.play]),
    ]);

    const stage = h('section', { class: 'stage' }, [
      h('div', { class: 'stage-head' }, [ui.title, ui.result]),
      h('div', { class: 'table' }, [ui.board, ui.banner]),
      ui.options,
      controls,
      ui.message,
    ]);

    ui.history = h('ol', { class: 'history', testid: 'history' });
    const side = h('aside', { class: 'side' }, [
      h('section', { class: 'panel' }, [h('h2', { text: t('rules') }), ui.rules]),
      h('section', { class: 'panel' }, [h('h2', { text: t('history') }), ui.history]),
    ]);

    const house = cfg.house ? h('p', { class: 'house-note', testid: 'house-note', text: t(`house.${cfg.house}`, { venue: cfg.heading.venue }) }) : null;
    append(app, [header, house, tabs, h('main', { class: 'layout' }, [stage, side])]);
    renderHistory();
    selectGame(state.game, { first: true });

    document.addEventListener('keydown', (e) => {
      if (e.code !== 'Space' || e.repeat) return;
      const tag = (e.target as Element | null)?.tagName ?? '';
      if (tag === 'INPUT' || tag === 'BUTTON' || tag === 'TEXTAREA' || tag === 'SELECT') return;
      e.preventDefault();
      play();
    });
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible') void refreshBalance();
    });
  }

  // ------------------------------------------------------------ stake and controls
  function currentStake() {
    const n = Number(ui.stake.value);
    return Number.isInteger(n) && n >= limits.min && n <= limits.max ? n : limits.min;
  }
  function setStake(v: number) {
    ui.stake.value = String(v);
    state.stake = v;
    updateTotal();
  }
  const readStake = () => parseStake(String(ui.stake.value), limits);
  function updateTotal() {
    const bet = readStake();
    ui.stakeLabel.textContent = t(current().stakeLabel);
    if (bet !== null) current().onStake?.(bet);
    ui.total.textContent = '';
    append(ui.total, [h('span', { text: t('total') }), h('b', { text: bet === null ? '—' : units(current().total(bet)) })]);
    ui.stake.classList.toggle('invalid', bet === null);
  }
  function updateControls() {
    const off = state.busy || state.expired;
    ui.play.disabled = off;
    ui.stake.disabled = off;
    ui.play.setAttribute('data-state', state.expired ? 'expired' : state.busy ? 'busy' : 'ready');
    ui.play.textContent = state.busy ? t('playing') : t(`play.${state.game}`);
    for (const b of Array.from(document.querySelectorAll<HTMLButtonElement>('.chip, .step, .opt, .tab'))) b.disabled = off;
    body.classList.toggle('busy', state.busy);
  }

  function selectGame(g: GameCode, opts: { first?: boolean } = {}) {
    if (state.busy || !cfg.games.includes(g)) return;
    if (!opts.first && g === state.game) return;
    state.game = g;
    body.setAttribute('data-game', g);
    for (const [k, tab] of Object.entries(ui.tabs)) {
      tab.classList.toggle('active', k === g);
      tab.setAttribute('aria-selected', k === g ? 'true' : 'false');
    }
    ui.title.textContent = gameTitle(g);
    ui.board.textContent = '';
    ui.options.textContent = '';
    ui.rules.textContent = '';
    ui.banner.className = 'banner';
    ui.banner.textContent = '';
    GAMES[g]!.mount();
    setResultIdle();
    showMessage('');
    updateTotal();
    updateControls();
  }

  // ------------------------------------------------------------ result, history, effects
  function setResultIdle() {
    ui.result.setAttribute('data-outcome', 'none');
    ui.result.textContent = '';
    append(ui.result, h('span', { class: 'result-main', text: t('ready') }));
  }
  function showResult(round: Round) {
    const outcome = outcomeOf(round);
    const main =
      GAMES[round.game]?.resultText?.(round) ??
      (outcome === 'win'
        ? t('win', { x: round.payout })
        : outcome === 'push'
          ? t('push', { x: round.payout })
          : outcome === 'partial'
            ? t('partial', { x: round.payout })
            : t('lose'));
    ui.result.setAttribute('data-outcome', outcome);
    ui.result.setAttribute('data-round', String(round.id));
    ui.result.textContent = '';
    append(ui.result, [
      h('span', { class: 'result-main', text: main }),
      h('span', { class: 'result-net', 'data-testid': 'win-loss', text: t('net', { x: signed(round.win_loss) }) }),
    ]);
    void animate(ui.result, [{ transform: 'scale(.85)', opacity: 0.3 }, { transform: 'scale(1.06)', opacity: 1 }, { transform: 'scale(1)' }], {
      duration: 420,
      easing: 'ease-out',
    });
    if (outcome === 'win') coinBurst(parseFloat(round.payout) >= parseFloat(round.stake) * 10 ? 36 : 18);
  }
  function coinBurst(n: number) {
    if (reducedMotion) return;
    const host = ui.board.parentNode as HTMLElement;
    for (let i = 0; i < n; i++) {
      const c = svg(ICON.coin, 'flying-coin');
      host.appendChild(c);
      const ang = Math.random() * Math.PI * 2;
      const dist = 90 + Math.random() * 180;
      const dx = Math.cos(ang) * dist;
      const dy = Math.sin(ang) * dist - 60;
      void animate(
        c,
        [
          { transform: 'translate(-50%,-50%) scale(.3) rotate(0deg)', opacity: 1 },
          {
            transform: `translate(calc(-50% + ${dx.toFixed(0)}px), calc(-50% + ${dy.toFixed(0)}px)) scale(1) rotate(${rand(720)}deg)`,
            opacity: 1,
            offset: 0.7,
          },
          { transform: `translate(calc(-50% + ${dx.toFixed(0)}px), calc(-50% + ${(dy + 80).toFixed(0)}px)) scale(.8) rotate(${rand(720)}deg)`, opacity: 0 },
        ],
        { duration: 1100 + rand(500), easing: 'cubic-bezier(.2,.7,.3,1)' },
      ).then(() => c.remove());
    }
  }
  function addHistory(round: Round) {
    state.history.unshift(round);
    if (state.history.length > HISTORY_SIZE) state.history.length = HISTORY_SIZE;
    renderHistory();
  }
  function renderHistory() {
    ui.history.textContent = '';
    if (state.history.length === 0) {
      ui.history.appendChild(h('li', { class: 'history-empty', text: t('historyEmpty') }));
      return;
    }
    state.history.forEach((round, idx) => {
      const outcome = outcomeOf(round);
      const game = GAMES[round.game];
      ui.history.appendChild(
        h('li', { class: `history-item ${outcome}${idx === 0 ? ' fresh' : ''}`, testid: 'history-item', 'data-game': round.game, 'data-outcome': outcome }, [
          svg(ICON[round.game] ?? ICON.coin, 'history-ico'),
          h('div', { class: 'history-main' }, [
            h('b', { text: isSlotMachine(round.game) && cfg.title ? gameTitle(round.game) : t(`short.${round.game}`) }),
            h('span', { class: 'history-summary' }, game ? game.summary(round.detail ?? {}) : []),
          ]),
          h('div', { class: 'history-money' }, [
            h('small', { text: t('bet', { x: round.stake }) }),
            h('b', { class: 'history-net', text: signed(round.win_loss) }),
          ]),
        ]),
      );
    });
  }

  // ------------------------------------------------------------ a round
  function play() {
    if (state.busy || state.expired) return;
    const bet = readStake();
    if (bet === null) {
      showMessage(t('stakeInvalid', { min: limits.min, max: units(limits.max) }), 'error');
      ui.stake.focus();
      return;
    }
    const game = current();
    const refused = game.refuse?.();
    if (refused) return showMessage(t(refused), 'error');
    state.busy = true;
    updateControls();
    showMessage('');
    hideBanner();
    ui.result.setAttribute('data-outcome', 'pending');
    ui.result.textContent = '';
    append(ui.result, h('span', { class: 'result-main', text: t('playing') }));
    const started = Date.now();
    void game.start();
    void settle(game, bet, started).catch((err: unknown) => {
      state.busy = false;
      updateControls();
      setResultIdle();
      showMessage(t('failed'), 'error');
      console.error(err);
    });
  }
  async function settle(game: GameView, bet: number, started: number) {
    const r = await api.bet(game.betBody(bet));
    if (r.code !== 200 || !r.data?.round) {
      await game.abort();
      state.busy = false;
      updateControls();
      setResultIdle();
      if (r.code === UNAUTHORIZED) return sessionExpired();
      showMessage(r.message || t('failed'), 'error', r.code === OVER_BALANCE ? t('transferHint') : undefined);
      if (r.code === OVER_BALANCE) wallet?.offer();
      return;
    }
    const { round, balance } = r.data;
    await sleep(Math.max(0, 350 - (Date.now() - started))); // let the wind-up be seen
    await game.reveal(round.detail ?? {});
    setBalance(balance);
    showResult(round);
    addHistory(round);
    state.busy = false;
    updateControls();
  }

  build();
  if (!cfg.token) return sessionExpired();
  // The wallet beside the game (wallet.ts): a piece of its own, mounted by the balance.
  wallet = mountWallet({ api: cfg.api, token: cfg.token, locale: cfg.locale, t, anchor: ui.balanceBox, onGameBalance: setBalance, onExpired: sessionExpired });
  void refreshBalance();
  startRealityCheck({ locale: cfg.locale });
}
