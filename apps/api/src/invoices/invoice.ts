import {
  GST_PERCENT,
  JEWELLERY_HSN_CODE,
  allocateInProportion,
  rupeesInWords,
  splitGst,
  type GstSplit,
} from '@aurelia/domain';
import { REGISTERED_OFFICE } from '../company';
import type { Config } from '../config';
import type { PriceBreakupSnapshot } from '../db/schema/index';
import { amountDueMinor, roundOffOf } from '../orders/order-presenter';

/** Who sells: the registered business on every invoice. */
export interface Seller {
  readonly legalName: string;
  readonly tradeName: string;
  readonly address: readonly string[];
  readonly state: string;
  readonly stateCode: string;
  readonly gstin: string;
  readonly email: string;
}

/**
 * The seller of record: the company under the brand's name, at its registered office (the flagship store),
 * with its GSTIN (SELLER_GSTIN, fictional by default) and an accounts address on the shop's mail domain.
 */
export function sellerFor(config: Pick<Config, 'brandName' | 'sellerGstin'>): Seller {
  const office = REGISTERED_OFFICE;
  return {
    legalName: `${config.brandName} Jewels Private Limited`,
    tradeName: config.brandName,
    address: [office.street, `${office.city} ${office.pincode}, ${office.state}, India`],
    state: office.state,
    stateCode: office.stateCode,
    gstin: config.sellerGstin,
    email: `accounts@${config.brandName.toLowerCase().replace(/[^a-z0-9]+/g, '')}.test`,
  };
}

/** What the invoice needs of an order, in paise, as stored. */
export interface InvoiceOrder {
  readonly orderNumber: string;
  readonly paymentMethod: 'upi' | 'card' | 'bank' | 'wallet' | 'cash';
  readonly paymentStatus: string;
  readonly fulfilment: 'delivery' | 'pickup';
  readonly subtotalMinor: number;
  readonly gstIncludedMinor: number;
  readonly shippingMinor: number;
  readonly totalMinor: number;
  /** What a gift card paid of the total (0 without one). */
  readonly giftCardMinor: number;
  /** Carat coins redeemed on the order and what they paid of the total. */
  readonly coinsRedeemed: number;
  readonly coinsMinor: number;
  readonly placedAt: Date;
  readonly lines: readonly {
    readonly name: string;
    readonly quantity: number;
    readonly unitPriceMinor: number;
    readonly lineTotalMinor: number;
    readonly priceBreakup: PriceBreakupSnapshot;
  }[];
}

export interface Buyer {
  readonly name: string;
  readonly email: string;
  readonly phone: string;
  /** Delivery address lines, or the pick-up store's. */
  readonly address: readonly string[];
  /** The state the goods are supplied to: the delivery address's, or the store's for a pick-up. */
  readonly placeOfSupply: string;
}

export interface InvoiceLine {
  readonly position: number;
  readonly description: string;
  /** Per piece: metal weight and rate, making and stones, as priced when sold. */
  readonly detail: string;
  readonly hsn: string;
  readonly quantity: number;
  readonly unitPriceMinor: number;
  readonly taxableMinor: number;
  readonly gstMinor: number;
  /** What brought the line's taxable value and GST to its whole-rupee amount (signed; 0 on older orders). */
  readonly roundOffMinor: number;
  readonly amountMinor: number;
}

/** A tax invoice, every amount in paise; the lines' taxable values and GST add up to the totals exactly. */
export interface Invoice {
  readonly number: string;
  readonly issuedOn: string;
  readonly orderNumber: string;
  readonly seller: Seller;
  readonly buyer: Buyer;
  readonly lines: readonly InvoiceLine[];
  readonly taxableMinor: number;
  readonly gst: GstSplit;
  readonly gstRatePercent: number;
  /** The lines' round offs together: taxable value + GST + round off + shipping = total. */
  readonly roundOffMinor: number;
  readonly shippingMinor: number;
  readonly totalMinor: number;
  readonly totalInWords: string;
  /**
   * How the total was settled, below it: the gift card, the carat coins, and the rest paid by (or due in)
   * the payment method; only what is more than zero.
   */
  readonly settlement: readonly { readonly label: string; readonly amountMinor: number }[];
  readonly payment: string;
  readonly fulfilment: string;
  /** Set for a document other than the tax invoice (a credit note): its title, labels and what it is against. */
  readonly document?: InvoiceDocument;
}

/** How a credit note differs from an invoice on paper: its title, the name of its number and what it is against. */
export interface InvoiceDocument {
  readonly title: string;
  readonly numberLabel: string;
  readonly dateLabel: string;
  /** Rows above the buyer, after the number and date (`Against invoice`, `Reason`). */
  readonly facts: readonly (readonly [string, string])[];
  readonly footer: string;
}

/** `AUR-7K3M9Q2X` → `INV-7K3M9Q2X`: one invoice per order, numbered after it. */
export function invoiceNumberOf(orderNumber: string): string {
  return orderNumber.replace(/^[A-Z]+-/, 'INV-');
}

const METHOD_WORDS = { upi: 'UPI', card: 'Card', bank: 'Net banking', wallet: 'Wallet', cash: 'Cash' } as const;

/** What paid the order when the payment method had nothing left to pay (a gift card, coins, or both). */
function prepaidWords(order: InvoiceOrder): string {
  const payers = [order.giftCardMinor > 0 ? 'Gift card' : null, order.coinsMinor > 0 ? 'carat coins' : null].filter((payer) => payer !== null);
  const words = payers.join(' and ');
  return `${words.charAt(0).toUpperCase()}${words.slice(1)}, paid`;
}

