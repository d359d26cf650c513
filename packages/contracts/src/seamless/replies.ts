import { z } from 'zod';

export const seamlessPlatformRowSchema = z.object({
  platname: z.string(),
  name: z.string(),
  adapter: z.string(),
  enabled: z.boolean(),
  wallet_mode: z.string(),
  /** The provider's public key (PEM) as configured; the provider's private key is never the portal's to know. */
  provider_public_key: z.string(),
  launch_template: z.string(),
  /** Where the provider calls: /api/wallet/<platname> on this portal. */
  wallet_url: z.string(),
});

export const seamlessPlatformsReply = z.object({
  /** The portal's public key (PEM): the provider checks the replies' signatures with it. */
  portal_public_key: z.string(),
  public_key_url: z.string(),
  list: z.array(seamlessPlatformRowSchema),
});

export const seamlessTransactionRowSchema = z.object({
  id: z.string(),
  platname: z.string(),
  uuid: z.string(),
  kind: z.string(),
  username: z.string(),
  round: z.string(),
  game_code: z.string(),
  /** 1/100,000 CNY, as the provider sent it, and the same in CNY. */
  amount_units: z.string(),
  amount: z.string(),
  reference: z.string(),
  balance_after: z.string(),
  rolled_back: z.boolean(),
  created_at: z.string(),
});

export const seamlessTransactionsReply = z.object({ list: z.array(seamlessTransactionRowSchema) });

export const seamlessPublicKeyReply = z.object({ public_key: z.string(), algorithm: z.literal('RSA-SHA256'), header: z.literal('X-Hub88-Signature') });
