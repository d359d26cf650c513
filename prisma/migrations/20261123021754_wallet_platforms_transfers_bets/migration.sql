-- CreateTable
CREATE TABLE "platforms" (
    "platname" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "i18n" JSONB NOT NULL DEFAULT '{}',
    "adapter" TEXT NOT NULL DEFAULT 'builtin',
    "brand" TEXT NOT NULL DEFAULT '',
    "default_game" TEXT NOT NULL DEFAULT 'hall',
    "config" JSONB NOT NULL DEFAULT '{}',
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "platforms_pkey" PRIMARY KEY ("platname")
);

-- CreateTable
CREATE TABLE "platform_players" (
    "user_id" INTEGER NOT NULL,
    "platname" TEXT NOT NULL,
    "player_name" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "platform_players_pkey" PRIMARY KEY ("user_id","platname")
);

-- CreateTable
CREATE TABLE "transfers" (
    "id" BIGSERIAL NOT NULL,
    "order_no" TEXT NOT NULL,
    "request_key" TEXT,
    "user_id" INTEGER NOT NULL,
    "platname" TEXT NOT NULL,
    "direction" TEXT NOT NULL,
    "amount" DECIMAL(18,2) NOT NULL,
    "state" INTEGER NOT NULL DEFAULT 2,
    "reason" TEXT NOT NULL DEFAULT '',
    "attempts" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "settled_at" TIMESTAMP(3),

    CONSTRAINT "transfers_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "idempotent_requests" (
    "key" TEXT NOT NULL,
    "request_hash" TEXT NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'pending',
    "reply" JSONB,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "idempotent_requests_pkey" PRIMARY KEY ("key")
);

-- CreateTable
CREATE TABLE "bet_records" (
    "id" BIGSERIAL NOT NULL,
    "platname" TEXT NOT NULL,
    "bet_id" TEXT NOT NULL,
    "user_id" INTEGER NOT NULL,
    "game_code" TEXT NOT NULL,
    "game_name" TEXT NOT NULL,
    "category" TEXT NOT NULL DEFAULT '',
    "bet_amount" DECIMAL(18,2) NOT NULL,
    "valid_amount" DECIMAL(18,2) NOT NULL,
    "payout" DECIMAL(18,2) NOT NULL,
    "win_loss" DECIMAL(18,2) NOT NULL,
    "status" INTEGER NOT NULL,
    "bet_time" TIMESTAMP(3) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "bet_records_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sync_cursors" (
    "name" TEXT NOT NULL,
    "cursor" TEXT NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "sync_cursors_pkey" PRIMARY KEY ("name")
);

-- CreateTable
CREATE TABLE "builtin_wallets" (
    "id" SERIAL NOT NULL,
    "brand" TEXT NOT NULL,
    "player" TEXT NOT NULL,
    "balance" DECIMAL(18,2) NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "builtin_wallets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "builtin_wallet_ops" (
    "id" BIGSERIAL NOT NULL,
    "wallet_id" INTEGER NOT NULL,
    "brand" TEXT NOT NULL,
    "ref" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "amount" DECIMAL(18,2) NOT NULL,
    "balance_after" DECIMAL(18,2) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "builtin_wallet_ops_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "builtin_bets" (
    "id" BIGSERIAL NOT NULL,
    "wallet_id" INTEGER NOT NULL,
    "brand" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "stake" DECIMAL(18,2) NOT NULL,
    "payout" DECIMAL(18,2) NOT NULL,
    "detail" JSONB NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "builtin_bets_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "transfers_order_no_key" ON "transfers"("order_no");

-- CreateIndex
CREATE UNIQUE INDEX "transfers_request_key_key" ON "transfers"("request_key");

-- CreateIndex
CREATE INDEX "transfers_user_id_created_at_idx" ON "transfers"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "transfers_state_created_at_idx" ON "transfers"("state", "created_at");

-- CreateIndex
CREATE INDEX "bet_records_user_id_bet_time_idx" ON "bet_records"("user_id", "bet_time");

-- CreateIndex
CREATE UNIQUE INDEX "bet_records_platname_bet_id_key" ON "bet_records"("platname", "bet_id");

-- CreateIndex
CREATE UNIQUE INDEX "builtin_wallets_brand_player_key" ON "builtin_wallets"("brand", "player");

-- CreateIndex
CREATE INDEX "builtin_wallet_ops_wallet_id_idx" ON "builtin_wallet_ops"("wallet_id");

-- CreateIndex
CREATE UNIQUE INDEX "builtin_wallet_ops_brand_ref_key" ON "builtin_wallet_ops"("brand", "ref");

-- CreateIndex
CREATE INDEX "builtin_bets_brand_id_idx" ON "builtin_bets"("brand", "id");

-- AddForeignKey
ALTER TABLE "builtin_wallet_ops" ADD CONSTRAINT "builtin_wallet_ops_wallet_id_fkey" FOREIGN KEY ("wallet_id") REFERENCES "builtin_wallets"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "builtin_bets" ADD CONSTRAINT "builtin_bets_wallet_id_fkey" FOREIGN KEY ("wallet_id") REFERENCES "builtin_wallets"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Guards the schema language cannot express (the ledger's last line of defence).
-- A member's wallet (central or platform) never goes below zero; house accounts may.
ALTER TABLE "accounts" ADD CONSTRAINT "accounts_member_balance_nonnegative" CHECK ("kind" = 'house' OR "balance" >= 0);
ALTER TABLE "builtin_wallets" ADD CONSTRAINT "builtin_wallets_balance_nonnegative" CHECK ("balance" >= 0);
-- At most one unsettled transfer per member: a second one waits until the first is settled or reversed.
CREATE UNIQUE INDEX "transfers_one_pending_per_user" ON "transfers" ("user_id") WHERE "state" = 2;
-- Journal entries are immutable.
CREATE FUNCTION "journal_entries_immutable"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'journal entries are immutable';
END;
$$;
CREATE TRIGGER "journal_entries_no_update" BEFORE UPDATE OR DELETE ON "journal_entries" FOR EACH ROW EXECUTE FUNCTION "journal_entries_immutable"();
