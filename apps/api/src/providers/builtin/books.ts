import { Prisma, type PrismaClient } from '../../db/client.js';
import { PlatformRejected, type TransferDirection } from '../types.js';

/**
 * The built-in platform's own wallet books, kept apart from the portal's ledger exactly as an
 * outside provider keeps its own: one wallet per (brand, player), every change an op row,
 * operator transfers idempotent by their reference, bets settled at once.
 */
export function createBuiltinBooks(prisma: PrismaClient) {
  async function walletId(brand: string, player: string): Promise<number> {
    const rows = await prisma.$queryRaw<{ id: number }[]>`
      INSERT INTO builtin_wallets (brand, player) VALUES (${brand}, ${player})
      ON CONFLICT (brand, player) DO UPDATE SET player = EXCLUDED.player RETURNING id`;
    return rows[0]!.id;
  }

  async function findWallet(brand: string, player: string) {
    return prisma.builtinWallet.findUnique({ where: { brand_player: { brand, player } } });
  }

  async function balance(brand: string, player: string): Promise<Prisma.Decimal> {
    return (await findWallet(brand, player))?.balance ?? new Prisma.Decimal(0);
  }

  async function transfer(brand: string, player: string, direction: TransferDirection, amount: Prisma.Decimal, ref: string): Promise<{ balance: Prisma.Decimal }> {
    const wallet = await findWallet(brand, player);
    if (!wallet) throw new PlatformRejected('no such player');
    const signed = direction === 'in' ? amount : amount.negated();
    return prisma.$transaction(async (tx) => {
      const op = await tx.$queryRaw<{ id: bigint }[]>`
        INSERT INTO builtin_wallet_ops (wallet_id, brand, ref, kind, amount, balance_after)
        VALUES (${wallet.id}, ${brand}, ${ref}, ${direction}, ${signed}::numeric, 0)
        ON CONFLICT (brand, ref) DO NOTHING RETURNING id`;
      if (op.length === 0) {
        // A repeated reference: report the first outcome, move nothing.
        const first = await tx.builtinWalletOp.findUniqueOrThrow({ where: { brand_ref: { brand, ref } } });
        if (first.walletId !== wallet.id || first.kind !== direction || !first.amount.equals(signed)) throw new PlatformRejected('reference reused');
        return { balance: (await tx.builtinWallet.findUniqueOrThrow({ where: { id: wallet.id } })).balance };
      }
      const updated = await tx.$queryRaw<{ balance: Prisma.Decimal }[]>`
        UPDATE builtin_wallets SET balance = balance + ${signed}::numeric WHERE id = ${wallet.id} AND balance + ${signed}::numeric >= 0 RETURNING balance`;
      if (updated.length === 0) throw new PlatformRejected('insufficient balance');
      const after = new Prisma.Decimal(updated[0]!.balance);
      await tx.$executeRaw`UPDATE builtin_wallet_ops SET balance_after = ${after}::numeric WHERE id = ${op[0]!.id}`;
      return { balance: after };
    });
  }

  async function transferDone(brand: string, ref: string): Promise<boolean> {
    return (await prisma.builtinWalletOp.count({ where: { brand, ref } })) > 0;
  }

  /** Takes the stake, pays the payout and records the round, in one transaction. */
  async function settleRound(brand: string, player: string, game: string, stakeCents: number, payoutCents: number, detail: Prisma.InputJsonValue) {
    const stake = new Prisma.Decimal(stakeCents).dividedBy(100);
    const payout = new Prisma.Decimal(payoutCents).dividedBy(100);
    return prisma.$transaction(async (tx) => {
      const updated = await tx.$queryRaw<{ id: number; balance: Prisma.Decimal }[]>`
        UPDATE builtin_wallets SET balance = balance - ${stake}::numeric + ${payout}::numeric
        WHERE brand = ${brand} AND player = ${player} AND balance >= ${stake}::numeric RETURNING id, balance`;
      if (updated.length === 0) return null;
      const { id: walletId } = updated[0]!;
      const after = new Prisma.Decimal(updated[0]!.balance);
      const bet = await tx.builtinBet.create({ data: { walletId, brand, game, stake, payout, detail } });
      await tx.builtinWalletOp.createMany({
        data: [
          { walletId, brand, ref: `bet:${bet.id}`, kind: 'bet', amount: stake.negated(), balanceAfter: after.minus(payout) },
          ...(payout.isZero() ? [] : [{ walletId, brand, ref: `payout:${bet.id}`, kind: 'payout', amount: payout, balanceAfter: after }]),
        ],
      });
      return { balance: after, bet };
    });
  }

  async function betsSince(brand: string, afterId: bigint, limit: number) {
    return prisma.builtinBet.findMany({
      where: { brand, id: { gt: afterId } },
      orderBy: { id: 'asc' },
      take: limit,
      include: { wallet: { select: { player: true } } },
    });
  }

  return { walletId, balance, transfer, transferDone, settleRound, betsSince };
}

export type BuiltinBooks = ReturnType<typeof createBuiltinBooks>;
