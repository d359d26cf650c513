// Everything both apps share, by domain: <domain>/{schemas,replies,messages,rules,states}.ts.
// Import it all from '@portal/contracts'; a new domain adds its lines here and in texts.ts.
export * from './texts.js';

export * from './common/i18n.js';
export * from './common/chinese-script.js';
export * from './common/codes.js';
export * from './common/constants.js';
export * from './common/validation.js';
export * from './common/money.js';
export * from './common/beijing-time.js';
export * from './common/schemas.js';
export * from './common/replies.js';

export * from './site/states.js';
export * from './site/replies.js';
export * from './auth/schemas.js';
export * from './auth/replies.js';
export * from './profile/states.js';
export * from './profile/schemas.js';
export * from './profile/replies.js';
export * from './content/schemas.js';
export * from './content/replies.js';
export * from './content/rules.js';
export * from './vip/replies.js';
export * from './vip/rules.js';
export * from './vip/presenter.js';
export * from './vip/schemas.js';
export * from './games/states.js';
export * from './games/schemas.js';
export * from './games/replies.js';
export * from './wallet/schemas.js';
export * from './wallet/replies.js';
export * from './records/schemas.js';
export * from './records/replies.js';
export * from './rebates/schemas.js';
export * from './rebates/replies.js';
export * from './admin/schemas.js';
export * from './staff/rules.js';
export * from './staff/schemas.js';
export * from './staff/replies.js';
export * from './cashier/rules.js';
export * from './cashier/schemas.js';
export * from './cashier/replies.js';
export * from './chain/states.js';
export * from './chain/schemas.js';
export * from './chain/replies.js';
export * from './inbox/states.js';
export * from './inbox/schemas.js';
export * from './inbox/replies.js';
export * from './feedback/states.js';
export * from './feedback/schemas.js';
export * from './feedback/replies.js';
export * from './agents/rules.js';
export * from './agents/schemas.js';
export * from './agents/replies.js';
export * from './redpacket/rules.js';
export * from './redpacket/schemas.js';
export * from './redpacket/replies.js';
export * from './site/admin.js';
export * from './responsible/rules.js';
export * from './responsible/schemas.js';
export * from './responsible/replies.js';

// The API table: every route declared once (each domain's routes.ts), and the types a typed client reads.
export * from './api/table.js';
export { defineRoutes } from './api/define.js';
export * from './responsible/reality.js';
