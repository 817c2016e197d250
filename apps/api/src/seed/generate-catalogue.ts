import { computePriceBreakup, type PriceBreakup } from '@aurelia/domain';
import { designOf, type PieceDesign } from '@aurelia/piece-scenes/designs';
import {
  COLLECTIONS,
  GENDERS,
  METALS,
  OCCASIONS,
  PURITIES,
  SEED_CATEGORIES,
  STONES,
  type MetalKey,
  type PurityKey,
  type SeedCategory,
  type StoneKey,
} from './catalogue-data';
import type { Random } from '../random';
import { required } from '../required';

/** One generated product with everything the database and the image renderer need. */
export interface SeedProduct {
  slug: string;
  name: string;
  description: string;
  categorySlug: string;
  metal: MetalKey;
  purity: PurityKey;
  stone: StoneKey | null;
  gender: string;
  occasions: string[];
  collection: string;
  metalWeightMg: number;
  ratePerGramMinor: number;
  makingChargeMinor: number;
  stoneValueMinor: number;
  breakup: PriceBreakup;
  /** The grades and total weight of the diamonds of a piece set with them; null otherwise. */
  diamonds: { colour: string; clarity: string; centiCarats: number } | null;
  stock: number;
  isPreorderable: boolean;
  popularity: number;
  createdAt: Date;
  /** What its pictures show: products of the same design share its rendered views. */
  design: PieceDesign;
}

/** Newest product's date; the others are spread over the months before it. */
const NEWEST_PRODUCT_AT = Date.UTC(2026, 0, 15, 10, 0, 0);
const COIN_GRAMS = [1, 2, 4, 5, 8, 10, 20];
/** How much stone a piece of this category carries, relative to a ring. */
const STONE_SCALE: Readonly<Record<string, number>> = {
  rings: 1,
  earrings: 0.8,
  necklaces: 2.5,
  pendants: 0.6,
  bangles: 1.2,
  bracelets: 1.5,
  mangalsutras: 0.7,
  'nose-pins': 0.12,
};
const STONE_WEIGHTS: readonly StoneKey[] = [
  'diamond', 'diamond', 'diamond', 'diamond', 'diamond', 'ruby', 'emerald', 'sapphire', 'pearl',
];

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

function metalFor(purity: PurityKey, category: SeedCategory, random: Random): MetalKey {
  if (purity === 'Pt 950') return 'platinum';
  if (purity === '22K' || purity === '24K' || category.slug === 'coins') return 'yellow-gold';
  return random.pick<MetalKey>(['yellow-gold', 'yellow-gold', 'rose-gold', 'white-gold']);
}

function metalPhrase(purity: PurityKey, metal: MetalKey): string {
  if (metal === 'platinum') return 'Platinum (Pt 950)';
  const title = METALS.find((m) => m.name === metal)?.title ?? metal;
  return `${purity} ${title}`;
}

/** The seeded diamonds' grades, and their total weight in hundredths of a carat from their value (₹85,000 a carat). */
function diamondsOf(stone: StoneKey | null, stoneValueMinor: number): SeedProduct['diamonds'] {
  if (stone !== 'diamond') return null;
  return { colour: 'IJ', clarity: 'SI', centiCarats: Math.max(5, Math.round((stoneValueMinor / 100 / 85_000) * 100)) };
}

function stonePhrase(stone: StoneKey | null, stoneValueMinor: number): string {
  const diamonds = diamondsOf(stone, stoneValueMinor);
  switch (stone) {
    case null:
      return 'A plain metal piece with a high-polish finish.';
    case 'diamond': {
      const carats = (diamonds?.centiCarats ?? 0) / 100;
      return `Set with natural diamonds, ${diamonds?.colour} colour and ${diamonds?.clarity} clarity, about ${carats.toFixed(2)} ct in all.`;
    }
    case 'pearl':
      return 'Finished with lustrous freshwater pearls.';
    default:
      return `Set with hand-picked ${stone === 'emerald' ? 'emeralds' : `${stone}s`} in a secure claw setting.`;
  }
}

function roundToRupees(minor: number, rupees = 1): number {
  const step = rupees * 100;
  return Math.round(minor / step) * step;
}

