/**
 * The sportsbook page in jsdom against a fake player API: the table, the demonstration mark, and
 * the slip's recovery from a moved price (240): the new odds shown beside the struck old ones, and
 * the next bet sent at the new odds.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startApp } from '../src/sports/app.js';

const event = {
  id: 5,
  sport: 'football',
  league: 'Demo League',
  home: 'Lions',
  away: 'Tigers',
  starts_at: '2026-11-29 20:00:00',
  status: 'not_started',
  score: null,
  suspended: false,
  demo: true,
  markets: [
    {
      id: 50,
      kind: '1x2',
      line: null,
      status: 'open',
      in_play: false,
      outcomes: [
        { id: 501, code: 'home', odds: '2.100', odds_hk: '1.10', status: 'open', result: null },
        { id: 502, code: 'draw', odds: '3.200', odds_hk: '2.20', status: 'open', result: null },
        { id: 503, code: 'away', odds: '3.500', odds_hk: '2.50', status: 'open', result: null },
      ],
    },
  ],
};

const flush = () => new Promise((r) => setTimeout(r, 0));
let stop: (() => void) | undefined;
afterEach(() => {
  stop?.();
  vi.unstubAllGlobals();
});

describe('the sportsbook page', () => {
  it('marks a demonstration event, and after a 240 bets again at the new odds the player accepted', async () => {
    const bets: { selections: { odds: string }[] }[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: { body: string }) => {
        const body = JSON.parse(init.body) as { selections: { odds: string }[] };
        let reply: object = { code: 200, message: 'ok', data: {} };
        if (url.endsWith('/balance')) reply = { code: 200, message: 'ok', data: { balance: '100.00' } };
        if (url.endsWith('/sports/events'))
          reply = {
            code: 200,
            message: 'ok',
            data: {
              sports: [{ sport: 'football', count: 1, leagues: [{ league: 'Demo League', count: 1 }] }],
              counts: { today: 1, early: 0, live: 0, results: 0 },
              events: [event],
            },
          };
        if (url.endsWith('/sports/bet')) {
          bets.push(body);
          reply =
            bets.length === 1
              ? { code: 240, message: 'odds changed', data: { changes: [{ outcome_id: 501, odds: '2.050', odds_hk: '1.05', status: 'open' }] } }
              : { code: 200, message: 'ok', data: { bet: { id: '77' }, balance: '90.00' } };
        }
        return new Response(JSON.stringify(reply), { status: 200, headers: { 'Content-Type': 'application/json' } });
      }),
    );
    document.body.innerHTML = '<div id="app"></div>';
    const root = document.getElementById('app')!;
    stop = startApp({ token: 'tok', locale: 'en_US', venue: 'sports', platname: 'SABA', api: '/play/api' }, root).stop;
    await vi.waitFor(() => expect(root.querySelector('[data-testid=event]')).not.toBeNull());
    expect(root.querySelector('[data-testid=demo]')?.textContent).toBe('Demo');
    expect(root.querySelector('[data-testid=venue]')?.textContent).toBe('SABA Sports');

    (root.querySelector('[data-outcome="501"]') as HTMLButtonElement).click();
    const stake = root.querySelector('[data-testid=stake]') as HTMLInputElement;
    stake.value = '10';
    stake.dispatchEvent(new Event('input'));
    expect(root.querySelector('[data-testid=return]')?.textContent).toBe('21.00');
    (root.querySelector('[data-testid=place]') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(root.querySelector('[data-testid=slip-msg]')?.textContent).toMatch(/odds changed/));
    expect(bets[0]!.selections[0]!.odds).toBe('2.100');
    expect(root.querySelector('[data-testid=prev-odds]')?.textContent).toBe('2.100');
    expect(root.querySelector('[data-testid=pick-odds]')?.textContent).toBe('2.050');
    expect(root.querySelector('[data-testid=place]')?.textContent).toBe('Accept new odds');
    expect(root.querySelector('[data-testid=return]')?.textContent).toBe('20.50');

    (root.querySelector('[data-testid=place]') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(root.querySelector('[data-testid=slip-msg]')?.textContent).toMatch(/Bet placed, ticket 77/));
    expect(bets[1]!.selections[0]!.odds).toBe('2.050');
    await flush();
    expect(root.querySelector('[data-testid=balance]')?.textContent).toBe('¥ 90.00');
    expect(root.querySelectorAll('[data-testid=pick]')).toHaveLength(0);
  });

  it('an e-sport venue shows its four games as tabs and asks the API for the first', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string, init: { body: string }) => {
        if (url.endsWith('/sports/events')) asked.push((JSON.parse(init.body) as { sport: string }).sport);
        const data = url.endsWith('/balance') ? { balance: '0.00' } : { sports: [], counts: { today: 0, early: 0, live: 0, results: 0 }, events: [] };
        return new Response(JSON.stringify({ code: 200, message: 'ok', data }), { status: 200 });
      }),
    );
    document.body.innerHTML = '<div id="app"></div>';
    const root = document.getElementById('app')!;
    stop = startApp({ token: 'tok', locale: 'zh_TW', venue: 'esports', platname: 'IA', api: '/play/api' }, root).stop;
    await vi.waitFor(() => expect(root.querySelector('[data-testid=state-empty]')?.textContent).toBe('暫無賽事'));
    expect([...root.querySelectorAll('[data-testid=sport-tabs] button')].map((b) => b.getAttribute('data-testid'))).toEqual([
      'sport-lol',
      'sport-dota2',
      'sport-cs2',
      'sport-hok',
    ]);
    expect(asked).toEqual(['lol']);
    expect(root.querySelector('[data-testid=venue]')?.textContent).toBe('IA電競');
  });
});
