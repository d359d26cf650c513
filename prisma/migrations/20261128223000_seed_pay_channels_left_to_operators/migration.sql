-- A new portal has no QR pay channels until an operator sets them (back office: 支付通道): the seed
-- made three that pointed at pay.example.com, so the wxpay, alipay and game ways drew QR codes for
-- a site that takes no money. A channel that is exactly the seed's (its name, merchant id and pay
-- URL, no uploaded QR image) goes; one that orders were given stays for their pages, disabled.
-- Any channel an operator changed or added is left alone.
WITH "seeded" AS (
  SELECT c."id", EXISTS (SELECT 1 FROM "deposits" d WHERE d."channel_id" = c."id") AS "used"
  FROM "pay_channels" c
  WHERE c."qr_image_id" IS NULL
    AND (c."paytype", c."name", c."mch_id", c."pay_url") IN (
      ('wxpay', '微信支付', 'WX2026000001', 'https://pay.example.com/wxpay'),
      ('alipay', '支付宝', 'ALI2026000001', 'https://pay.example.com/alipay'),
      ('game', '游戏币扫码', 'GAME2026000001', 'https://pay.example.com/game'))
), "removed" AS (
  DELETE FROM "pay_channels" WHERE "id" IN (SELECT "id" FROM "seeded" WHERE NOT "used") RETURNING "id"
)
UPDATE "pay_channels" SET "enabled" = false, "updated_at" = CURRENT_TIMESTAMP WHERE "id" IN (SELECT "id" FROM "seeded" WHERE "used");
