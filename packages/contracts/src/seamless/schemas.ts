import { z } from 'zod';
import { requiredText } from '../common/validation.js';

// The back office's seamless-wallet screens (docs/seamless-wallet.md): a platform's wallet mode,
// the provider's public key and the launch URL template; the transaction search.

export const WALLET_MODES = ['transfer', 'seamless'] as const;
export type WalletMode = (typeof WALLET_MODES)[number];

/** The placeholders a launch URL template may hold (each replaced, URL-encoded, at a launch). */
export const LAUNCH_PLACEHOLDERS = ['token', 'user', 'game', 'lang', 'currency', 'return_url'] as const;

const bad = { error: 'seamless.invalid' } as const;

export const seamlessPlatformSaveSchema = z.object({
  platname: requiredText('transfer.platformUnknown', 32),
  wallet_mode: z.enum(WALLET_MODES, bad),
  /** PEM of an RSA public key; empty keeps none (a seamless platform needs one). */
  provider_public_key: z.string(bad).trim().max(4000, bad).default(''),
  /** http(s) URL with placeholders; a seamless platform needs {token}. */
  launch_template: z.string(bad).trim().max(1000, bad).default(''),
});
export type SeamlessPlatformSaveInput = z.infer<typeof seamlessPlatformSaveSchema>;

export const seamlessTransactionsSchema = z
  .object({
    platname: z.string(bad).trim().max(32, bad).default(''),
    uuid: z.string(bad).trim().max(200, bad).default(''),
    round: z.string(bad).trim().max(200, bad).default(''),
  })
  .refine((v) => v.uuid !== '' || v.round !== '', { error: 'seamless.searchNeedsKey' });
export type SeamlessTransactionsInput = z.infer<typeof seamlessTransactionsSchema>;
