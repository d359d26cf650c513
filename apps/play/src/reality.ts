import './reality.css';
import { h } from './dom.js';
import { translator, type PlayLocale } from './i18n/index.js';

/** What POST /api/responsible/reality/state answers (contracts: responsibleRealityReply). */
export interface RealityState {
  minutes: number;
  session_started_at: string;
  elapsed_seconds: number;
  next_check_ms: number | null;
  bets: number;
  stakes: string;
  net: string;
}

/** Where the portal keeps its member token in the tab (apps/web's session storage). */
const PORTAL_TOKEN = 'token';
/** A check fires this long after the server says it is due, so it never comes a moment early. */
const SLACK_MS = 250;

/** Seconds as h:mm:ss. */
export function clockText(seconds: number): string {
  const m = Math.floor((seconds % 3600) / 60);
  const s = seconds % 60;
  return `${Math.floor(seconds / 3600)}:${String(m).padStart(2, '0')}:${String(s).padStart(2, '0')}`;
}

/**
 * The portal's reality check on the game page. The portal opens games in a tab of its own, which
 * keeps the portal's session (sessionStorage) as it navigates here: with it, the page asks the portal
 * when the next check of this login is due and shows it then (time since the login, net win or
 * loss), with continue, stop playing (the game wallets recalled, the portal session ended), the
 * bet record and the limits page. The built-in games, the sportsbook and the lottery pages start it. Opened without the portal's session (another site's launch), there is no check to show.
 */
export function startRealityCheck(opts: { locale: PlayLocale }): void {
  const { locale } = opts;
  const t = translator(locale);
  let token = '';
  try {
    token = sessionStorage.getItem(PORTAL_TOKEN) ?? '';
  } catch {
    return;
  }
  if (!token) return;

  async function post<T>(path: string, idempotencyKey?: string): Promise<{ code: number; data?: T }> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', Authorization: `Bearer ${token}`, Lang: locale };
    if (idempotencyKey) headers['Idempotency-Key'] = idempotencyKey;
    try {
      const res = await fetch(path, { method: 'POST', headers, body: '{}', credentials: 'same-origin', cache: 'no-store' });
      return (await res.json()) as { code: number; data?: T };
    } catch {
      return { code: -1 };
    }
  }

  async function schedule() {
    const r = await post<RealityState>('/api/responsible/reality/state');
    const due = r.code === 200 ? r.data?.next_check_ms : null;
    if (due === null || due === undefined) return;
    setTimeout(() => {
      // post never rejects (a failed request answers code -1): nothing to catch.
      void post<RealityState>('/api/responsible/reality/state').then((now) => {
        if (now.code === 200 && now.data) show(now.data);
      });
    }, due + SLACK_MS);
  }

  function show(reality: RealityState) {
    const close = () => overlay.remove();
    const losing = reality.net.startsWith('-');
    const stop = async () => {
      stopBtn.disabled = true;
      await post('/api/transall', `reality-stop-${Date.now()}-${Math.random().toString(36).slice(2)}`);
      await post('/api/logoff');
      try {
        sessionStorage.removeItem(PORTAL_TOKEN);
        sessionStorage.removeItem('userInfo');
      } catch {
        /* nothing kept */
      }
      window.location.href = '/#/login';
    };
    const stopBtn = h('button', {
      type: 'button',
      class: 'reality-btn reality-stop',
      testid: 'reality-stop',
      text: t('reality.stop'),
      onclick: () => void stop(),
    });
    const overlay = h('div', { class: 'reality-overlay', role: 'alertdialog', 'aria-modal': 'true', testid: 'reality-check' }, [
      h('div', { class: 'reality-card' }, [
        h('h2', { class: 'reality-title', text: t('reality.title') }),
        h('p', { testid: 'reality-elapsed', text: t('reality.elapsed', { time: clockText(reality.elapsed_seconds), since: reality.session_started_at }) }),
        h('p', null, [`${t('reality.net')}: `, h('strong', { class: losing ? 'reality-loss' : 'reality-win', testid: 'reality-net', text: reality.net })]),
        h('p', { class: 'reality-hint', text: t('reality.bets', { bets: reality.bets, stakes: reality.stakes }) }),
        h('p', { class: 'reality-hint', text: t('reality.stopHint') }),
        h('div', { class: 'reality-actions' }, [
          h('button', {
            type: 'button',
            class: 'reality-btn reality-continue',
            testid: 'reality-continue',
            text: t('reality.continue'),
            onclick: () => {
              close();
              void schedule();
            },
          }),
          stopBtn,
          h('button', {
            type: 'button',
            class: 'reality-btn',
            testid: 'reality-bets',
            text: t('reality.betRecord'),
            onclick: () => void (window.location.href = '/#/mine/betRecord'),
          }),
          h('button', {
            type: 'button',
            class: 'reality-btn',
            testid: 'reality-limits',
            text: t('reality.limits'),
            onclick: () => void (window.location.href = '/#/mine/responsible'),
          }),
        ]),
      ]),
    ]);
    document.body.appendChild(overlay);
  }

  void schedule();
}