function paymentWords(order: InvoiceOrder): string {
  if (amountDueMinor(order) === 0 && order.totalMinor > 0) return prepaidWords(order);
  const method = METHOD_WORDS[order.paymentMethod];
  if (order.paymentStatus === 'paid') return `${method}, paid`;
  return order.fulfilment === 'pickup' ? `${method}, due at pick-up` : `${method}, due on delivery`;
}

const PAID_BY = { upi: 'Paid by UPI', card: 'Paid by card', bank: 'Paid by net banking', wallet: 'Paid by wallet', cash: 'Paid in cash' } as const;

/** The rows under the total that say who paid what; a shopper reconciling a gift card or coins finds them here. */
function settlementOf(order: InvoiceOrder): Invoice['settlement'] {
  const rest = amountDueMinor(order);
  let restLabel: string = PAID_BY[order.paymentMethod];
  if (order.paymentStatus !== 'paid') {
    restLabel =
      order.paymentMethod === 'cash'
        ? `Due in cash ${order.fulfilment === 'pickup' ? 'at pick-up' : 'on delivery'}`
        : `Due by ${order.paymentMethod === 'upi' ? 'UPI' : METHOD_WORDS[order.paymentMethod].toLowerCase()}`;
  }
  return [
    { label: 'Paid by gift card', amountMinor: order.giftCardMinor },
    { label: `Paid with ${order.coinsRedeemed} carat coins`, amountMinor: order.coinsMinor },
    { label: restLabel, amountMinor: rest },
  ].filter((row) => row.amountMinor > 0);
}

const grams = (milligrams: number) => `${(milligrams / 1000).toFixed(3)} g`;

/** Signed paise as an invoice writes a round off: `+₹0.45`, `-₹0.05`. */
const signed = (paise: number, formatMoney: (paise: number) => string) => (paise < 0 ? `-${formatMoney(-paise)}` : `+${formatMoney(paise)}`);

/**
 * The GST of each line: as each piece's breakup computed it, times the quantity, when the order's GST is those
 * lines' GST together (orders priced in whole rupees); for an older order, whose GST was computed once on its
 * subtotal (3/103 of it), that GST shared in proportion to the lines' totals, to the paisa.
 */
/** What the GST and round off of an order's lines are worked out from. */
interface PricedLines {
  readonly gstIncludedMinor: number;
  readonly lines: readonly Pick<InvoiceOrder['lines'][number], 'quantity' | 'lineTotalMinor' | 'priceBreakup'>[];
}

function lineGst(order: PricedLines): { shares: number[]; asPriced: boolean } {
  const own = order.lines.map((line) => line.priceBreakup.gstMinor * line.quantity);
  if (own.reduce((sum, gst) => sum + gst, 0) === order.gstIncludedMinor) return { shares: own, asPriced: true };
  return { shares: allocateInProportion(order.gstIncludedMinor, order.lines.map((line) => line.lineTotalMinor)), asPriced: false };
}

/** The round off on an order's invoice: its lines' together, as priced (nothing on an older order). */
export function invoiceRoundOffMinor(order: PricedLines): number {
  if (!lineGst(order).asPriced) return 0;
  return order.lines.reduce((sum, line) => sum + roundOffOf(line.priceBreakup) * line.quantity, 0);
}

/**
 * The invoice of a confirmed order. Each line shows its taxable value and GST as its pieces were priced, and
 * the round off that brought them to the whole-rupee price paid; the totals add up to the order's exactly
 * (taxable value + GST + round off + shipping = total). Shipping is added after tax, as the order charged it.
 */
export function buildInvoice(
  order: InvoiceOrder,
  buyer: Buyer,
  seller: Seller,
  issuedOn: string,
  formatMoney: (paise: number) => string,
): Invoice {
  const gst = lineGst(order);
  const lines = order.lines.map((line, index): InvoiceLine => {
    const gstMinor = gst.shares[index] ?? 0;
    const breakup = line.priceBreakup;
    const roundOffMinor = gst.asPriced ? roundOffOf(breakup) * line.quantity : 0;
    const parts = [`Metal ${grams(breakup.metalWeightMg)} @ ${formatMoney(breakup.metalRateMinor)}/g`];
    parts.push(`making ${formatMoney(breakup.makingChargeMinor)}`);
    if (breakup.stoneValueMinor > 0) parts.push(`stones ${formatMoney(breakup.stoneValueMinor)}`);
    if (roundOffMinor !== 0) parts.push(`round off ${signed(roundOffOf(breakup), formatMoney)}`);
    return {
      position: index + 1,
      description: line.name,
      detail: `${parts.join(', ')} (per piece)`,
      hsn: JEWELLERY_HSN_CODE,
      quantity: line.quantity,
      unitPriceMinor: line.unitPriceMinor,
      taxableMinor: line.lineTotalMinor - gstMinor - roundOffMinor,
      gstMinor,
      roundOffMinor,
      amountMinor: line.lineTotalMinor,
    };
  });
  const roundOffMinor = lines.reduce((sum, line) => sum + line.roundOffMinor, 0);
  return {
    number: invoiceNumberOf(order.orderNumber),
    issuedOn,
    orderNumber: order.orderNumber,
    seller,
    buyer,
    lines,
    taxableMinor: order.subtotalMinor - order.gstIncludedMinor - roundOffMinor,
    gst: splitGst(order.gstIncludedMinor, seller.state, buyer.placeOfSupply),
    gstRatePercent: GST_PERCENT,
    roundOffMinor,
    shippingMinor: order.shippingMinor,
    totalMinor: order.totalMinor,
    totalInWords: rupeesInWords(order.totalMinor),
    settlement: settlementOf(order),
    payment: paymentWords(order),
    fulfilment: order.fulfilment === 'pickup' ? 'Pick-up at store' : 'Home delivery',
  };
}
