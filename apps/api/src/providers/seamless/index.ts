export { createSeamlessAdapter, launchUrlOf, SESSION_TTL_SECONDS } from './adapter.js';
export { portalKeys, type PortalKeys, SIGNATURE_HEADER, signBody, verifyBody, rsaPublicKey } from './signing.js';
export { createSeamlessBackOffice, type SeamlessBackOffice } from './back-office.js';
export { STATUS, CURRENCY, UNITS_PER_YUAN, MAX_UNITS } from './messages.js';
export { deleteOldSessions as deleteOldSeamlessSessions, SESSION_KEEP_DAYS, seamlessLossesSql } from './store.js';
