-- AlterTable
ALTER TABLE "games" ADD COLUMN     "i18n" JSONB NOT NULL DEFAULT '{}';
