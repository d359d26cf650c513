-- CreateTable
CREATE TABLE "responsible_reality" (
    "user_id" INTEGER NOT NULL,
    "minutes" INTEGER NOT NULL,
    "updated_at" TIMESTAMP(3) NOT NULL,

    CONSTRAINT "responsible_reality_pkey" PRIMARY KEY ("user_id"),
    CONSTRAINT "responsible_reality_minutes_check" CHECK ("minutes" IN (0, 15, 30, 60))
);

-- AddForeignKey
ALTER TABLE "responsible_reality" ADD CONSTRAINT "responsible_reality_user_id_fkey" FOREIGN KEY ("user_id") REFERENCES "users"("id") ON DELETE RESTRICT ON UPDATE CASCADE;
