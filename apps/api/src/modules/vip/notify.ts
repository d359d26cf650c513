export type { Notify } from '../messages/index.js';

/** The member messages of a level change (catalogue keys `<template>.title` / `.content` in contracts vip/messages.ts). */
export const VIP_TEMPLATES = { promoted: 'inbox.vip.promoted', demoted: 'inbox.vip.demoted' } as const;
