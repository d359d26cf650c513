-- AlterTable
ALTER TABLE "activities" ADD COLUMN     "i18n" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "activity_types" ADD COLUMN     "i18n" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "banners" ADD COLUMN     "i18n" JSONB NOT NULL DEFAULT '{}';

-- AlterTable
ALTER TABLE "notices" ADD COLUMN     "i18n" JSONB NOT NULL DEFAULT '{}';

-- CreateTable
CREATE TABLE "activity_applies" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "activity_id" INTEGER NOT NULL,
    "state" INTEGER NOT NULL DEFAULT 1,
    "remark" TEXT NOT NULL DEFAULT '',
    "reviewed_by" INTEGER,
    "reviewed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "activity_applies_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "activity_applies_user_id_created_at_idx" ON "activity_applies"("user_id", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "activity_applies_user_id_activity_id_key" ON "activity_applies"("user_id", "activity_id");

-- AddForeignKey
ALTER TABLE "activity_applies" ADD CONSTRAINT "activity_applies_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "activity_applies" ADD CONSTRAINT "activity_applies_activity_id_fkey" FOREIGN KEY ("activity_id") REFERENCES "activities"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
