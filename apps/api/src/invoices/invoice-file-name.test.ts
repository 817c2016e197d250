import { describe, expect, it } from 'vitest';
import { invoiceFileName } from './invoice-file-name';

describe('invoiceFileName', () => {
  it('names the invoice by its number', () => {
    expect(invoiceFileName('INV-AUR-20261201-0042')).toBe('invoice-INV-AUR-20261201-0042.pdf');
  });
  it('keeps quotes, line breaks, control characters and paths out of the header', () => {
    const name = invoiceFileName('1"; filename="evil.exe\r\nSet-Cookie: a=b/../..\u202e\u0000');
    expect(name).toMatch(/^invoice-[A-Za-z0-9_-]+\.pdf$/);
    expect(invoiceFileName('')).toBe('invoice-order.pdf');
  });
});
