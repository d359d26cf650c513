-- AlterTable
ALTER TABLE "activities" ADD COLUMN     "bonus_cap" DECIMAL(14,2),
ADD COLUMN     "bonus_kind" TEXT NOT NULL DEFAULT 'none',
ADD COLUMN     "bonus_turnover" DECIMAL(8,2) NOT NULL DEFAULT 0,
ADD COLUMN     "bonus_value" DECIMAL(14,2) NOT NULL DEFAULT 0;

-- AlterTable
ALTER TABLE "activity_applies" ADD COLUMN     "bonus" DECIMAL(14,2),
ADD COLUMN     "bonus_turnover" DECIMAL(14,2) NOT NULL DEFAULT 0,
ADD COLUMN     "qualifying_deposit" TEXT;

-- A promotion's bonus terms are sane; an approved application's bonus is never negative.
ALTER TABLE "activities"
  ADD CONSTRAINT "activities_bonus_kind" CHECK ("bonus_kind" IN ('none', 'fixed', 'percent')),
  ADD CONSTRAINT "activities_bonus_terms" CHECK ("bonus_value" >= 0 AND ("bonus_cap" IS NULL OR "bonus_cap" >= 0) AND "bonus_turnover" >= 0);
ALTER TABLE "activity_applies" ADD CONSTRAINT "activity_applies_bonus" CHECK (("bonus" IS NULL OR "bonus" >= 0) AND "bonus_turnover" >= 0);
