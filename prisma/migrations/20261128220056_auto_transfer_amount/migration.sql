-- AlterTable
ALTER TABLE "users" ADD COLUMN     "auto_transfer_amount" DECIMAL(18,2);

-- A chosen amount is whole units of at least 1 (contracts transferStatusSchema); null: everything.
ALTER TABLE "users" ADD CONSTRAINT "users_auto_transfer_amount_whole" CHECK ("auto_transfer_amount" IS NULL OR ("auto_transfer_amount" >= 1 AND "auto_transfer_amount" = trunc("auto_transfer_amount")));
