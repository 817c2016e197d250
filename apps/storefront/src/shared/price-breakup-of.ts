import type { Product } from '@aurelia/contracts';
import { toMinorUnits, type PriceBreakup } from '@aurelia/domain';

/** The wire breakup (decimal rupees) of a product or an order line, as the design system's PriceBreakup takes it (paise). */
export function priceBreakupOf(priced: Pick<Product, 'price_breakup'>): PriceBreakup {
  const wire = priced.price_breakup;
  return {
    metalValue: toMinorUnits(wire.metal_value),
    makingCharge: toMinorUnits(wire.making_charge),
    stoneValue: toMinorUnits(wire.stone_value),
    subtotal: toMinorUnits(wire.subtotal),
    gst: toMinorUnits(wire.gst),
    total: toMinorUnits(wire.total),
  };
}
