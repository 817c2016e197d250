import { goldPlans } from '../db/schema/index';
import type { Queries } from '../db/queries';

/**
 * The gold purchase plans the shop offers, in paise and days. Real-world schemes of Indian
 * jewellers look like these: pay a fixed amount monthly, the shop adds a share of one instalment at the
 * end, and the total buys jewellery.
 */
export const SEED_GOLD_PLANS = [
  {
    slug: 'swarna-10-plus-1',
    name: 'Swarna 10+1',
    description:
      'Ten monthly instalments; on maturity we add 75% of one instalment for every instalment paid on time, to buy any jewellery within 90 days.',
    instalmentCount: 10,
    minInstalmentMinor: 1_000_00,
    maxInstalmentMinor: 1_00_000_00,
    stepMinor: 500_00,
    graceDays: 7,
    bonusShareBp: 7_500,
    redeemWindowDays: 90,
    earlyClosureMinInstalments: 6,
    position: 1,
  },
  {
    slug: 'suvarna-sampoorna-11',
    name: 'Suvarna Sampoorna 11',
    description:
      'Eleven monthly instalments from ₹2,000; on maturity we add a full instalment if every one was paid on time, to spend within 120 days.',
    instalmentCount: 11,
    minInstalmentMinor: 2_000_00,
    maxInstalmentMinor: 2_00_000_00,
    stepMinor: 1_000_00,
    graceDays: 5,
    bonusShareBp: 10_000,
    redeemWindowDays: 120,
    earlyClosureMinInstalments: 8,
    position: 2,
  },
] as const;

/**
 * Writes the seeded plans that are missing (by slug) and leaves existing ones alone, so a database seeded
 * before the plans existed gets them on its next start.
 */
export async function seedGoldPlans(db: Queries): Promise<void> {
  await db
    .insert(goldPlans)
    .values(SEED_GOLD_PLANS.map((plan) => ({ ...plan })))
    .onConflictDoNothing({ target: goldPlans.slug });
}
