/**
 * The wallet beside the game (src/wallet.ts) in jsdom against a fake platform API: an empty game
 * wallet opens the panel with the suggested amount; one tap moves it in, another sends money back;
 * with the central wallet empty too it points to the portal's cashier.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startApp } from '../src/app.js';
import { readConfig } from '../src/config.js';

interface Sent {
  url: string;
  body: Record<string, unknown>;
  key: string | undefined;
}

function openPage(wallet: { central: string; game: string; suggested: number }, locale = 'en_US') {
  const config = { token: 'tok', locale, games: ['dice'], initial: 'dice', api: '/play/api', heading: { name: 'Game Hall', venue: 'Crown' } };
  document.body.innerHTML = `<div id="app"></div><script type="application/json" id="play-config">${JSON.stringify(config)}</script>`;
  const sent: Sent[] = [];
  let { central, game } = { central: Number(wallet.central), game: Number(wallet.game) };
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      const headers = init.headers as Record<string, string>;
      expect(headers.Authorization).toBe('Bearer tok');
      const body = JSON.parse(String(init.body)) as Record<string, unknown>;
      sent.push({ url, body, key: headers['Idempotency-Key'] });
      if (url === '/play/api/balance') return Response.json({ code: 200, message: 'ok', data: { balance: game.toFixed(2) } });
      if (url === '/play/api/wallet')
        return Response.json({ code: 200, message: 'ok', data: { central: central.toFixed(2), game: game.toFixed(2), suggested: wallet.suggested } });
      if (url === '/play/api/wallet/move') {
        const amount = Number(body.amount);
        if (body.direction === 'in') [central, game] = [central - amount, game + amount];
        else [central, game] = [central + amount, game - amount];
        return Response.json({ code: 200, message: 'ok', data: { central: central.toFixed(2), game: game.toFixed(2) } });
      }
      return Response.json({ code: 404, message: 'not found', data: null });
    }),
  );
  startApp(readConfig(document));
  return { sent };
}
const byTestId = <E extends HTMLElement = HTMLElement>(id: string) => document.querySelector<E>(`[data-testid="${id}"]`)!;
afterEach(() => vi.unstubAllGlobals());

describe('the wallet beside the game', () => {
  it('opens by itself on an empty game wallet with the amount filled in; one tap moves it in, another sends some back', async () => {
    const { sent } = openPage({ central: '10000.00', game: '0.00', suggested: 10000 });
    await vi.waitFor(() => expect(byTestId('wallet-panel').hidden).toBe(false));
    await vi.waitFor(() => expect(byTestId('wallet-central').textContent).toBe('10000.00'));
    expect(byTestId('wallet-lead').textContent).toContain('This game wallet is empty');
    expect(byTestId<HTMLInputElement>('wallet-amount').value).toBe('10000');
    expect(byTestId('wallet-cashier').hidden).toBe(true);

    byTestId<HTMLInputElement>('wallet-amount').value = '500';
    byTestId('wallet-in').click();
    await vi.waitFor(() => expect(byTestId('balance').textContent).toBe('500.00'));
    expect(byTestId('wallet-message').textContent).toBe('500 moved into the game');
    const moveIn = sent.find((s) => s.url === '/play/api/wallet/move')!;
    expect(moveIn.body).toEqual({ direction: 'in', amount: 500 });
    expect(moveIn.key).toMatch(/^[\x21-\x7e]{8,128}$/);

    await vi.waitFor(() => expect(byTestId('wallet-panel').hidden).toBe(true)); // closes itself after a transfer in
    byTestId('wallet-open').click();
    await vi.waitFor(() => expect(byTestId('wallet-panel').hidden).toBe(false));
    byTestId<HTMLInputElement>('wallet-amount').value = '100';
    byTestId('wallet-out').click();
    await vi.waitFor(() => expect(byTestId('balance').textContent).toBe('400.00'));
    const moves = sent.filter((s) => s.url === '/play/api/wallet/move');
    expect(moves.map((m) => m.body)).toEqual([
      { direction: 'in', amount: 500 },
      { direction: 'out', amount: 100 },
    ]);
    expect(new Set(moves.map((m) => m.key)).size).toBe(2);
    expect(byTestId('wallet-central').textContent).toBe('9600.00');
  });

  it('refuses an amount that is not a whole number without calling the API', async () => {
    const { sent } = openPage({ central: '300.00', game: '0.00', suggested: 300 }, 'zh_TW');
    await vi.waitFor(() => expect(byTestId('wallet-central').textContent).toBe('300.00'));
    byTestId<HTMLInputElement>('wallet-amount').value = '1.5';
    byTestId('wallet-in').click();
    expect(byTestId('wallet-message').textContent).toBe('請輸入 1 以上的整數金額。');
    expect(sent.filter((s) => s.url === '/play/api/wallet/move')).toEqual([]);
  });

  it('with both wallets empty points to the portal cashier', async () => {
    openPage({ central: '0.00', game: '0.00', suggested: 0 }, 'zh_TW');
    await vi.waitFor(() => expect(byTestId('wallet-lead').textContent).toBe('中心錢包與本遊戲錢包都沒有餘額，請先存款。'));
    expect(byTestId('wallet-cashier').hidden).toBe(false);
    expect(byTestId('wallet-cashier').getAttribute('href')).toBe('/#/mine/recharge');
    expect(byTestId<HTMLButtonElement>('wallet-in').disabled).toBe(true);
  });

  it('stays closed while the game wallet holds money', async () => {
    const { sent } = openPage({ central: '100.00', game: '50.00', suggested: 100 });
    await vi.waitFor(() => expect(byTestId('balance').textContent).toBe('50.00'));
    expect(byTestId('wallet-panel').hidden).toBe(true);
    expect(sent.map((s) => s.url)).toEqual(['/play/api/balance']);
  });
});
