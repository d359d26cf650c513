-- CreateIndex
CREATE INDEX "deposits_state_id_idx" ON "deposits"("state", "id");

-- CreateIndex
CREATE INDEX "withdrawals_state_id_idx" ON "withdrawals"("state", "id");
