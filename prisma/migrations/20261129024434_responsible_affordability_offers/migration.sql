-- CreateTable
CREATE TABLE "responsible_affordability_reviews" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "opened_at" TIMESTAMP(3) NOT NULL,
    "net_deposits" DECIMAL(18,2) NOT NULL,
    "threshold" DECIMAL(18,2) NOT NULL,
    "state" TEXT NOT NULL DEFAULT 'open',
    "decided_by" INTEGER,
    "decided_at" TIMESTAMP(3),
    "note" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "responsible_affordability_reviews_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "responsible_limit_offers" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "place" TEXT NOT NULL,
    "choice" TEXT NOT NULL,
    "period" TEXT,
    "value" DECIMAL(18,2),
    "offered_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "responsible_limit_offers_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "responsible_affordability_reviews_user_id_decided_at_idx" ON "responsible_affordability_reviews"("user_id", "decided_at");

-- CreateIndex
CREATE INDEX "responsible_affordability_reviews_state_opened_at_idx" ON "responsible_affordability_reviews"("state", "opened_at");

-- CreateIndex
CREATE INDEX "responsible_limit_offers_user_id_offered_at_idx" ON "responsible_limit_offers"("user_id", "offered_at");

-- AddForeignKey
ALTER TABLE "responsible_affordability_reviews" ADD CONSTRAINT "responsible_affordability_reviews_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "responsible_limit_offers" ADD CONSTRAINT "responsible_limit_offers_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- One open review per member: a second deposit over the threshold finds the open one.
CREATE UNIQUE INDEX "responsible_affordability_reviews_open_key" ON "responsible_affordability_reviews"("user_id") WHERE "state" = 'open';
ALTER TABLE "responsible_affordability_reviews" ADD CONSTRAINT "responsible_affordability_reviews_state_check" CHECK ("state" IN ('open', 'approved', 'limited', 'timed_out'));
ALTER TABLE "responsible_limit_offers" ADD CONSTRAINT "responsible_limit_offers_choice_check" CHECK ("choice" IN ('set', 'declined') AND "place" IN ('register', 'agent', 'short', 'first_deposit'));
