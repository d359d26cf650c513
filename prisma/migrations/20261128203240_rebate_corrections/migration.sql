-- DropIndex
DROP INDEX "rebates_bet_record_id_key";

-- AlterTable
ALTER TABLE "rebates" ADD COLUMN     "revision" INTEGER NOT NULL DEFAULT 0;

-- CreateIndex
CREATE UNIQUE INDEX "rebates_bet_record_id_revision_key" ON "rebates"("bet_record_id", "revision");