function generateOne(category: SeedCategory, random: Random): Omit<SeedProduct, 'createdAt' | 'slug'> {
  const style = random.pick(category.styles);
  const purity = random.pick(category.purities);
  const metal = metalFor(purity, category, random);
  const withStone =
    style.stone === 'required' || (style.stone !== 'never' && random.chance(category.stoneChance));
  const stone = withStone ? random.pick(STONE_WEIGHTS) : null;
  const collection = category.slug === 'coins' ? required(COLLECTIONS.find((c) => c.name === 'swarna'), 'the swarna collection') : random.pick(COLLECTIONS);
  const grams =
    category.slug === 'coins'
      ? random.pick(COIN_GRAMS)
      : category.grams[0] + random.next() * (category.grams[1] - category.grams[0]);
  const metalWeightMg = category.slug === 'coins' ? grams * 1000 : Math.round(grams * 100) * 10;
  const ratePerGramMinor = required(PURITIES.find((p) => p.name === purity), purity).ratePerGramMinor;
  const metalValue = Math.round((metalWeightMg * ratePerGramMinor) / 1000);
  const makingPercent =
    category.slug === 'coins' ? random.int(3, 6) : metal === 'platinum' ? random.int(14, 20) : random.int(9, 22);
  const makingChargeMinor = roundToRupees((metalValue * makingPercent) / 100);
  const stoneRange = STONES.find((s) => s.name === stone)?.rupees;
  const stoneValueMinor = stoneRange
    ? roundToRupees(random.int(stoneRange[0], stoneRange[1]) * 100 * (STONE_SCALE[category.slug] ?? 1), 100)
    : 0;
  const breakup = computePriceBreakup({ metalWeightMg, ratePerGramMinor, makingChargeMinor, stoneValueMinor });
  const gender = random.pick(category.genders);
  const occasions = random.sample(OCCASIONS, random.int(1, 2)).map((o) => o.name);
  const stoneTitle = STONES.find((s) => s.name === stone)?.title;
  const name =
    category.slug === 'coins'
      ? `${grams} g ${style.name} in ${metalPhrase(purity, metal)}`
      : `${collection.title} ${stoneTitle ? `${stoneTitle} ` : ''}${style.name} in ${metalPhrase(purity, metal)}`;
  const occasionText = occasions
    .map((o) => required(OCCASIONS.find((x) => x.name === o), o).title.toLowerCase())
    .join(' and ');
  const description = [
    `${name}, from the ${collection.title} collection: ${collection.mood}.`,
    stonePhrase(stone, stoneValueMinor),
    `Crafted in ${metalPhrase(purity, metal).toLowerCase()} weighing about ${(metalWeightMg / 1000).toFixed(2)} g, BIS hallmarked with a HUID code.`,
    `Made for ${occasionText}; designed for ${required(GENDERS.find((g) => g.name === gender), gender).title.toLowerCase()}.`,
  ].join(' ');

  const stockRoll = random.next();
  const stock = stockRoll < 0.12 ? 0 : stockRoll < 0.27 ? random.int(1, 3) : random.int(4, 40);
  const isPreorderable = stock === 0 ? random.chance(0.5) : random.chance(0.04);
  const popularity = random.int(0, 1000);
  // Two draws that once varied drawn pictures: still made, so every later product keeps its name and price.
  random.int(1, 2_147_483_646);
  random.int(3, 5);
  return {
    name,
    description,
    categorySlug: category.slug,
    metal,
    purity,
    stone,
    gender,
    occasions,
    collection: collection.name,
    metalWeightMg,
    ratePerGramMinor,
    makingChargeMinor,
    stoneValueMinor,
    breakup,
    diamonds: diamondsOf(stone, stoneValueMinor),
    stock,
    isPreorderable,
    popularity,
    design: designOf(style.name, metal, stone),
  };
}

/**
 * The seeded catalogue: every category's products, priced with computePriceBreakup, with unique names and
 * slugs. Pure: the same random sequence always gives the same catalogue.
 */
export function generateCatalogue(random: Random): SeedProduct[] {
  const slugs = new Set<string>();
  const drafts: Omit<SeedProduct, 'createdAt'>[] = [];
  for (const category of SEED_CATEGORIES) {
    for (let made = 0; made < category.count; ) {
      const draft = generateOne(category, random);
      const slug = slugify(draft.name);
      if (slugs.has(slug)) continue;
      slugs.add(slug);
      drafts.push({ ...draft, slug });
      made++;
    }
  }
  // New arrivals come from every category: creation times are dealt out in a shuffled order.
  const order = random.sample(
    drafts.map((_, index) => index),
    drafts.length,
  );
  const rank = new Map(order.map((draftIndex, position) => [draftIndex, position]));
  return drafts.map((draft, index) => ({
    ...draft,
    createdAt: new Date(NEWEST_PRODUCT_AT - (rank.get(index) ?? 0) * 7 * 3_600_000 - random.int(0, 3_599) * 1000),
  }));
}
