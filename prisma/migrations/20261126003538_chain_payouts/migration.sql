-- AlterTable
ALTER TABLE "withdrawals" ADD COLUMN     "payout_checked_at" TIMESTAMP(3),
ADD COLUMN     "payout_note" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "payout_state" TEXT,
ADD COLUMN     "payout_tx" TEXT;

-- CreateIndex
CREATE INDEX "withdrawals_payout_state_idx" ON "withdrawals"("payout_state");

-- CreateIndex
CREATE UNIQUE INDEX "withdrawals_protocol_payout_tx_key" ON "withdrawals"("protocol", "payout_tx");

-- The states a payout may be in (contracts ChainPayoutState; NULL passes: none recorded); a recorded payout has its tx hash.
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_payout_state_known" CHECK ("payout_state" IN ('pending', 'verified', 'flagged'));
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_payout_has_tx" CHECK (("payout_state" IS NULL) = ("payout_tx" IS NULL));
