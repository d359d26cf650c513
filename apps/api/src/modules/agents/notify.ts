import type { Sql } from '../../db/sql.js';

/**
 * Writes a member message (the inbox module's, wired at composition). `db` is the caller's
 * transaction (prismaSql(tx)) or the pool, so the message commits with the decision that wrote it.
 * The template is rendered at read time in the reader's locale from `<template>.title` / `.content`.
 */
export type Notify = (db: Sql, message: { userId: number; template: string; params?: Record<string, string> }) => Promise<void>;
