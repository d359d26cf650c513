import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  ADMIN_PERMISSIONS,
  API_ROUTES,
  apiRoute,
  mayCall,
  type AdminPath,
  type ApiIdempotent,
  type ApiInput,
  type ApiReply,
  type RouteName,
} from '../src/index.js';

// What a typed client reads from the API table: each route's input, reply, method and path.

describe('the API table as a typed client sees it', () => {
  it('gives each route name its input and reply types', () => {
    expectTypeOf<ApiInput<'deposits.approve'>>().toEqualTypeOf<{ deposit_no: string }>();
    expectTypeOf<ApiReply<'wallet.balance'>>().toEqualTypeOf<{ balance: string }>();
    expectTypeOf<ApiInput<'wallet.balance'>>().toEqualTypeOf<undefined>();
    expectTypeOf<ApiInput<'profile.uploadAvatar'>>().toEqualTypeOf<Blob>();
    expectTypeOf<ApiReply<'auth.logout'>>().toEqualTypeOf<null>();
    expectTypeOf<ApiIdempotent<'cashier.deposit'>>().toEqualTypeOf<true>();
    expectTypeOf<ApiIdempotent<'cashier.payInfo'>>().toEqualTypeOf<false>();
    // A wrong name or a wrong field is a type error.
    // @ts-expect-error no such route
    expectTypeOf<ApiInput<'deposits.aprove'>>();
    // @ts-expect-error deposit_no, not order_no
    const wrong: ApiInput<'deposits.approve'> = { order_no: 'CZ1' };
    expect(wrong).toBeDefined();
    expectTypeOf<'deposits.approve'>().toExtend<RouteName>();
    expectTypeOf<'/api/admin/deposits/approve'>().toExtend<AdminPath>();
  });

  it("looks up a route's method and path by name", () => {
    const approve = apiRoute('deposits.approve');
    expect(approve).toEqual({ method: 'post', path: '/api/admin/deposits/approve', idempotent: false, source: 'body' });
    expectTypeOf(approve.path).toEqualTypeOf<'/api/admin/deposits/approve'>();
    expect(apiRoute('games.list')).toEqual({ method: 'get', path: '/api/game/list', idempotent: false, source: 'query' });
    expect(apiRoute('wallet.pcTransferIn')).toMatchObject({ path: '/api/PCGameTransferIn', idempotent: true });
  });

  it('is the permission table: staff routes and their roles, nothing else', () => {
    const staff = Object.values(API_ROUTES).filter((r) => r.realm === 'staff');
    expect(Object.keys(ADMIN_PERMISSIONS)).toHaveLength(staff.length);
    expect(mayCall('finance', '/api/admin/deposits/approve')).toBe(true);
    expect(mayCall('support', '/api/admin/deposits/approve')).toBe(false);
    expect(mayCall('super', '/api/admin/login')).toBe(false);
    for (const route of Object.values(API_ROUTES)) {
      if (route.realm === 'staff') expect(route.roles.length, route.path).toBeGreaterThan(0);
    }
  });
});
