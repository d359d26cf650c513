import { PrismaPg } from '@prisma/adapter-pg';
import { PrismaClient } from '../generated/prisma/client.js';

export { Prisma } from '../generated/prisma/client.js';
export type { PrismaClient };
export type Tx = Parameters<Parameters<PrismaClient['$transaction']>[0]>[0];

export function createPrisma(url: string, maxConnections = 10): PrismaClient {
  return new PrismaClient({ adapter: new PrismaPg({ connectionString: url, max: maxConnections }) });
}
