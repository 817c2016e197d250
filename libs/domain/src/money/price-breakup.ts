import { GST_PERCENT } from '../constants';
import { roundedDivision } from './rounded-division';
import { assertCount } from './assert-count';
import { roundToRupee } from './whole-rupees';

/** Inputs of a jewellery price, all non-negative integers. */
export interface PriceInputs {
  /** Metal weight in milligrams. */
  metalWeightMg: number;
  /** Metal rate per gram, in paise. */
  ratePerGramMinor: number;
  /** Making charge, in paise. */
  makingChargeMinor: number;
  /** Value of stones set in the piece, in paise. */
  stoneValueMinor: number;
}

/** A jewellery price broken down into its parts, every figure in paise. */
export interface PriceBreakup {
  metalValue: number;
  makingCharge: number;
  stoneValue: number;
  /** Metal value + making charge + stone value. */
  subtotal: number;
  /** GST on the subtotal, to the paisa. */
  gst: number;
  /** What brings subtotal + GST to the whole rupee, signed: from -49 to +50 paise. */
  roundOff: number;
  /** Subtotal + GST + round off: what the shopper pays, a whole number of rupees. */
  total: number;
}

/**
 * GST (GST_PERCENT, 3%) on an amount in paise, rounded half away from zero to the paisa.
 * Throws a RangeError when the amount is not a safe integer.
 */
export function gstOf(minor: number): number {
  return roundedDivision(minor * GST_PERCENT, 100);
}

/**
 * The jewellery price rule shared by the server seed and checkout: metal value is
 * weight × rate rounded to the paisa, plus making charge and stone value, plus GST
 * on that subtotal, then rounded half up to the whole rupee (the round off), as
 * Indian jewellers price. Everything built from prices (bag, invoice, refunds) is
 * therefore whole rupees too. Throws a RangeError for a negative or fractional input.
 */
export function computePriceBreakup(inputs: PriceInputs): PriceBreakup {
  const { metalWeightMg, ratePerGramMinor, makingChargeMinor, stoneValueMinor } = inputs;
  assertCount('metalWeightMg', metalWeightMg);
  assertCount('ratePerGramMinor', ratePerGramMinor);
  assertCount('makingChargeMinor', makingChargeMinor);
  assertCount('stoneValueMinor', stoneValueMinor);
  const metalValue = roundedDivision(metalWeightMg * ratePerGramMinor, 1000);
  const subtotal = metalValue + makingChargeMinor + stoneValueMinor;
  const gst = gstOf(subtotal);
  const total = roundToRupee(subtotal + gst);
  return {
    metalValue,
    makingCharge: makingChargeMinor,
    stoneValue: stoneValueMinor,
    subtotal,
    gst,
    roundOff: total - subtotal - gst,
    total,
  };
}
