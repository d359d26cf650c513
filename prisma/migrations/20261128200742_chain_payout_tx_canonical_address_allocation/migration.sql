-- AlterTable
ALTER TABLE "member_deposit_addresses" ADD COLUMN     "allocated_block" BIGINT;

-- A payout's transaction hash in one spelling (modules/chain/payouts.ts canonicalTxHash): lower case,
-- 0x + 64 hex for ERC20, 64 hex without 0x for TRC20. Recorded while no watcher ran for the
-- protocol, a hash kept the spelling finance typed, so one transaction could be on two withdrawals
-- (0x… on one, the bare hash on the other). Per transaction one withdrawal keeps it, in the
-- canonical spelling: a verified one, else one already spelled so, else the oldest. Any other
-- withdrawal recorded with the same transaction is flagged for finance to check by hand, with a
-- spelling that is not the canonical one (its own, or the other one), which the unique index allows.
CREATE TEMP TABLE payout_spellings ON COMMIT DROP AS
SELECT id, n, keeper, canonical,
       CASE WHEN payout_tx <> canonical THEN payout_tx WHEN protocol = 'ERC20' THEN substr(canonical, 3) ELSE '0x' || canonical END AS aside
FROM (
  SELECT id, protocol, payout_tx, canonical,
         row_number() OVER same_tx AS n,
         first_value(order_no) OVER same_tx AS keeper
  FROM (
    SELECT id, order_no, protocol, payout_tx, payout_state,
           CASE WHEN protocol = 'ERC20' THEN '0x' ELSE '' END || lower(regexp_replace(payout_tx, '^0[xX]', '')) AS canonical
    FROM withdrawals WHERE payout_tx IS NOT NULL
  ) spelled
  WINDOW same_tx AS (PARTITION BY protocol, canonical ORDER BY (payout_state = 'verified') DESC, (payout_tx = canonical) DESC, id)
) ranked;

-- Out of the way first (a placeholder no hash has), then the keepers take the canonical spelling,
-- then the others their spelling aside from it.
UPDATE withdrawals w
SET payout_tx = 'aside ' || w.id,
    payout_state = 'flagged',
    payout_note = 'the same transaction is recorded as the payout of withdrawal ' || s.keeper || ': check by hand which one it paid',
    payout_checked_at = NULL
FROM payout_spellings s WHERE w.id = s.id AND s.n > 1;

UPDATE withdrawals w SET payout_tx = s.canonical FROM payout_spellings s WHERE w.id = s.id AND s.n = 1 AND w.payout_tx <> s.canonical;

UPDATE withdrawals w SET payout_tx = s.aside FROM payout_spellings s WHERE w.id = s.id AND s.n > 1;

-- Members' deposit addresses are given from index 1: index 0 of the seed is where an operator's own
-- wallet usually sits. Addresses given index 0 before stay as they are (an address is never
-- reassigned): NOT VALID checks new rows only (docs/operations.md says what to do with one).
ALTER TABLE "member_deposit_addresses" ADD CONSTRAINT "member_deposit_addresses_idx_from_1" CHECK ("idx" >= 1) NOT VALID;
