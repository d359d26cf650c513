export type { Notify } from '../inbox/index.js';

/** The member messages a level change writes (catalogue keys `<template>.title` / `.content`). */
export const VIP_TEMPLATES = { promoted: 'inbox.vip.promoted', demoted: 'inbox.vip.demoted' } as const;
