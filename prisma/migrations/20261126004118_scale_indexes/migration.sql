-- The member search's trigram indexes need pg_trgm (a contrib extension, shipped with PostgreSQL).
CREATE EXTENSION IF NOT EXISTS pg_trgm;

-- CreateTable
CREATE TABLE "verify_checkpoints" (
    "name" TEXT NOT NULL,
    "last_id" BIGINT NOT NULL,
    "hash" TEXT NOT NULL DEFAULT '',
    "verified_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "verify_checkpoints_pkey" PRIMARY KEY ("name")
);

-- CreateTable
CREATE TABLE "ledger_checked_sums" (
    "account_id" INTEGER NOT NULL,
    "total" DECIMAL(18,2) NOT NULL,

    CONSTRAINT "ledger_checked_sums_pkey" PRIMARY KEY ("account_id")
);

-- CreateIndex
CREATE INDEX "accounts_user_id_idx" ON "accounts"("user_id");

-- CreateIndex
CREATE INDEX "deposits_created_at_idx" ON "deposits"("created_at");

-- CreateIndex
CREATE INDEX "deposits_amount_idx" ON "deposits"("amount");

-- CreateIndex
CREATE INDEX "deposits_state_id_idx" ON "deposits"("state", "id");

-- CreateIndex
CREATE INDEX "users_username_trgm_idx" ON "users" USING GIN ("username" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "users_realname_trgm_idx" ON "users" USING GIN ("realname" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "users_mobile_trgm_idx" ON "users" USING GIN ("mobile" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "users_email_trgm_idx" ON "users" USING GIN ("email" gin_trgm_ops);

-- CreateIndex
CREATE INDEX "withdrawals_created_at_idx" ON "withdrawals"("created_at");

-- CreateIndex
CREATE INDEX "withdrawals_amount_idx" ON "withdrawals"("amount");

-- CreateIndex
CREATE INDEX "withdrawals_state_id_idx" ON "withdrawals"("state", "id");
