import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  dataEnvelope,
  dateSchema,
  dateTimeSchema,
  errorResponseSchema,
  moneySchema,
  paginated,
  paginationMetaSchema,
  slugSchema,
  timeSchema,
} from './common';

describe('the error shape { message, errors? }', () => {
  it('accepts a plain message and a 422 with field errors', () => {
    expect(errorResponseSchema.safeParse({ message: 'Unauthenticated.' }).success).toBe(true);
    const invalid = {
      message: 'The given data was invalid.',
      errors: { email: ['The email has already been taken.'] },
    };
    expect(errorResponseSchema.parse(invalid)).toEqual(invalid);
  });
  it('refuses field errors that are not lists of strings', () => {
    expect(errorResponseSchema.safeParse({ message: 'x', errors: { email: 'taken' } }).success).toBe(false);
    expect(errorResponseSchema.safeParse({ errors: {} }).success).toBe(false);
  });
});

describe('money is decimal rupees with at most 2 decimals', () => {
  it.each([0, 0.07, 19.99, 48_307, 1_234_567.89])('accepts %d', (amount) => {
    expect(moneySchema.safeParse(amount).success).toBe(true);
  });
  it.each([-1, 1.001, 1_000_000_000.01, Number.NaN, Number.POSITIVE_INFINITY])('refuses %d', (amount) => {
    expect(moneySchema.safeParse(amount).success).toBe(false);
  });
  it('refuses an amount sent as a string', () => {
    expect(moneySchema.safeParse('19.99').success).toBe(false);
  });
});

describe('dates are YYYY-MM-DD and times HH:mm', () => {
  it('accepts real dates, leap days included', () => {
    expect(dateSchema.safeParse('2024-02-29').success).toBe(true);
  });
  it.each(['2023-02-29', '2024-04-31', '2024-13-01', '2024-1-05', '05/01/2024', '2024-01-05T00:00:00Z'])(
    'refuses the date %s',
    (date) => {
      expect(dateSchema.safeParse(date).success).toBe(false);
    },
  );
  it('accepts 24-hour times to the minute', () => {
    expect(timeSchema.safeParse('00:00').success).toBe(true);
    expect(timeSchema.safeParse('23:59').success).toBe(true);
  });
  it.each(['24:00', '9:30', '09:30:00', '09:60'])('refuses the time %s', (time) => {
    expect(timeSchema.safeParse(time).success).toBe(false);
  });
  it('accepts instants with Z or an offset', () => {
    expect(dateTimeSchema.safeParse('2025-01-31T09:30:00.000Z').success).toBe(true);
    expect(dateTimeSchema.safeParse('2025-01-31T15:00:00+05:30').success).toBe(true);
    expect(dateTimeSchema.safeParse('2025-01-31').success).toBe(false);
  });
});

describe('slugs', () => {
  it('accepts lower-case words joined by hyphens and refuses anything else', () => {
    expect(slugSchema.safeParse('gold-rings-22k').success).toBe(true);
    for (const slug of ['', 'Gold', 'gold--rings', '-gold', 'gold_rings', 'gold/rings']) {
      expect(slugSchema.safeParse(slug).success).toBe(false);
    }
  });
});

describe('envelopes', () => {
  it('wraps a resource in data', () => {
    const schema = dataEnvelope(z.object({ id: z.int() }));
    expect(schema.parse({ data: { id: 1 } })).toEqual({ data: { id: 1 } });
    expect(schema.safeParse({ id: 1 }).success).toBe(false);
  });
  it('gives a list its pagination meta', () => {
    const schema = paginated(z.object({ id: z.int() }));
    const page = { data: [{ id: 1 }], meta: { current_page: 1, last_page: 3, per_page: 12, total: 25 } };
    expect(schema.parse(page)).toEqual(page);
    const withoutMeta = schema.safeParse({ data: [] });
    expect(withoutMeta.error?.issues[0]?.path).toEqual(['meta']);
  });
  it('keeps last_page at least 1, even for an empty list', () => {
    const empty = { current_page: 1, last_page: 1, per_page: 12, total: 0 };
    expect(paginationMetaSchema.safeParse(empty).success).toBe(true);
    expect(paginationMetaSchema.safeParse({ ...empty, last_page: 0 }).success).toBe(false);
  });
});
