import { GST_PERCENT } from '../constants';
import { roundedDivision } from '../money/rounded-division';
import { floorToRupee, roundToRupee } from '../money/whole-rupees';

/** Basis points in a whole: 10 000 bp = 100 %. */
export const BASIS_POINTS = 10_000;

/** One line of an order, priced by the server: GST-inclusive unit price in paise. */
export interface CheckoutLine {
  unitPriceMinor: number;
  quantity: number;
  /** The GST in one unit's price as its breakup computed it; without it, 3/103 of the price is taken. */
  unitGstMinor?: number;
}

/** How the order reaches the shopper: delivered, or picked up at a store (never charged). */
export type FulfilmentMethod = 'delivery' | 'pickup';

/** The shipping terms from settings: a flat fee, waived at or above a subtotal. */
export interface ShippingTerms {
  feeMinor: number;
  freeFromMinor: number;
}

/** The carat-coin terms from settings. */
export interface CoinTerms {
  /** What one coin is worth at checkout, in paise. */
  valueMinorPerCoin: number;
  /** The largest share of the subtotal coins may pay, in basis points (1 000 = 10 %). */
  maxShareBp: number;
}

export interface CheckoutInput {
  lines: readonly CheckoutLine[];
  fulfilment: FulfilmentMethod;
  shipping: ShippingTerms;
  /** Coins the shopper asked to redeem, and the balance they hold. */
  coins: { requested: number; balance: number; terms: CoinTerms };
  /** The balance of the gift card the shopper entered, in paise; 0 without one. */
  giftCardBalanceMinor: number;
}

/** The summary of an order, every amount in paise. */
export interface CheckoutSummary {
  /** Σ unit price × quantity, GST included. */
  subtotal: number;
  /**
   * The GST within the subtotal: the lines' own GST from their breakups (so the invoice's lines add up to it),
   * or 3 % of the taxable value, 3/103 of the inclusive price, when a line does not carry its GST.
   */
  gstIncluded: number;
  shipping: number;
  /** Coins actually redeemed (never more than asked, held or allowed) and their value. */
  coinsRedeemed: number;
  coinsValue: number;
  /** What the gift card pays; its balance keeps the rest. */
  giftCardApplied: number;
  /** What is left to pay by card, bank, wallet or cash. */
  total: number;
}

function assertCount(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0) throw new RangeError(`${name} must be a non-negative whole number, got ${value}`);
}

/** The GST inside a GST-inclusive amount in paise: amount × 3 / 103, rounded to the paisa. */
export function gstIncludedIn(inclusiveMinor: number): number {
  assertCount('inclusiveMinor', inclusiveMinor);
  return roundedDivision(inclusiveMinor * GST_PERCENT, 100 + GST_PERCENT);
}

/** Σ unit price × quantity, in paise. */
export function subtotalOf(lines: readonly CheckoutLine[]): number {
  return lines.reduce((sum, line) => {
    assertCount('unitPriceMinor', line.unitPriceMinor);
    assertCount('quantity', line.quantity);
    return sum + line.unitPriceMinor * line.quantity;
  }, 0);
}

/** The GST inside the lines: each line's own when all carry it, else 3/103 of their inclusive subtotal. */
export function gstOfLines(lines: readonly CheckoutLine[]): number {
  if (lines.some((line) => line.unitGstMinor === undefined)) return gstIncludedIn(subtotalOf(lines));
  return lines.reduce((sum, line) => {
    assertCount('unitGstMinor', line.unitGstMinor ?? 0);
    return sum + (line.unitGstMinor ?? 0) * line.quantity;
  }, 0);
}

/**
 * Shipping for an order: none for pick-up or an empty order, none at or above the free threshold, else the fee
 * rounded to the rupee (charges are whole rupees like prices).
 */
export function shippingFor(subtotalMinor: number, fulfilment: FulfilmentMethod, terms: ShippingTerms): number {
  assertCount('feeMinor', terms.feeMinor);
  assertCount('freeFromMinor', terms.freeFromMinor);
  if (fulfilment === 'pickup' || subtotalMinor === 0 || subtotalMinor >= terms.freeFromMinor) return 0;
  return roundToRupee(terms.feeMinor);
}

/** The greatest common divisor of two non-negative integers. */
function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * How many coins may be redeemed on a subtotal: no more than asked, than held, or than the share of the
 * subtotal the terms allow (rounded down to whole coins), and a count whose value is whole rupees (with a
 * coin worth ₹2.50, an even count), so what is left to pay stays in whole rupees.
 */
export function redeemableCoins(subtotalMinor: number, requested: number, balance: number, terms: CoinTerms): number {
  assertCount('requested', requested);
  assertCount('balance', balance);
  assertCount('maxShareBp', terms.maxShareBp);
  if (!Number.isSafeInteger(terms.valueMinorPerCoin) || terms.valueMinorPerCoin <= 0) {
    throw new RangeError(`valueMinorPerCoin must be a positive whole number, got ${terms.valueMinorPerCoin}`);
  }
  const capMinor = Math.floor((subtotalMinor * Math.min(terms.maxShareBp, BASIS_POINTS)) / BASIS_POINTS);
  const coins = Math.min(requested, balance, Math.floor(capMinor / terms.valueMinorPerCoin));
  const step = 100 / gcd(terms.valueMinorPerCoin % 100, 100);
  return coins - (coins % step);
}

/**
 * Prices an order as the server does and the checkout page shows it: subtotal (GST included), shipping,
 * then coins (capped by the terms), then the gift card up to what is left (in whole rupees: a balance's odd
 * paise stay on the card); the total never goes below 0. Lines priced by computePriceBreakup are whole
 * rupees, so every amount of the summary is too.
 */
export function priceCheckout(input: CheckoutInput): CheckoutSummary {
  assertCount('giftCardBalanceMinor', input.giftCardBalanceMinor);
  const subtotal = subtotalOf(input.lines);
  const shipping = shippingFor(subtotal, input.fulfilment, input.shipping);
  const coinsRedeemed = redeemableCoins(subtotal, input.coins.requested, input.coins.balance, input.coins.terms);
  const coinsValue = coinsRedeemed * input.coins.terms.valueMinorPerCoin;
  const giftCardApplied = Math.min(floorToRupee(input.giftCardBalanceMinor), subtotal + shipping - coinsValue);
  return {
    subtotal,
    gstIncluded: gstOfLines(input.lines),
    shipping,
    coinsRedeemed,
    coinsValue,
    giftCardApplied,
    total: subtotal + shipping - coinsValue - giftCardApplied,
  };
}
