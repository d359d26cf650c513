import express, { type Request, type Response, type Router } from 'express';
import type { KeyObject } from 'node:crypto';
import type { z } from 'zod';
import { createRouter } from '../../http/router.js';
import { inputProblem } from '../../http/input-guard.js';
import type { Logger } from '../../logger.js';
import type { Platforms } from '../../providers/platforms.js';
import type { PlatformConfig } from '../../providers/types.js';
import { balanceRequest, betRequest, rollbackRequest, STATUS, winRequest, type Status, type WalletReply } from '../../providers/seamless/messages.js';
import { rsaPublicKey, SIGNATURE_HEADER, signBodyAsync, verifyBody, type PortalKeys } from '../../providers/seamless/signing.js';
import type { SeamlessWallet } from './wallet-api.js';

/** The most a provider's call may send: its bodies are a few hundred bytes. */
const BODY_LIMIT = 16 * 1024;

const CALLS = {
  'user/balance': { schema: balanceRequest, run: (w: SeamlessWallet) => w.balance },
  'transaction/bet': { schema: betRequest, run: (w: SeamlessWallet) => w.bet },
  'transaction/win': { schema: winRequest, run: (w: SeamlessWallet) => w.win },
  'transaction/rollback': { schema: rollbackRequest, run: (w: SeamlessWallet) => w.rollback },
} as const;
type Call = keyof typeof CALLS;

/**
 * The seamless wallet API, POST /api/wallet/<platname>/user/balance and /transaction/bet|win|rollback
 * (docs/seamless-wallet.md): mounted by app.ts before the body parsers, since the signature is
 * of the raw body. Authorised by the provider's signature (its public key in the platform's row)
 * and the session token, not by a portal session; every reply is HTTP 200, JSON, signed with the
 * portal's key, its outcome in `status`.
 */
export function seamlessWalletRoutes({
  platforms,
  wallet,
  keys,
  log,
}: {
  platforms: Platforms;
  wallet: SeamlessWallet;
  keys: PortalKeys;
  log: Logger;
}): Router {
  const r = createRouter();
  const raw = express.raw({ type: () => true, limit: BODY_LIMIT });
  const providerKeys = new Map<string, KeyObject | null>();
  const keyOf = (pem: string) => {
    if (!providerKeys.has(pem)) providerKeys.set(pem, rsaPublicKey(pem));
    return providerKeys.get(pem) ?? null;
  };

  async function send(res: Response, reply: WalletReply | { status: Status; user?: string; request_uuid?: string }) {
    const body = JSON.stringify(reply);
    const signature = await signBodyAsync(body, keys.privateKey);
    res.status(200).set('Cache-Control', 'no-store').set(SIGNATURE_HEADER, signature).type('application/json').send(body);
  }

  /** The fields a refusal echoes, read from whatever JSON the body holds. */
  const echo = (parsed: unknown) => {
    const o = (parsed && typeof parsed === 'object' ? parsed : {}) as Record<string, unknown>;
    return { user: typeof o.user === 'string' ? o.user : '', request_uuid: typeof o.request_uuid === 'string' ? o.request_uuid : '' };
  };

  async function handle(call: Call, req: Request, res: Response) {
    const body = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
    const platform = await platforms.find(String(req.params.platname ?? ''));
    const providerKey = platform?.walletMode === 'seamless' ? keyOf(platform.providerPublicKey ?? '') : null;
    if (!platform || !providerKey) return send(res, { user: '', status: STATUS.invalidPartner, request_uuid: '' });
    const signature = req.get(SIGNATURE_HEADER) ?? '';
    if (!verifyBody(body, signature, providerKey)) return send(res, { user: '', status: STATUS.invalidSignature, request_uuid: '' });
    let parsed: unknown;
    try {
      parsed = JSON.parse(body.toString('utf8'));
    } catch {
      return send(res, { user: '', status: STATUS.wrongSyntax, request_uuid: '' });
    }
    if (inputProblem(parsed) !== null) return send(res, { ...echo(parsed), status: STATUS.wrongSyntax });
    const { schema, run } = CALLS[call];
    const input = (schema as z.ZodType).safeParse(parsed);
    if (!input.success) return send(res, { ...echo(parsed), status: STATUS.wrongTypes });
    let reply: WalletReply | { status: Status; user: string; request_uuid: string };
    try {
      reply = await (run(wallet) as (p: PlatformConfig, i: unknown) => Promise<WalletReply>)(platform, input.data);
    } catch (err) {
      log.warn({ err, platname: platform.platname, call }, 'seamless wallet call failed');
      reply = { ...echo(parsed), status: STATUS.unknown };
    }
    return send(res, reply);
  }

  for (const call of Object.keys(CALLS) as Call[]) {
    r.post(
      `/:platname/${call}`,
      raw,
      (req, res) =>
        void handle(call, req, res).catch((err: unknown) => {
          log.warn({ err, call }, 'seamless wallet call failed');
          if (!res.headersSent) void send(res, { user: '', status: STATUS.unknown, request_uuid: '' }).catch(() => res.destroy());
        }),
    );
  }
  return r;
}
