#!/bin/sh
# Part A server: one process as `pnpm start` runs it (node apps/api/dist/main.js), embedded PostgreSQL.
cd "$(dirname "$0")/../.." && exec env NODE_ENV=development PORT=8401 HOST=127.0.0.1 EMBEDDED_PG_PORT=55401 \
  DATA_DIR="$PWD/.data/outside/a" CAPTCHA_MODE=off RATE_LIMIT_MODE=on RATE_LIMIT_REGISTER_PER_IP=1000 \
  RATE_LIMIT_LOGIN_PER_IP=1000 LOG_LEVEL=warn node --enable-source-maps apps/api/dist/main.js
