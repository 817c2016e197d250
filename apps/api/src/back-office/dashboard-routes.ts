import { backOfficeAdminEndpoints, type DashboardDay } from '@aurelia/contracts';
import { addDays, fromMinorUnits, indiaDate, indiaMoment, type StaffActor } from '@aurelia/domain';
import { and, count, eq, gte, inArray, lt, notInArray, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { staffActor } from '../auth/auth-plugin';
import type { Database } from '../db/database';
import { orderReturns, orders } from '../db/schema/index';
import { routeOptions } from '../http/route-options';
import { requireRight } from './back-office-access';

/** How many days the chart shows, today included. */
export const DASHBOARD_DAYS = 14;

/** The orders in an actor's reach: every order for an admin; a manager's stores' pick-up orders. */
export function ordersInReach(actor: StaffActor): SQL | undefined {
  if (actor.role === 'admin') return undefined;
  return and(eq(orders.fulfilment, 'pickup'), inArray(orders.pickupStoreId, actor.storeIds.length > 0 ? [...actor.storeIds] : [0]));
}

/** Orders that count as sales: placed and paid for or to be paid at hand-over, and not cancelled. */
const NOT_SALES = ['pending_payment', 'cancelled'];

/** The dashboard of `actor` at `now`: the last {@link DASHBOARD_DAYS} India days of sales and what waits for staff. */
export async function dashboardOf(db: Database, actor: StaffActor, now: Date) {
  const today = indiaDate(now);
  const first = addDays(today, 1 - DASHBOARD_DAYS);
  const scope = ordersInReach(actor);
  const sold = await db
    .select({ createdAt: orders.createdAt, totalMinor: orders.totalMinor })
    .from(orders)
    .where(
      and(
        scope,
        notInArray(orders.status, NOT_SALES),
        gte(orders.createdAt, indiaMoment(first, '00:00')),
        lt(orders.createdAt, indiaMoment(addDays(today, 1), '00:00')),
      ),
    );
  const byDay = new Map<string, { orders: number; minor: number }>();
  for (const row of sold) {
    const day = byDay.get(indiaDate(row.createdAt)) ?? { orders: 0, minor: 0 };
    day.orders += 1;
    day.minor += row.totalMinor;
    byDay.set(indiaDate(row.createdAt), day);
  }
  const days: DashboardDay[] = Array.from({ length: DASHBOARD_DAYS }, (_, index) => {
    const date = addDays(first, index);
    const day = byDay.get(date);
    return { date, orders: day?.orders ?? 0, revenue: fromMinorUnits(day?.minor ?? 0) };
  });
  const waiting = async (condition: SQL | undefined) => {
    const [row] = await db.select({ n: count() }).from(orders).where(and(scope, condition));
    return row?.n ?? 0;
  };
  const [returned] = await db
    .select({ n: count() })
    .from(orderReturns)
    .innerJoin(orders, eq(orders.id, orderReturns.orderId))
    .where(and(scope, eq(orderReturns.status, 'requested')));
  return {
    today: days[days.length - 1] ?? { date: today, orders: 0, revenue: 0 },
    waiting: {
      to_pack: await waiting(and(eq(orders.status, 'confirmed'), eq(orders.fulfilment, 'delivery'))),
      to_ship: await waiting(eq(orders.status, 'packed')),
      ready_for_pickup: await waiting(eq(orders.status, 'ready_for_pickup')),
      returns_requested: returned?.n ?? 0,
    },
    days,
  };
}

/** `GET /back-office/dashboard`. */
export const backOfficeDashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.route({
    ...routeOptions(app, backOfficeAdminEndpoints.getDashboard, {
      tags: ['back office'],
      description:
        'Days are India days. An order counts on the day it was placed once it stands (neither waiting for payment nor ' +
        'cancelled); revenue is those orders’ totals. Waiting: delivery orders confirmed (to pack), packed (to ship), ' +
        'pick-ups ready at a counter, and return requests not yet received. A manager sees their stores’ pick-up orders only.',
    }),
    handler: async (request) => {
      const actor = staffActor(request);
      requireRight(actor, 'dashboard.view');
      return { data: await dashboardOf(app.db, actor, new Date()) };
    },
  });
};
