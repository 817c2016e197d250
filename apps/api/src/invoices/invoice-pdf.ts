import { formatInrMinor } from '@aurelia/domain';
import PDFDocument from 'pdfkit';
import type { Invoice } from './invoice';

/**
 * Money as the invoice prints it. The PDF's built-in fonts have no ₹ glyph, so the rupee is written `Rs.`
 * with Indian digit grouping: `Rs. 1,23,456.00`.
 */
export function invoiceMoney(paise: number): string {
  return formatInrMinor(paise).replace('₹', 'Rs. ');
}

const PAGE = { width: 595.28, height: 841.89, margin: 40 } as const;
const CONTENT_WIDTH = PAGE.width - PAGE.margin * 2;
const PLUM = '#5A164B';
const INK = '#1f1a1d';
const MUTED = '#5b5458';
const RULE = '#d9d2d6';

/** Columns of the line table: their widths add up to the content width. */
const COLUMNS = [
  { key: 'position', title: '#', width: 20, align: 'left' },
  { key: 'description', title: 'Description', width: 175, align: 'left' },
  { key: 'hsn', title: 'HSN', width: 36, align: 'left' },
  { key: 'quantity', title: 'Qty', width: 28, align: 'right' },
  { key: 'unit', title: 'Unit price', width: 64, align: 'right' },
  { key: 'taxable', title: 'Taxable value', width: 68, align: 'right' },
  { key: 'gst', title: 'GST', width: 54, align: 'right' },
  { key: 'amount', title: 'Amount', width: 70.28, align: 'right' },
] as const;

type Doc = InstanceType<typeof PDFDocument>;

function heading(doc: Doc, invoice: Invoice): void {
  const top = PAGE.margin;
  const { seller } = invoice;
  doc.fillColor(PLUM).font('Helvetica-Bold').fontSize(20).text(seller.tradeName, PAGE.margin, top);
  doc.fillColor(INK).font('Helvetica').fontSize(9);
  for (const line of [seller.legalName, ...seller.address, `State: ${seller.state} (code ${seller.stateCode})`, `GSTIN: ${seller.gstin}`, seller.email]) {
    doc.text(line);
  }
  const kind = invoice.document;
  doc.fillColor(PLUM).font('Helvetica-Bold').fontSize(16).text(kind?.title ?? 'TAX INVOICE', PAGE.margin, top, { width: CONTENT_WIDTH, align: 'right' });
  doc.fillColor(INK).font('Helvetica').fontSize(9);
  const facts: [string, string][] = [
    [kind?.numberLabel ?? 'Invoice no.', invoice.number],
    [kind?.dateLabel ?? 'Invoice date', invoice.issuedOn],
    ...(kind?.facts ?? []).map(([label, value]): [string, string] => [label, value]),
    ['Order no.', invoice.orderNumber],
    ['Place of supply', invoice.buyer.placeOfSupply],
    ['Fulfilment', invoice.fulfilment],
    ['Payment', invoice.payment],
  ];
  let y = top + 24;
  for (const [label, value] of facts) {
    doc.font('Helvetica').fillColor(MUTED).text(label, PAGE.margin + CONTENT_WIDTH - 230, y, { width: 90, align: 'left' });
    doc.font('Helvetica-Bold').fillColor(INK).text(value, PAGE.margin + CONTENT_WIDTH - 140, y, { width: 140, align: 'right' });
    y += 13;
  }
  doc.y = Math.max(doc.y, y) + 14;
}

function billTo(doc: Doc, invoice: Invoice): void {
  const { buyer } = invoice;
  rule(doc);
  doc.moveDown(0.6);
  doc.fillColor(MUTED).font('Helvetica-Bold').fontSize(8).text('BILL TO / SHIP TO', PAGE.margin, doc.y);
  doc.fillColor(INK).font('Helvetica-Bold').fontSize(10).text(buyer.name);
  doc.font('Helvetica').fontSize(9);
  for (const line of buyer.address) doc.text(line);
  doc.text(`Phone ${buyer.phone} · ${buyer.email}`);
  doc.moveDown(1);
}

function rule(doc: Doc, y = doc.y): void {
  doc.save().strokeColor(RULE).lineWidth(0.75).moveTo(PAGE.margin, y).lineTo(PAGE.width - PAGE.margin, y).stroke().restore();
}

