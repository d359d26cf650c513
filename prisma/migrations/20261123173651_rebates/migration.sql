-- CreateTable
CREATE TABLE "rebates" (
    "id" BIGSERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "bet_record_id" BIGINT NOT NULL,
    "platname" TEXT NOT NULL,
    "category" TEXT NOT NULL DEFAULT '',
    "valid_amount" DECIMAL(18,2) NOT NULL,
    "rate" DECIMAL(6,2) NOT NULL,
    "money" DECIMAL(18,2) NOT NULL,
    "state" INTEGER NOT NULL DEFAULT 0,
    "collect_key" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "collected_at" TIMESTAMP(3),

    CONSTRAINT "rebates_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "rebates_bet_record_id_key" ON "rebates"("bet_record_id");

-- CreateIndex
CREATE INDEX "rebates_user_id_state_idx" ON "rebates"("user_id", "state");

-- CreateIndex
CREATE INDEX "rebates_user_id_created_at_idx" ON "rebates"("user_id", "created_at");
