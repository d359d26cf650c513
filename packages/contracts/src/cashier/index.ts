export * from './rules.js';
export * from './schemas.js';
export * from './replies.js';
export { cashierMessages } from './messages.js';
