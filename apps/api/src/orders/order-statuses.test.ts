import { orderStatusSchema } from '@aurelia/contracts';
import { ORDER_STATUSES, STATUS_LABELS } from '@aurelia/domain';
import { getTableConfig, PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { orders } from '../db/schema/index';

// libs/contracts may not import libs/domain, so the wire's list of statuses is a copy: this keeps the three in step.
describe('an order status is one list: the domain rules, the wire and the database agree', () => {
  it('the wire carries exactly the domain statuses, each with a label', () => {
    expect([...orderStatusSchema.options].sort()).toEqual([...ORDER_STATUSES].sort());
    expect(Object.keys(STATUS_LABELS).sort()).toEqual([...ORDER_STATUSES].sort());
  });

  it('the orders table accepts exactly those statuses', () => {
    const check = getTableConfig(orders).checks.find((c) => c.name === 'orders_status_known');
    if (!check) throw new Error('orders_status_known is gone');
    const { sql } = new PgDialect().sqlToQuery(check.value);
    const accepted = [...sql.matchAll(/'([a-z_]+)'/g)].map((match) => match[1]);
    expect(accepted.sort()).toEqual([...ORDER_STATUSES].sort());
  });
});
