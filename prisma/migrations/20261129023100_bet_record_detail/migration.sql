-- AlterTable
ALTER TABLE "bet_records" ADD COLUMN     "detail" JSONB;
