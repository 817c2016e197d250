import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loggableUrl, loggerOptions } from './logger';

/** An app logging with the API's options into lines kept in memory. */
function appLoggingTo() {
  const lines: string[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      lines.push(chunk.toString());
      done();
    },
  });
  const options = loggerOptions('info');
  return { app: Fastify({ logger: { ...(typeof options === 'object' ? options : {}), stream } }), lines };
}

describe('log lines', () => {
  it('never carry authorization headers, cookies, passwords or tokens', async () => {
    const { app, lines } = appLoggingTo();
    app.log.info(
      {
        req: { headers: { authorization: 'Bearer s3cret-token', cookie: 'auth_token=s3cret-cookie' } },
        body: { email: 'asha@example.com', password: 's3cret-password', token: 's3cret-reset' },
        password: 's3cret-top',
        access_token: 's3cret-access',
      },
      'something happened',
    );
    await app.close();
    const output = lines.join('');
    expect(output).toContain('something happened');
    expect(output).toContain('asha@example.com');
    expect(output).not.toMatch(/s3cret/);
    expect(output).toContain('[redacted]');
  });

  it("never carry a signed link's signature or nonce", async () => {
    const { app, lines } = appLoggingTo();
    app.get('/sandbox-pay/:id', async () => 'ok');
    await app.inject({ method: 'GET', url: '/sandbox-pay/abc?expires=1&nonce=s3cretNonce&sig=s3cretSig' });
    await app.close();
    const output = lines.join('');
    expect(output).toContain('/sandbox-pay/abc?expires=1&nonce=[redacted]&sig=[redacted]');
    expect(output).not.toMatch(/s3cret/);
    expect(loggableUrl('/x?a=1&token=t0k#f')).toBe('/x?a=1&token=[redacted]#f');
  });
});
