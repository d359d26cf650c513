-- When the member's mobile or email last changed: the withdrawal password is not reset through a contact changed in the last 24 hours.
ALTER TABLE "users" ADD COLUMN "contact_changed_at" TIMESTAMP(3);
