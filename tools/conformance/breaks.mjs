// The deliberately broken wallets of the mutation check (mutants.mjs, docs/seamless-conformance.md#the-mutation-check).
// Each break is a small, realistic defect of a seamless wallet, made as text edits of the BUILT server
// (a copy of apps/api/dist): no fault switch ships in the portal. An edit is a string or a RegExp
// and its replacement; it must match at least once in the built JavaScript, else the break no
// longer applies to the code (it was renamed or rewritten) and the check stops with that error.
//
// `cases`: the cases the quick run sends to this broken wallet (a case is picked when its name
// contains one of these texts): the ones meant to catch it. `--all-cases` sends every case.

/** Regex of a source line's text with any run of spaces as `\s+` (the bundler keeps the code but not always its layout). */
const loose = (text) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+'));

export const breaks = [
  // ── signatures and the HTTP door (modules/seamless/wallet-routes.ts, providers/seamless/signing.ts) ──
  {
    name: 'replies-unsigned',
    defect: 'replies carry no X-Hub88-Signature',
    edits: [[/\.set\(SIGNATURE_HEADER\d*, signature\d*\)/, '']],
    cases: ['balance: echoes request_uuid', 'every reply so far'],
  },
  {
    name: 'signature-not-verified',
    defect: "requests are not checked against the provider's key",
    edits: [[loose('if (!verifyBody(body, signature, providerKey)) return'), 'if (false) return']],
    cases: ['RS_ERROR_INVALID_SIGNATURE'],
  },
  {
    name: 'signature-over-reparsed-body',
    defect: 'the signature is verified over the body parsed and serialised again, not the raw bytes',
    edits: [
      [
        'verifyBody(body, signature, providerKey)',
        'verifyBody((() => { try { return JSON.stringify(JSON.parse(body.toString("utf8"))); } catch { return body; } })(), signature, providerKey)',
      ],
    ],
    cases: ['RS_ERROR_INVALID_SIGNATURE'],
  },
  {
    name: 'malformed-json-unknown',
    defect: 'a body that is not JSON is not caught: RS_ERROR_UNKNOWN instead of RS_ERROR_WRONG_SYNTAX',
    edits: [[loose('return send(res, { user: "", status: STATUS.wrongSyntax, request_uuid: "" });'), 'throw new SyntaxError("not JSON");']],
    cases: ['not JSON'],
  },
  {
    name: 'unknown-platform-crashes',
    defect: 'an unknown platform name is dereferenced (platform.walletMode on undefined): RS_ERROR_UNKNOWN, not RS_ERROR_INVALID_PARTNER',
    edits: [['platform?.walletMode === "seamless"', 'platform.walletMode === "seamless"']],
    cases: ['unknown platform'],
  },

  // ── replies (modules/seamless/wallet-api.ts) ──
  {
    name: 'balance-in-cents',
    defect: 'balances answered in cents, not in 1/100,000 CNY',
    edits: [['var unitsOf = (balance) => balance.times(UNITS_PER_YUAN).toFixed(0);', 'var unitsOf = (balance) => balance.times(100).toFixed(0);']],
    cases: ['balance: RS_OK', 'bet: debits', 'win: credits', 'bet and win in one round', 'several bets in one round'],
  },
  {
    name: 'request-uuid-not-echoed',
    defect: 'RS_OK replies leave out request_uuid',
    edits: [[loose('status: STATUS.ok, request_uuid: req.request_uuid,'), 'status: STATUS.ok,']],
    cases: ['balance: echoes', 'bet: debits'],
  },
  {
    name: 'zero-balance-as-no-wallet',
    defect: 'an empty wallet is taken for a missing one (a falsy check): RS_ERROR_USER_DISABLED',
    edits: [
      [
        'return unitsOf(await wallet.balance(sql, member.user_id));',
        '{ const b = await wallet.balance(sql, member.user_id); if (b.isZero()) throw new Refused(STATUS.userDisabled); return unitsOf(b); }',
      ],
    ],
    cases: ['a member with nothing'],
  },
  {
    name: 'refusal-without-balance',
    defect: "refusals never carry the member's balance and currency",
    edits: [['if (userId === null) return reply;', 'return reply;']],
    cases: ['carries the balance', 'insufficient funds'],
  },

  // ── members and tokens ──
  {
    name: 'unknown-token-expired',
    defect: 'an unknown token is answered RS_ERROR_TOKEN_EXPIRED',
    edits: [
      [
        'if (!session || session.username !== req.user) throw new Refused(STATUS.invalidToken);',
        'if (!session) throw new Refused(STATUS.tokenExpired); if (session.username !== req.user) throw new Refused(STATUS.invalidToken);',
      ],
    ],
    cases: ['an unknown token'],
  },
  {
    name: 'token-user-not-checked',
    defect: "the token's member is not compared with the request's user",
    edits: [['if (!session || session.username !== req.user) throw', 'if (!session) throw']],
    cases: ['unknown user', "another member's token"],
  },
  {
    name: 'logout-expires-every-token',
    defect: "a token is live only if none of the member's portal sessions was ever revoked (revocation by member, not by session)",
    edits: [
      [
        'p.revoked_at IS NULL AND p.expires_at > now()) AS live',
        'NOT EXISTS (SELECT 1 FROM sessions q WHERE q.user_id = s.user_id AND q.revoked_at IS NOT NULL) AND p.expires_at > now()) AS live',
      ],
    ],
    cases: ['a new launch after logging in again'],
  },
  {
    name: 'expired-token-bets-accepted',
    defect: 'a bet on an expired token (logged out) is accepted',
    edits: [['if (!member.live) throw new Refused(STATUS.tokenExpired);', '']],
    cases: ['expired token (after logout)'],
  },
  {
    name: 'expired-token-refused-everywhere',
    defect: 'every call needs a live token: wins, rollbacks and balances of an ended session refused',
    edits: [['known(member.user_id);', 'known(member.user_id); if (!member.live) throw new Refused(STATUS.tokenExpired);']],
    cases: ['expired token:'],
  },

  // ── amounts (providers/seamless/messages.ts) ──
  {
    name: 'amount-sign-unchecked',
    defect: 'amounts may be negative or zero (no sign checks)',
    edits: [
      ['.int().nonnegative().max(MAX_UNITS)', '.int().max(MAX_UNITS)'],
      [/amount: (units\d*)\.refine\(\(n\) => n > 0\)/, 'amount: $1'],
    ],
    cases: ['negative amount', 'zero amount'],
  },
  {
    name: 'amount-any-number',
    defect: 'an amount is any non-negative number: no integer, whole-cent or maximum checks',
    edits: [['.number().int().nonnegative().max(MAX_UNITS).refine((n) => n % 1e3 === 0)', '.number().nonnegative()']],
    cases: ['non-integer amount', 'not whole cents', 'huge', 'above the maximum'],
  },
  {
    name: 'amount-no-maximum',
    defect: 'no maximum amount',
    edits: [['.nonnegative().max(MAX_UNITS)', '.nonnegative()']],
    cases: ['above the maximum'],
  },
  {
    name: 'amount-coerced',
    defect: 'amounts coerced from any JSON value (z.coerce.number): "1000" and null accepted',
    edits: [['.number().int().nonnegative().max(MAX_UNITS)', '.coerce.number().int().nonnegative().max(MAX_UNITS)']],
    cases: ['a string amount', 'a null amount'],
  },
  {
    name: 'amount-tenth-granularity',
    defect: 'amounts must be whole tenths of a yuan (n % 10,000), refusing 0.01 CNY',
    edits: [['refine((n) => n % 1e3 === 0)', 'refine((n) => n % 1e4 === 0)']],
    cases: ['0.01 CNY'],
  },
  {
    name: 'required-ids-optional',
    defect: 'transaction_uuid, round and reference_transaction_uuid are optional in the schemas',
    edits: [
      [/(transaction_uuid: text\d*\(100\)),/g, '$1.optional(),'],
      [/(round: text\d*\(200\)),/g, '$1.optional(),'],
      [/(reference_transaction_uuid: text\d*\(100\))/g, '$1.optional()'],
    ],
    cases: ['missing transaction_uuid', 'missing round', 'without reference_transaction_uuid'],
  },
  {
    name: 'currency-not-checked',
    defect: 'the currency is not checked',
    edits: [['if (req.currency !== CURRENCY) throw new Refused(STATUS.wrongCurrency);', '']],
    cases: ['another currency'],
  },

  // ── bets ──
  {
    name: 'whole-balance-refused',
    defect: 'a stake equal to the balance is refused (>= instead of >)',
    edits: [
      [
        'if (mayApply.value) await betProtection.check(tx, userId, stake);',
        'if (stake.gte(await wallet.balance(tx, userId))) throw new Refused(STATUS.notEnoughMoney); if (mayApply.value) await betProtection.check(tx, userId, stake);',
      ],
    ],
    cases: ['the whole balance'],
  },
  {
    name: 'insufficient-funds-unmapped',
    defect: "the wallet's insufficient-funds refusal is not mapped: RS_ERROR_UNKNOWN instead of RS_ERROR_NOT_ENOUGH_MONEY",
    edits: [['if (err.code === ReplyCode.overBalance) return new Refused(STATUS.notEnoughMoney);', '']],
    cases: ['insufficient funds', 'carries the balance', '100 bets at once', 'no longer holds'],
  },
  {
    name: 'round-owner-not-checked',
    defect: "a bet may join another member's round",
    edits: [[loose('WHERE seamless_rounds.user_id = EXCLUDED.user_id RETURNING 1)'), 'RETURNING 1)']],
    cases: ["in another member's round"],
  },
  {
    name: 'bets-unguarded',
    defect: 'no player protection on bets: frozen, excluded, timed-out members and ended sessions bet',
    edits: [
      ['if (member.frozen) throw new Refused(STATUS.userDisabled);', ''],
      ['if (mayApply.value) await betProtection.check(tx, userId, stake);', ''],
      ['if (!member.live) throw new Refused(STATUS.tokenExpired);', ''],
    ],
    cases: ["member's bet is RS_ERROR_USER_DISABLED", 'a frozen member with a fresh live token'],
  },
  {
    name: 'wins-and-rollbacks-guarded',
    defect: 'wins and rollbacks are refused to frozen, excluded and timed-out members as bets are',
    edits: [
      [
        loose('known(member.user_id); return call(tx, member);'),
        'known(member.user_id); if (member.frozen) throw new Refused(STATUS.userDisabled); await betProtection.check(tx, member.user_id, yuan(0)); return call(tx, member);',
      ],
    ],
    cases: ['member is paid the win', 'earlier bet can be rolled back'],
  },

  // ── wins ──
  {
    name: 'zero-win-refused',
    defect: 'a zero win (closing a lost round) is refused as a wrong type',
    edits: [[/(winRequest = z\d*\.object\(\{ \.\.\.money\d*, amount: units\d*)/, '$1.refine((n) => n > 0)']],
    cases: ['win: 0 closes'],
  },
  {
    name: 'one-win-per-round',
    defect: 'a round pays one win: a second win in it is answered as a duplicate',
    edits: [
      [
        'if (paysABet.status === "rejected") throw paysABet.reason;',
        'if (paysABet.status === "rejected") throw paysABet.reason; if ((await tx.query("SELECT 1 FROM seamless_transactions WHERE platname = $1 AND round = $2 AND kind = \'win\' AND id <> $3::bigint", [platname, req.round, claimed.value])).length > 0) throw new Refused(STATUS.duplicateTransaction);',
      ],
    ],
    cases: ['two wins in one round'],
  },
  {
    name: 'win-without-bet-accepted',
    defect: 'a win needs no bet in its round',
    edits: [[': roundHasBet(tx, platname, req.round, userId);', ': Promise.resolve(true);']],
    cases: ['win without a bet'],
  },
  {
    name: 'win-reference-not-checked',
    defect: 'the bet a win names is not looked up (only its round is)',
    edits: [['const paying = reference !== "" ?', 'const paying = false ?']],
    cases: ['win naming an unknown bet'],
  },
  {
    name: 'win-reference-owner-not-checked',
    defect: "the bet a win names may be another member's, in another round",
    edits: [['paid.user_id === userId && paid.round === req.round && ', '']],
    cases: ["win naming another member's bet"],
  },
  {
    name: 'win-after-rollback-accepted',
    defect: 'a win may name a rolled-back bet',
    edits: [[' && !paid.rolled_back', '']],
    cases: ['a win after its bet was rolled back'],
  },

  // ── idempotency and duplicates ──
  {
    name: 'no-idempotency',
    defect: 'transaction uuids are not kept: every call, a retry too, moves money again',
    edits: [
      [/if \(existing\) replay\d*\(existing, "rollback", userId, hash\d*\);/g, ''],
      ['if (id !== null) return id;', 'return id ?? "0";'],
      ['`seamless:${platname}:${uuid}`', '`seamless:${platname}:${uuid}:${Math.random()}`'],
      ['await markRolledBack(tx, target.id)', '(await markRolledBack(tx, target.id), true)'],
    ],
    cases: ['the same', 'retried 20 times', 'a replayed signed request', 'second rollback'],
  },
  {
    name: 'duplicate-not-refused',
    defect: 'a uuid seen before is answered as a retry whatever it was (another kind, member or amount)',
    edits: [
      [
        loose('if (existing.kind !== kind || existing.user_id !== userId || existing.request_hash !== hash3) throw new Refused(STATUS.duplicateTransaction);'),
        '',
      ],
    ],
    cases: ['RS_ERROR_DUPLICATE_TRANSACTION'],
  },
  {
    name: 'replay-answers-current-balance',
    defect: "a retry is answered with the member's balance now, not the first outcome's",
    edits: [
      [
        'if (err instanceof Replayed) return ok(req, err.balanceUnits);',
        'if (err instanceof Replayed) return ok(req, userId === null ? err.balanceUnits : unitsOf(await wallet.balance(sql, userId)));',
      ],
    ],
    cases: ['a repeat answers its first balance'],
  },

  // ── rollbacks ──
  {
    name: 'rollback-wrong-direction',
    defect: 'a rollback moves money the wrong way (a bet debited again, a win paid again)',
    edits: [['if (target.kind === "bet") {', 'if (target.kind === "win") {']],
    cases: ['rollback of a bet returns', 'rollback of a win takes', 'partial rollback'],
  },
  {
    name: 'rollback-reverses-twice',
    defect: 'a transaction is reversed by every rollback naming it (another uuid reverses it again)',
    edits: [['await markRolledBack(tx, target.id)', '(await markRolledBack(tx, target.id), true)']],
    cases: ['a second rollback (another uuid)'],
  },
  {
    name: 'rollback-owner-not-checked',
    defect: "a rollback may name another member's transaction",
    edits: [['if (!target || target.user_id !== userId || ', 'if (!target || ']],
    cases: ["rollback naming another member's transaction"],
  },
  {
    name: 'unknown-rollback-refused',
    defect: 'a rollback of an unknown uuid is refused (RS_ERROR_TRANSACTION_DOES_NOT_EXIST)',
    edits: [[' && target.kind !== "tombstone")', ')']],
    cases: ['rollback of an unknown uuid', 'a bet with a uuid an earlier rollback named'],
  },
  {
    name: 'unknown-rollback-forgotten',
    defect: 'a rollback of an unknown uuid is accepted but not remembered (a late bet with that uuid goes through)',
    edits: [['if (!target) {', 'if (!target) { return unitsOf(await wallet.balance(tx, userId));']],
    cases: ['a bet with a uuid an earlier rollback named'],
  },
];
