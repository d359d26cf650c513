-- CreateIndex
CREATE INDEX "seamless_sessions_expires_at_idx" ON "seamless_sessions"("expires_at");