function row(doc: Doc, cells: Record<(typeof COLUMNS)[number]['key'], string>, options: { bold?: boolean; detail?: string }) {
  const top = doc.y;
  let x = PAGE.margin;
  let bottom = top;
  for (const column of COLUMNS) {
    doc.font(options.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(8.5).fillColor(INK);
    doc.text(cells[column.key], x + 2, top, { width: column.width - 4, align: column.align });
    if (column.key === 'description' && options.detail) {
      doc.font('Helvetica').fontSize(7).fillColor(MUTED).text(options.detail, x + 2, doc.y + 1, { width: column.width - 4 });
    }
    bottom = Math.max(bottom, doc.y);
    x += column.width;
  }
  doc.y = bottom + 5;
  rule(doc);
  doc.y += 5;
}

function tableHeader(doc: Doc): void {
  row(doc, { position: '#', description: 'Description', hsn: 'HSN', quantity: 'Qty', unit: 'Unit price', taxable: 'Taxable value', gst: 'GST', amount: 'Amount' }, { bold: true });
}

function lines(doc: Doc, invoice: Invoice): void {
  tableHeader(doc);
  for (const line of invoice.lines) {
    if (doc.y > PAGE.height - PAGE.margin - 90) {
      doc.addPage();
      tableHeader(doc);
    }
    row(
      doc,
      {
        position: String(line.position),
        description: line.description,
        hsn: line.hsn,
        quantity: String(line.quantity),
        unit: invoiceMoney(line.unitPriceMinor),
        taxable: invoiceMoney(line.taxableMinor),
        gst: invoiceMoney(line.gstMinor),
        amount: invoiceMoney(line.amountMinor),
      },
      { detail: line.detail },
    );
  }
}

function totals(doc: Doc, invoice: Invoice): void {
  const half = `${invoice.gstRatePercent / 2}%`;
  const taxes: [string, number][] =
    invoice.gst.kind === 'intra-state'
      ? [
          [`CGST @ ${half}`, invoice.gst.cgst],
          [`SGST @ ${half}`, invoice.gst.sgst],
        ]
      : [[`IGST @ ${invoice.gstRatePercent}%`, invoice.gst.igst]];
  const entries: [string, number, boolean][] = [
    ['Taxable value', invoice.taxableMinor, false],
    ...taxes.map(([label, paise]): [string, number, boolean] => [label, paise, false]),
    ...(invoice.roundOffMinor === 0 ? [] : [['Round off', invoice.roundOffMinor, false] as [string, number, boolean]]),
    ['Shipping', invoice.shippingMinor, false],
    ['Total', invoice.totalMinor, true],
    ...invoice.settlement.map(({ label, amountMinor }): [string, number, boolean] => [label, amountMinor, false]),
  ];
  // Room for the rows and the words under them; a long order carries its totals to a page of their own.
  if (doc.y > PAGE.height - PAGE.margin - 150 - 15 * invoice.settlement.length) doc.addPage();
  const labelX = PAGE.margin + CONTENT_WIDTH - 250;
  for (const [label, paise, strong] of entries) {
    const y = doc.y;
    doc.font(strong ? 'Helvetica-Bold' : 'Helvetica').fontSize(strong ? 11 : 9).fillColor(strong ? PLUM : INK);
    doc.text(label, labelX, y, { width: 130 });
    doc.text(invoiceMoney(paise), labelX + 130, y, { width: 120, align: 'right' });
    doc.y += 3;
  }
  doc.moveDown(0.8);
  doc.font('Helvetica-Bold').fontSize(9).fillColor(INK).text('Amount in words: ', PAGE.margin, doc.y, { continued: true });
  doc.font('Helvetica').text(invoice.totalInWords);
  doc.moveDown(1.2);
  doc.fontSize(8).fillColor(MUTED);
  doc.text(`Prices include GST at ${invoice.gstRatePercent}%; the taxable value and tax of each line are shown above. HSN ${invoice.lines[0]?.hsn ?? ''}: articles of jewellery of precious metal.`, PAGE.margin, doc.y, { width: CONTENT_WIDTH });
  doc.text(invoice.document?.footer ?? 'This is a computer-generated invoice and needs no signature.', { width: CONTENT_WIDTH });
}

/**
 * Renders the invoice as an A4 PDF. `compress: false` keeps the page text readable, for tests.
 */
export function renderInvoicePdf(invoice: Invoice, options: { compress?: boolean } = {}): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: PAGE.margin,
    compress: options.compress ?? true,
    info: {
      Title: `${invoice.document ? invoice.document.title.charAt(0) + invoice.document.title.slice(1).toLowerCase() : 'Tax invoice'} ${invoice.number}`,
      Author: invoice.seller.legalName,
      Subject: `Order ${invoice.orderNumber}`,
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  heading(doc, invoice);
  billTo(doc, invoice);
  lines(doc, invoice);
  doc.moveDown(0.5);
  totals(doc, invoice);
  doc.end();
  return done;
}
