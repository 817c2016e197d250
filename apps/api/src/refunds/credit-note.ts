import { GST_PERCENT, JEWELLERY_HSN_CODE, indiaDateTimeFormat, refundGstShare, refundRoundOffShare, rupeesInWords, splitGst } from '@aurelia/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { FastifyReply } from 'fastify';
import type { Database } from '../db/database';
import { orderItems, orderReturnItems, orders, refunds } from '../db/schema/index';
import { NotFoundError } from '../errors';
import { invoiceNumberOf, invoiceRoundOffMinor, type Invoice } from '../invoices/invoice';
import { invoiceFileName } from '../invoices/invoice-file-name';
import { renderInvoicePdf } from '../invoices/invoice-pdf';
import type { InvoiceService } from '../invoices/invoice-service';
import { required } from '../required';

const issuedOnFormat = indiaDateTimeFormat({ day: 'numeric', month: 'long', year: 'numeric' });
const sequenceOf = (creditNoteNumber: string) => Number(creditNoteNumber.slice(creditNoteNumber.lastIndexOf('-') + 1));

/**
 * The GST credit note of a refund that succeeded, laid out like the order's tax invoice and printed by the same
 * code: one line for the goods refunded (taxable value, GST and round off, libs/domain `refundGstShare` and
 * `refundRoundOffShare` on the running total of the order's credit notes, so they add up to the invoice's),
 * shipping refunded after the goods, and where the money went.
 */
export class CreditNotes {
  constructor(
    private readonly db: Database,
    private readonly invoices: InvoiceService,
  ) {}

  /** The credit note `number` of the order; 404 for a number that is not one of its credit notes. */
  async forOrder(orderId: number, number: string): Promise<Invoice> {
    const [order] = await this.db.select().from(orders).where(eq(orders.id, orderId));
    if (!order) throw new NotFoundError('Order', orderId);
    const succeeded = await this.db
      .select()
      .from(refunds)
      .where(and(eq(refunds.orderId, order.id), eq(refunds.status, 'succeeded')))
      .orderBy(asc(refunds.settledAt), asc(refunds.id));
    const refund = succeeded.find((row) => row.creditNoteNumber === number);
    if (!refund?.creditNoteNumber) throw new NotFoundError('Order', number);
    const sequence = sequenceOf(refund.creditNoteNumber);
    const before = succeeded.filter((row) => row.creditNoteNumber && sequenceOf(row.creditNoteNumber) < sequence).reduce((sum, row) => sum + row.amountMinor, 0);
    const goodsUpTo = (refunded: number) => Math.min(refunded, order.subtotalMinor);
    const goodsMinor = goodsUpTo(before + refund.amountMinor) - goodsUpTo(before);
    const gstMinor = refundGstShare(order, before, refund.amountMinor);
    const lines = await this.db
      .select({ quantity: orderItems.quantity, lineTotalMinor: orderItems.lineTotalMinor, priceBreakup: orderItems.priceBreakup })
      .from(orderItems)
      .where(eq(orderItems.orderId, order.id));
    const roundOffMinor = refundRoundOffShare({ subtotalMinor: order.subtotalMinor, roundOffMinor: invoiceRoundOffMinor({ gstIncludedMinor: order.gstIncludedMinor, lines }) }, before, refund.amountMinor);
    const { seller, buyer } = await this.invoices.partiesOf(order);
    const returned = refund.returnId === null ? [] : await this.returnedPieces(refund.returnId);
    const invoiceNumber = invoiceNumberOf(order.orderNumber);
    return {
      number: refund.creditNoteNumber,
      issuedOn: issuedOnFormat.format(refund.settledAt ?? refund.createdAt),
      orderNumber: order.orderNumber,
      seller,
      buyer,
      lines: [
        {
          position: 1,
          description: returned.length > 0 ? 'Returned pieces' : 'Refund on goods supplied',
          detail: returned.length > 0 ? returned.map((piece) => `${piece.quantity} × ${piece.name}`).join(', ') : refund.reason,
          hsn: JEWELLERY_HSN_CODE,
          quantity: 1,
          unitPriceMinor: goodsMinor,
          taxableMinor: goodsMinor - gstMinor - roundOffMinor,
          gstMinor,
          roundOffMinor,
          amountMinor: goodsMinor,
        },
      ],
      taxableMinor: goodsMinor - gstMinor - roundOffMinor,
      gst: splitGst(gstMinor, seller.state, buyer.placeOfSupply),
      gstRatePercent: GST_PERCENT,
      roundOffMinor,
      shippingMinor: refund.amountMinor - goodsMinor,
      totalMinor: refund.amountMinor,
      totalInWords: rupeesInWords(refund.amountMinor),
      settlement: [
        { label: order.paymentMethod === 'cash' ? 'Paid back in cash' : 'Back to the card or account', amountMinor: refund.providerMinor },
        { label: 'Back to the gift card', amountMinor: refund.giftCardMinor },
        { label: `Back as ${refund.coins} carat coins`, amountMinor: refund.coinsMinor },
      ].filter((row) => row.amountMinor > 0),
      payment: 'Refunded',
      fulfilment: order.fulfilment === 'pickup' ? 'Pick-up at store' : 'Home delivery',
      document: {
        title: 'CREDIT NOTE',
        numberLabel: 'Credit note no.',
        dateLabel: 'Credit note date',
        facts: [['Against invoice', invoiceNumber]],
        footer: `Issued against tax invoice ${invoiceNumber}: the taxable value and GST above are reduced by this note. ` +
          `Reason: ${refund.reason}. This is a computer-generated credit note and needs no signature.`,
      },
    };
  }

  /** The pieces a return's refund is for: what was received of each line. */
  private async returnedPieces(returnId: number): Promise<{ name: string; quantity: number }[]> {
    const rows = await this.db
      .select({ name: orderItems.name, quantity: orderReturnItems.receivedQuantity })
      .from(orderReturnItems)
      .innerJoin(orderItems, eq(orderItems.id, orderReturnItems.orderItemId))
      .where(eq(orderReturnItems.returnId, returnId))
      .orderBy(asc(orderReturnItems.id));
    return rows.filter((row) => row.quantity > 0).map((row) => ({ name: row.name, quantity: required(row.quantity, 'a quantity') }));
  }
}

/** Answers with the credit note as a PDF file, downloaded unless `disposition` is `inline`. */
export async function sendCreditNote(reply: FastifyReply, note: Invoice, disposition: 'attachment' | 'inline'): Promise<FastifyReply> {
  const fileName = invoiceFileName(note.number).replace(/^invoice-/, 'credit-note-');
  return reply
    .type('application/pdf')
    .header('content-disposition', `${disposition}; filename="${fileName}"`)
    .header('cache-control', 'private, no-store')
    .send(await renderInvoicePdf(note));
}
