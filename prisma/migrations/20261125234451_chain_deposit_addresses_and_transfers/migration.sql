-- AlterTable
ALTER TABLE "deposits" ADD COLUMN     "chain_tx" TEXT;

-- CreateTable
CREATE TABLE "member_deposit_addresses" (
    "id" SERIAL NOT NULL,
    "chain" TEXT NOT NULL,
    "user_id" INTEGER NOT NULL,
    "idx" INTEGER NOT NULL,
    "address" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "member_deposit_addresses_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "chain_cursors" (
    "chain" TEXT NOT NULL,
    "cursor_block" BIGINT NOT NULL,
    "head_block" BIGINT,
    "last_error" TEXT NOT NULL DEFAULT '',
    "error_at" TIMESTAMP(3),
    "backoff_until" TIMESTAMP(3),
    "errors" INTEGER NOT NULL DEFAULT 0,
    "decimals" INTEGER,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "chain_cursors_pkey" PRIMARY KEY ("chain")
);

-- CreateTable
CREATE TABLE "chain_transfers" (
    "id" BIGSERIAL NOT NULL,
    "chain" TEXT NOT NULL,
    "tx_hash" TEXT NOT NULL,
    "log_index" INTEGER NOT NULL,
    "block_number" BIGINT NOT NULL,
    "block_hash" TEXT NOT NULL,
    "from_address" TEXT NOT NULL,
    "to_address" TEXT NOT NULL,
    "contract" TEXT NOT NULL,
    "raw_amount" DECIMAL(78,0) NOT NULL,
    "decimals" INTEGER,
    "usdt_amount" DECIMAL(38,6),
    "user_id" INTEGER,
    "state" TEXT NOT NULL DEFAULT 'pending',
    "reason" TEXT NOT NULL DEFAULT '',
    "deposit_no" TEXT,
    "decided_by" INTEGER,
    "created_at" TIMESTAMP(3) NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "chain_transfers_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "member_deposit_addresses_chain_address_key" ON "member_deposit_addresses"("chain", "address");

-- CreateIndex
CREATE UNIQUE INDEX "member_deposit_addresses_chain_user_id_key" ON "member_deposit_addresses"("chain", "user_id");

-- CreateIndex
CREATE UNIQUE INDEX "member_deposit_addresses_chain_idx_key" ON "member_deposit_addresses"("chain", "idx");

-- CreateIndex
CREATE INDEX "chain_transfers_chain_state_block_number_idx" ON "chain_transfers"("chain", "state", "block_number");

-- CreateIndex
CREATE INDEX "chain_transfers_user_id_created_at_idx" ON "chain_transfers"("user_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "chain_transfers_chain_tx_hash_log_index_key" ON "chain_transfers"("chain", "tx_hash", "log_index");

-- AddForeignKey
ALTER TABLE "member_deposit_addresses" ADD CONSTRAINT "member_deposit_addresses_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "chain_transfers" ADD CONSTRAINT "chain_transfers_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The states a transfer may be in (contracts ChainTransferState), and the chains known.
ALTER TABLE "chain_transfers" ADD CONSTRAINT "chain_transfers_state_known" CHECK ("state" IN ('pending', 'credited', 'orphaned', 'ignored', 'held'));
ALTER TABLE "chain_transfers" ADD CONSTRAINT "chain_transfers_chain_known" CHECK ("chain" IN ('ERC20', 'TRC20'));
ALTER TABLE "member_deposit_addresses" ADD CONSTRAINT "member_deposit_addresses_chain_known" CHECK ("chain" IN ('ERC20', 'TRC20'));
ALTER TABLE "member_deposit_addresses" ADD CONSTRAINT "member_deposit_addresses_idx_range" CHECK ("idx" >= 0 AND "idx" < 2147483648);

-- The reviewer of deposits the chain confirms and the actor of their audit rows: an account that
-- cannot sign in (no password hash, not a staff role, disabled).
INSERT INTO "admins" ("name", "password_hash", "role", "disabled_at", "created_at") VALUES ('chain', '', 'chain', now(), now()) ON CONFLICT ("name") DO NOTHING;
