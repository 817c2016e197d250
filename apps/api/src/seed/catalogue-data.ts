import type { PurityKey } from '@aurelia/domain';

/** The fixed vocabulary the seeded catalogue is drawn from. */

export type MetalKey = 'yellow-gold' | 'rose-gold' | 'white-gold' | 'platinum';
export type StoneKey = 'diamond' | 'ruby' | 'emerald' | 'sapphire' | 'pearl';
export type { PurityKey };
export type GenderKey = 'women' | 'men' | 'unisex' | 'kids';

export interface SeedCategory {
  slug: string;
  name: string;
  description: string;
  /** How many products the seed makes in it. */
  count: number;
  /** Metal weight range in grams. */
  grams: readonly [number, number];
  /** Styles; `stone: 'required'` styles always carry a stone, `'never'` ones never do. */
  styles: readonly { name: string; stone?: 'required' | 'never' }[];
  genders: readonly GenderKey[];
  /** Purities the category is made in (22K/24K only in yellow gold). */
  purities: readonly PurityKey[];
  /** Chance that a piece carries a stone, when its style allows either. */
  stoneChance: number;
}

export const SEED_CATEGORIES: readonly SeedCategory[] = [
  {
    slug: 'rings',
    name: 'Rings',
    description: 'Solitaires, bands and cocktail rings in gold and platinum.',
    count: 40,
    grams: [2, 8],
    styles: [
      { name: 'Solitaire Ring', stone: 'required' },
      { name: 'Halo Ring', stone: 'required' },
      { name: 'Three-Stone Ring', stone: 'required' },
      { name: 'Eternity Band' },
      { name: 'Cocktail Ring', stone: 'required' },
      { name: 'Stackable Ring' },
      { name: 'Signet Ring', stone: 'never' },
      { name: 'Couple Band', stone: 'never' },
      { name: 'Twisted Ring' },
    ],
    genders: ['women', 'women', 'men', 'unisex'],
    purities: ['14K', '18K', '18K', '22K', 'Pt 950'],
    stoneChance: 0.6,
  },
  {
    slug: 'earrings',
    name: 'Earrings',
    description: 'Studs, jhumkas, hoops and drops for every day and every celebration.',
    count: 36,
    grams: [2, 10],
    styles: [
      { name: 'Stud Earrings' },
      { name: 'Jhumka Earrings' },
      { name: 'Hoop Earrings', stone: 'never' },
      { name: 'Drop Earrings' },
      { name: 'Chandbali Earrings' },
      { name: 'Huggie Earrings' },
    ],
    genders: ['women', 'women', 'kids'],
    purities: ['14K', '18K', '22K', 'Pt 950'],
    stoneChance: 0.55,
  },
  {
    slug: 'necklaces',
    name: 'Necklaces',
    description: 'Chokers, rani haars and layered necklaces, from bridal to everyday.',
    count: 28,
    grams: [12, 60],
    styles: [
      { name: 'Choker Necklace' },
      { name: 'Rani Haar Necklace' },
      { name: 'Collar Necklace' },
      { name: 'Layered Necklace' },
      { name: 'Temple Necklace', stone: 'never' },
      { name: 'Tennis Necklace', stone: 'required' },
    ],
    genders: ['women'],
    purities: ['18K', '22K', '22K'],
    stoneChance: 0.5,
  },
  {
    slug: 'pendants',
    name: 'Pendants',
    description: 'Hearts, initials and solitaires to wear on a chain.',
    count: 28,
    grams: [1.5, 6],
    styles: [
      { name: 'Heart Pendant' },
      { name: 'Solitaire Pendant', stone: 'required' },
      { name: 'Om Pendant', stone: 'never' },
      { name: 'Initial Pendant' },
      { name: 'Floral Pendant' },
      { name: 'Teardrop Pendant', stone: 'required' },
    ],
    genders: ['women', 'women', 'men', 'unisex', 'kids'],
    purities: ['14K', '18K', '22K', 'Pt 950'],
    stoneChance: 0.5,
  },
  {
    slug: 'bangles',
    name: 'Bangles',
    description: 'Kadas, filigree and broad bangles, sold singly.',
    count: 24,
    grams: [8, 30],
    styles: [
      { name: 'Kada Bangle' },
      { name: 'Filigree Bangle', stone: 'never' },
      { name: 'Broad Bangle' },
      { name: 'Slim Bangle' },
      { name: 'Openable Bangle' },
    ],
    genders: ['women', 'women', 'men', 'kids'],
    purities: ['18K', '22K', '22K'],
    stoneChance: 0.35,
  },
  {
    slug: 'bracelets',
    name: 'Bracelets',
    description: 'Tennis, charm, link and cuff bracelets.',
    count: 24,
    grams: [5, 18],
    styles: [
      { name: 'Tennis Bracelet', stone: 'required' },
      { name: 'Charm Bracelet' },
      { name: 'Link Bracelet', stone: 'never' },
      { name: 'Cuff Bracelet' },
      { name: 'Nazariya Bracelet' },
    ],
    genders: ['women', 'men', 'unisex', 'kids'],
    purities: ['14K', '18K', '22K', 'Pt 950'],
    stoneChance: 0.45,
  },
  {
    slug: 'chains',
    name: 'Chains',
    description: 'Rope, box, curb and Singapore chains in every length.',
    count: 20,
    grams: [4, 25],
    styles: [
      { name: 'Rope Chain', stone: 'never' },
      { name: 'Box Chain', stone: 'never' },
      { name: 'Curb Chain', stone: 'never' },
      { name: 'Figaro Chain', stone: 'never' },
      { name: 'Singapore Chain', stone: 'never' },
      { name: 'Wheat Chain', stone: 'never' },
    ],
    genders: ['women', 'men', 'unisex'],
    purities: ['18K', '22K', '22K', 'Pt 950'],
    stoneChance: 0,
  },
  {
    slug: 'mangalsutras',
    name: 'Mangalsutras',
    description: 'Black-bead mangalsutras with gold and diamond pendants.',
    count: 16,
    grams: [6, 25],
    styles: [
      { name: 'Classic Mangalsutra' },
      { name: 'Vati Mangalsutra', stone: 'never' },
      { name: 'Layered Mangalsutra' },
      { name: 'Pendant Mangalsutra' },
    ],
    genders: ['women'],
    purities: ['18K', '22K', '22K'],
    stoneChance: 0.45,
  },
  {
    slug: 'coins',
    name: 'Coins',
    description: 'Hallmarked 24 and 22 karat gold coins for gifting and saving.',
    count: 14,
    grams: [1, 20],
    styles: [
      { name: 'Lakshmi Gold Coin', stone: 'never' },
      { name: 'Ganesha Gold Coin', stone: 'never' },
      { name: 'Plain Gold Coin', stone: 'never' },
      { name: 'Swastik Gold Coin', stone: 'never' },
    ],
    genders: ['unisex'],
    purities: ['24K', '24K', '22K'],
    stoneChance: 0,
  },
  {
    slug: 'nose-pins',
    name: 'Nose Pins',
    description: 'Delicate studs and floral nose pins.',
    count: 20,
    grams: [0.3, 1.2],
    styles: [
      { name: 'Stud Nose Pin' },
      { name: 'Flower Nose Pin' },
      { name: 'Solitaire Nose Pin', stone: 'required' },
      { name: 'Wire Nose Pin', stone: 'never' },
    ],
    genders: ['women'],
    purities: ['14K', '18K', '22K'],
    stoneChance: 0.6,
  },
];

