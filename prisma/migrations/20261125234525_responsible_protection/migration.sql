-- AlterTable
ALTER TABLE "responsible_blocks" ADD COLUMN     "imposed_by" INTEGER,
ADD COLUMN     "reopen_at" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "responsible_play_marks" (
    "user_id" INTEGER NOT NULL,
    "minute" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "responsible_play_marks_pkey" PRIMARY KEY ("user_id","minute")
);

-- CreateTable
CREATE TABLE "responsible_refusals" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "period" TEXT NOT NULL DEFAULT '',
    "action" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "responsible_refusals_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "responsible_refusals_user_id_created_at_idx" ON "responsible_refusals"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "responsible_refusals_created_at_idx" ON "responsible_refusals"("created_at");

-- CreateIndex
CREATE INDEX "builtin_bets_wallet_id_created_at_idx" ON "builtin_bets"("wallet_id", "created_at");

-- AddForeignKey
ALTER TABLE "responsible_play_marks" ADD CONSTRAINT "responsible_play_marks_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "responsible_refusals" ADD CONSTRAINT "responsible_refusals_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
