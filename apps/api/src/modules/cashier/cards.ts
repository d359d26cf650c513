import { CardType, MAX_BOUND_CARDS, MAX_USDT_ADDRESSES, type BindCardInput, type DelCardInput, type GetCardInput } from '@portal/contracts';
import { isUniqueViolation } from '../../db/errors.js';
import type { Sql, SqlPool } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import type { MemberContext } from '../../context.js';
import { denied, invalid, notFound } from '../../errors.js';
import type { PasswordHasher } from '../../security/passwords.js';
import type { PasswordGuard } from '../../security/password-guard.js';
import { presentCard } from './presenter.js';
import type { CardRow } from './rows.js';

// Bound cards and USDT addresses (type CardType.bank / CardType.usdt): listed, bound after the
// withdrawal password, unbound; and read by a withdrawal (the card it pays to) and the back office.

const CARD_COLUMNS = 'c.id, c.user_id, c.type, c.bank, c.bank_no, c.bank_owner, c.bank_address, c.created_at';

/** One of the member's own cards by id (undefined when it is not theirs or not there). */
export async function memberCard(db: Sql, { userId, cardId }: { userId: number; cardId: number }): Promise<CardRow | undefined> {
  const [card] = await db.query<CardRow>(`SELECT ${CARD_COLUMNS} FROM bound_cards c WHERE c.id = $1 AND c.user_id = $2`, [cardId, userId]);
  return card;
}

/** Every card and address of a member, oldest first (the back office's member view). */
export function memberCards(db: Sql, userId: number): Promise<CardRow[]> {
  return db.query<CardRow>(`SELECT ${CARD_COLUMNS} FROM bound_cards c WHERE c.user_id = $1 ORDER BY c.id`, [userId]);
}

export interface CardsDeps {
  sql: SqlPool;
  clock: Clock;
  hasher: PasswordHasher;
  /** Counts wrong withdrawal passwords per member and locks withdrawals after too many (security/password-guard.ts). */
  passwordGuard: PasswordGuard;
}

export function createCards({ sql, clock, hasher, passwordGuard }: CardsDeps) {
  async function cards(ctx: MemberContext, input: GetCardInput) {
    const rows = await sql.query<CardRow>(`SELECT ${CARD_COLUMNS} FROM bound_cards c WHERE c.user_id = $1 AND c.type = $2 ORDER BY c.id`, [
      ctx.userId,
      input.type,
    ]);
    return rows.map(presentCard);
  }

  async function checkPayPassword(userId: number, plain: string): Promise<void> {
    const [user] = await sql.query<{ pay_password_hash: string }>('SELECT pay_password_hash FROM users WHERE id = $1', [userId]);
    if (!user?.pay_password_hash) throw denied('cashier.noPayPassword');
    if (!(await passwordGuard.check(userId, () => hasher.verify(plain, user.pay_password_hash)))) throw denied('cashier.payPassWrong');
  }

  /** Binds a card or address after the withdrawal password; at most 5 of each kind per member. */
  async function bindCard(ctx: MemberContext, input: BindCardInput) {
    await checkPayPassword(ctx.userId, input.pay_pass);
    const max = input.type === CardType.usdt ? MAX_USDT_ADDRESSES : MAX_BOUND_CARDS;
    try {
      const row = await sql.tx(async (tx) => {
        // Two binds at once must not both see 4 and make 6: the member's row serialises them.
        await tx.query('SELECT 1 FROM users WHERE id = $1 FOR NO KEY UPDATE', [ctx.userId]);
        const [count] = await tx.query<{ n: string }>('SELECT count(*)::text AS n FROM bound_cards WHERE user_id = $1 AND type = $2', [ctx.userId, input.type]);
        if (Number(count?.n ?? 0) >= max) throw invalid(input.type === CardType.usdt ? 'cashier.addressLimit' : 'cashier.cardLimit');
        // An ERC20 address is hex: its checksummed, lower- and upper-case spellings are one address.
        const [sameErc20] = await tx.query(
          "SELECT 1 FROM bound_cards WHERE user_id = $1 AND type = $2 AND bank_owner = 'ERC20' AND $3 = 'ERC20' AND lower(bank_no) = lower($4)",
          [ctx.userId, input.type, input.bank_owner, input.bank_no],
        );
        if (sameErc20) throw invalid('cashier.cardDuplicate');
        const [inserted] = await tx.query<CardRow>(
          `INSERT INTO bound_cards AS c (user_id, type, bank, bank_no, bank_owner, bank_address, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${CARD_COLUMNS}`,
          [ctx.userId, input.type, input.bank, input.bank_no, input.bank_owner, input.bank_address, clock.now()],
        );
        return inserted!;
      });
      return { message: 'cashier.bound' as const, data: presentCard(row) };
    } catch (err) {
      if (isUniqueViolation(err)) throw invalid('cashier.cardDuplicate');
      throw err;
    }
  }

  /** Unbinds one of the member's own cards; anyone else's id is "not found". */
  async function unbindCard(ctx: MemberContext, input: DelCardInput) {
    const rows = await sql.query('DELETE FROM bound_cards WHERE id = $1 AND user_id = $2 RETURNING 1', [input.id, ctx.userId]);
    if (rows.length === 0) throw notFound('cashier.cardNotFound');
    return { message: 'cashier.unbound' as const };
  }

  return { cards, bindCard, unbindCard };
}
