// The states this domain stores, by name (no zod here: the apps' first pages import them).

/** app_info.site_state (spec §3): 0 repair mode (only the repair tips show), 1 open. */
export const SiteState = { repair: 0, open: 1 } as const;
export type SiteState = (typeof SiteState)[keyof typeof SiteState];

/** app_info.redpacket_switch (spec §2.3): 0 red packets closed for everyone, 1 open. */
export const RedPacketSwitch = { off: 0, on: 1 } as const;
export type RedPacketSwitch = (typeof RedPacketSwitch)[keyof typeof RedPacketSwitch];
