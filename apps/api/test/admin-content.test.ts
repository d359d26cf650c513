import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminToken, createTestApp, post, type TestApp } from './support/app.js';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await adminToken(t);
});
afterAll(() => t.close());

/** A back-office write, with its Idempotency-Key as the back-office app sends it. */
async function write(path: string, body: object, key = randomUUID()) {
  const res = await request(t.app).post(path).set('Authorization', `Bearer ${token}`).set('Idempotency-Key', key).set('Lang', 'en_US').send(body);
  expect(res.status).toBeLessThan(500);
  return res.body;
}

describe('back office content', () => {
  it('publishes a home notice with translations that the public site shows per language, then hides and deletes it', async () => {
    const saved = await write('/api/admin/content/notices/save', {
      title: '新公告',
      content: '周末维护通知',
      is_home: true,
      sort: -1,
      i18n: { en_US: { title: 'New notice', content: 'Weekend maintenance' } },
    });
    expect(saved.code, saved.message).toBe(200);
    const id = saved.data.id as number;
    expect((await post(t.app, '/api/homenotice', {}, { lang: 'zh_CN' })).data).toContain('周末维护通知');
    expect((await post(t.app, '/api/homenotice', {}, { lang: 'en_US' })).data).toContain('Weekend maintenance');
    // A locale without an override falls back to the Chinese base.
    expect((await post(t.app, '/api/homenotice', {}, { lang: 'jp' })).data).toContain('周末维护通知');
    const listed = await post(t.app, '/api/admin/content/notices', {}, { token });
    expect(listed.data.find((n: { id: number }) => n.id === id)).toMatchObject({
      title: '新公告',
      is_home: true,
      enabled: true,
      i18n: { en_US: { title: 'New notice' } },
    });

    expect((await write('/api/admin/content/notices/save', { id, title: '新公告', content: '周末维护通知', is_home: true, enabled: false })).code).toBe(200);
    expect((await post(t.app, '/api/homenotice', {}, { lang: 'zh_CN' })).data).not.toContain('周末维护通知');

    const audit = await t.prisma.auditLog.findMany({ where: { action: 'content.notice.save', target: String(id) }, orderBy: { id: 'asc' } });
    expect(audit).toHaveLength(2);
    expect(audit[1]!.detail).toMatchObject({ before: { enabled: true }, after: { enabled: false } });

    expect((await write('/api/admin/content/notices/delete', { id })).code).toBe(200);
    expect(await t.prisma.notice.findUnique({ where: { id } })).toBeNull();
    expect(await write('/api/admin/content/notices/delete', { id })).toMatchObject({ code: 404, message: 'No such item' });
  });

  it('refuses bad content with a localised message and writes nothing', async () => {
    const before = await t.prisma.notice.count();
    expect(await write('/api/admin/content/notices/save', { title: ' ', content: 'x' })).toMatchObject({ code: 1000, message: 'Please give a title' });
    expect(await write('/api/admin/content/banners/save', { title: 'b', image: '' })).toMatchObject({ code: 1000, message: 'Please give the image address' });
    expect(await write('/api/admin/content/activities/save', { title: 'a', content: 'c', type_id: 999 })).toMatchObject({
      code: 1000,
      message: 'No such promotion type',
    });
    expect(await write('/api/admin/content/notices/save', { title: 't', content: 'c', i18n: { xx: { title: 'x' } } })).toMatchObject({ code: 1000 });
    expect(await t.prisma.notice.count()).toBe(before);
  });

  it('keeps a promotion members applied for (hide it instead) and deletes one without applications', async () => {
    const type = await t.prisma.activityType.findFirstOrThrow();
    const made = await write('/api/admin/content/activities/save', { title: '测试活动', content: '内容', type_id: type.id });
    expect(made.code, made.message).toBe(200);
    expect((await write('/api/admin/content/activities/delete', { id: made.data.id })).code).toBe(200);
    const applied = await t.prisma.activityApply.findFirst();
    if (applied) expect(await write('/api/admin/content/activities/delete', { id: applied.activityId })).toMatchObject({ code: 203 });
  });

  it('disables a game platform (the public lobby can no longer launch it) and enables it again', async () => {
    const list = await post(t.app, '/api/admin/games/platforms', {}, { token });
    expect(list.code).toBe(200);
    const plat = list.data[0] as { platname: string; enabled: boolean; games: number };
    expect(plat).toMatchObject({ platname: expect.any(String), enabled: true, games: expect.any(Number) });
    expect((await write('/api/admin/games/platforms/update', { platname: plat.platname, enabled: false })).code).toBe(200);
    expect((await t.prisma.platform.findUniqueOrThrow({ where: { platname: plat.platname } })).enabled).toBe(false);
    expect((await post(t.app, '/api/admin/games/platforms', {}, { token })).data.find((p: { platname: string }) => p.platname === plat.platname).enabled).toBe(
      false,
    );
    expect((await write('/api/admin/games/platforms/update', { platname: plat.platname, enabled: true })).code).toBe(200);
    expect(await write('/api/admin/games/platforms/update', { platname: 'NOPE', enabled: true })).toMatchObject({ code: 404 });
  });

  it('saves a notice, banner, promotion or platform switch together with its audit row: when the audit write fails, nothing is saved', async () => {
    // A trigger in this test database refuses the audit row of any content save whose title is the marker.
    await t.prisma.$executeRawUnsafe(`CREATE FUNCTION refuse_marked_audit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN
        IF (NEW.action LIKE 'content.%' AND NEW.detail::text LIKE '%AUDIT-REFUSED%') OR NEW.action = 'games.platform.disable' THEN RAISE EXCEPTION 'audit refused by the test'; END IF;
        RETURN NEW;
      END $$`);
    await t.prisma.$executeRawUnsafe('CREATE TRIGGER refuse_marked_audit BEFORE INSERT ON audit_logs FOR EACH ROW EXECUTE FUNCTION refuse_marked_audit()');
    try {
      const type = await t.prisma.activityType.findFirstOrThrow();
      const attempt = async (path: string, body: object) => {
        const res = await request(t.app).post(path).set('Authorization', `Bearer ${token}`).set('Idempotency-Key', randomUUID()).send(body);
        expect(res.body.code).not.toBe(200);
      };
      await attempt('/api/admin/content/notices/save', { title: 'AUDIT-REFUSED', content: 'c' });
      await attempt('/api/admin/content/banners/save', { title: 'AUDIT-REFUSED', image: '/x.png' });
      await attempt('/api/admin/content/activities/save', { title: 'AUDIT-REFUSED', content: 'c', type_id: type.id });
      expect(await t.prisma.notice.count({ where: { title: 'AUDIT-REFUSED' } })).toBe(0);
      expect(await t.prisma.banner.count({ where: { title: 'AUDIT-REFUSED' } })).toBe(0);
      expect(await t.prisma.activity.count({ where: { title: 'AUDIT-REFUSED' } })).toBe(0);

      // An update whose audit row is refused leaves the row as it was.
      const saved = await write('/api/admin/content/notices/save', { title: 'kept', content: 'c' });
      expect(saved.code, saved.message).toBe(200);
      await attempt('/api/admin/content/notices/save', { id: saved.data.id, title: 'AUDIT-REFUSED', content: 'c' });
      expect((await t.prisma.notice.findUniqueOrThrow({ where: { id: saved.data.id } })).title).toBe('kept');

      // A platform whose disabling cannot be audited stays enabled.
      const plat = await t.prisma.platform.findFirstOrThrow({ where: { enabled: true } });
      await attempt('/api/admin/games/platforms/update', { platname: plat.platname, enabled: false });
      expect((await t.prisma.platform.findUniqueOrThrow({ where: { platname: plat.platname } })).enabled).toBe(true);
    } finally {
      await t.prisma.$executeRawUnsafe('DROP TRIGGER refuse_marked_audit ON audit_logs');
      await t.prisma.$executeRawUnsafe('DROP FUNCTION refuse_marked_audit()');
    }
  });

  it('answers nothing to a request without a staff token', async () => {
    expect((await post(t.app, '/api/admin/content/notices', {})).code).toBe(401);
  });
});
