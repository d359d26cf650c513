-- AlterTable
ALTER TABLE "job_runs" ADD COLUMN     "tick" TIMESTAMP(3);

-- CreateTable
CREATE TABLE "server_secrets" (
    "name" TEXT NOT NULL,
    "value" TEXT NOT NULL,
    "created_at" TIMESTAMP(3) NOT NULL DEFAULT CURRENT_TIMESTAMP,

    CONSTRAINT "server_secrets_pkey" PRIMARY KEY ("name")
);

-- CreateIndex
CREATE UNIQUE INDEX "job_runs_name_tick_key" ON "job_runs"("name", "tick");
