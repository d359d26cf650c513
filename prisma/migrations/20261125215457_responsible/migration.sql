-- CreateTable
CREATE TABLE "responsible_limits" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "period" TEXT NOT NULL,
    "value" DECIMAL(18,2),
    "previous" DECIMAL(18,2),
    "requested_at" TIMESTAMP(3) NOT NULL,
    "effective_at" TIMESTAMP(3) NOT NULL,
    "cancelled_at" TIMESTAMP(3),

    CONSTRAINT "responsible_limits_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "responsible_blocks" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "kind" TEXT NOT NULL,
    "period" TEXT NOT NULL,
    "starts_at" TIMESTAMP(3) NOT NULL,
    "ends_at" TIMESTAMP(3),

    CONSTRAINT "responsible_blocks_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "responsible_limits_user_id_kind_period_effective_at_idx" ON "responsible_limits"("user_id", "kind", "period", "effective_at");

-- CreateIndex
CREATE INDEX "responsible_blocks_user_id_starts_at_idx" ON "responsible_blocks"("user_id", "starts_at");

-- AddForeignKey
ALTER TABLE "responsible_limits" ADD CONSTRAINT "responsible_limits_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "responsible_blocks" ADD CONSTRAINT "responsible_blocks_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
