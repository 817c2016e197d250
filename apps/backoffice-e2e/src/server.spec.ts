import { expect, test } from './support';

test.describe('the back office’s server', () => {
  test('answers a deep link with the app, and a file under /assets/ this build does not have with a 404', async ({ request }) => {
    const deepLink = await request.get('/orders/AUR-0000');
    expect(deepLink.status()).toBe(200);
    expect(deepLink.headers()['content-type']).toContain('text/html');

    // A desk still running the build before asks for its chunk: the app's page in its place would be taken for the script.
    const missing = await request.get('/assets/no-such-chunk-0a1b2c3d.js');
    expect(missing.status()).toBe(404);
    expect(missing.headers()['content-type']).not.toContain('text/html');
  });
});
