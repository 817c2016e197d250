import { indiaDate } from '@aurelia/domain';
import { hash } from '@node-rs/argon2';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/database';
import {
  attributes,
  categories,
  metalRates,
  pages,
  productAttributes,
  productCategories,
  productImages,
  products,
  settings,
  stores,
  timeslots,
  users,
} from '../db/schema/index';
import { COLLECTIONS, GENDERS, METALS, OCCASIONS, PURITIES, SEED_CATEGORIES, STONES } from './catalogue-data';
import { generateCatalogue, type SeedProduct } from './generate-catalogue';
import { seedPages } from './pages-data';
import { createRandom } from '../random';
import { copyPieceImages, productImageRows } from './render-images';
import { installSiteImages } from './render-site-images';
import { seedGoldPlans } from './gold-plans-data';
import { seedDemoOrders } from './orders-data';
import { SEED_SETTINGS } from './settings-data';
import { SEED_STORES, SLOT_DAYS, seedDay, slotsWithin, storeColumns } from './stores-data';
import { required } from '../required';

/** The seed of the catalogue everyone sees; change it and every product changes. */
export const DEFAULT_SEED = 20_260_101;

export const DEMO_SHOPPER = { email: 'shopper@aurelia.test', password: 'Shopper#2026' } as const;
export const DEMO_STAFF = { email: 'staff@aurelia.test', password: 'Staff#2026' } as const;
/** The shop's admin: the whole back office, with a sign-in code mailed after the password. No store, no PIN. */
export const DEMO_ADMIN = { name: 'Aditi Kapoor', email: 'admin@aurelia.test', password: 'Admin#2026' } as const;

/**
 * The kiosk's demo staff: the manager who sets kiosks up (DEMO_STAFF, who also has a PIN) and
 * colleagues at the first store, plus one at the second store (whose PIN must not open the first store's
 * kiosk), and that store's manager (the back office's second manager). Names as the lock screen lists them.
 */
export const DEMO_KIOSK_STAFF = [
  { name: 'Rahul Mehta', email: DEMO_STAFF.email, pin: '2580', storeIndex: 0, isManager: true },
  { name: 'Anjali Nair', email: 'anjali@aurelia.test', pin: '1357', storeIndex: 0, isManager: false },
  { name: 'Vikram Das', email: 'vikram@aurelia.test', pin: '2468', storeIndex: 0, isManager: false },
  { name: 'Kavya Rao', email: 'kavya@aurelia.test', pin: '9753', storeIndex: 1, isManager: false },
  { name: 'Meera Iyer', email: 'meera@aurelia.test', pin: '8642', storeIndex: 1, isManager: true },
] as const;

export interface SeedOptions {
  seed?: number;
  /** Put the product, home and category pictures into `publicDir` from the committed renders. */
  images?: boolean;
  publicDir?: string;
  /** Where the product renders are read from; the committed ones by default. */
  piecesDir?: string;
  siteDir?: string;
  /** First day of appointment slots, `YYYY-MM-DD`; today in India by default. */
  today?: string;
  brandName?: string;
  log?: (message: string) => void;
}

export interface SeedSummary {
  products: number;
  categories: number;
  attributes: number;
  stores: number;
  timeslots: number;
  images: { copied: number; kept: number } | null;
}

/** Whether the database holds no catalogue yet (a fresh database after migrating). */
export async function isDatabaseEmpty(db: Database): Promise<boolean> {
  const rows = await db.select({ id: categories.id }).from(categories).limit(1);
  return rows.length === 0;
}

const GROUPS = [
  ['metal', METALS],
  ['purity', PURITIES],
  ['stone', STONES],
  ['occasion', OCCASIONS],
  ['gender', GENDERS],
  ['collection', COLLECTIONS],
] as const;

