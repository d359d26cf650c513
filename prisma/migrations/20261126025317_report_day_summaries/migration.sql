-- CreateTable
CREATE TABLE "report_days" (
    "day" DATE NOT NULL,
    "stale" BOOLEAN NOT NULL DEFAULT true,
    "deposits" DECIMAL(24,2) NOT NULL DEFAULT 0,
    "withdrawals" DECIMAL(24,2) NOT NULL DEFAULT 0,
    "rebates" DECIMAL(24,2) NOT NULL DEFAULT 0,
    "redpackets" DECIMAL(24,2) NOT NULL DEFAULT 0,
    "promotions" DECIMAL(24,2) NOT NULL DEFAULT 0,
    "adjustments" DECIMAL(24,2) NOT NULL DEFAULT 0,
    "stakes" DECIMAL(24,2) NOT NULL DEFAULT 0,
    "payouts" DECIMAL(24,2) NOT NULL DEFAULT 0,
    "new_members" INTEGER NOT NULL DEFAULT 0,
    "active_members" INTEGER NOT NULL DEFAULT 0,
    "summarised_at" TIMESTAMP(3),

    CONSTRAINT "report_days_pkey" PRIMARY KEY ("day")
);

-- CreateTable
CREATE TABLE "report_day_platforms" (
    "day" DATE NOT NULL,
    "platname" TEXT NOT NULL,
    "bets" INTEGER NOT NULL,
    "stakes" DECIMAL(24,2) NOT NULL,
    "valid_stakes" DECIMAL(24,2) NOT NULL,
    "payouts" DECIMAL(24,2) NOT NULL,

    CONSTRAINT "report_day_platforms_pkey" PRIMARY KEY ("day","platname")
);

-- CreateTable
CREATE TABLE "report_player_days" (
    "platname" TEXT NOT NULL,
    "user_id" INTEGER NOT NULL,
    "day" DATE NOT NULL,
    "prev_day" DATE,

    CONSTRAINT "report_player_days_pkey" PRIMARY KEY ("platname","user_id","day")
);

-- CreateTable
CREATE TABLE "report_marks" (
    "name" TEXT NOT NULL,
    "last_id" BIGINT NOT NULL,

    CONSTRAINT "report_marks_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE INDEX "report_player_days_day_prev_day_platname_idx" ON "report_player_days"("day", "prev_day", "platname");

-- CreateIndex
CREATE INDEX "bet_records_bet_time_idx" ON "bet_records"("bet_time");

-- CreateIndex
CREATE INDEX "journal_entries_created_at_idx" ON "journal_entries" USING BRIN ("created_at");

-- CreateIndex
CREATE INDEX "users_created_at_idx" ON "users"("created_at");
