import { and, eq } from 'drizzle-orm';
import { goldPlanInstalments, payments } from '../db/schema/index';
import type { Queries } from '../db/queries';
import { SANDBOX_PROVIDER } from '../payments/sandbox-provider';

/** Whether a captured payment's money came from the payment sandbox, where none moves. */
export const paidThroughSandbox = (payment: { provider: string }): boolean => payment.provider === SANDBOX_PROVIDER;

/** Whether any paid instalment of a gold plan subscription went through the payment sandbox. */
export async function goldPlanPaidThroughSandbox(tx: Queries, subscriptionId: number): Promise<boolean> {
  const [found] = await tx
    .select({ id: payments.id })
    .from(goldPlanInstalments)
    .innerJoin(payments, eq(payments.id, goldPlanInstalments.paymentId))
    .where(and(eq(goldPlanInstalments.subscriptionId, subscriptionId), eq(payments.provider, SANDBOX_PROVIDER), eq(payments.status, 'paid')))
    .limit(1);
  return found !== undefined;
}
