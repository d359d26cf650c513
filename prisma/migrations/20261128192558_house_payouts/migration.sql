-- AlterTable
ALTER TABLE "activities" ADD COLUMN     "money_set_at" TIMESTAMP(3),
ADD COLUMN     "money_set_by" INTEGER,
ADD COLUMN     "stackable" BOOLEAN NOT NULL DEFAULT false;

-- AlterTable
ALTER TABLE "activity_applies" ADD COLUMN     "deposit_use" TEXT,
ADD COLUMN     "payout_id" INTEGER;

-- AlterTable
ALTER TABLE "chain_transfers" ADD COLUMN     "payout_id" INTEGER;

-- AlterTable
ALTER TABLE "deposits" ADD COLUMN     "payout_id" INTEGER;

-- CreateTable
CREATE TABLE "house_payouts" (
    "id" SERIAL NOT NULL,
    "kind" TEXT NOT NULL,
    "user_id" INTEGER NOT NULL,
    "amount" DECIMAL(18,2) NOT NULL,
    "key" TEXT NOT NULL,
    "source" TEXT NOT NULL,
    "source_ref" TEXT NOT NULL,
    "memo" TEXT NOT NULL DEFAULT '',
    "requested_by" INTEGER,
    "amount_set_by" INTEGER,
    "requested_at" TIMESTAMP(3) NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'pending',
    "decided_by" INTEGER,
    "decided_at" TIMESTAMP(3),
    "reason" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "house_payouts_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "house_payouts_key_key" ON "house_payouts"("key");

-- CreateIndex
CREATE INDEX "house_payouts_state_id_idx" ON "house_payouts"("state", "id");

-- CreateIndex
CREATE UNIQUE INDEX "activity_applies_deposit_use_key" ON "activity_applies"("deposit_use");

-- AddForeignKey
ALTER TABLE "activities" ADD CONSTRAINT "activities_money_set_by_fkey" FOREIGN KEY ("money_set_by") REFERENCES "admins"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "house_payouts" ADD CONSTRAINT "house_payouts_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "house_payouts" ADD CONSTRAINT "house_payouts_requested_by_fkey" FOREIGN KEY ("requested_by") REFERENCES "admins"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "house_payouts" ADD CONSTRAINT "house_payouts_amount_set_by_fkey" FOREIGN KEY ("amount_set_by") REFERENCES "admins"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "house_payouts" ADD CONSTRAINT "house_payouts_decided_by_fkey" FOREIGN KEY ("decided_by") REFERENCES "admins"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The queue's rules, kept by the database whatever the code does:
ALTER TABLE "house_payouts"
  ADD CONSTRAINT "house_payouts_state" CHECK ("state" IN ('pending', 'paid', 'rejected')),
  ADD CONSTRAINT "house_payouts_amount_positive" CHECK ("amount" > 0),
  -- Four eyes: whoever decides is neither the one who asked nor the one who set the amount.
  ADD CONSTRAINT "house_payouts_four_eyes" CHECK (
    "decided_by" IS NULL OR ("decided_by" IS DISTINCT FROM "requested_by" AND "decided_by" IS DISTINCT FROM "amount_set_by")),
  -- Decided exactly when it is no longer pending.
  ADD CONSTRAINT "house_payouts_decision" CHECK (
    ("state" = 'pending' AND "decided_by" IS NULL AND "decided_at" IS NULL)
    OR ("state" <> 'pending' AND "decided_by" IS NOT NULL AND "decided_at" IS NOT NULL));

-- A bonus carries a turnover multiple of at least 1, and a percent bonus a cap in money (issue 28
-- item 1). Promotions saved before these rules are brought under them first: a multiple below 1
-- becomes 1, a percent bonus without a cap gets PROMOTION_BONUS_MAX's default (10,000). Both only
-- ever lower what a promotion can pay out.
UPDATE "activities" SET "bonus_turnover" = 1 WHERE "bonus_kind" <> 'none' AND "bonus_turnover" < 1;
UPDATE "activities" SET "bonus_cap" = 10000 WHERE "bonus_kind" = 'percent' AND "bonus_cap" IS NULL;
ALTER TABLE "activities"
  ADD CONSTRAINT "activities_bonus_turnover_min" CHECK ("bonus_kind" = 'none' OR "bonus_turnover" >= 1),
  ADD CONSTRAINT "activities_percent_cap" CHECK ("bonus_kind" <> 'percent' OR "bonus_cap" IS NOT NULL);

