import type { SeamlessPlatformSaveInput, SeamlessTransactionsInput } from '@portal/contracts';
import { Prisma } from '../../db/client.js';
import type { SqlPool } from '../../db/sql.js';
import type { AdminContext } from '../../context.js';
import { invalid, notFound } from '../../errors.js';
import type { Audit } from '../../audit/log.js';
import { formatMoney } from '../../money.js';
import type { Platforms } from '../platforms.js';
import { UNITS_PER_YUAN } from './messages.js';
import { rsaPublicKey, type PortalKeys } from './signing.js';
import { platformSettings, savePlatformSettings, searchTransactions, type PlatformSettingsRow } from './store.js';

const walletUrl = (publicUrl: string, platname: string) => `${publicUrl}/api/wallet/${platname}`;

/** A launch template: an http(s) URL holding {token}. */
function goodTemplate(template: string): boolean {
  if (!template.includes('{token}')) return false;
  try {
    const url = new URL(template.replace(/\{[a-z_]+\}/g, 'x'));
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** The back office's seamless wallet: platforms' wallet mode, provider key and launch template (audited), the portal's public key, the transaction search. */
export function createSeamlessBackOffice({
  sql,
  platforms,
  audit,
  keys,
  publicUrl,
}: {
  sql: SqlPool;
  platforms: Platforms;
  audit: Audit;
  keys: PortalKeys;
  publicUrl: string;
}) {
  const present = (p: PlatformSettingsRow) => ({ ...p, wallet_url: walletUrl(publicUrl, p.platname) });

  async function list() {
    return {
      portal_public_key: keys.publicPem,
      public_key_url: `${publicUrl}/api/wallet/public-key`,
      list: (await platformSettings(sql)).map(present),
    };
  }

  /** A seamless platform needs an RSA public key and a template with {token}; a transfer platform keeps what it has. */
  async function save(ctx: AdminContext, input: SeamlessPlatformSaveInput) {
    const platname = input.platname.toUpperCase();
    if (input.provider_public_key !== '' && !rsaPublicKey(input.provider_public_key)) throw invalid('seamless.badPublicKey');
    if (input.launch_template !== '' && !goodTemplate(input.launch_template)) throw invalid('seamless.badTemplate');
    if (input.wallet_mode === 'seamless') {
      if (input.provider_public_key === '') throw invalid('seamless.badPublicKey');
      if (input.launch_template === '') throw invalid('seamless.badTemplate');
    }
    const saved = await sql.tx(async (tx) => {
      const change = await savePlatformSettings(tx, {
        platname,
        walletMode: input.wallet_mode,
        providerPublicKey: input.provider_public_key,
        launchTemplate: input.launch_template,
      });
      if (!change) throw notFound('transfer.platformUnknown');
      const settings = (p: PlatformSettingsRow) => ({
        wallet_mode: p.wallet_mode,
        provider_public_key: p.provider_public_key,
        launch_template: p.launch_template,
      });
      await audit(tx, {
        adminId: ctx.adminId,
        action: 'seamless.platform.save',
        target: platname,
        before: settings(change.before) as Prisma.InputJsonValue,
        after: settings(change.after) as Prisma.InputJsonValue,
      });
      return change.after;
    });
    platforms.forget();
    return { data: present(saved), message: 'seamless.saved' as const };
  }

  async function transactions(input: SeamlessTransactionsInput) {
    const rows = await searchTransactions(sql, { platname: input.platname.toUpperCase(), uuid: input.uuid, round: input.round });
    return {
      list: rows.map((t) => ({
        id: t.id,
        platname: t.platname,
        uuid: t.uuid,
        kind: t.kind,
        username: t.username,
        round: t.round,
        game_code: t.game_code,
        amount_units: t.amount,
        amount: formatMoney(new Prisma.Decimal(t.amount).div(UNITS_PER_YUAN)),
        reference: t.reference,
        balance_after: formatMoney(new Prisma.Decimal(t.balance_after).div(UNITS_PER_YUAN)),
        rolled_back: t.rolled_back,
        created_at: t.created_at.toISOString(),
      })),
    };
  }

  return {
    list,
    save,
    transactions,
    publicKey: () => ({ public_key: keys.publicPem, algorithm: 'RSA-SHA256' as const, header: 'X-Hub88-Signature' as const }),
  };
}
export type SeamlessBackOffice = ReturnType<typeof createSeamlessBackOffice>;
