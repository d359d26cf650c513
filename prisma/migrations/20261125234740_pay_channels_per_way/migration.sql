-- Each QR pay way (wxpay, alipay, game) gets its own list of channels; an order keeps the one it was given.

-- AlterTable
ALTER TABLE "deposits" ADD COLUMN     "channel_id" INTEGER;

-- CreateTable
CREATE TABLE "pay_channels" (
    "id" SERIAL NOT NULL,
    "paytype" TEXT NOT NULL,
    "name" TEXT NOT NULL,
    "mch_id" TEXT NOT NULL DEFAULT '',
    "pay_url" TEXT NOT NULL DEFAULT '',
    "qr_image_id" UUID,
    "enabled" BOOLEAN NOT NULL DEFAULT true,
    "sort" INTEGER NOT NULL DEFAULT 0,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "pay_channels_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "pay_channel_images" (
    "id" UUID NOT NULL,
    "admin_id" INTEGER NOT NULL,
    "bytes" BYTEA NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "pay_channel_images_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "pay_channels_paytype_enabled_sort_idx" ON "pay_channels"("paytype", "enabled", "sort");

-- AddForeignKey
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_channel_id_fkey" FOREIGN KEY ("channel_id") REFERENCES "pay_channels"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "pay_channels" ADD CONSTRAINT "pay_channels_qr_image_id_fkey" FOREIGN KEY ("qr_image_id") REFERENCES "pay_channel_images"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- The one channel per way the settings held becomes that way's first channel.
INSERT INTO "pay_channels" ("paytype", "name", "mch_id", "pay_url", "sort", "updated_at")
SELECT way, c.value->>'name', COALESCE(c.value->>'mch_id', ''), COALESCE(c.value->>'pay_url', ''), 0, CURRENT_TIMESTAMP
FROM "cashier_settings" s, jsonb_each(s."channels") c(way, value)
WHERE s.id = 1 AND way IN ('wxpay', 'alipay', 'game')
ORDER BY CASE way WHEN 'wxpay' THEN 1 WHEN 'alipay' THEN 2 ELSE 3 END;

-- Orders made before keep paying their way's channel.
UPDATE "deposits" d SET "channel_id" = c."id" FROM "pay_channels" c WHERE c."paytype" = d."paytype";

-- AlterTable
ALTER TABLE "cashier_settings" DROP COLUMN "channels";
