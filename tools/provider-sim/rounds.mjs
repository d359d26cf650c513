// How the simulated provider's game server plays rounds against the portal's seamless wallet API:
// one to three bets, then a win (or a zero win closing a loss), now and then a rollback of a bet;
// every call retried with the same body (same request and transaction uuids) on a time-out.
import { YUAN, betBody, rollbackBody, uuid, winBody } from '../conformance/client.mjs';

/** A small seeded generator (mulberry32), so a run can be replayed. */
export function random(seed) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const cents = (rand, lo, hi) => (lo + Math.floor(rand() * (hi - lo + 1))) * (YUAN / 100);

/**
 * Plays one round for `player` ({user, token}); returns what it did and the net change of the
 * member's balance it caused (in units), counted from the portal's answers.
 */
export async function playRound(provider, player, rand, game = 'slot1') {
  const round = uuid();
  const calls = [];
  let net = 0;
  const send = async (path, body) => {
    const reply = await provider.callRetrying(path, body);
    calls.push({ path, status: reply.body.status, attempts: reply.attempts, uuid: body.transaction_uuid });
    return reply;
  };
  const bets = rand() < 0.2 ? 2 + Math.floor(rand() * 2) : 1;
  const placed = [];
  for (let i = 0; i < bets; i++) {
    const b = betBody(player.user, player.token, cents(rand, 100, 500), { round, game_code: game });
    const reply = await send('/transaction/bet', b);
    if (reply.body.status === 'RS_OK') {
      placed.push(b);
      net -= b.amount;
    }
  }
  if (placed.length > 0 && rand() < 0.1) {
    const undone = placed.splice(Math.floor(rand() * placed.length), 1)[0];
    const reply = await send('/transaction/rollback', rollbackBody(player.user, player.token, undone.transaction_uuid, { round, game_code: game }));
    if (reply.body.status === 'RS_OK') net += undone.amount;
  }
  let balance = null;
  if (placed.length > 0) {
    const stake = placed.reduce((s, b) => s + b.amount, 0);
    const payout = rand() < 0.45 ? Math.round((stake * (0.5 + rand() * 2.5)) / 1000) * 1000 : 0;
    const reply = await send('/transaction/win', winBody(player.user, player.token, payout, round, { game_code: game }));
    if (reply.body.status === 'RS_OK') net += payout;
    balance = reply.body.balance ?? null;
  }
  return { round, calls, net, balance };
}
