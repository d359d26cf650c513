-- CreateTable
CREATE TABLE "cashier_settings" (
    "id" INTEGER NOT NULL DEFAULT 1,
    "pay_ways" JSONB NOT NULL,
    "pay_ranges" JSONB NOT NULL,
    "banks" JSONB NOT NULL,
    "receiving_accounts" JSONB NOT NULL,
    "usdt_addresses" JSONB NOT NULL,
    "channels" JSONB NOT NULL,
    "withdraw_daily_count" INTEGER NOT NULL DEFAULT 5,
    "withdraw_start" TEXT NOT NULL DEFAULT '00:00',
    "withdraw_end" TEXT NOT NULL DEFAULT '24:00',
    "withdraw_min" DECIMAL(18,2) NOT NULL DEFAULT 100,
    "withdraw_max" DECIMAL(18,2) NOT NULL DEFAULT 50000,
    "turnover_multiple" DECIMAL(8,2) NOT NULL DEFAULT 1,
    "review_threshold" DECIMAL(18,2) NOT NULL DEFAULT 10000,
    "updated_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "cashier_settings_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "deposits" (
    "id" BIGSERIAL NOT NULL,
    "deposit_no" TEXT NOT NULL,
    "user_id" INTEGER NOT NULL,
    "paytype" TEXT NOT NULL,
    "protocol" TEXT,
    "amount" DECIMAL(18,2) NOT NULL,
    "real_money" DECIMAL(18,2) NOT NULL,
    "usdt_rate" DECIMAL(18,6),
    "usdt_amount" DECIMAL(18,2),
    "payer_name" TEXT NOT NULL DEFAULT '',
    "payer_bank" TEXT NOT NULL DEFAULT '',
    "payer_card_no" TEXT NOT NULL DEFAULT '',
    "payer_address" TEXT NOT NULL DEFAULT '',
    "state" INTEGER NOT NULL DEFAULT 1,
    "reason" TEXT NOT NULL DEFAULT '',
    "reviewed_by" INTEGER,
    "reviewed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL,
    "expires_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "deposits_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "withdrawals" (
    "id" BIGSERIAL NOT NULL,
    "order_no" TEXT NOT NULL,
    "user_id" INTEGER NOT NULL,
    "card_id" INTEGER,
    "card_type" INTEGER NOT NULL,
    "bank" TEXT NOT NULL,
    "bank_no" TEXT NOT NULL,
    "bank_owner" TEXT NOT NULL,
    "bank_address" TEXT NOT NULL DEFAULT '',
    "protocol" TEXT,
    "amount" DECIMAL(18,2) NOT NULL,
    "usdt_rate" DECIMAL(18,6),
    "usdt_amount" DECIMAL(18,2),
    "fee" DECIMAL(18,2),
    "state" INTEGER NOT NULL DEFAULT 1,
    "reason" TEXT NOT NULL DEFAULT '',
    "first_approved_by" INTEGER,
    "first_approved_at" TIMESTAMP(3),
    "reviewed_by" INTEGER,
    "reviewed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "withdrawals_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "bound_cards" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "type" INTEGER NOT NULL,
    "bank" TEXT NOT NULL,
    "bank_no" TEXT NOT NULL,
    "bank_owner" TEXT NOT NULL,
    "bank_address" TEXT NOT NULL DEFAULT '',
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "bound_cards_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE UNIQUE INDEX "deposits_deposit_no_key" ON "deposits"("deposit_no");

-- CreateIndex
CREATE INDEX "deposits_user_id_created_at_idx" ON "deposits"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "deposits_state_expires_at_idx" ON "deposits"("state", "expires_at");

-- CreateIndex
CREATE UNIQUE INDEX "withdrawals_order_no_key" ON "withdrawals"("order_no");

-- CreateIndex
CREATE INDEX "withdrawals_user_id_created_at_idx" ON "withdrawals"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "withdrawals_state_created_at_idx" ON "withdrawals"("state", "created_at");

-- CreateIndex
CREATE UNIQUE INDEX "bound_cards_user_id_type_bank_no_key" ON "bound_cards"("user_id", "type", "bank_no");

-- AddForeignKey
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "bound_cards" ADD CONSTRAINT "bound_cards_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Rules the database keeps whatever the code does.
ALTER TABLE "cashier_settings" ADD CONSTRAINT "cashier_settings_single_row" CHECK ("id" = 1);
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_state_known" CHECK ("state" IN (1, 2, 3));
ALTER TABLE "deposits" ADD CONSTRAINT "deposits_amount_positive" CHECK ("amount" > 0 AND "real_money" > 0);
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_state_known" CHECK ("state" IN (1, 2, 3));
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_amount_positive" CHECK ("amount" > 0);
ALTER TABLE "bound_cards" ADD CONSTRAINT "bound_cards_type_known" CHECK ("type" IN (1, 2));

-- The seeded configuration (issue 9): every way open, 100-10000 per way, the withdrawal rules'
-- defaults (5 a day, the whole day, 100-50000, turnover x1, four eyes above 10000).
INSERT INTO "cashier_settings" ("id", "pay_ways", "pay_ranges", "banks", "receiving_accounts", "usdt_addresses", "channels")
VALUES (
  1,
  '{"card": 1, "wechat": 1, "alipay": 1, "game": 1, "usdt": 1}',
  '{"bank": {"min_price": "100.00", "max_price": "10000.00"}, "wechat": {"min_price": "100.00", "max_price": "10000.00"}, "alipay": {"min_price": "100.00", "max_price": "10000.00"}, "game": {"min_price": "100.00", "max_price": "10000.00"}, "usdt-erc20": {"min_price": "100.00", "max_price": "10000.00"}, "usdt-trc20": {"min_price": "100.00", "max_price": "10000.00"}}',
  '["中国工商银行", "中国建设银行", "中国农业银行", "中国银行", "交通银行", "招商银行", "中国邮政储蓄银行", "中信银行", "浦发银行", "民生银行", "兴业银行", "平安银行", "光大银行", "华夏银行", "广发银行"]',
  '[{"bank_name": "中国工商银行", "bank_no": "6222021001122334455", "bank_owner": "金冠娱乐有限公司", "bank_address": "北京朝阳支行"}, {"bank_name": "招商银行", "bank_no": "6225880155667788", "bank_owner": "金冠娱乐有限公司", "bank_address": "深圳福田支行"}]',
  '{"ERC20": "0x941e0E78C2e72BBFe752728E62a3bB16b6B58cB5", "TRC20": "TPK2f6zKPLwKwULXWK3ByhRpJr5Lv36bDu"}',
  '{"wxpay": {"name": "微信支付", "mch_id": "WX2026000001", "pay_url": "https://pay.example.com/wxpay"}, "alipay": {"name": "支付宝", "mch_id": "ALI2026000001", "pay_url": "https://pay.example.com/alipay"}, "game": {"name": "游戏币扫码", "mch_id": "GAME2026000001", "pay_url": "https://pay.example.com/game"}}'
);
