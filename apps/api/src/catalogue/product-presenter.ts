import type { Attribute, AttributeGroup, CategoryRef, Product, ProductImage } from '@aurelia/contracts';
import { computePriceBreakup, fromMinorUnits } from '@aurelia/domain';

/** The columns of a product row the API reads. */
export interface ProductRow {
  id: number;
  slug: string;
  name: string;
  description: string;
  metalWeightMg: number;
  metalRateMinor: number;
  makingChargeMinor: number;
  stoneValueMinor: number;
  gstMinor: number;
  priceMinor: number;
  diamondColour: string | null;
  diamondClarity: string | null;
  diamondCentiCarats: number | null;
  stock: number;
  isPreorderable: boolean;
}

/** The libs/domain price breakup of a product row (what the catalogue shows and an order line keeps). */
export function priceBreakupOfRow(row: Pick<ProductRow, 'metalWeightMg' | 'metalRateMinor' | 'makingChargeMinor' | 'stoneValueMinor'>) {
  return computePriceBreakup({
    metalWeightMg: row.metalWeightMg,
    ratePerGramMinor: row.metalRateMinor,
    makingChargeMinor: row.makingChargeMinor,
    stoneValueMinor: row.stoneValueMinor,
  });
}

export interface ProductRelations {
  categories: CategoryRef[];
  attributes: Attribute[];
  images: ProductImage[];
}

export interface AttributeRow {
  id: number;
  group: string;
  name: string;
  title: string;
}

export function toAttribute(row: AttributeRow): Attribute {
  return { id: row.id, group: row.group as AttributeGroup, name: row.name, title: row.title };
}

/** The diamonds of a row for the details table, or undefined for a piece without them. */
function diamondsOf(row: Pick<ProductRow, 'diamondColour' | 'diamondClarity' | 'diamondCentiCarats'>): Product['diamonds'] {
  if (row.diamondCentiCarats === null || row.diamondColour === null || row.diamondClarity === null) return undefined;
  return { colour: row.diamondColour, clarity: row.diamondClarity, carat: row.diamondCentiCarats / 100 };
}

/**
 * A product on the wire (libs/contracts Product): money in rupees, the breakup recomputed from the stored
 * inputs with the shared rule, so it always adds up to the stored price: the round off is what the stored
 * (whole-rupee) price adds to the subtotal and GST.
 */
export function toProduct(row: ProductRow, relations: ProductRelations): Product {
  const breakup = priceBreakupOfRow(row);
  const diamonds = diamondsOf(row);
  return {
    id: row.id,
    item_id: row.id,
    item_type: 'product',
    slug: row.slug,
    name: row.name,
    description: row.description,
    price: fromMinorUnits(row.priceMinor),
    is_preorderable: row.isPreorderable,
    stock: row.stock,
    is_available: row.stock > 0 || row.isPreorderable,
    categories: relations.categories,
    attributes: relations.attributes,
    images: relations.images,
    price_breakup: {
      metal_weight_g: row.metalWeightMg / 1000,
      metal_rate_per_g: fromMinorUnits(row.metalRateMinor),
      metal_value: fromMinorUnits(breakup.metalValue),
      making_charge: fromMinorUnits(breakup.makingCharge),
      stone_value: fromMinorUnits(breakup.stoneValue),
      subtotal: fromMinorUnits(breakup.subtotal),
      gst: fromMinorUnits(row.gstMinor),
      round_off: fromMinorUnits(row.priceMinor - breakup.subtotal - row.gstMinor),
      total: fromMinorUnits(row.priceMinor),
    },
    ...(diamonds ? { diamonds } : {}),
  };
}
