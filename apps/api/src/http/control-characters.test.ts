import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { userForm, useAuthTestApp } from '../test/auth-test-client';
import { mailOutbox } from '../db/schema/index';

const auth = useAuthTestApp('10.6.6');
const { call, freshIp, register } = auth;
const refusal = (what: string) => [`${what} must not contain line breaks or control characters`];

describe('names that would reach a mail header or subject', () => {
  it('sign-up refuses a name with a line break and mails nothing', async () => {
    const form = userForm({ name: 'Asha\r\nBcc: victim@example.com' });
    const answer = await call('POST', '/auth/register', { ip: freshIp(), body: form });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ name: refusal('Your name') });
    await auth.app.afterReplySettled();
    expect(await auth.app.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, form.email))).toEqual([]);
  });

  it('the profile refuses a Unicode line separator or a right-to-left override in the name', async () => {
    const { form, token } = await register();
    for (const name of ['Asha\u2028Kumar', 'Asha \u202eramuK']) {
      const answer = await call('PUT', '/user', {
        token,
        body: { name, email: form.email, phone: form.phone, phone_country_number: form.phone_country_number, phone_country_code: form.phone_country_code },
      });
      expect(answer.status).toBe(422);
      expect(answer.body.errors).toEqual({ name: refusal('Your name') });
    }
  });

  it('a delivery address refuses a control character in its name and lines', async () => {
    const { token } = await register();
    const address = { name: 'Asha Kumar', phone: '9876543210', line1: '12 MG Road', city: 'Pune', state: 'Maharashtra', pincode: '411001' };
    const answer = await call('POST', '/addresses', { token, body: { ...address, name: 'Asha\nKumar', line1: '12\u0000MG Road' } });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ name: refusal('The name'), line1: refusal('The house and street') });
    expect((await call('POST', '/addresses', { token, body: address })).status).toBe(201);
  });
});
