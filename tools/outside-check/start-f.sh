#!/bin/sh
# The lottery's outside check (f-lottery.mjs): one process as `pnpm start` runs it (after `pnpm build`),
# embedded PostgreSQL, a draw every 30 s closing 10 s before it, so the check sees a draw within a minute.
cd "$(dirname "$0")/../.." && exec env NODE_ENV=development PORT="${PORT:-18601}" HOST=127.0.0.1 EMBEDDED_PG_PORT="${EMBEDDED_PG_PORT:-18602}" \
  DATA_DIR="$PWD/.data/outside/f" CAPTCHA_MODE=off SPORTS_FEED=off LOG_LEVEL=warn LOTTERY_DRAW_SECONDS="${LOTTERY_DRAW_SECONDS:-30}" \
  LOTTERY_CLOSE_SECONDS="${LOTTERY_CLOSE_SECONDS:-10}" node --enable-source-maps apps/api/dist/main.js
