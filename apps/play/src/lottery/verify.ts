import { bytesToHex, deriveResultWeb, hexToBytes, sha256Web, type LotteryGame } from '@portal/game-rules';
import { h } from '../dom.js';
import { createLotteryApi, type Verified } from './api.js';
import { balls, type LotteryConfig } from './app.js';
import { LOTTERY_GAMES } from './slip.js';
import { lotteryTranslator, type LotteryT } from './texts.js';

// The public verification page (/play/verify/lottery?game&draw_no): a draw's seed, hash and result
// from GET /api/lottery/verify, checked here with Web Crypto: SHA-256(seed) is the hash published
// before betting opened, the result recomputed from HMAC-SHA256(seed, "<game>:<draw_no>:<round>")
// is the result drawn, and (on request, being up to 10^6 hashes) the seed hashed chain_index times
// is the chain's terminal hash.

/** Hashes of the chain check run without asking (a few seconds at most in any browser). */
const AUTO_CHAIN_STEPS = 20_000;

const GAME_NAMES: Record<LotteryGame, readonly string[]> = {
  ssc: ['時時彩', '时时彩', 'SSC', '시시차이', '時時彩', 'SSC'],
  k3: ['快3', '快3', 'Fast 3', '콰이3', '快3', 'Fast 3'],
  pk10: ['PK10', 'PK10', 'PK10', 'PK10', 'PK10', 'PK10'],
  keno: ['快樂8', '快乐8', 'Keno', '키노', 'キノ', 'คีโน'],
};
const LOCALE_AT = { zh_TW: 0, zh_CN: 1, en_US: 2, kr: 3, jp: 4, th: 5 } as const;

/** Hashes a seed `steps` times, reporting progress every few thousand hashes. */
export async function hashSteps(seedHex: string, steps: number, progress?: (done: number) => void): Promise<string> {
  let bytes = hexToBytes(seedHex);
  for (let i = 1; i <= steps; i++) {
    bytes = await sha256Web(bytes);
    if (progress && i % 5000 === 0) progress(i);
  }
  return bytesToHex(bytes);
}

function mark(ok: boolean | null, text: string, testid: string): HTMLElement {
  return h('li', { class: `vf-check ${ok === null ? 'wait' : ok ? 'ok' : 'bad'}`, testid, 'data-ok': ok === null ? '' : String(ok) }, [
    h('span', { class: 'vf-mark', text: ok === null ? '…' : ok ? '✓' : '✗' }),
    h('span', { text }),
  ]);
}

