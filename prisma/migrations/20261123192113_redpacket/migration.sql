-- CreateTable
CREATE TABLE "red_packet_rules" (
    "id" SERIAL NOT NULL,
    "start_time" TIMESTAMP(3) NOT NULL,
    "end_time" TIMESTAMP(3) NOT NULL,
    "day_flow" DECIMAL(18,2) NOT NULL,
    "flow_money" DECIMAL(18,2) NOT NULL,
    "money" DECIMAL(6,2) NOT NULL,
    "recharge" INTEGER NOT NULL,
    "status" INTEGER NOT NULL DEFAULT 1,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "red_packet_rules_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "red_packet_settings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "draw_start" TEXT NOT NULL DEFAULT '10:00',
    "draw_end" TEXT NOT NULL DEFAULT '12:00',
    "count_start" TEXT NOT NULL DEFAULT '12:00',
    "count_end" TEXT NOT NULL DEFAULT '10:00',
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "red_packet_settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "red_packet_draws" (
    "id" BIGSERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "day" TEXT NOT NULL,
    "seq" INTEGER NOT NULL,
    "rule_id" INTEGER NOT NULL,
    "deposits" DECIMAL(18,2) NOT NULL,
    "money" DECIMAL(18,2) NOT NULL,
    "deposit_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "red_packet_draws_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "red_packet_rules_status_end_time_idx" ON "red_packet_rules"("status", "end_time");

-- CreateIndex
CREATE INDEX "red_packet_draws_user_id_created_at_idx" ON "red_packet_draws"("user_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "red_packet_draws_user_id_day_seq_key" ON "red_packet_draws"("user_id", "day", "seq");

-- The windows row the back office edits (defaults: draws 10:00-12:00, deposits counted 12:00 the day before to 10:00).
INSERT INTO "red_packet_settings" ("id") VALUES (1) ON CONFLICT DO NOTHING;
