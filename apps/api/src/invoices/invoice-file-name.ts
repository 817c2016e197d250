/**
 * `invoice-AUR-2026-000123.pdf`: the file name of a Content-Disposition header. Anything but letters, digits,
 * `-` and `_` becomes `_`, so no quote, line break or path can reach the header or the saved file.
 */
export function invoiceFileName(invoiceNumber: string): string {
  const safe = invoiceNumber.replace(/[^A-Za-z0-9_-]/g, '_').slice(0, 80);
  return `invoice-${safe || 'order'}.pdf`;
}
