#!/bin/sh
# The no-second-account outside check (g-exclusion.mjs): one process as `pnpm start` runs it,
# embedded PostgreSQL, on its own ports.
cd "$(dirname "$0")/../.." && exec env NODE_ENV=development PORT="${PORT:-4601}" HOST=127.0.0.1 EMBEDDED_PG_PORT="${EMBEDDED_PG_PORT:-5601}" \
  DATA_DIR="$PWD/.data/outside/g" CAPTCHA_MODE=off LOG_LEVEL=warn node --enable-source-maps apps/api/dist/main.js
