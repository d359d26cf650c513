import type { Sql } from '../../../db/sql.js';
import type { CardRow } from '../rows.js';

// Bound cards and USDT addresses (bound_cards).

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

/** The member's cards (or addresses) of one type, oldest first. */
export function memberCardsOfType(db: Sql, userId: number, type: number): Promise<CardRow[]> {
  return db.query<CardRow>(`SELECT ${CARD_COLUMNS} FROM bound_cards c WHERE c.user_id = $1 AND c.type = $2 ORDER BY c.id`, [userId, type]);
}

export async function countCards(tx: Sql, userId: number, type: number): Promise<number> {
  const [count] = await tx.query<{ n: string }>('SELECT count(*)::text AS n FROM bound_cards WHERE user_id = $1 AND type = $2', [userId, type]);
  return Number(count?.n ?? 0);
}

/** Whether the member has bound this ERC20 address already in another spelling (hex: its checksummed, lower- and upper-case spellings are one address). */
export async function hasErc20Address(tx: Sql, card: { userId: number; type: number; protocol: string; address: string }): Promise<boolean> {
  const [same] = await tx.query(
    "SELECT 1 FROM bound_cards WHERE user_id = $1 AND type = $2 AND bank_owner = 'ERC20' AND $3 = 'ERC20' AND lower(bank_no) = lower($4)",
    [card.userId, card.type, card.protocol, card.address],
  );
  return same !== undefined;
}

export interface NewCard {
  userId: number;
  type: number;
  bank: string;
  bankNo: string;
  bankOwner: string;
  bankAddress: string;
  createdAt: Date;
}

/** Binds a card (a unique violation when the member has it already). */
export async function insertCard(tx: Sql, c: NewCard): Promise<CardRow> {
  const [inserted] = await tx.query<CardRow>(
    `INSERT INTO bound_cards AS c (user_id, type, bank, bank_no, bank_owner, bank_address, created_at) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING ${CARD_COLUMNS}`,
    [c.userId, c.type, c.bank, c.bankNo, c.bankOwner, c.bankAddress, c.createdAt],
  );
  return inserted!;
}

/** Unbinds one of the member's own cards; false when it is not theirs or not there. */
export async function deleteCard(sql: Sql, { userId, cardId }: { userId: number; cardId: number }): Promise<boolean> {
  const rows = await sql.query('DELETE FROM bound_cards WHERE id = $1 AND user_id = $2 RETURNING 1', [cardId, userId]);
  return rows.length > 0;
}
