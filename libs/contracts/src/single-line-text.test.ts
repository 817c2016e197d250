import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { addressBodySchema } from './addresses';
import { appointmentBodySchema } from './appointments';
import { registerBodyFieldsSchema } from './auth';
import { updateProfileBodySchema } from './account';
import { singleLineText } from './common';
import { hasControlCharacters, withoutControlCharacters } from './control-characters';
import { giftCardCheckoutBodySchema } from './gift-cards';
import { kioskDeviceBodySchema } from './kiosk';
import { walkInBodySchema } from './staff';
import { counterGiftCardBodySchema } from './staff-gift-cards';

/** Each breaks a header, a subject or a file name, or reorders what a reader sees. */
const controls = {
  'CR LF': '\r\nBcc: victim@example.com\r\n',
  LF: '\n',
  CR: '\r',
  TAB: '\t',
  NUL: '\u0000',
  DEL: '\u007f',
  'C1 next line': '\u0085',
  'line separator': '\u2028',
  'paragraph separator': '\u2029',
  'right-to-left override': '\u202e',
  'first-strong isolate': '\u2068',
};
const hostile = Object.fromEntries(Object.entries(controls).map(([name, control]) => [name, `Asha${control}Kumar`]));

describe('withoutControlCharacters', () => {
  it.each(Object.entries(hostile))('turns %s into spaces, the rest kept', (_name, text) => {
    const plain = withoutControlCharacters(text);
    expect(hasControlCharacters(plain)).toBe(false);
    expect(plain.replace(/ +/g, ' ')).toMatch(/^Asha .*Kumar$/);
  });
  it('leaves text without them as it is', () => {
    expect(withoutControlCharacters('आशा कुमार 22K “ring”')).toBe('आशा कुमार 22K “ring”');
  });
});

describe('hasControlCharacters', () => {
  it.each(Object.entries(hostile))('finds %s', (_name, text) => {
    expect(hasControlCharacters(text)).toBe(true);
  });
  it('leaves ordinary names, accents, Indic scripts and punctuation alone', () => {
    for (const name of ['Asha Kumar', 'Zoë O’Brien-Nair', 'आशा कुमार', 'அனிதா', 'Dr. R. K. Iyer (Jr.)', 'Flat 4/B, MG Road #2']) {
      expect(hasControlCharacters(name)).toBe(false);
    }
  });
});

describe('singleLineText', () => {
  const schema = singleLineText(z.string().trim().min(1), 'The name');
  it('refuses a control character inside the text, saying so in words', () => {
    const result = schema.safeParse('Asha\r\nKumar');
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('The name must not contain line breaks or control characters');
  });
  it('accepts a name whose surrounding white space, line breaks included, is trimmed away', () => {
    expect(schema.parse('  Asha Kumar\r\n')).toBe('Asha Kumar');
  });
  it('lets null and a missing value through to a nullable, optional schema', () => {
    const optional = singleLineText(z.string(), 'The note').nullable().optional();
    expect(optional.parse(null)).toBeNull();
    expect(optional.parse(undefined)).toBeUndefined();
  });
});

/** Every free-text field that reaches a mail header, a subject or a file name. */
const fields: [string, z.ZodType][] = [
  ['register: name', registerBodyFieldsSchema.shape.name],
  ['profile: name', updateProfileBodySchema.shape.name],
  ['appointment: customer_name', appointmentBodySchema.shape.customer_name],
  ['walk-in: customer_name', walkInBodySchema.shape.customer_name],
  ['gift card: recipient_name', giftCardCheckoutBodySchema.shape.recipient_name],
  ['gift card: recipient_email', giftCardCheckoutBodySchema.shape.recipient_email],
  ['counter gift card: recipient_name', counterGiftCardBodySchema.shape.recipient_name],
  ['counter gift card: from_name', counterGiftCardBodySchema.shape.from_name],
  ['address: name', addressBodySchema.shape.name],
  ['address: line1', addressBodySchema.shape.line1],
  ['address: line2', addressBodySchema.shape.line2],
  ['address: city', addressBodySchema.shape.city],
  ['address: state', addressBodySchema.shape.state],
  ['kiosk device: name', kioskDeviceBodySchema.shape.name],
];

describe.each(fields)('%s', (_field, schema) => {
  const isEmail = _field.endsWith('email');
  it.each(Object.entries(controls))('refuses %s inside the text', (_name, control) => {
    expect(schema.safeParse(isEmail ? `asha${control}kumar@example.com` : `Asha${control}Kumar`).success).toBe(false);
  });
  it('accepts an ordinary value', () => {
    expect(schema.safeParse(isEmail ? 'asha.kumar@example.com' : 'Asha Kumar').success).toBe(true);
  });
});