export function startVerify(root: HTMLElement, cfg: LotteryConfig): void {
  const t: LotteryT = lotteryTranslator(cfg.locale);
  const api = createLotteryApi({ base: cfg.api, balanceApi: cfg.balanceApi, verifyApi: cfg.verifyApi, token: '', locale: cfg.locale, t });
  const params = new URLSearchParams(location.search);
  const at = LOCALE_AT[cfg.locale];

  const gameSel = h(
    'select',
    { class: 'vf-input', testid: 'verify-game', 'aria-label': t('v.game') },
    LOTTERY_GAMES.map((g) => h('option', { value: g, text: GAME_NAMES[g][at] ?? g })),
  );
  const wantedGame = params.get('game') ?? cfg.game;
  if ((LOTTERY_GAMES as readonly string[]).includes(wantedGame)) gameSel.value = wantedGame;
  const drawInput = h('input', {
    class: 'vf-input',
    testid: 'verify-draw-no',
    'aria-label': t('v.drawNo'),
    placeholder: t('v.drawNo'),
    value: params.get('draw_no') ?? '',
    inputmode: 'numeric',
  });
  const out = h('section', { class: 'vf-out', testid: 'verify-out', 'aria-live': 'polite' });
  const form = h('form', { class: 'vf-form' }, [
    h('label', {}, [h('span', { text: t('v.game') }), gameSel]),
    h('label', {}, [h('span', { text: t('v.drawNo') }), drawInput]),
    h('button', { class: 'lt-btn', type: 'submit', testid: 'verify-submit', text: t('v.check') }),
  ]);
  form.addEventListener('submit', (e) => {
    e.preventDefault();
    void check();
  });

  root.replaceChildren(
    h('header', { class: 'lt-top' }, [
      h('div', { class: 'lt-brand' }, [h('span', { class: 'lt-mark', text: '✓' }), h('h1', { class: 'lt-name', text: t('v.title') })]),
    ]),
    h('main', { class: 'vf' }, [h('p', { class: 'vf-intro', text: t('v.intro') }), form, out]),
  );
  root.removeAttribute('aria-busy');

  async function check() {
    const game = gameSel.value as LotteryGame;
    const drawNo = drawInput.value.trim();
    const q = new URLSearchParams({ game, draw_no: drawNo, lang: cfg.locale });
    history.replaceState(null, '', `${location.pathname}?${q.toString()}`);
    out.replaceChildren(h('div', { class: 'lt-loading', text: t('loading') }));
    const r = await api.verify(game, drawNo);
    if (r.code !== 200 || !r.data) {
      out.replaceChildren(h('div', { class: 'lt-error', testid: 'verify-error', text: r.message || t('failed') }));
      return;
    }
    await show(r.data);
  }

  async function show(d: Verified) {
    const field = (label: string, value: Node | string, testid?: string) =>
      h('div', { class: 'vf-field' }, [h('dt', { text: label }), h('dd', { testid }, typeof value === 'string' ? h('code', { text: value }) : value)]);
    const checks = h('ul', { class: 'vf-checks', testid: 'verify-checks' });
    const recomputedEl = h('span', { text: '…' });
    out.replaceChildren(
      h('dl', { class: 'vf-fields' }, [
        field(t('v.game'), GAME_NAMES[d.game][at] ?? d.game),
        field(t('col.draw'), d.draw_no),
        field(t('col.state'), t(`state.${d.state}`)),
        field(t('v.hash'), d.hash, 'verify-hash'),
        field(t('v.seed'), d.seed ?? '—', 'verify-seed'),
        field(t('v.result'), balls(d.result, d.game), 'verify-result'),
        field(t('v.recomputed'), recomputedEl, 'verify-recomputed'),
        field(t('v.message'), d.hmac_message),
        field(t('v.terminal'), d.chain.terminal_hash),
        field(t('v.index'), `${d.chain_index} / ${d.chain.length}`),
      ]),
      checks,
      h('details', { class: 'vf-procedure' }, [h('summary', { text: t('v.procedure') }), h('p', { text: d.procedure })]),
    );
    if (!d.seed) {
      checks.replaceChildren(h('li', { class: 'vf-check wait', testid: 'verify-pending', text: t('v.pending') }));
      recomputedEl.textContent = '—';
      return;
    }
    if (!globalThis.crypto?.subtle) {
      checks.replaceChildren(h('li', { class: 'vf-check bad', text: t('v.noCrypto') }));
      return;
    }
    const hashOk = bytesToHex(await sha256Web(hexToBytes(d.seed))) === d.hash.toLowerCase();
    const recomputed = await deriveResultWeb(d.game, d.draw_no, d.seed);
    recomputedEl.replaceWith(balls(recomputed, d.game));
    const items: HTMLElement[] = [mark(hashOk, t('v.hashOk'), 'verify-hash-ok')];
    if (d.result) {
      const resultOk = recomputed.length === d.result.length && recomputed.every((v, i) => v === d.result![i]);
      items.push(mark(resultOk, t('v.resultOk'), 'verify-result-ok'));
    } else if (d.state === 'cancelled') items.push(h('li', { class: 'vf-check wait', text: t('v.cancelled') }));
    const chainItem = h('li', { class: 'vf-check wait' });
    items.push(chainItem);
    checks.replaceChildren(...items);

    const seed = d.seed;
    const runChain = async () => {
      const steps = d.chain_index;
      chainItem.replaceChildren(h('span', { class: 'vf-mark', text: '…' }), h('span', { text: t('v.chainProgress', { done: 0, n: steps }) }));
      const top = await hashSteps(seed, steps, (done) => (chainItem.lastChild!.textContent = t('v.chainProgress', { done, n: steps })));
      chainItem.replaceWith(mark(top === d.chain.terminal_hash.toLowerCase(), t('v.chainOk', { n: steps }), 'verify-chain-ok'));
    };
    if (d.chain_index <= AUTO_CHAIN_STEPS) await runChain();
    else
      chainItem.replaceChildren(
        h('button', { class: 'lt-btn ghost', testid: 'verify-chain-run', text: t('v.chainRun', { n: d.chain_index }), onclick: () => void runChain() }),
      );
  }

  if (drawInput.value) void check();
}
