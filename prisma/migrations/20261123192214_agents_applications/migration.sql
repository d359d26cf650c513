-- CreateTable
CREATE TABLE "agent_applications" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "mobile" TEXT NOT NULL,
    "apply_info" TEXT NOT NULL,
    "state" INTEGER NOT NULL DEFAULT 1,
    "reason" TEXT NOT NULL DEFAULT '',
    "reviewed_by" INTEGER,
    "reviewed_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "agent_applications_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "agent_applications_user_id_id_idx" ON "agent_applications"("user_id", "id");

-- CreateIndex
CREATE INDEX "agent_applications_state_id_idx" ON "agent_applications"("state", "id");

-- CreateIndex
CREATE INDEX "users_referrer_id_idx" ON "users"("referrer_id");

-- AddForeignKey
ALTER TABLE "agent_applications" ADD CONSTRAINT "agent_applications_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- At most one pending application per member: a second submit (even a concurrent one) fails here.
CREATE UNIQUE INDEX "agent_applications_one_pending_per_user" ON "agent_applications" ("user_id") WHERE "state" = 1;
-- Only the review states.
ALTER TABLE "agent_applications" ADD CONSTRAINT "agent_applications_state_known" CHECK ("state" IN (1, 2, 3));
