-- AlterTable
ALTER TABLE "app_info" ADD COLUMN     "i18n" JSONB NOT NULL DEFAULT '{}';

-- A portal still named as the seed named it gets the brand in Traditional Chinese (and Japanese
-- kanji) for those languages; a title an operator changed is left alone.
UPDATE "app_info" SET "i18n" = '{"zh_TW": {"title": "金冠娛樂"}, "jp": {"title": "金冠娯楽"}}'::jsonb WHERE "title" = '金冠娱乐' AND "i18n" = '{}'::jsonb;
