-- CreateTable
CREATE TABLE "member_messages" (
    "id" BIGSERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "template" TEXT,
    "params" JSONB NOT NULL DEFAULT '{}',
    "title" TEXT,
    "content" TEXT,
    "send_key" TEXT,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,
    "read_at" TIMESTAMP(3),

    CONSTRAINT "member_messages_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "member_messages_user_id_id_idx" ON "member_messages"("user_id", "id");

-- CreateIndex
CREATE UNIQUE INDEX "member_messages_send_key_user_id_key" ON "member_messages"("send_key", "user_id");
