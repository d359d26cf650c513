-- AlterTable
ALTER TABLE "admins" ADD COLUMN     "disabled_at" TIMESTAMP(3),
ADD COLUMN     "last_login_at" TIMESTAMP(3),
ADD COLUMN     "totp_pending" TEXT,
ADD COLUMN     "totp_secret" TEXT,
ALTER COLUMN "role" SET DEFAULT 'support';

-- AlterTable
ALTER TABLE "audit_logs" ADD COLUMN     "after" JSONB,
ADD COLUMN     "amount" DECIMAL(18,2),
ADD COLUMN     "before" JSONB,
ADD COLUMN     "hash" TEXT,
ADD COLUMN     "ip" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "prev_hash" TEXT,
ADD COLUMN     "role" TEXT NOT NULL DEFAULT '';

-- AlterTable
ALTER TABLE "users" ADD COLUMN     "frozen_at" TIMESTAMP(3),
ADD COLUMN     "frozen_reason" TEXT NOT NULL DEFAULT '';

-- CreateTable
CREATE TABLE "audit_chain_head" (
    "id" INTEGER NOT NULL,
    "last_id" BIGINT,
    "hash" TEXT NOT NULL DEFAULT '',

    CONSTRAINT "audit_chain_head_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "member_logins" (
    "id" BIGSERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "ip" TEXT NOT NULL DEFAULT '',
    "user_agent" TEXT NOT NULL DEFAULT '',
    "ok" BOOLEAN NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "member_logins_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "job_runs" (
    "id" BIGSERIAL NOT NULL,
    "name" TEXT NOT NULL,
    "trigger" TEXT NOT NULL,
    "started_at" TIMESTAMP(3) NOT NULL,
    "finished_at" TIMESTAMP(3),
    "ok" BOOLEAN,
    "result" JSONB,

    CONSTRAINT "job_runs_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "member_logins_user_id_created_at_idx" ON "member_logins"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "job_runs_name_started_at_idx" ON "job_runs"("name", "started_at");

-- CreateIndex
CREATE INDEX "audit_logs_action_idx" ON "audit_logs"("action");

-- AddForeignKey
ALTER TABLE "member_logins" ADD CONSTRAINT "member_logins_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- Staff roles are super | finance | operations | support now (the seeded admin was 'superadmin',
-- the old default 'operator').
UPDATE "admins" SET "role" = 'super' WHERE "role" = 'superadmin';
UPDATE "admins" SET "role" = 'operations' WHERE "role" = 'operator';
UPDATE "audit_logs" a SET "role" = d."role" FROM "admins" d WHERE d."id" = a."admin_id" AND a."role" = '';

-- The chain head: one row, locked by each append (modules/staff/audit.ts). Rows written before
-- this migration carry no hash and stand before the chain; verification starts at the first hashed row.
INSERT INTO "audit_chain_head" ("id", "last_id", "hash") VALUES (1, NULL, '');

-- Audit rows are append-only: nothing may change or remove one, not even the API's own role.
CREATE FUNCTION audit_logs_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_logs is append-only (% refused)', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
CREATE TRIGGER audit_logs_no_update BEFORE UPDATE OR DELETE ON "audit_logs" FOR EACH ROW EXECUTE FUNCTION audit_logs_append_only();
CREATE TRIGGER audit_logs_no_truncate BEFORE TRUNCATE ON "audit_logs" FOR EACH STATEMENT EXECUTE FUNCTION audit_logs_append_only();
