// The whole API document, back-office routes included, for maintainers and the back office's own
// tooling: `pnpm --filter @portal/api openapi > openapi.json`. The server itself serves only the
// member and public part (http/docs.ts).
import { openApiDocument } from './openapi.js';

process.stdout.write(`${JSON.stringify(openApiDocument({ staff: true }), null, 2)}\n`);
