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
    // An older answer has no round off: its total was the subtotal and GST.
    roundOff: wire.round_off === undefined ? toMinorUnits(wire.total) - toMinorUnits(wire.subtotal) - toMinorUnits(wire.gst) : toMinorUnits(wire.round_off),
    total: toMinorUnits(wire.total),
  };
}
