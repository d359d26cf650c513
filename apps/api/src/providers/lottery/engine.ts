import {
  DEFAULT_ODDS,
  EDGE_BOUNDS,
  LOTTERY_GAMES,
  LOTTERY_KINDS,
  betTypes,
  canonicalSelection,
  edgePercent,
  expandPick,
  exposureOf,
  oddsMilliOf,
  oddsOf,
  oddsText,
  oddsWithinBounds,
  resultValues,
  returnOf,
  type LotteryGame,
  type OddsTable,
} from '@portal/game-rules';
import {
  LotteryBetState,
  LotteryDrawState,
  ReplyCode,
  lotteryGameName,
  lotteryKindName,
  type LotteryAdminDrawsInput,
  type LotteryAdminGameReply,
  type LotteryBetInput,
  type LotteryBetsInput,
  type LotteryCancelInput,
  type LotteryGameSaveInput,
  type LotteryReportInput,
  type Locale,
  type MessageKey,
} from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import type { Sql, SqlPool } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import type { Logger } from '../../logger.js';
import { AppError } from '../../errors.js';
import { formatMoney } from '../../money.js';
import { beijingDays } from '../../time.js';
import type { RoundGate } from '../builtin/routes.js';
import { CHAIN_LENGTH, ChainUnreadable, deriveResult, hashOfSeed, makeChain, seedAt, type ChainVault } from './chain.js';
import { slotAfter, slotAt, type Schedule } from './schedule.js';
import { BetRefused, type GameRow, type KeptPick, type LotteryStore, type SealedChain } from './store.js';
import { presentAdminDraw, presentBet, presentChain, presentDraw, type Who } from './presenter.js';

// The lottery platform's use cases: the draw job (draws made ahead with their hashes, due draws
// drawn and settled), the player's (the boards, the current draw, betting, the bets and the last
// draws), anyone's verification, and the desk's (games, draws, cancelling, profit and loss).

interface Deps {
  sql: SqlPool;
  store: LotteryStore;
  vault: ChainVault;
  schedule: Schedule;
  clock: Clock;
  log: Logger;
  /** Seeds per new chain: CHAIN_LENGTH (10^6); a test of chain rotation makes shorter ones. */
  chainLength?: number;
}

const refusals: Record<BetRefused['reason'], [number, MessageKey]> = {
  unknown: [ReplyCode.validation, 'lottery.drawUnknown'],
  notOpen: [ReplyCode.denied, 'lottery.notOpen'],
  closed: [ReplyCode.denied, 'lottery.closed'],
  cap: [ReplyCode.denied, 'lottery.capReached'],
  gameClosed: [ReplyCode.denied, 'lottery.gameClosed'],
  insufficient: [ReplyCode.overBalance, 'transfer.insufficient'],
};

/** Thousandths as the NUMERIC(12,3) text a bet keeps (1980 → "1.980"). */
const numericOdds = (milli: number) => (milli / 1000).toFixed(3);
const cents = (amount: string) => BigInt(new Prisma.Decimal(amount).times(100).toFixed(0));
/** A bound of the house edge (a ratio) in percent: 1/200 → "0.50". */
const percent = (edge: { n: bigint; d: bigint }) => edgePercent({ n: edge.d - edge.n, d: edge.d });

