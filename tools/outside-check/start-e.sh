#!/bin/sh
# The sportsbook's outside check (e-sportsbook.mjs): one process as `pnpm start` runs it, embedded
# PostgreSQL, the demonstration feed off (the book holds only what the check makes).
cd "$(dirname "$0")/../.." && exec env NODE_ENV=development PORT="${PORT:-18501}" HOST=127.0.0.1 EMBEDDED_PG_PORT="${EMBEDDED_PG_PORT:-18502}" \
  DATA_DIR="$PWD/.data/outside/e" CAPTCHA_MODE=off SPORTS_FEED=off LOG_LEVEL=warn node --enable-source-maps apps/api/dist/main.js
