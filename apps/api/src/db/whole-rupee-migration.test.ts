import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openMigrationScratch, type MigrationScratch } from '../test/migration-steps';

const TAG = '0021_whole_rupee_prices_and_diamond_details';

/** The sentence the seeded catalogue's descriptions carry for a piece set with diamonds. */
const diamondsOf = (carats: string) => `Set with natural diamonds, IJ colour and SI clarity, about ${carats} ct in all.`;

/** Pieces as stored before whole rupees: price in paise, diamonds only in the words. */
const PIECES = [
  { slug: 'paise-down', priceMinor: 6_742_607, description: `A yellow gold band. ${diamondsOf('0.25')}` },
  { slug: 'paise-half', priceMinor: 6_742_650, description: `A rose gold ring. ${diamondsOf('1.05')}` },
  { slug: 'paise-under-half', priceMinor: 6_742_649, description: 'A plain platinum band, mirror polished.' },
  { slug: 'paise-carry', priceMinor: 99_950, description: 'A silver toe ring.' },
  { slug: 'whole-already', priceMinor: 6_742_600, description: 'Diamonds are not named the seeded way here: 0.30 ct.' },
];

let database: MigrationScratch;

// A fresh database migrated from nothing in two goes: seconds alone, minutes on 2 busy shared cores.
beforeAll(async () => {
  database = await openMigrationScratch();
  await database.migrate('before', TAG);
  for (const piece of PIECES) {
    await database.query(
      `insert into products (slug, name, description, metal_weight_mg, metal_rate_minor, making_charge_minor, stone_value_minor, gst_minor, price_minor)
       values ($1, $1, $2, 4200, 720000, 300000, 0, 190000, $3)`,
      [piece.slug, piece.description, piece.priceMinor],
    );
  }
  await database.migrate('through', TAG);
}, 240_000);
afterAll(() => database?.close());

describe(`migration ${TAG} on ${process.env['TEST_DATABASE_URL'] ? 'PostgreSQL' : 'PGlite'}`, () => {
  it('rounds each stored price to the whole rupee, half up', async () => {
    const rows = await database.query<{ slug: string; price_minor: string }>(`select slug, price_minor::text from products order by id`);
    expect(rows).toEqual([
      { slug: 'paise-down', price_minor: '6742600' }, // ₹67,426.07 → ₹67,426
      { slug: 'paise-half', price_minor: '6742700' }, // ₹67,426.50 → ₹67,427
      { slug: 'paise-under-half', price_minor: '6742600' }, // ₹67,426.49 → ₹67,426
      { slug: 'paise-carry', price_minor: '100000' }, // ₹999.50 → ₹1,000
      { slug: 'whole-already', price_minor: '6742600' },
    ]);
  });

  it('fills the diamond grades and weight from the seeded sentence, and leaves other pieces without', async () => {
    const rows = await database.query<{ slug: string; diamond_colour: string | null; diamond_clarity: string | null; diamond_centi_carats: number | null }>(
      `select slug, diamond_colour, diamond_clarity, diamond_centi_carats from products order by id`,
    );
    expect(rows).toEqual([
      { slug: 'paise-down', diamond_colour: 'IJ', diamond_clarity: 'SI', diamond_centi_carats: 25 },
      { slug: 'paise-half', diamond_colour: 'IJ', diamond_clarity: 'SI', diamond_centi_carats: 105 },
      { slug: 'paise-under-half', diamond_colour: null, diamond_clarity: null, diamond_centi_carats: null },
      { slug: 'paise-carry', diamond_colour: null, diamond_clarity: null, diamond_centi_carats: null },
      { slug: 'whole-already', diamond_colour: null, diamond_clarity: null, diamond_centi_carats: null },
    ]);
  });

  it('refuses a price in paise, and diamond details given in part, from then on', async () => {
    await expect(database.query(`update products set price_minor = 6742601 where slug = 'whole-already'`)).rejects.toThrow(/products_price_whole_rupees/);
    await expect(database.query(`update products set diamond_colour = 'GH' where slug = 'whole-already'`)).rejects.toThrow(/products_diamonds_complete/);
  });
});
