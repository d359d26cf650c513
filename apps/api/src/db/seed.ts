import { RedPacketRuleStatus, vipBadgePath } from '@portal/contracts';
import type { LoadedConfig as Config } from '../config.js';
import type { Logger } from '../logger.js';
import { createHasher } from '../security/passwords.js';
import { createWallet, housePayoutRules } from '../modules/wallet/index.js';
import type { PrismaClient } from './client.js';
import { translationsFor } from './seed-content-i18n.js';
import {
  ACTIVITIES,
  ACTIVITY_TYPES,
  APP_INFO,
  BANNERS,
  DEMO_MEMBER,
  DEMO_OPENING_BALANCE,
  GAMES,
  NOTICES,
  PLATFORMS,
  DEMO_PROVIDER,
  VIP_KEEP_FLOW_SHARE,
  VIP_LEVEL_ROWS,
  RETIRED_BANNER_TITLES,
} from './seed-data.js';
import { Prisma } from './client.js';
import type { SqlPool } from './sql.js';

/** Idempotent: every row is keyed, so running it again changes nothing that exists. */
export interface SeedDeps {
  prisma: PrismaClient;
  /** The money pool: the demo member's opening balance goes through the wallet commands. */
  sql: SqlPool;
  config: Config;
  log: Logger;
}

export async function seed({ prisma, sql, config, log }: SeedDeps): Promise<void> {
  const hasher = createHasher(config.bcryptCost);
  const wallet = createWallet({ sql, rules: housePayoutRules(config) });
  await prisma.appInfo.upsert({ where: { id: 1 }, update: {}, create: { id: 1, ...APP_INFO } });

  for (const [level, name, recharge, flow, realperson, electron, joker, sport, lottery, eSport] of VIP_LEVEL_ROWS) {
    const keepFlow = level === 1 ? 0 : new Prisma.Decimal(flow).times(VIP_KEEP_FLOW_SHARE).toDecimalPlaces(2);
    const data = { name, recharge, flow, keepFlow, realperson, electron, joker, sport, lottery, eSport, badge: vipBadgePath(level) };
    await prisma.vipLevel.upsert({ where: { level }, update: {}, create: { level, ...data } });
  }

  if ((await prisma.banner.count()) === 0) await prisma.banner.createMany({ data: BANNERS });
  if ((await prisma.notice.count()) === 0) await prisma.notice.createMany({ data: NOTICES });
  await seedCatalogue(prisma);
  if ((await prisma.activityType.count()) === 0) {
    const types: { id: number }[] = [];
    for (const [sort, name] of ACTIVITY_TYPES.entries()) types.push(await prisma.activityType.create({ data: { name, sort } }));
    await prisma.activity.createMany({
      data: ACTIVITIES.map((a, sort) => ({
        typeId: types[a.type]!.id,
        title: a.title,
        content: a.content,
        memo: a.memo,
        sort,
        banner: `/static/activity/${sort + 1}.svg`,
      })),
    });
  }

  await translateSeededContent(prisma);

  if (!(await prisma.user.findUnique({ where: { username: DEMO_MEMBER.username } }))) {
    const [passwordHash, payPasswordHash] = await Promise.all([hasher.hash(DEMO_MEMBER.password), hasher.hash(DEMO_MEMBER.payPassword)]);
    // On the Sql door, as every money command runs (the wallet's commands take an Sql transaction).
    await sql.tx(async (tx) => {
      const [user] = await tx.query<{ id: number }>(
        `INSERT INTO users (username, password_hash, pay_password_hash, realname, mobile, email, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, now()) RETURNING id`,
        [DEMO_MEMBER.username, passwordHash, payPasswordHash, DEMO_MEMBER.realname, DEMO_MEMBER.mobile, DEMO_MEMBER.email],
      );
      if (!user) throw new Error('the demo member was not created');
      await wallet.openMemberWallet(tx, user.id);
      const opening = {
        userId: user.id,
        amount: new Prisma.Decimal(DEMO_OPENING_BALANCE),
        kind: 'seed.credit' as const,
        by: 'system' as const,
        key: `seed:opening-balance:${user.id}`,
        memo: 'demo opening balance',
      };
      await wallet.credit(tx, opening);
    });
    log.info(`seeded demo member ${DEMO_MEMBER.username}`);
  }

  if (config.admin && !(await prisma.admin.findUnique({ where: { name: config.admin.name } }))) {
    await prisma.admin.create({ data: { name: config.admin.name, passwordHash: await hasher.hash(config.admin.password), role: 'super' } });
    log.info(`seeded admin ${config.admin.name}`);
  }
}

/**
 * On start: the whole seed on an empty database; on an existing one only what later releases
 * added to the seed (new catalogue games, content translations), never touching edited rows.
 */
export async function seedIfEmpty(deps: SeedDeps): Promise<void> {
  // Several processes may start at once over one database (WEB_CONCURRENCY, several machines):
  // they seed one after the other, under a lock held for the length of this transaction.
  await deps.sql.tx(async (lock) => {
    await lock.query('SELECT pg_advisory_xact_lock(hashtext($1))', ['portal:seed']);
    await seedUnlocked(deps);
  });
}

