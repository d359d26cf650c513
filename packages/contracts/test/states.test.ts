import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import {
  AdjustmentState,
  AgentApplicationState,
  FEEDBACK_CATEGORIES,
  FeedbackState,
  ApplyState,
  ChainPayoutState,
  ChainTransferState,
  GameAppState,
  IdempotentRequestStatus,
  OrderState,
  PromotionBonusKind,
  RebateState,
  RedPacketRuleStatus,
  REALITY_CHECK_MINUTES,
  RedPacketSwitch,
  SiteState,
  TransferMode,
  TransferState,
} from '../src/index.js';

// The state objects name the values the database stores: this reads the migrations (every one, in
// order) and checks each object against the CHECK constraints and the column defaults there.

const migrationsDir = fileURLToPath(new URL('../../../prisma/migrations/', import.meta.url));
const sql = readdirSync(migrationsDir, { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name)
  .sort()
  .map((name) => readFileSync(`${migrationsDir}${name}/migration.sql`, 'utf8'))
  .join('\n');

const literal = (v: string): string | number => (v.startsWith("'") ? v.slice(1, -1) : Number(v));

/** CHECK ("col" IN (...)) constraints by name: the values they allow. */
function checks(): Map<string, (string | number)[]> {
  const found = new Map<string, (string | number)[]>();
  for (const m of sql.matchAll(/CONSTRAINT "(\w+)" CHECK \("\w+" IN \(([^)]*)\)\)/g))
    found.set(
      m[1]!,
      m[2]!.split(',').map((v) => literal(v.trim())),
    );
  return found;
}

/** The default of table.column: its CREATE TABLE line, or a later ALTER COLUMN ... SET DEFAULT. */
function defaultOf(table: string, column: string): string | number | undefined {
  let value: string | number | undefined;
  for (const t of sql.matchAll(/CREATE TABLE "(\w+)" \(([\s\S]*?)\n\);/g)) {
    if (t[1] !== table) continue;
    const col = new RegExp(`"${column}" \\w+ NOT NULL DEFAULT ('[^']*'|-?\\d+)`).exec(t[2]!);
    if (col) value = literal(col[1]!);
  }
  for (const a of sql.matchAll(new RegExp(`ALTER TABLE "${table}"[^;]*ALTER COLUMN "${column}" SET DEFAULT ('[^']*'|-?\\d+)`, 'g'))) value = literal(a[1]!);
  return value;
}

const sorted = (values: (string | number)[]) => [...values].sort();

describe('state constants match the database', () => {
  it('allows exactly the stored states the CHECK constraints allow', () => {
    const c = checks();
    const { none: _never, ...agentStored } = AgentApplicationState;
    expect(sorted(Object.values(agentStored))).toEqual(sorted(c.get('agent_applications_state_known')!));
    expect(sorted(Object.values(OrderState))).toEqual(sorted(c.get('deposits_state_known')!));
    expect(sorted(Object.values(OrderState))).toEqual(sorted(c.get('withdrawals_state_known')!));
    expect(sorted(Object.values(AdjustmentState))).toEqual(sorted(c.get('balance_adjustments_state')!));
    expect(sorted(Object.values(ChainTransferState))).toEqual(sorted(c.get('chain_transfers_state_known')!));
    expect(sorted(Object.values(ChainPayoutState))).toEqual(sorted(c.get('withdrawals_payout_state_known')!));
    expect(sorted([...REALITY_CHECK_MINUTES])).toEqual(sorted(c.get('responsible_reality_minutes_check')!));
    expect(sorted(Object.values(PromotionBonusKind))).toEqual(sorted(c.get('activities_bonus_kind')!));
    expect(sorted(Object.values(FeedbackState))).toEqual(sorted(c.get('feedbacks_state_check')!));
    expect(sorted([...FEEDBACK_CATEGORIES])).toEqual(sorted(c.get('feedbacks_category_check')!));
  });

  it.each([
    ['activity_applies', 'state', ApplyState.pending],
    ['agent_applications', 'state', AgentApplicationState.pending],
    ['deposits', 'state', OrderState.pending],
    ['withdrawals', 'state', OrderState.pending],
    ['transfers', 'state', TransferState.pending],
    ['rebates', 'state', RebateState.pending],
    ['red_packet_rules', 'status', RedPacketRuleStatus.on],
    ['app_info', 'site_state', SiteState.open],
    ['app_info', 'redpacket_switch', RedPacketSwitch.on],
    ['games', 'app_state', GameAppState.enabled],
    ['users', 'transfer_status', TransferMode.manual],
    ['idempotent_requests', 'status', IdempotentRequestStatus.pending],
    ['chain_transfers', 'state', ChainTransferState.pending],
    ['feedbacks', 'state', FeedbackState.open],
  ] as const)('%s.%s starts as the named state %s', (table, column, state) => {
    expect(defaultOf(table, column)).toBe(state);
  });
});