export function createLotteryEngine({ sql, store, vault, schedule, clock, log, chainLength = CHAIN_LENGTH }: Deps) {
  // ---- the draw job ----

  /** A game's chain in use with an index left, made (and published) when there is none. */
  async function ensureChain(game: LotteryGame, now: Date): Promise<void> {
    const inUse = await store.chainInUse(game);
    if (inUse && inUse.next_index <= inUse.length) return;
    const made = await makeChain(chainLength);
    await store.addChain(
      { game, length: chainLength, terminal: made.terminal, sealed: vault.seal(game, made.terminal, made.checkpoints), replaces: inUse?.id ?? null },
      now,
    );
    log.info({ game, terminalHash: made.terminal, replaces: inUse?.id ?? null }, 'lottery chain published');
  }

  /** The hash a draw at `index` of a chain shows before betting: SHA-256 of its seed. */
  const hashAt = (chain: SealedChain, game: LotteryGame, index: number) => hashOfSeed(seedAt(vault.open(game, chain.terminal_hash, chain.sealed), index));

  /** The draw running now and the next of each enabled game exist, with their hashes (made at most once, in slot order). */
  async function ensureDraws(now: Date, only?: readonly LotteryGame[]): Promise<number> {
    await store.ensureGames(LOTTERY_GAMES);
    let created = 0;
    for (const row of await store.games()) {
      if (!row.enabled || (only && !only.includes(row.code))) continue;
      await ensureChain(row.code, now);
      const current = slotAt(schedule, now);
      for (const slot of [current, slotAfter(schedule, current)]) {
        const make = () => store.createDraw(row.code, slot, { hashAt: (chain, index) => hashAt(chain, row.code, index), now });
        let made = await make();
        if (made === 'noChain') {
          await ensureChain(row.code, now);
          made = await make();
        }
        if (made === 'created') created += 1;
      }
    }
    return created;
  }

  /**
   * Draws one draw whose time has come, settling all its bets, in one transaction: a crash anywhere
   * leaves it open with every bet as it was, to be drawn by the next run (with the same seed: the
   * result was fixed before the first bet). Draws late when the job could not run on time (the
   * seed was committed before betting opened and betting closed on time, so a late draw is as fair).
   * A draw whose seed cannot be had (its chain does not open, or the seed is not its hash) is
   * cancelled and refunded instead. Null when it is not due or not open (drawn by another process).
   */
  async function drawOne(id: string, now: Date) {
    return sql.tx(async (tx) => {
      const draw = await store.lockOpenDraw(tx, { id });
      if (!draw || draw.draws_at.getTime() > now.getTime()) return null;
      let seed: string;
      try {
        seed = seedAt(vault.open(draw.game, draw.chain.terminal_hash, draw.chain.sealed), draw.chain_index);
      } catch (err) {
        if (!(err instanceof ChainUnreadable)) throw err;
        log.error({ game: draw.game, drawNo: draw.draw_no, err: err.message }, 'lottery draw cancelled: its chain does not open');
        const refunded = await store.cancelDraw(tx, { id, reason: 'system: the seed chain could not be opened', seed: null, result: null }, now);
        return { game: draw.game, drawNo: draw.draw_no, state: 'cancelled' as const, ...refunded };
      }
      if (hashOfSeed(seed) !== draw.hash) {
        log.error({ game: draw.game, drawNo: draw.draw_no }, 'lottery draw cancelled: its seed does not match its published hash');
        const refunded = await store.cancelDraw(tx, { id, reason: 'system: the seed does not match the published hash', seed: null, result: null }, now);
        return { game: draw.game, drawNo: draw.draw_no, state: 'cancelled' as const, ...refunded };
      }
      const result = deriveResult(draw.game, draw.draw_no, seed);
      const settled = await store.settleDraw(tx, { id, seed, result, values: resultValues(draw.game, result) }, now);
      return { game: draw.game, drawNo: draw.draw_no, state: 'drawn' as const, result, ...settled };
    });
  }

  async function drawDue(now: Date) {
    const done = [];
    for (const { id } of await store.dueDraws(now)) {
      const outcome = await drawOne(id, now);
      if (outcome) done.push(outcome);
    }
    return done;
  }

  /** The job: the coming draws made, the due ones drawn. */
  async function tick(now = clock.now()) {
    const created = await ensureDraws(now);
    const drawn = await drawDue(now);
    return { created, drawn: drawn.map((d) => `${d.game} ${d.drawNo} ${d.state} (${d.bets} bets)`) };
  }

  // ---- the player's ----

  const gameRow = async (game: LotteryGame) => (await store.games()).find((g) => g.code === game);

  /** The boards of the games on sale: every kind with its selections and their odds. */
  async function boards(locale: Locale) {
    const rows = await store.games();
    return rows
      .filter((g) => g.enabled)
      .map((g) => ({
        game: g.code,
        name: lotteryGameName(g.code, locale),
        enabled: g.enabled,
        draw_seconds: schedule.drawSeconds,
        close_seconds: schedule.closeSeconds,
        min_stake: formatMoney(g.min_stake),
        max_stake: formatMoney(g.max_stake),
        kinds: kindsOf(g, locale),
      }));
  }

  function kindsOf(g: GameRow, locale: Locale) {
    return betKindsWithOdds(g.code, g.odds).map((k) => ({
      kind: k.kind,
      name: lotteryKindName(g.code, k.kind, locale),
      selections: k.selections,
      ...(k.pick !== undefined ? { pick: k.pick, paytable: k.paytable } : {}),
    }));
  }

  /** The draw running now (betting open, or closed and waiting), the next one, and the last drawn. */
  async function current(game: LotteryGame) {
    const now = clock.now();
    const [row, [running, next], [last]] = await Promise.all([gameRow(game), store.currentDraws(game, now), store.pastDraws(game, 1)]);
    const iso = (d: Date | null | undefined) => (d ? d.toISOString() : null);
    const live = row?.enabled ? running : undefined;
    const state = !live
      ? ('none' as const)
      : live.state === LotteryDrawState.cancelled
        ? ('cancelled' as const)
        : live.opens_at.getTime() <= now.getTime() && live.closes_at.getTime() > now.getTime()
          ? ('open' as const)
          : ('closed' as const);
    return {
      game,
      draw_no: live?.draw_no ?? null,
      state,
      opens_at: iso(live?.opens_at),
      closes_at: iso(live?.closes_at),
      draws_at: iso(live?.draws_at),
      hash: live?.hash ?? null,
      server_time: now.toISOString(),
      next: live && next ? { draw_no: next.draw_no, draws_at: next.draws_at.toISOString(), hash: next.hash } : null,
      last: last ? presentDraw(last) : null,
    };
  }

  /**
   * A slip of picks on one draw. Each pick is checked against its game's board (a kind the game
   * has, a selection the kind takes, a stake within the game's range) and priced at the odds in
   * force; then player protection has its say (`gate`: a block, the play-time limit, a loss limit
   * the slip's total could pass) and the slip is placed in the books (store.placeBets: draw open,
   * payout cap, balance).
   */
  async function placeBets(who: Who, input: LotteryBetInput, { key, locale, gate }: { key: string | null; locale: Locale; gate?: RoundGate }) {
    const game = input.game;
    const row = await gameRow(game);
    if (!row?.enabled) throw new AppError(ReplyCode.denied, 'lottery.gameClosed');
    const min = new Prisma.Decimal(row.min_stake);
    const max = new Prisma.Decimal(row.max_stake);
    let total = new Prisma.Decimal(0);
    const picks: KeptPick[] = input.picks.map((p) => {
      const selection = canonicalSelection(game, p.kind, p.selection);
      if (selection === null) throw new AppError(ReplyCode.validation, 'lottery.pickInvalid');
      const stake = new Prisma.Decimal(p.stake);
      if (stake.lessThan(min) || stake.greaterThan(max))
        throw new AppError(ReplyCode.validation, 'lottery.stakeRange').with({ min: formatMoney(min), max: formatMoney(max) });
      total = total.plus(stake);
      const kept = expandPick(game, p.kind, selection);
      const odds = oddsOf(game, row.odds, kept.typeId);
      const stakeText = stake.toFixed(2);
      return {
        kind: p.kind,
        selection,
        stake: stakeText,
        odds: odds.map(numericOdds),
        dim: 'dim' in kept ? kept.dim : null,
        wins: 'wins' in kept ? kept.wins : null,
        pushes: 'pushes' in kept ? kept.pushes : null,
        numbers: 'numbers' in kept ? kept.numbers : null,
        exposure: exposureOf(game, kept, odds, cents(stakeText)).map((e) => ({ slot: e.slot + 1, cents: e.cents.toString() })),
      };
    });
    const place = (db: Sql, at: Date) =>
      store.placeBets(db, { brand: who.brand, player: who.player, game, drawNo: input.draw_no, picks, total: total.toFixed(2), key, now: at });
    let placed: Awaited<ReturnType<typeof place>>;
    try {
      placed = gate ? await gate.round({ platname: who.platname, player: who.player }, total, place) : await place(sql, clock.now());
    } catch (err) {
      if (!(err instanceof BetRefused)) throw err;
      const [code, message] = refusals[err.reason];
      throw new AppError(code, message);
    }
    const bets = await store.playerBets(who, { slipId: placed.slipId, limit: 50 });
    // In the slip's order (the list is newest first).
    const placedBets = bets.reverse().map((b) => presentBet(b, locale));
    return {
      balance: formatMoney(placed.balance),
      slip_id: placed.slipId,
      draw_no: bets[0]?.draw_no ?? input.draw_no,
      total: formatMoney(placedBets.reduce((s, b) => s.plus(b.stake), new Prisma.Decimal(0))),
      bets: placedBets,
    };
  }

  async function playerBets(who: Who, input: LotteryBetsInput, locale: Locale) {
    const state = input.state === undefined ? undefined : LotteryBetState[input.state];
    const rows = await store.playerBets(who, { state, game: input.game, limit: input.limit, before: input.before });
    return { bets: rows.map((b) => presentBet(b, locale)) };
  }

  async function pastDraws(game: LotteryGame, limit: number) {
    return { draws: (await store.pastDraws(game, limit)).map(presentDraw) };
  }

  // ---- anyone's ----

  async function verify(game: LotteryGame, drawNo: string) {
    const draw = await store.drawByNo(game, drawNo);
    if (!draw) throw new AppError(ReplyCode.notFound, 'lottery.drawUnknown');
    const chain = (await store.chain(draw.chain_id))!;
    return {
      ...presentDraw(draw),
      closes_at: draw.closes_at.toISOString(),
      chain: presentChain(chain),
      chain_index: draw.chain_index,
      hmac_message: `${game}:${drawNo}:<round>`,
      procedure: 'v1: docs/lottery.md#provably-fair',
    };
  }

  async function chainsOf(game: LotteryGame) {
    return (await store.chains(game)).map(presentChain);
  }

  // ---- the desk's ----

  async function deskGames(locale: Locale): Promise<LotteryAdminGameReply[]> {
    await store.ensureGames(LOTTERY_GAMES);
    return (await store.games()).map((g) => presentAdminGame(g, locale));
  }

  /**
   * A game changed by the desk, in the caller's transaction (its audit row goes with it): on/off,
   * stake range, payout cap, and the odds of any bet type, each refused unless well formed and its
   * house edge within EDGE_BOUNDS. Returns the row before and after.
   */
  async function saveGame(tx: Sql, input: LotteryGameSaveInput, locale: Locale) {
    await store.ensureGames(LOTTERY_GAMES);
    const before = (await store.gameForUpdate(tx, input.game))!;
    const odds: OddsTable = { ...before.odds };
    const types = betTypes(input.game);
    for (const [id, texts] of Object.entries(input.odds ?? {})) {
      const type = types.find((t) => t.id === id);
      if (!type) throw new AppError(ReplyCode.validation, 'lottery.betTypeUnknown').with({ type: id });
      const milli = texts.map(oddsMilliOf);
      if (milli.some((m) => m === null) || !oddsWithinBounds(input.game, type, milli as number[]))
        throw new AppError(ReplyCode.validation, 'lottery.oddsOutOfBounds').with({ type: id, min: percent(EDGE_BOUNDS.min), max: percent(EDGE_BOUNDS.max) });
      odds[id] = milli as number[];
    }
    const next = {
      code: input.game,
      enabled: input.enabled ?? before.enabled,
      odds,
      min_stake: input.min_stake ?? before.min_stake,
      max_stake: input.max_stake ?? before.max_stake,
      payout_cap: input.payout_cap ?? before.payout_cap,
    };
    const [min, max, cap] = [next.min_stake, next.max_stake, next.payout_cap].map((v) => new Prisma.Decimal(v));
    if (min!.lessThanOrEqualTo(0) || max!.lessThan(min!) || cap!.lessThanOrEqualTo(0) || max!.greaterThan('99999999') || cap!.greaterThan('9999999999'))
      throw new AppError(ReplyCode.validation, 'lottery.stakesInvalid');
    const after = await store.saveGame(tx, next, clock.now());
    return { before: presentAdminGame(before, locale), after: presentAdminGame(after, locale) };
  }

  function presentAdminGame(g: GameRow, locale: Locale): LotteryAdminGameReply {
    return {
      game: g.code,
      name: lotteryGameName(g.code, locale),
      enabled: g.enabled,
      min_stake: formatMoney(g.min_stake),
      max_stake: formatMoney(g.max_stake),
      payout_cap: formatMoney(g.payout_cap),
      edge_min: percent(EDGE_BOUNDS.min),
      edge_max: percent(EDGE_BOUNDS.max),
      bet_types: betTypes(g.code).map((t) => {
        const odds = oddsOf(g.code, g.odds, t.id);
        return {
          id: t.id,
          kind: t.kind,
          selections: [...t.selections],
          ...(t.pick !== undefined ? { pick: t.pick } : {}),
          odds: odds.map(oddsText),
          default_odds: (DEFAULT_ODDS[g.code][t.id] ?? []).map(oddsText),
          edge: edgePercent(returnOf(g.code, t, odds)),
        };
      }),
      updated_at: g.updated_at.toISOString(),
    };
  }

  async function deskDraws(input: LotteryAdminDrawsInput) {
    const pageSize = 20;
    const day = input.date ? beijingDays(input.date, input.date) : null;
    const { rows, total } = await store.deskDraws({
      game: input.game,
      state: input.state === undefined ? undefined : LotteryDrawState[input.state],
      from: day?.start,
      to: day?.end,
      limit: pageSize,
      offset: (input.page - 1) * pageSize,
    });
    return { list: rows.map(presentAdminDraw), total, page: input.page, page_size: pageSize };
  }

  /**
   * A draw not yet drawn cancelled by the desk, in the caller's transaction (its audit row goes with
   * it): every bet refunded once, the seed revealed with the result it would have given.
   */
  async function cancel(tx: Sql, input: LotteryCancelInput) {
    const draw = await store.lockOpenDraw(tx, { game: input.game, drawNo: input.draw_no });
    if (!draw) {
      const exists = await store.drawByNo(input.game, input.draw_no);
      throw exists ? new AppError(ReplyCode.denied, 'lottery.notCancellable') : new AppError(ReplyCode.notFound, 'lottery.drawUnknown');
    }
    let seed: string | null = null;
    try {
      seed = seedAt(vault.open(draw.game, draw.chain.terminal_hash, draw.chain.sealed), draw.chain_index);
    } catch (err) {
      if (!(err instanceof ChainUnreadable)) throw err;
    }
    const result = seed && hashOfSeed(seed) === draw.hash ? deriveResult(draw.game, draw.draw_no, seed) : null;
    const refunded = await store.cancelDraw(tx, { id: draw.id, reason: input.reason, seed: result ? seed : null, result }, clock.now());
    return { game: input.game, draw_no: input.draw_no, refunded_bets: refunded.bets, refunded: formatMoney(refunded.refunded), draw };
  }

  async function report(input: LotteryReportInput) {
    const { start, end, days } = beijingDays(input.from, input.to);
    const rows = await store.report({ from: start, to: end, game: input.game });
    const sum = (list: { draws: number; bets: number; stake: string; payout: string }[]) => {
      const stake = list.reduce((s, r) => s.plus(r.stake), new Prisma.Decimal(0));
      const payout = list.reduce((s, r) => s.plus(r.payout), new Prisma.Decimal(0));
      return {
        draws: list.reduce((n, r) => n + r.draws, 0),
        bets: list.reduce((n, r) => n + r.bets, 0),
        stake: formatMoney(stake),
        payout: formatMoney(payout),
        house: formatMoney(stake.minus(payout)),
      };
    };
    return {
      days: days.map((day) => {
        const of = rows.filter((r) => r.day === day);
        return { day, ...sum(of), games: of.map((r) => ({ game: r.game, ...sum([r]) })) };
      }),
      total: sum(rows),
    };
  }

  return {
    ensureDraws,
    drawOne,
    drawDue,
    tick,
    boards,
    current,
    placeBets,
    playerBets,
    pastDraws,
    verify,
    chainsOf,
    deskGames,
    saveGame,
    deskDraws,
    cancel,
    report,
  };
}
export type LotteryEngine = ReturnType<typeof createLotteryEngine>;

/** Each kind of a game's board with its selections priced at the odds in force (keno: the pick count and its paytable). */
export function betKindsWithOdds(game: LotteryGame, table: OddsTable) {
  return LOTTERY_KINDS[game].map((k) =>
    k.pick !== undefined
      ? { kind: k.kind, pick: k.pick, selections: [], paytable: oddsOf(game, table, k.typeOf('')).map(oddsText) }
      : {
          kind: k.kind,
          pick: undefined,
          selections: k.selections.map((selection) => ({ selection, odds: oddsText(oddsOf(game, table, k.typeOf(selection))[0]!) })),
          paytable: undefined,
        },
  );
}
