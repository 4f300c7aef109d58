import type { EnterpriseAccountUsage, LedgerKind } from '@esign/contract';
import { and, count, inArray, sql, type SQL } from 'drizzle-orm';
import { businessDayText } from '../../db/business-days';
import type { Executor } from '../../db/database';
import { documents, documentSigners } from '../../db/schema/documents';
import { costCenters, emateraiLedger } from '../../db/schema/ematerai';
import { otpChallenges } from '../../db/schema/signing';
import { inRange } from './analytics-range';
import { ledgerSum } from './get-ematerai-usage';

/**
 * GET analyze/enterprise-account-usage: the whole account's usage from the 1st of the current
 * business month to today (the spec sends no parameters, so the period is the month so far).
 */
export async function getEnterpriseAccountUsage(
  executor: Executor,
  now: Date,
): Promise<EnterpriseAccountUsage> {
  const today = businessDayText(now);
  const range = { start_date: `${today.slice(0, 8)}01`, end_date: today };
  const inMonth = inRange(emateraiLedger.createdAt, range);
  const ofKinds = (...kinds: LedgerKind[]) => inArray(emateraiLedger.kind, kinds);

  const [uploaded] = await executor
    .select({ n: count() })
    .from(documents)
    .where(inRange(documents.createdAt, range));
  const [signatures] = await executor
    .select({ n: count() })
    .from(documentSigners)
    .where(inRange(documentSigners.signedAt, range));
  const [codes] = await executor
    .select({ n: count() })
    .from(otpChallenges)
    .where(inRange(otpChallenges.createdAt, range));
  const [ledger] = await executor
    .select({
      topUp: ledgerSum(and(ofKinds('top_up'), inMonth) as SQL),
      // Usage rows are debits (< 0), refunds credits (> 0): what was used is minus their sum (below).
      used: ledgerSum(and(ofKinds('usage', 'refund'), inMonth) as SQL),
      // A reserve (debit) is undone by its release (credit); what is still held is minus their sum.
      reserved: ledgerSum(ofKinds('reserve', 'release')),
    })
    .from(emateraiLedger);
  const [balance] = await executor
    .select({ n: sql<number>`coalesce(sum(${costCenters.balance}), 0)`.mapWith(Number) })
    .from(costCenters);

  return {
    ...range,
    documents_uploaded: uploaded?.n ?? 0,
    signatures: signatures?.n ?? 0,
    otp_sent: codes?.n ?? 0,
    ematerai: {
      top_up: ledger?.topUp ?? 0,
      used: Math.max(0, -(ledger?.used ?? 0)),
      balance: balance?.n ?? 0,
      reserved: -(ledger?.reserved ?? 0),
    },
  };
}
