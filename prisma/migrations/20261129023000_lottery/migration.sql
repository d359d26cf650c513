-- CreateTable
CREATE TABLE "lottery_games" (
    "code" TEXT NOT NULL,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "odds" JSONB NOT NULL DEFAULT '{}',
    "min_stake" DECIMAL(18,2) NOT NULL DEFAULT 1,
    "max_stake" DECIMAL(18,2) NOT NULL DEFAULT 10000,
    "payout_cap" DECIMAL(18,2) NOT NULL DEFAULT 1000000,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lottery_games_pkey" PRIMARY KEY ("code")
);

-- CreateTable
CREATE TABLE "lottery_chains" (
    "id" SERIAL NOT NULL,
    "game" TEXT NOT NULL,
    "length" INTEGER NOT NULL,
    "next_index" INTEGER NOT NULL DEFAULT 1,
    "terminal_hash" TEXT NOT NULL,
    "sealed" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "spent_at" TIMESTAMP(3),

    CONSTRAINT "lottery_chains_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lottery_draws" (
    "id" BIGSERIAL NOT NULL,
    "game" TEXT NOT NULL,
    "draw_no" TEXT NOT NULL,
    "opens_at" TIMESTAMP(3) NOT NULL,
    "closes_at" TIMESTAMP(3) NOT NULL,
    "draws_at" TIMESTAMP(3) NOT NULL,
    "chain_id" INTEGER NOT NULL,
    "chain_index" INTEGER NOT NULL,
    "hash" TEXT NOT NULL,
    "seed" TEXT,
    "result" SMALLINT[],
    "state" SMALLINT NOT NULL DEFAULT 0,
    "exposure" BIGINT[],
    "exposure_bound" BIGINT NOT NULL DEFAULT 0,
    "bets" INTEGER NOT NULL DEFAULT 0,
    "stake" DECIMAL(18,2) NOT NULL DEFAULT 0,
    "payout" DECIMAL(18,2),
    "drawn_at" TIMESTAMP(3),
    "cancel_reason" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lottery_draws_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lottery_slips" (
    "id" BIGSERIAL NOT NULL,
    "wallet_id" INTEGER NOT NULL,
    "draw_id" BIGINT NOT NULL,
    "key" TEXT,
    "picks" INTEGER NOT NULL,
    "total" DECIMAL(18,2) NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "lottery_slips_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "lottery_bets" (
    "id" BIGSERIAL NOT NULL,
    "slip_id" BIGINT NOT NULL,
    "draw_id" BIGINT NOT NULL,
    "wallet_id" INTEGER NOT NULL,
    "brand" TEXT NOT NULL,
    "game" TEXT NOT NULL,
    "kind" TEXT NOT NULL,
    "selection" TEXT NOT NULL,
    "stake" DECIMAL(18,2) NOT NULL,
    "odds" DECIMAL(12,3)[],
    "dim" SMALLINT,
    "wins" SMALLINT[],
    "pushes" SMALLINT[],
    "numbers" SMALLINT[],
    "state" SMALLINT NOT NULL DEFAULT 0,
    "payout" DECIMAL(18,2),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "settled_at" TIMESTAMP(3),
    "done_xid" BIGINT,

    CONSTRAINT "lottery_bets_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "lottery_chains_game_id_idx" ON "lottery_chains"("game", "id");

-- CreateIndex
CREATE INDEX "lottery_draws_game_draws_at_idx" ON "lottery_draws"("game", "draws_at");

-- CreateIndex
CREATE INDEX "lottery_draws_state_draws_at_idx" ON "lottery_draws"("state", "draws_at");

-- CreateIndex
CREATE UNIQUE INDEX "lottery_draws_game_draw_no_key" ON "lottery_draws"("game", "draw_no");

-- CreateIndex
CREATE UNIQUE INDEX "lottery_draws_chain_id_chain_index_key" ON "lottery_draws"("chain_id", "chain_index");

-- CreateIndex
CREATE UNIQUE INDEX "lottery_slips_wallet_id_key_key" ON "lottery_slips"("wallet_id", "key");

-- CreateIndex
CREATE INDEX "lottery_bets_draw_id_state_idx" ON "lottery_bets"("draw_id", "state");

-- CreateIndex
CREATE INDEX "lottery_bets_wallet_id_created_at_idx" ON "lottery_bets"("wallet_id", "created_at");

-- CreateIndex
CREATE INDEX "lottery_bets_slip_id_idx" ON "lottery_bets"("slip_id");

-- CreateIndex
CREATE INDEX "lottery_bets_brand_done_xid_id_idx" ON "lottery_bets"("brand", "done_xid", "id");

-- AddForeignKey
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_chain_id_fkey" FOREIGN KEY ("chain_id") REFERENCES "lottery_chains"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lottery_slips" ADD CONSTRAINT "lottery_slips_wallet_id_fkey" FOREIGN KEY ("wallet_id") REFERENCES "builtin_wallets"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lottery_slips" ADD CONSTRAINT "lottery_slips_draw_id_fkey" FOREIGN KEY ("draw_id") REFERENCES "lottery_draws"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_slip_id_fkey" FOREIGN KEY ("slip_id") REFERENCES "lottery_slips"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_draw_id_fkey" FOREIGN KEY ("draw_id") REFERENCES "lottery_draws"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_wallet_id_fkey" FOREIGN KEY ("wallet_id") REFERENCES "builtin_wallets"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Hand-written: what Prisma's schema cannot say.

-- At most one chain of a game in use.
CREATE UNIQUE INDEX "lottery_chains_one_in_use" ON "lottery_chains" ("game") WHERE "spent_at" IS NULL;

ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_state_check" CHECK ("state" IN (0, 1, 2));
ALTER TABLE "lottery_draws" ADD CONSTRAINT "lottery_draws_drawn_check" CHECK ("state" <> 1 OR ("seed" IS NOT NULL AND "result" IS NOT NULL AND "payout" IS NOT NULL));
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_state_check" CHECK ("state" IN (0, 1, 2));
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_stake_check" CHECK ("stake" > 0);
ALTER TABLE "lottery_bets" ADD CONSTRAINT "lottery_bets_done_check" CHECK (("state" = 0) = ("payout" IS NULL AND "done_xid" IS NULL));
ALTER TABLE "lottery_games" ADD CONSTRAINT "lottery_games_stakes_check" CHECK ("min_stake" > 0 AND "max_stake" >= "min_stake" AND "payout_cap" > 0);

-- A draw's exposure (providers/lottery/store.ts): `amounts` plus `adds` at 1-based `slots` (a slot may repeat).
CREATE FUNCTION lottery_exposure_add(amounts bigint[], slots int[], adds bigint[]) RETURNS bigint[]
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT array_agg(t.a + COALESCE(x.added, 0) ORDER BY t.i)
  FROM unnest(amounts) WITH ORDINALITY AS t(a, i)
  LEFT JOIN (SELECT u.s, sum(u.v)::bigint AS added FROM unnest(slots, adds) AS u(s, v) GROUP BY u.s) x ON x.s = t.i
$$;

-- The bound of a draw's payout on any result: the sum over dimensions (`dims`, one per slot) of each one's largest amount.
CREATE FUNCTION lottery_exposure_bound(amounts bigint[], dims smallint[]) RETURNS bigint
LANGUAGE sql IMMUTABLE PARALLEL SAFE AS $$
  SELECT COALESCE(sum(m), 0)::bigint FROM (SELECT max(t.a) AS m FROM unnest(amounts, dims) AS t(a, d) GROUP BY t.d) x
$$;

-- The lottery venues were served by the built-in platform's games (sic bo); they are the lottery now.
-- Each keeps its brand, so its wallets (builtin_wallets) and their balances stay as they are.
UPDATE "platforms" SET "adapter" = 'lottery', "default_game" = CASE WHEN "platname" = 'KENO' THEN 'keno' ELSE 'lottery' END
WHERE "platname" IN ('VR', 'TCG', 'KENO') AND "adapter" = 'builtin';