async function seedUnlocked(deps: SeedDeps): Promise<void> {
  const { prisma } = deps;
  if (!(await prisma.appInfo.findUnique({ where: { id: 1 } }))) {
    await seed(deps);
    if (deps.config.env !== 'production') await seedDemoRedPacketRule(prisma);
    if (deps.config.env === 'development') await seedDemoProvider(prisma);
    return;
  }
  await seedCatalogue(prisma);
  await retireBannerClaims(prisma);
  await translateSeededContent(prisma);
}

/** A seeded banner still promising live dealers or a sportsbook says what opens instead; operators' own banners are left alone. */
async function retireBannerClaims(prisma: PrismaClient): Promise<void> {
  for (const [title, now] of Object.entries(RETIRED_BANNER_TITLES)) {
    await prisma.banner.updateMany({ where: { title }, data: { title: now.title, link: now.link, i18n: translationsFor({ title: now.title }) } });
  }
}

/**
 * Outside production a new portal starts with one red-packet rule running for a year (deposits of
 * 100 to 1,000,000 counted in the window give 3 draws of up to 5 % of them), so /userredpacket can
 * be tried at once; operators change or delete it in the back office. Not in seed(): the tests
 * build their own rules.
 */
async function seedDemoRedPacketRule(prisma: PrismaClient): Promise<void> {
  if ((await prisma.redPacketRule.count()) > 0) return;
  const start = new Date();
  const end = new Date(start.getTime() + 365 * 24 * 3600 * 1000);
  await prisma.redPacketRule.create({
    data: { startTime: start, endTime: end, dayFlow: 100, flowMoney: 1_000_000, money: 5, recharge: 3, status: RedPacketRuleStatus.on },
  });
}

/**
 * In development (NODE_ENV=development: neither production nor the tests, which make their own
 * platforms) a new portal has one seamless platform, SIM, played by the provider simulator
 * (tools/provider-sim, docs/seamless-conformance.md#the-provider-simulator): its launch template points at
 * the simulator's default port; `pnpm provider:sim --register` saves the simulator's public key
 * (until then the wallet API answers it RS_ERROR_INVALID_PARTNER).
 */
async function seedDemoProvider(prisma: PrismaClient): Promise<void> {
  await prisma.platform.upsert({
    where: { platname: DEMO_PROVIDER.platname },
    update: {},
    create: {
      platname: DEMO_PROVIDER.platname,
      name: DEMO_PROVIDER.name,
      sort: PLATFORMS.length,
      adapter: 'seamless',
      brand: '',
      defaultGame: 'slot1',
      walletMode: 'seamless',
      launchTemplate: DEMO_PROVIDER.launchTemplate,
      config: { category: 'concise' },
      i18n: translationsFor({ name: DEMO_PROVIDER.name }),
    },
  });
}

/** The sport and e-sport venues are the sportsbook's (docs/sportsbook.md), the lottery venues the lottery's (docs/lottery.md); every other venue the built-in game hall's. */
const adapterOf = (category: string) => (category === 'sport' || category === 'gaming' ? 'sportsbook' : category === 'lottery' ? 'lottery' : 'builtin');

async function seedCatalogue(prisma: PrismaClient): Promise<void> {
  for (const [sort, [platname, name, category, defaultGame]] of PLATFORMS.entries()) {
    await prisma.platform.upsert({
      where: { platname },
      update: {},
      create: {
        platname,
        name,
        sort,
        adapter: adapterOf(category),
        brand: platname.toLowerCase(),
        defaultGame,
        config: { category },
        i18n: translationsFor({ name }),
      },
    });
  }
  for (const [i, [categoryId, platformName, gameCode, name]] of GAMES.entries()) {
    await prisma.game.upsert({
      where: { categoryId_platformName_gameCode: { categoryId, platformName, gameCode } },
      update: {},
      create: {
        categoryId,
        platformName,
        gameCode,
        name,
        sort: i,
        apiLogoImg: `/static/game/${(gameCode === '0' ? platformName : gameCode).toLowerCase()}.svg`,
        i18n: translationsFor({ name }),
      },
    });
  }
}

const isEmptyJson = (v: unknown) => v === null || (typeof v === 'object' && Object.keys(v as object).length === 0);

/** Seeded content gets its translations (also on databases seeded before they existed); edited rows are left alone. */
async function translateSeededContent(prisma: PrismaClient): Promise<void> {
  for (const b of await prisma.banner.findMany()) {
    if (isEmptyJson(b.i18n)) await prisma.banner.update({ where: { id: b.id }, data: { i18n: translationsFor({ title: b.title }) } });
  }
  for (const n of await prisma.notice.findMany()) {
    if (isEmptyJson(n.i18n)) await prisma.notice.update({ where: { id: n.id }, data: { i18n: translationsFor({ title: n.title, content: n.content }) } });
  }
  for (const t of await prisma.activityType.findMany()) {
    if (isEmptyJson(t.i18n)) await prisma.activityType.update({ where: { id: t.id }, data: { i18n: translationsFor({ name: t.name }) } });
  }
  for (const g of await prisma.game.findMany()) {
    if (isEmptyJson(g.i18n)) await prisma.game.update({ where: { id: g.id }, data: { i18n: translationsFor({ name: g.name }) } });
  }
  for (const a of await prisma.activity.findMany()) {
    if (isEmptyJson(a.i18n))
      await prisma.activity.update({ where: { id: a.id }, data: { i18n: translationsFor({ title: a.title, content: a.content, memo: a.memo }) } });
  }
}
