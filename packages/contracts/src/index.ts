export * from './i18n.js';
export * from './messages.js';
export * from './codes.js';
export * from './constants.js';
export * from './validation.js';
export * from './schemas/auth.js';
export * from './schemas/account.js';
export * from './schemas/replies.js';
