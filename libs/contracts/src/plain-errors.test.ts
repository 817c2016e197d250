import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { EndpointDefinition } from './endpoints';
import * as contracts from './index';

/** Zod's developer phrasing, which a shopper or a member of staff must never read. */
const DEVELOPER_TEXT = /expected|>=|<=|Invalid input|Invalid (?:number|string|option|element|key|union)|Too small|Too big|Unrecognized key|multiple of|received/;

/** Every request schema of every endpoint map the contracts export (body, query, params). */
function requestSchemas(): [string, z.ZodType][] {
  const found: [string, z.ZodType][] = [];
  for (const [exported, value] of Object.entries(contracts)) {
    if (!exported.endsWith('ndpoints') || typeof value !== 'object' || value === null) continue;
    for (const [name, endpoint] of Object.entries(value as Record<string, EndpointDefinition>)) {
      for (const part of ['body', 'query', 'params'] as const) {
        const schema = endpoint[part];
        if (schema) found.push([`${name} ${part}`, schema]);
      }
    }
  }
  return found;
}

/** The keys of an object schema, looking through pipes, defaults and optionals; none for other schemas. */
function keysOf(schema: z.ZodType): string[] {
  const def = schema._zod.def as { type: string; shape?: Record<string, unknown>; in?: z.ZodType; innerType?: z.ZodType };
  if (def.shape) return Object.keys(def.shape);
  const inner = def.in ?? def.innerType;
  return inner ? keysOf(inner) : [];
}

/** What people get wrong: nothing typed, too much typed, the wrong kind of value, a fraction of a paisa. */
const BAD_VALUES: readonly unknown[] = ['', '   ', 'x'.repeat(2_000), 'not valid!', 0, -1, 0.001, 1.5, 1e15, null, true, [], {}, ['']];

function messagesOf(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('messages a person reads for a request the schema refuses', () => {
  const schemas = requestSchemas();

  it('walks the request schemas of every endpoint map', () => {
    expect(schemas.length).toBeGreaterThan(40);
    expect(schemas.map(([name]) => name)).toEqual(expect.arrayContaining(['register body', 'createAddress body', 'issueCounterGiftCard body']));
  });

  it.each(schemas)('%s: never in Zod’s developer phrasing', (_name, schema) => {
    const keys = keysOf(schema);
    const inputs: unknown[] = [undefined, null, 'text', 42, {}, ...BAD_VALUES.map((value) => Object.fromEntries(keys.map((key) => [key, value])))];
    const messages = inputs.flatMap((input) => messagesOf(schema, input));
    expect(messages.length).toBeGreaterThan(0);
    expect(messages.filter((message) => DEVELOPER_TEXT.test(message))).toEqual([]);
  });
});

describe('the messages of the audited forms', () => {
  const fieldMessages = (schema: z.ZodType, input: unknown) => {
    const result = schema.safeParse(input);
    if (result.success) return {};
    const byField: Record<string, string[]> = {};
    for (const issue of result.error.issues) (byField[issue.path.join('.')] ??= []).push(issue.message);
    return byField;
  };

  it('an empty delivery address asks for each line by name', () => {
    const errors = fieldMessages(contracts.addressBodySchema, { name: '', phone: '', line1: '', city: '', state: '', pincode: '' });
    expect(errors).toMatchObject({
      name: ['Enter the full name of the person receiving the order'],
      phone: ['Enter a mobile number'],
      line1: ['Enter your house or flat number and the street'],
      city: ['Enter the city'],
      state: ['Enter the state'],
    });
  });

  it('an empty register form and a short password get one sentence each', () => {
    const errors = fieldMessages(contracts.registerBodySchema, {
      name: '',
      email: '',
      phone: '',
      phone_country_number: '91',
      phone_country_code: 'IN',
      password: 'short',
      password_confirmation: 'short',
    });
    expect(errors).toEqual({
      name: ['Enter your full name: at least 2 characters'],
      email: ['Enter your email address'],
      phone: ['Enter your phone number'],
      password: [contracts.NEW_PASSWORD_MESSAGE],
    });
  });

  it('login, kiosk walk-in and the counter’s redeem say what to do', () => {
    expect(fieldMessages(contracts.loginBodySchema, { email: 'asha@example.com', password: '' })).toEqual({ password: ['Enter your password'] });
    expect(fieldMessages(contracts.walkInBodySchema, { customer_name: 'Asha Rao', phone: '9876543210', timeslot_id: 0 })).toEqual({ timeslot_id: ['Choose a time'] });
    expect(fieldMessages(contracts.staffGiftCardRedeemBodySchema, { code: 'ACDE-FGHJ-KMNP-QRTW', amount: 0.001, reference: 'BILL-1' })).toEqual({
      amount: ['Enter the amount in rupees, with at most 2 decimals (paise)'],
    });
  });
});
