-- CreateTable
CREATE TABLE "sports_events" (
    "id" SERIAL NOT NULL,
    "sport" TEXT NOT NULL,
    "league" TEXT NOT NULL,
    "home" TEXT NOT NULL,
    "away" TEXT NOT NULL,
    "starts_at" TIMESTAMP(3) NOT NULL,
    "status" TEXT NOT NULL DEFAULT 'not_started',
    "score_home" INTEGER,
    "score_away" INTEGER,
    "suspended" BOOLEAN NOT NULL DEFAULT false,
    "source" TEXT NOT NULL DEFAULT 'desk',
    "feed_id" TEXT,
    "feed_sport" TEXT,
    "feed_seen_at" TIMESTAMP(3),
    "result_version" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sports_events_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sports_markets" (
    "id" SERIAL NOT NULL,
    "event_id" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "line" DECIMAL(6,2) NOT NULL DEFAULT 0,
    "status" TEXT NOT NULL DEFAULT 'open',
    "suspended" BOOLEAN NOT NULL DEFAULT false,
    "stale" BOOLEAN NOT NULL DEFAULT false,
    "in_play" BOOLEAN NOT NULL DEFAULT false,
    "liability_cap" DECIMAL(18,2),
    "exposure" DECIMAL(18,2) NOT NULL DEFAULT 0,
    "odds_version" INTEGER NOT NULL DEFAULT 0,
    "result_version" INTEGER NOT NULL DEFAULT 0,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sports_markets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sports_outcomes" (
    "id" SERIAL NOT NULL,
    "market_id" INTEGER NOT NULL,
    "code" TEXT NOT NULL,
    "odds" DECIMAL(9,3) NOT NULL,
    "result" TEXT,
    "sort" INTEGER NOT NULL DEFAULT 0,

    CONSTRAINT "sports_outcomes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sports_bets" (
    "id" BIGSERIAL NOT NULL,
    "wallet_id" INTEGER NOT NULL,
    "brand" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "system" TEXT,
    "combos" INTEGER[],
    "unit_stake" DECIMAL(18,2) NOT NULL,
    "stake" DECIMAL(18,2) NOT NULL,
    "odds" DECIMAL(12,3) NOT NULL,
    "potential_payout" DECIMAL(18,2) NOT NULL,
    "sport" TEXT NOT NULL,
    "accept" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'open',
    "result" TEXT,
    "payout" DECIMAL(18,2) NOT NULL DEFAULT 0,
    "valid_stake" DECIMAL(18,2) NOT NULL DEFAULT 0,
    "version" INTEGER NOT NULL DEFAULT 0,
    "placed_at" TIMESTAMP(3) NOT NULL,
    "settled_at" TIMESTAMP(3),
    "xid" BIGINT NOT NULL DEFAULT ((pg_current_xact_id())::text)::bigint,

    CONSTRAINT "sports_bets_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sports_bet_legs" (
    "bet_id" BIGINT NOT NULL,
    "leg_no" SMALLINT NOT NULL,
    "event_id" INTEGER NOT NULL,
    "market_id" INTEGER NOT NULL,
    "outcome_id" INTEGER NOT NULL,
    "odds" DECIMAL(9,3) NOT NULL,
    "exposure" DECIMAL(18,2) NOT NULL,

    CONSTRAINT "sports_bet_legs_pkey" PRIMARY KEY ("bet_id","leg_no")
);

-- CreateTable
CREATE TABLE "sports_settlements" (
    "market_id" INTEGER NOT NULL,
    "version" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "bets" INTEGER NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sports_settlements_pkey" PRIMARY KEY ("market_id","version")
);

-- CreateTable
CREATE TABLE "sports_resettles" (
    "id" SERIAL NOT NULL,
    "event_id" INTEGER NOT NULL,
    "score_home" INTEGER NOT NULL,
    "score_away" INTEGER NOT NULL,
    "previous" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'pending',
    "requested_by" INTEGER NOT NULL,
    "requested_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "decided_by" INTEGER,
    "decided_at" TIMESTAMP(3),
    "outcome" JSONB,

    CONSTRAINT "sports_resettles_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sports_cashout_quotes" (
    "id" TEXT NOT NULL,
    "bet_id" BIGINT NOT NULL,
    "amount" DECIMAL(18,2) NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,
    "used_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sports_cashout_quotes_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sports_debts" (
    "id" BIGSERIAL NOT NULL,
    "wallet_id" INTEGER NOT NULL,
    "amount" DECIMAL(18,2) NOT NULL,
    "ref" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sports_debts_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "sports_settings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "margin" DECIMAL(6,4) NOT NULL DEFAULT 0.05,
    "cashout_margin" DECIMAL(6,4) NOT NULL DEFAULT 0.05,
    "min_stake" DECIMAL(18,2) NOT NULL DEFAULT 10,
    "max_stake" DECIMAL(18,2) NOT NULL DEFAULT 50000,
    "default_cap" DECIMAL(18,2),
    "halted" BOOLEAN NOT NULL DEFAULT false,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "sports_settings_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "sports_events_sport_starts_at_idx" ON "sports_events"("sport", "starts_at");

-- CreateIndex
CREATE INDEX "sports_events_status_starts_at_idx" ON "sports_events"("status", "starts_at");

-- CreateIndex
CREATE UNIQUE INDEX "sports_events_source_feed_id_key" ON "sports_events"("source", "feed_id");

-- CreateIndex
CREATE UNIQUE INDEX "sports_markets_event_id_kind_line_key" ON "sports_markets"("event_id", "kind", "line");

-- CreateIndex
CREATE UNIQUE INDEX "sports_outcomes_market_id_code_key" ON "sports_outcomes"("market_id", "code");

-- CreateIndex
CREATE INDEX "sports_bets_brand_xid_id_idx" ON "sports_bets"("brand", "xid", "id");

-- CreateIndex
CREATE INDEX "sports_bets_wallet_id_placed_at_idx" ON "sports_bets"("wallet_id", "placed_at");

-- CreateIndex
CREATE INDEX "sports_bets_settled_at_idx" ON "sports_bets"("settled_at");

-- CreateIndex
CREATE INDEX "sports_bet_legs_market_id_bet_id_idx" ON "sports_bet_legs"("market_id", "bet_id");

-- CreateIndex
CREATE INDEX "sports_bet_legs_outcome_id_idx" ON "sports_bet_legs"("outcome_id");

-- CreateIndex
CREATE INDEX "sports_bet_legs_event_id_idx" ON "sports_bet_legs"("event_id");

-- CreateIndex
CREATE INDEX "sports_resettles_state_id_idx" ON "sports_resettles"("state", "id");

-- CreateIndex
CREATE INDEX "sports_cashout_quotes_bet_id_idx" ON "sports_cashout_quotes"("bet_id");

-- CreateIndex
CREATE UNIQUE INDEX "sports_debts_ref_key" ON "sports_debts"("ref");

-- CreateIndex
CREATE INDEX "sports_debts_wallet_id_idx" ON "sports_debts"("wallet_id");

-- AddForeignKey
ALTER TABLE "sports_markets" ADD CONSTRAINT "sports_markets_event_id_fkey" FOREIGN KEY ("event_id") REFERENCES "sports_events"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sports_outcomes" ADD CONSTRAINT "sports_outcomes_market_id_fkey" FOREIGN KEY ("market_id") REFERENCES "sports_markets"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "sports_bet_legs" ADD CONSTRAINT "sports_bet_legs_bet_id_fkey" FOREIGN KEY ("bet_id") REFERENCES "sports_bets"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Hand-written (docs/sportsbook.md): the exact product of a parlay's leg factors (NUMERIC
-- multiplication is exact; no float on the way), the books' guards, the desk's settings row, and
-- the sport and e-sport venues moved from the slot/dice/baccarat hall to the sportsbook (their
-- wallets stay: the same builtin_wallets rows of the venue's brand).
CREATE AGGREGATE sports_product(numeric) (SFUNC = numeric_mul, STYPE = numeric, INITCOND = '1');
ALTER TABLE "sports_markets" ADD CONSTRAINT "sports_markets_exposure_nonnegative" CHECK ("exposure" >= 0);
ALTER TABLE "sports_bets" ADD CONSTRAINT "sports_bets_state" CHECK ("state" IN ('open', 'settled', 'cashed_out'));
ALTER TABLE "sports_bets" ADD CONSTRAINT "sports_bets_amounts" CHECK ("stake" > 0 AND "unit_stake" > 0 AND "payout" >= 0 AND "valid_stake" >= 0);
ALTER TABLE "sports_outcomes" ADD CONSTRAINT "sports_outcomes_odds" CHECK ("odds" > 1);
CREATE INDEX "sports_bets_open" ON "sports_bets" ("id") WHERE "state" = 'open';
INSERT INTO "sports_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
UPDATE "platforms" SET "adapter" = 'sportsbook' WHERE "platname" IN ('SABA', 'CROWN', 'IM', 'IA', 'AVIA') AND "adapter" = 'builtin';
