-- AlterTable
ALTER TABLE "platforms" ADD COLUMN     "launch_template" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "provider_public_key" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "wallet_mode" TEXT NOT NULL DEFAULT 'transfer';

-- CreateTable
CREATE TABLE "seamless_sessions" (
    "token" TEXT NOT NULL,
    "user_id" INTEGER NOT NULL,
    "platname" TEXT NOT NULL,
    "session_id" UUID NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "seamless_sessions_pkey" PRIMARY KEY ("token")
);

-- CreateTable
CREATE TABLE "seamless_transactions" (
    "id" BIGSERIAL NOT NULL,
    "platname" TEXT NOT NULL,
    "uuid" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "user_id" INTEGER NOT NULL,
    "round" TEXT NOT NULL DEFAULT '',
    "game_code" TEXT NOT NULL DEFAULT '',
    "amount" BIGINT NOT NULL,
    "reference" TEXT NOT NULL DEFAULT '',
    "request_hash" TEXT NOT NULL,
    "balance_after" BIGINT NOT NULL,
    "rolled_back" BOOLEAN NOT NULL DEFAULT false,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "seamless_transactions_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "seamless_rounds" (
    "platname" TEXT NOT NULL,
    "round" TEXT NOT NULL,
    "user_id" INTEGER NOT NULL,
    "game_code" TEXT NOT NULL,
    "stake" DECIMAL(18,2) NOT NULL DEFAULT 0,
    "payout" DECIMAL(18,2) NOT NULL DEFAULT 0,
    "xid" BIGINT NOT NULL DEFAULT 0,
    "id" BIGSERIAL NOT NULL,
    "started_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "seamless_rounds_pkey" PRIMARY KEY ("platname","round")
);

-- CreateIndex
CREATE INDEX "seamless_sessions_user_id_idx" ON "seamless_sessions"("user_id");

-- CreateIndex
CREATE INDEX "seamless_transactions_platname_round_idx" ON "seamless_transactions"("platname", "round");

-- CreateIndex
CREATE UNIQUE INDEX "seamless_transactions_platname_uuid_key" ON "seamless_transactions"("platname", "uuid");

-- CreateIndex
CREATE INDEX "seamless_rounds_platname_xid_id_idx" ON "seamless_rounds"("platname", "xid", "id");

-- CreateIndex
CREATE UNIQUE INDEX "seamless_rounds_id_key" ON "seamless_rounds"("id");
