-- CreateTable
CREATE TABLE "balance_adjustments" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "direction" TEXT NOT NULL,
    "amount" DECIMAL(18,2) NOT NULL,
    "memo" TEXT NOT NULL,
    "correction" BOOLEAN NOT NULL DEFAULT false,
    "correction_reason" TEXT NOT NULL DEFAULT '',
    "state" TEXT NOT NULL,
    "key" TEXT NOT NULL,
    "requested_by" INTEGER NOT NULL,
    "requested_at" TIMESTAMP(3) NOT NULL,
    "decided_by" INTEGER,
    "decided_at" TIMESTAMP(3),
    "reject_reason" TEXT NOT NULL DEFAULT '',
    "posted_at" TIMESTAMP(3),

    CONSTRAINT "balance_adjustments_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "balance_adjustments_key_key" ON "balance_adjustments"("key");

-- CreateIndex
CREATE INDEX "balance_adjustments_state_id_idx" ON "balance_adjustments"("state", "id");

-- CreateIndex
CREATE INDEX "balance_adjustments_user_id_posted_at_idx" ON "balance_adjustments"("user_id", "posted_at");

-- AddForeignKey
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_requested_by_fkey" FOREIGN KEY ("requested_by") REFERENCES "admins"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "balance_adjustments" ADD CONSTRAINT "balance_adjustments_decided_by_fkey" FOREIGN KEY ("decided_by") REFERENCES "admins"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The rules of a request, kept by the database whatever the code does:
ALTER TABLE "balance_adjustments"
  ADD CONSTRAINT "balance_adjustments_direction" CHECK ("direction" IN ('credit', 'debit')),
  ADD CONSTRAINT "balance_adjustments_state" CHECK ("state" IN ('pending', 'approved', 'rejected', 'posted')),
  ADD CONSTRAINT "balance_adjustments_amount_positive" CHECK ("amount" > 0),
  -- A correction says why.
  ADD CONSTRAINT "balance_adjustments_correction_reason" CHECK (NOT "correction" OR btrim("correction_reason") <> ''),
  -- Four eyes: whoever decides a request is never the one who asked for it.
  ADD CONSTRAINT "balance_adjustments_four_eyes" CHECK ("decided_by" IS NULL OR "decided_by" <> "requested_by"),
  -- Money moved exactly for the states that move it: posted at once, or approved by a second person.
  ADD CONSTRAINT "balance_adjustments_posting" CHECK (
    ("state" = 'posted' AND "posted_at" IS NOT NULL AND "decided_at" IS NULL)
    OR ("state" = 'approved' AND "posted_at" IS NOT NULL AND "decided_at" IS NOT NULL)
    OR ("state" = 'rejected' AND "posted_at" IS NULL AND "decided_at" IS NOT NULL)
    OR ("state" = 'pending' AND "posted_at" IS NULL AND "decided_at" IS NULL));
