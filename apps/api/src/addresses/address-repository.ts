import type { Address, AddressBody } from '@aurelia/contracts';
import { and, desc, eq } from 'drizzle-orm';
import type { Database } from '../db/database';
import type { Queries } from '../db/queries';
import { isRowId } from '../db/row-id';
import { addresses } from '../db/schema/index';
import { NotFoundError } from '../errors';
import { required } from '../required';

type AddressRow = typeof addresses.$inferSelect;

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    name: row.name,
    phone: row.phone,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    state: row.state,
    pincode: row.pincode,
    is_default: row.isDefault,
    created_at: row.createdAt.toISOString(),
  };
}

/** A user's saved delivery addresses; at most one is the default. */
export class AddressRepository {
  constructor(private readonly db: Database) {}

  /** The default first, then newest first. */
  async list(userId: number): Promise<AddressRow[]> {
    return this.db
      .select()
      .from(addresses)
      .where(eq(addresses.userId, userId))
      .orderBy(desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id));
  }

  /** One of the user's addresses, or null (someone else's is null too); read with `queries` when given. */
  async find(userId: number, id: number, queries: Queries = this.db): Promise<AddressRow | null> {
    if (!isRowId(id)) return null;
    const [row] = await queries
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, userId), eq(addresses.id, id)));
    return row ?? null;
  }

  /** Saves an address; the first one, or one asked to be, becomes the only default. */
  async create(userId: number, body: AddressBody): Promise<AddressRow> {
    return this.db.transaction(async (tx) => {
      const [existing] = await tx.select({ id: addresses.id }).from(addresses).where(eq(addresses.userId, userId)).limit(1);
      const isDefault = body.is_default === true || !existing;
      if (isDefault) await tx.update(addresses).set({ isDefault: false }).where(eq(addresses.userId, userId));
      const [row] = await tx
        .insert(addresses)
        .values({
          userId,
          name: body.name,
          phone: body.phone,
          line1: body.line1,
          line2: body.line2 ? body.line2 : null,
          city: body.city,
          state: body.state,
          pincode: body.pincode,
          isDefault,
        })
        .returning();
      return required(row, 'the new address');
    });
  }

  /** Deletes one of the user's addresses (404 otherwise); if it was the default, the newest left becomes it. */
  async delete(userId: number, id: number): Promise<void> {
    if (!isRowId(id)) throw new NotFoundError('Address', id);
    await this.db.transaction(async (tx) => {
      const [gone] = await tx
        .delete(addresses)
        .where(and(eq(addresses.userId, userId), eq(addresses.id, id)))
        .returning({ isDefault: addresses.isDefault });
      if (!gone) throw new NotFoundError('Address', id);
      if (!gone.isDefault) return;
      const [next] = await tx
        .select({ id: addresses.id })
        .from(addresses)
        .where(eq(addresses.userId, userId))
        .orderBy(desc(addresses.createdAt), desc(addresses.id))
        .limit(1);
      if (next) await tx.update(addresses).set({ isDefault: true }).where(eq(addresses.id, next.id));
    });
  }
}
