-- CreateTable
CREATE TABLE "feedbacks" (
    "id" SERIAL NOT NULL,
    "user_id" INTEGER NOT NULL,
    "category" TEXT NOT NULL,
    "content" TEXT NOT NULL,
    "image_id" UUID,
    "state" INTEGER NOT NULL DEFAULT 1,
    "answer" TEXT NOT NULL DEFAULT '',
    "answered_by" INTEGER,
    "answered_at" TIMESTAMP(3),
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "feedbacks_pkey" PRIMARY KEY ("id")
);

-- CreateTable
CREATE TABLE "feedback_images" (
    "id" UUID NOT NULL,
    "user_id" INTEGER NOT NULL,
    "bytes" BYTEA NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "feedback_images_pkey" PRIMARY KEY ("id")
);

-- CreateIndex
CREATE INDEX "feedbacks_state_created_at_idx" ON "feedbacks"("state", "created_at");

-- CreateIndex
CREATE INDEX "feedbacks_user_id_created_at_idx" ON "feedbacks"("user_id", "created_at");

-- CreateIndex
CREATE INDEX "feedback_images_user_id_created_at_idx" ON "feedback_images"("user_id", "created_at");

-- AddForeignKey
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_image_id_fkey" FOREIGN KEY ("image_id") REFERENCES "feedback_images"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_answered_by_fkey" FOREIGN KEY ("answered_by") REFERENCES "admins"("id") ON DELETE SET NULL ON UPDATE CASCADE;

-- AddForeignKey
ALTER TABLE "feedback_images" ADD CONSTRAINT "feedback_images_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;

-- The stored states and categories (contracts: FeedbackState, FEEDBACK_CATEGORIES).
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_state_check" CHECK ("state" IN (1, 2));
ALTER TABLE "feedbacks" ADD CONSTRAINT "feedbacks_category_check" CHECK ("category" IN ('deposit', 'withdrawal', 'game', 'account', 'promotion', 'suggestion', 'other'));
