-- AlterTable
ALTER TABLE "admins" ADD COLUMN     "totp_last_step" INTEGER;

-- A pending TOTP enrolment was kept in plain text and could be started over an enrolled secret
-- by anyone holding the staff session, without its code: none of them is trusted. The owner
-- starts the set-up again (the confirmed secrets stay, sealed with STAFF_TOTP_KEY at start-up).
UPDATE "admins" SET "totp_pending" = NULL WHERE "totp_pending" IS NOT NULL;
