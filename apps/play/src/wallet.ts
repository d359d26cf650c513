import { h } from './dom.js';
import type { PlayLocale, Translate } from './i18n/index.js';

/** What POST {api}/wallet answers: both balances and the whole amount a transfer in suggests. */
export interface WalletState {
  central: string;
  game: string;
  suggested: number;
}
interface MoveReply {
  central: string;
  game: string;
  amount?: string;
}
type Envelope<T> = { code: number; message: string; data?: T };

export const UNAUTHORIZED = 401;
/** The portal's cashier, for a member whose wallets are both empty (the page is served by the portal's origin). */
const CASHIER = '/#/mine/recharge';

export interface WalletDesk {
  /** The game wallet as the page just read it: an empty one is offered money once (the first launch's dead end). */
  sawGameBalance(balance: string): void;
  /** A bet refused for want of money: open the panel. */
  offer(): void;
}

/**
 * The wallet beside the game: a button by the balance opens a panel with the central and game
 * wallets, an amount (filled in with what the portal suggests: the member's automatic-transfer
 * amount, or everything) and one tap to move it in, or to send money back to the central wallet.
 * An empty game wallet opens it by itself once; with the central wallet empty too, it points to
 * the portal's cashier. The money moves through the portal (POST {api}/wallet/move with the launch
 * token and an Idempotency-Key), between this member's own two wallets only.
 */
export function mountWallet(opts: {
  api: string;
  token: string;
  locale: PlayLocale;
  t: Translate;
  /** The header element the button goes after (the balance). */
  anchor: HTMLElement;
  onGameBalance: (balance: string) => void;
  onExpired: () => void;
}): WalletDesk {
  const { t } = opts;
  let offered = false;
  let busy = false;
  let state: WalletState | null = null;
  let closing: ReturnType<typeof setTimeout> | undefined;

  async function post<T>(path: string, body: object, key?: string): Promise<Envelope<T>> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json', Lang: opts.locale };
    if (opts.token) headers.Authorization = `Bearer ${opts.token}`;
    if (key) headers['Idempotency-Key'] = key;
    try {
      const res = await fetch(opts.api + path, { method: 'POST', headers, body: JSON.stringify(body), credentials: 'same-origin', cache: 'no-store' });
      if (res.status === UNAUTHORIZED) return { code: UNAUTHORIZED, message: '' };
      const json = (await res.json()) as Envelope<T> | null;
      return json && typeof json.code === 'number' ? json : { code: -1, message: t('failed') };
    } catch {
      return { code: -1, message: t('network') };
    }
  }

  const central = h('b', { class: 'wallet-figure', testid: 'wallet-central', text: '—' });
  const game = h('b', { class: 'wallet-figure', testid: 'wallet-game', text: '—' });
  const lead = h('p', { class: 'wallet-lead', testid: 'wallet-lead' });
  const amount = h('input', {
    class: 'wallet-amount',
    testid: 'wallet-amount',
    type: 'text',
    inputmode: 'numeric',
    autocomplete: 'off',
    maxlength: '9',
    'aria-label': t('wallet.amount'),
    placeholder: t('wallet.amount'),
    onkeydown: (e) => (e as KeyboardEvent).key === 'Enter' && void move('in'),
  });
  const message = h('p', { class: 'wallet-message', testid: 'wallet-message', role: 'status', 'aria-live': 'polite' });
  const inBtn = h('button', { type: 'button', class: 'wallet-btn wallet-in', testid: 'wallet-in', text: t('wallet.in'), onclick: () => void move('in') });
  const outBtn = h('button', { type: 'button', class: 'wallet-btn wallet-out', testid: 'wallet-out', text: t('wallet.out'), onclick: () => void move('out') });
  const cashier = h('a', { class: 'wallet-btn wallet-cashier', testid: 'wallet-cashier', href: CASHIER, text: t('wallet.deposit') });
  const panel = h('section', { class: 'wallet-panel', testid: 'wallet-panel', role: 'dialog', 'aria-label': t('wallet.title'), hidden: true }, [
    h('div', { class: 'wallet-head' }, [
      h('strong', { text: t('wallet.title') }),
      h('button', { type: 'button', class: 'wallet-close', testid: 'wallet-close', 'aria-label': t('close'), text: '×', onclick: () => close() }),
    ]),
    lead,
    h('div', { class: 'wallet-figures' }, [
      h('span', null, [h('small', { text: t('wallet.central') }), central]),
      h('span', null, [h('small', { text: t('wallet.game') }), game]),
    ]),
    h('div', { class: 'wallet-row' }, [amount, inBtn]),
    h('div', { class: 'wallet-row' }, [outBtn, cashier]),
    message,
  ]);
  const toggle = h('button', {
    type: 'button',
    class: 'wallet-toggle',
    testid: 'wallet-open',
    'aria-expanded': 'false',
    text: t('wallet.button'),
    onclick: () => (panel.hidden ? void open() : close()),
  });
  opts.anchor.insertAdjacentElement('afterend', toggle);
  toggle.insertAdjacentElement('afterend', panel);

  function show(s: WalletState) {
    state = s;
    central.textContent = s.central;
    game.textContent = s.game;
    const centralEmpty = s.suggested < 1;
    const gameEmpty = Number(s.game) < 1;
    lead.textContent = gameEmpty ? t(centralEmpty ? 'wallet.bothEmpty' : 'wallet.empty') : t('wallet.lead');
    cashier.hidden = !centralEmpty;
    inBtn.disabled = centralEmpty;
    outBtn.disabled = Number(s.game) < 1;
    if (!amount.value || Number(amount.value) > s.suggested) amount.value = s.suggested >= 1 ? String(s.suggested) : '';
  }

  async function open() {
    clearTimeout(closing);
    panel.hidden = false;
    toggle.setAttribute('aria-expanded', 'true');
    message.textContent = '';
    const r = await post<WalletState>('/wallet', {});
    if (r.code === UNAUTHORIZED) return opts.onExpired();
    if (r.code !== 200 || !r.data) return void (message.textContent = r.message || t('failed'));
    show(r.data);
    if (Number(r.data.game) < 1 && r.data.suggested >= 1) amount.focus();
  }
  function close() {
    clearTimeout(closing);
    panel.hidden = true;
    toggle.setAttribute('aria-expanded', 'false');
  }

  async function move(direction: 'in' | 'out') {
    if (busy) return;
    const value = amount.value.trim();
    if (!/^\d{1,9}$/.test(value) || Number(value) < 1) {
      message.textContent = t('wallet.whole');
      return;
    }
    busy = true;
    inBtn.disabled = outBtn.disabled = true;
    const key = `play-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;
    const r = await post<MoveReply>('/wallet/move', { direction, amount: Number(value) }, key);
    busy = false;
    if (r.code === UNAUTHORIZED) return opts.onExpired();
    message.textContent =
      r.code === 200 ? t(direction === 'in' ? 'wallet.movedIn' : 'wallet.movedOut', { x: r.data?.amount ?? value }) : r.message || t('failed');
    if (r.code === 200 && r.data) {
      opts.onGameBalance(r.data.game);
      const suggested = Math.floor(Number(r.data.central));
      show({ central: r.data.central, game: r.data.game, suggested: Math.min(state?.suggested ?? suggested, suggested) });
      if (direction === 'in') closing = setTimeout(close, 900); // the money is in: back to the game
    } else if (state) show(state);
  }

  return {
    sawGameBalance(balance) {
      if (offered || Number(balance) >= 1) return;
      offered = true;
      void open();
    },
    offer() {
      offered = true;
      void open();
    },
  };
}
