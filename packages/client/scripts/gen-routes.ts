import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { renderRouteMap } from './route-map';

// `pnpm gen:client`: rewrites src/routes.gen.ts from the API table (packages/contracts/src/api/table.ts).
// The client test fails when the file is stale, so a route added to the table without running this
// cannot be called from the apps.
const target = fileURLToPath(new URL('../src/routes.gen.ts', import.meta.url));
writeFileSync(target, renderRouteMap());
console.log(`wrote ${target}`);
