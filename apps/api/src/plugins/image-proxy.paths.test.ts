import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProxyFixture, type ProxyFixture } from './image-proxy.test-fixture';

let fixture: ProxyFixture;
let port: number;
beforeAll(async () => {
  fixture = await createProxyFixture();
  await fixture.app.listen({ host: '127.0.0.1', port: 0 });
  port = (fixture.app.server.address() as AddressInfo).port;
});
afterAll(async () => {
  await fixture.close();
});

/** Sends `path` byte for byte, as `curl --path-as-is` would, so no client normalises the dots away. */
function rawGet(path: string): Promise<{ status: number; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      // Not end(): a half-closed socket may be dropped before the answer; the server closes after it.
      socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n`);
    });
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('end', () => {
      const response = Buffer.concat(chunks);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(response.toString('latin1'))?.[1]);
      resolve({ status, body: response.subarray(response.indexOf('\r\n\r\n') + 4) });
    });
  });
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);
const WEBP = Buffer.from('WEBP');

describe('the image proxy never reads outside its folder', () => {
  it.each([
    '/_ipx/w_320/../../etc/passwd',
    '/_ipx/w_320/images/../../secret.png',
    '/_ipx/w_320/../secret.png',
    '/_ipx/w_320,f_webp/%2e%2e%2fsecret.png',
    '/_ipx/w_320,f_webp/%2e%2e/secret.png',
    '/_ipx/w_320,f_webp/..%2fsecret.png',
    '/_ipx/w_320,f_webp/images%2f..%2f..%2fsecret.png',
    '/_ipx/w_320,f_webp/%252e%252e%252fsecret.png',
    '/_ipx/w_320,f_webp/..%5csecret.png',
    '/_ipx/w_320,f_webp/images/products/ring.png%00.png',
    '/_ipx/w_320,f_webp//etc/passwd',
    '/_ipx/w_320,f_webp/%2fetc%2fpasswd',
    '/_ipx/w_320,f_webp/.%2e/secret.png',
  ])('refuses %s', async (path) => {
    const response = await rawGet(path);
    expect([400, 404]).toContain(response.status);
    expect(response.body.toString('latin1')).not.toContain('root:');
    expect(response.body.includes(PNG_SIGNATURE) || response.body.includes(WEBP)).toBe(false);
  });

  it('does not follow a symbolic link out of the folder', async () => {
    const response = await rawGet('/_ipx/w_320,f_webp/images/products/escape.png');
    expect(response.status).toBe(404);
  });

  it('answers traversal through inject with 400 or 404 and errors in the API shape', async () => {
    for (const url of ['/_ipx/w_320/../../etc/passwd', '/_ipx/w_320/%2e%2e%2fsecret.png', '/_ipx/w_320/..%2fsecret.png']) {
      const response = await fixture.app.inject({ method: 'GET', url });
      expect([400, 404]).toContain(response.statusCode);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
    }
  });

  it('still serves a normal image over HTTP', async () => {
    const status = await new Promise<number | undefined>((resolve, reject) => {
      httpRequest({ port, host: '127.0.0.1', path: '/_ipx/w_320,f_webp/images/products/ring.png' }, (response) => {
        response.resume();
        resolve(response.statusCode);
      })
        .on('error', reject)
        .end();
    });
    expect(status).toBe(200);
  });
});
