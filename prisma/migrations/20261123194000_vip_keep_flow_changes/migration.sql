-- AlterTable
ALTER TABLE "vip_levels" ADD COLUMN     "keep_flow" DECIMAL(18,2) NOT NULL DEFAULT 0;

-- CreateTable
CREATE TABLE "vip_changes" (
    "id" BIGSERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "from_level" INTEGER NOT NULL,
    "to_level" INTEGER NOT NULL,
    "direction" TEXT NOT NULL,
    "reason" TEXT NOT NULL,
    "day" DATE NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "vip_changes_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "vip_changes_user_id_created_at_idx" ON "vip_changes"("user_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "vip_changes_user_id_day_direction_key" ON "vip_changes"("user_id", "day", "direction");

-- Levels seeded before the retention existed: 20 % of the level's flow over 90 days keeps it (level 1 is never dropped).
UPDATE "vip_levels" SET "keep_flow" = ROUND("flow" * 0.2, 2) WHERE "level" > 1 AND "keep_flow" = 0;
