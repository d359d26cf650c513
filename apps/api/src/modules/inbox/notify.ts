import { isMessageKey } from '@portal/contracts';
import type { Sql } from '../../db/sql.js';
import type { Clock } from '../../clock.js';
import { insertTemplated } from './store.js';

/** A templated message for one member: `template` names the catalogue keys `<template>.title` and `<template>.content`. */
export interface TemplatedMessage {
  userId: number;
  template: string;
  params?: Record<string, string>;
}

/**
 * Writes one member message on `db` (pass the caller's Sql transaction, so the
 * message commits or rolls back with the decision that caused it). The text is rendered when read,
 * in the reader's language.
 */
export type Notify = (db: Sql, message: TemplatedMessage) => Promise<void>;

/** True when both catalogue keys of the template exist. */
export const isTemplate = (template: string) => isMessageKey(`${template}.title`) && isMessageKey(`${template}.content`);

export function createNotify(clock: Clock): Notify {
  return async (db, { userId, template, params = {} }) => {
    // A template without its keys would show raw keys to the member: a programming error, caught by the caller's tests.
    if (!isTemplate(template)) throw new Error(`unknown message template ${template}`);
    await insertTemplated(db, userId, template, params, clock.now());
  };
}
