import type { Sql } from '../../db/sql.js';

/**
 * Writes a member message (the inbox owns it): rendered at read time in the reader's locale from
 * the catalogue keys `<template>.title` / `<template>.content`, `{name}` filled from params. Runs
 * in the caller's transaction (`db`), so a level change and its message commit together.
 */
export type Notify = (db: Sql, message: { userId: number; template: string; params?: Record<string, string> }) => Promise<void>;

export const VIP_TEMPLATES = { promoted: 'inbox.vip.promoted', demoted: 'inbox.vip.demoted' } as const;
