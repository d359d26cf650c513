import type { Sql } from '../../../db/sql.js';
import { centralCodeSql, platformCodeSql } from '../chart.js';

// What other modules read of the wallet's tables, through the wallet (modules/index.ts hands it to
// them in their deps): whole reads, and the pieces of a statement of theirs that must stay one
// statement (an expression on a member id expression of theirs, `u.id` or `$1`).

export const walletReads = {
  /** SQL: the member's central balance (NULL before the account exists). */
  centralBalanceSql: (userIdSql: string) => `(SELECT balance FROM accounts WHERE code = ${centralCodeSql(userIdSql)})`,

  /** SQL: what the member holds in the platform accounts of the platforms there are (the money at stake in games; NULL when none). */
  inGamesSql: (userIdSql: string) => `(SELECT SUM(balance) FROM accounts WHERE code IN (SELECT ${platformCodeSql(userIdSql, 'platname')} FROM platforms))`,

  /**
   * SQL: the back office's credits to the member posted after `afterSql` that were not corrections
   * (the turnover rule: credited money is bet once before it can leave; posted_at is set in the
   * transaction that credits the money).
   */
  turnoverCreditsSql: (userIdSql: string, afterSql: string) =>
    `(SELECT COALESCE(SUM(a.amount), 0) FROM balance_adjustments a
      WHERE a.user_id = ${userIdSql} AND a.direction = 'credit' AND NOT a.correction AND a.posted_at IS NOT NULL AND a.posted_at > ${afterSql})`,

  /** The member's accounts, the central one first, then by platform. */
  memberAccounts: (db: Sql, userId: number) =>
    db.query<{ kind: string; platform: string; balance: string }>(
      `SELECT kind, platform, balance::text AS balance FROM accounts WHERE user_id = $1 ORDER BY kind = 'central' DESC, platform`,
      [userId],
    ),

  /** The member's latest `limit` ledger lines (every account of theirs), newest first. */
  recentEntries: (db: Sql, userId: number, limit: number) =>
    db.query<{ id: string; kind: string; platform: string; tx_kind: string; amount: string; memo: string; created_at: Date }>(
      `SELECT e.id::text AS id, a.kind, a.platform, t.kind AS tx_kind, e.amount::text AS amount, t.memo, e.created_at
       FROM journal_entries e JOIN accounts a ON a.id = e.account_id JOIN journal_transactions t ON t.id = e.transaction_id
       WHERE a.user_id = $1 ORDER BY e.id DESC LIMIT $2`,
      [userId, limit],
    ),

  /** The member's latest `limit` transfers, newest first. */
  recentTransfers: (db: Sql, userId: number, limit: number) =>
    db.query<{ order_no: string; platname: string; direction: string; amount: string; state: number; reason: string; created_at: Date }>(
      'SELECT order_no, platname, direction, amount::text AS amount, state, reason, created_at FROM transfers WHERE user_id = $1 ORDER BY id DESC LIMIT $2',
      [userId, limit],
    ),
};

export type WalletReads = typeof walletReads;