export const METALS: readonly { name: MetalKey; title: string }[] = [
  { name: 'yellow-gold', title: 'Yellow Gold' },
  { name: 'rose-gold', title: 'Rose Gold' },
  { name: 'white-gold', title: 'White Gold' },
  { name: 'platinum', title: 'Platinum' },
];

/** Per-gram rates in paise by purity: plausible Indian retail rates (24K ≈ ₹12,850 a gram). */
export const PURITIES: readonly { name: PurityKey; title: string; ratePerGramMinor: number }[] = [
  { name: '14K', title: '14 Karat', ratePerGramMinor: 752_000 },
  { name: '18K', title: '18 Karat', ratePerGramMinor: 964_000 },
  { name: '22K', title: '22 Karat', ratePerGramMinor: 1_178_000 },
  { name: '24K', title: '24 Karat', ratePerGramMinor: 1_285_000 },
  { name: 'Pt 950', title: 'Platinum 950', ratePerGramMinor: 415_000 },
];

/** Stones with a price range, in rupees, for what a piece sets. */
export const STONES: readonly { name: StoneKey; title: string; rupees: readonly [number, number] }[] = [
  { name: 'diamond', title: 'Diamond', rupees: [9_000, 240_000] },
  { name: 'ruby', title: 'Ruby', rupees: [4_000, 60_000] },
  { name: 'emerald', title: 'Emerald', rupees: [4_500, 70_000] },
  { name: 'sapphire', title: 'Sapphire', rupees: [4_000, 65_000] },
  { name: 'pearl', title: 'Pearl', rupees: [1_500, 18_000] },
];

export const OCCASIONS: readonly { name: string; title: string }[] = [
  { name: 'daily-wear', title: 'Daily Wear' },
  { name: 'office-wear', title: 'Office Wear' },
  { name: 'wedding', title: 'Wedding' },
  { name: 'engagement', title: 'Engagement' },
  { name: 'festive', title: 'Festive' },
  { name: 'party', title: 'Party' },
];

export const GENDERS: readonly { name: GenderKey; title: string }[] = [
  { name: 'women', title: 'Women' },
  { name: 'men', title: 'Men' },
  { name: 'unisex', title: 'Unisex' },
  { name: 'kids', title: 'Kids' },
];

/**
 * Collections; a piece's name starts with its collection's title. A collection holds every metal, plain pieces and
 * set ones alike, so its mood must be true of any of them (no facets, no gold).
 */
export const COLLECTIONS: readonly { name: string; title: string; mood: string }[] = [
  { name: 'aarohi', title: 'Aarohi', mood: 'rising, airy lines' },
  { name: 'nakshatra', title: 'Nakshatra', mood: 'shapes drawn from the night sky' },
  { name: 'vasundhara', title: 'Vasundhara', mood: 'motifs drawn from leaves and vines' },
  { name: 'mayura', title: 'Mayura', mood: 'peacock curves and temple craft' },
  { name: 'swarna', title: 'Swarna', mood: 'classic forms made to be worn every day' },
  { name: 'tara', title: 'Tara', mood: 'minimal, modern geometry' },
  { name: 'kalyani', title: 'Kalyani', mood: 'bridal heirloom detailing' },
  { name: 'noor', title: 'Noor', mood: 'clean lines that catch the light' },
];