function attributeKeys(product: SeedProduct): string[] {
  return [
    `metal:${product.metal}`,
    `purity:${product.purity}`,
    ...(product.stone ? [`stone:${product.stone}`] : []),
    ...product.occasions.map((o) => `occasion:${o}`),
    `gender:${product.gender}`,
    `collection:${product.collection}`,
  ];
}

/**
 * Fills an empty, migrated database: catalogue, stores and their slots, pages, settings and the demo
 * accounts. Everything but the password salts and the slot dates follows from `seed`.
 */
export async function seedDatabase(db: Database, options: SeedOptions = {}): Promise<SeedSummary> {
  const log = options.log ?? (() => undefined);
  const random = createRandom(options.seed ?? DEFAULT_SEED);
  const catalogue = generateCatalogue(random);

  let images: SeedSummary['images'] = null;
  if (options.images) {
    if (!options.publicDir) throw new Error('Putting the images in place needs publicDir');
    const started = Date.now();
    images = await copyPieceImages(catalogue, { publicDir: options.publicDir, piecesDir: options.piecesDir, log });
    await installSiteImages(options.publicDir, options.siteDir);
    log(`product images ready in ${Date.now() - started} ms (${images.copied} copied, ${images.kept} kept)`);
  }

  const [shopperHash, staffHash, adminHash, ...pinHashes] = await Promise.all([
    hash(DEMO_SHOPPER.password),
    hash(DEMO_STAFF.password),
    hash(DEMO_ADMIN.password),
    ...DEMO_KIOSK_STAFF.map((member) => hash(member.pin)),
  ]);
  const today = options.today ?? indiaDate(new Date());

  let slotCount = 0;
  await db.transaction(async (tx) => {
    const categoryRows = await tx
      .insert(categories)
      .values(SEED_CATEGORIES.map((c, position) => ({ slug: c.slug, name: c.name, description: c.description, position })))
      .returning({ id: categories.id, slug: categories.slug });
    const categoryId = new Map(categoryRows.map((row) => [row.slug, row.id]));

    const attributeRows = await tx
      .insert(attributes)
      .values(
        GROUPS.flatMap(([group, values]) =>
          values.map((value, position) => ({ group, name: value.name, title: value.title, position })),
        ),
      )
      .returning({ id: attributes.id, group: attributes.group, name: attributes.name });
    const attributeId = new Map(attributeRows.map((row) => [`${row.group}:${row.name}`, row.id]));

    const productRows = await tx
      .insert(products)
      .values(
        catalogue.map((p) => ({
          slug: p.slug,
          name: p.name,
          description: p.description,
          metalWeightMg: p.metalWeightMg,
          metalRateMinor: p.ratePerGramMinor,
          makingChargeMinor: p.makingChargeMinor,
          stoneValueMinor: p.stoneValueMinor,
          gstMinor: p.breakup.gst,
          priceMinor: p.breakup.total,
          diamondColour: p.diamonds?.colour ?? null,
          diamondClarity: p.diamonds?.clarity ?? null,
          diamondCentiCarats: p.diamonds?.centiCarats ?? null,
          stock: p.stock,
          isPreorderable: p.isPreorderable,
          popularity: p.popularity,
          createdAt: p.createdAt,
          updatedAt: p.createdAt,
        })),
      )
      .returning({ id: products.id, slug: products.slug });
    const productId = new Map(productRows.map((row) => [row.slug, row.id]));
    const idOf = (slug: string) => required(productId.get(slug), `product ${slug}`);

    await tx
      .insert(productCategories)
      .values(catalogue.map((p) => ({ productId: idOf(p.slug), categoryId: required(categoryId.get(p.categorySlug), p.categorySlug) })));
    await tx.insert(productAttributes).values(
      catalogue.flatMap((p) =>
        attributeKeys(p).map((key) => ({ productId: idOf(p.slug), attributeId: required(attributeId.get(key), key) })),
      ),
    );
    await tx.insert(metalRates).values(
      PURITIES.map((purity) => ({
        purity: purity.name,
        rateMinor: purity.ratePerGramMinor,
        reason: 'The rates the shop opened with',
        piecesRepriced: 0,
      })),
    );
    await tx.insert(productImages).values(
      catalogue.flatMap((p) => productImageRows(p).map((image) => ({ productId: idOf(p.slug), ...image }))),
    );

    const storeRows = await tx
      .insert(stores)
      .values(SEED_STORES.map((store, position) => ({ ...storeColumns(store), position })))
      .returning({ id: stores.id, slug: stores.slug, name: stores.name, address: stores.address, city: stores.city });
    const slots = SEED_STORES.flatMap((store, index) =>
      Array.from({ length: SLOT_DAYS }, (_, day) => seedDay(today, day)).flatMap(({ date, weekday }) => {
        const open = store.openingHours[weekday];
        if (!open) return [];
        return slotsWithin(open.open, open.close).map(([startTime, endTime]) => ({
          storeId: required(storeRows[index], store.slug).id,
          date,
          startTime,
          endTime,
          capacity: store.slotCapacity,
        }));
      }),
    );
    slotCount = slots.length;
    await tx.insert(timeslots).values(slots);

    await tx.insert(pages).values(seedPages(options.brandName ?? 'Aurelia'));
    await tx.insert(settings).values([...SEED_SETTINGS]);
    await seedGoldPlans(tx);
    const userRows = await tx
      .insert(users)
      .values([
        {
          name: 'Priya Sharma',
          email: DEMO_SHOPPER.email,
          phone: '9876543210',
          phoneCountryNumber: '91',
          phoneCountryCode: 'IN',
          passwordHash: shopperHash,
          role: 'customer',
          emailVerifiedAt: sql`now()`,
        },
        ...DEMO_KIOSK_STAFF.map((member, index) => ({
          name: member.name,
          email: member.email,
          phone: `91234567${80 + index}`,
          phoneCountryNumber: '91',
          phoneCountryCode: 'IN',
          passwordHash: staffHash,
          role: 'staff' as const,
          storeId: required(storeRows[member.storeIndex], `store ${member.storeIndex}`).id,
          isManager: member.isManager,
          pinHash: required(pinHashes[index], `the PIN hash of ${member.email}`),
          emailVerifiedAt: sql`now()`,
        })),
        {
          name: DEMO_ADMIN.name,
          email: DEMO_ADMIN.email,
          phone: '9123456790',
          phoneCountryNumber: '91',
          phoneCountryCode: 'IN',
          passwordHash: adminHash,
          role: 'admin' as const,
          emailVerifiedAt: sql`now()`,
        },
      ])
      .returning({ id: users.id, email: users.email });
    const userId = (email: string) => required(userRows.find((row) => row.email === email), email).id;
    await seedDemoOrders(tx, {
      shopperId: userId(DEMO_SHOPPER.email),
      adminId: userId(DEMO_ADMIN.email),
      managerIds: new Map(DEMO_KIOSK_STAFF.filter((member) => member.isManager).map((member) => [member.storeIndex, userId(member.email)])),
      stores: storeRows,
      products: catalogue.map((product) => ({ ...product, id: idOf(product.slug) })),
      today,
      // A stream of its own, so the orders never shift the catalogue's draws.
      random: createRandom((options.seed ?? DEFAULT_SEED) + 1),
    });
  });

  // Fresh statistics, so the planner knows the catalogue's size from the first request.
  await db.execute(sql`analyze`);

  const summary: SeedSummary = {
    products: catalogue.length,
    categories: SEED_CATEGORIES.length,
    attributes: GROUPS.reduce((sum, [, values]) => sum + values.length, 0),
    stores: SEED_STORES.length,
    timeslots: slotCount,
    images,
  };
  log(
    `seeded ${summary.products} products in ${summary.categories} categories, ${summary.stores} stores, ${summary.timeslots} timeslots`,
  );
  return summary;
}
