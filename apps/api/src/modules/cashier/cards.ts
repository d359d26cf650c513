import { CardType, MAX_BOUND_CARDS, MAX_USDT_ADDRESSES, type BindCardInput, type DelCardInput, type GetCardInput } from '@portal/contracts';
import { isUniqueViolation } from '../../db/errors.js';
import type { Sql, SqlPool } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import type { MemberContext } from '../../context.js';
import { denied, invalid, notFound } from '../../errors.js';
import type { PasswordHasher } from '../../security/passwords.js';
import type { PasswordGuard } from '../../security/password-guard.js';
import { presentCard } from './presenter.js';
import { countCards, deleteCard, hasErc20Address, insertCard, memberCardsOfType } from './store/cards.js';
import { lockMember, payPasswordHash } from './store/members.js';

// Bound cards and USDT addresses (type CardType.bank / CardType.usdt): listed, bound after the
// withdrawal password, unbound; and read by a withdrawal (the card it pays to) and the back office.

export { memberCard, memberCards } from './store/cards.js';

/** Player protection's check of a card or address before it is bound (no second account for a blocked member). */
export interface CardGuard {
  assertCardFree(db: Sql, card: { userId: number; type: number; protocol: string; number: string }): Promise<void>;
}

export interface CardsDeps {
  sql: SqlPool;
  clock: Clock;
  hasher: PasswordHasher;
  /** Counts wrong withdrawal passwords per member and locks withdrawals after too many (security/password-guard.ts). */
  passwordGuard: PasswordGuard;
  /** Refuses a card or address a member with a time-out or self-exclusion in force has bound. */
  cardGuard?: CardGuard;
}

export function createCards({ sql, clock, hasher, passwordGuard, cardGuard }: CardsDeps) {
  async function cards(ctx: MemberContext, input: GetCardInput) {
    return (await memberCardsOfType(sql, ctx.userId, input.type)).map(presentCard);
  }

  async function checkPayPassword(userId: number, plain: string): Promise<void> {
    const hash = await payPasswordHash(sql, userId);
    if (!hash) throw denied('cashier.noPayPassword');
    if (!(await passwordGuard.check(userId, () => hasher.verify(plain, hash)))) throw denied('cashier.payPassWrong');
  }

  /** Binds a card or address after the withdrawal password; at most 5 of each kind per member. */
  async function bindCard(ctx: MemberContext, input: BindCardInput) {
    await checkPayPassword(ctx.userId, input.pay_pass);
    const max = input.type === CardType.usdt ? MAX_USDT_ADDRESSES : MAX_BOUND_CARDS;
    try {
      const row = await sql.tx(async (tx) => {
        // Two binds at once must not both see 4 and make 6: the member's row serialises them.
        await lockMember(tx, ctx.userId);
        await cardGuard?.assertCardFree(tx, { userId: ctx.userId, type: input.type, protocol: input.bank_owner, number: input.bank_no });
        if ((await countCards(tx, ctx.userId, input.type)) >= max) throw invalid(input.type === CardType.usdt ? 'cashier.addressLimit' : 'cashier.cardLimit');
        // An ERC20 address is hex: its checksummed, lower- and upper-case spellings are one address.
        if (await hasErc20Address(tx, { userId: ctx.userId, type: input.type, protocol: input.bank_owner, address: input.bank_no })) {
          throw invalid('cashier.cardDuplicate');
        }
        return insertCard(tx, {
          userId: ctx.userId,
          type: input.type,
          bank: input.bank,
          bankNo: input.bank_no,
          bankOwner: input.bank_owner,
          bankAddress: input.bank_address,
          createdAt: clock.now(),
        });
      });
      return { message: 'cashier.bound' as const, data: presentCard(row) };
    } catch (err) {
      if (isUniqueViolation(err)) throw invalid('cashier.cardDuplicate');
      throw err;
    }
  }

  /** Unbinds one of the member's own cards; anyone else's id is "not found". */
  async function unbindCard(ctx: MemberContext, input: DelCardInput) {
    if (!(await deleteCard(sql, { userId: ctx.userId, cardId: input.id }))) throw notFound('cashier.cardNotFound');
    return { message: 'cashier.unbound' as const };
  }

  return { cards, bindCard, unbindCard };
}
