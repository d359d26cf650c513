-- AlterTable
ALTER TABLE "responsible_blocks" ADD COLUMN     "reopen_requested_at" TIMESTAMP(3),
ADD COLUMN     "review" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "review_note" TEXT NOT NULL DEFAULT '',
ADD COLUMN     "reviewed_at" TIMESTAMP(3),
ADD COLUMN     "reviewed_by" INTEGER;

-- CreateIndex
CREATE INDEX "responsible_blocks_review_idx" ON "responsible_blocks"("review");

-- CreateIndex
CREATE INDEX "users_register_ip_created_at_idx" ON "users"("register_ip", "created_at");

-- Hand-written: the identity a self-excluded or timed-out member cannot register or bind again
-- (responsible/store.ts identity reads). One normal form each, and expression indexes on it, so
-- the check is one indexed query: a phone without separators or a +86 / 0086 prefix; an email
-- trimmed and lower case; a card number or address without spaces and dashes, an ERC20 address
-- (hex) lower case, a TRC20 one (base58) as it is.
CREATE FUNCTION identity_phone(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN NULLIF(regexp_replace(regexp_replace(value, '\D', '', 'g'), '^(00)?86(?=\d{11}$)', ''), '');
CREATE FUNCTION identity_email(value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN NULLIF(lower(btrim(value)), '');
CREATE FUNCTION identity_card(type integer, protocol text, value text) RETURNS text LANGUAGE sql IMMUTABLE PARALLEL SAFE
  RETURN CASE WHEN type = 2 AND upper(btrim(protocol)) = 'ERC20' THEN lower(regexp_replace(value, '[\s-]', '', 'g'))
              ELSE regexp_replace(value, '[\s-]', '', 'g') END;

CREATE INDEX "users_identity_phone_idx" ON "users" (identity_phone("mobile"));
CREATE INDEX "users_identity_email_idx" ON "users" (identity_email("email"));
CREATE INDEX "bound_cards_identity_idx" ON "bound_cards" ("type", identity_card("type", "bank_owner", "bank_no"));
