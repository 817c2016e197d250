import { describe, expect, it } from 'vitest';
import { isDevToolsPath } from './forward-to-api.mjs';

describe('which paths the web servers never forward to the API', () => {
  it('are the development tools under /api/v1/dev, however the path is spelled', () => {
    for (const url of [
      '/api/v1/dev/outbox',
      '/api/v1/dev/outbox?to=staff%40aurelia.test',
      '/api/v1/dev',
      '/api/v1/dev/',
      '/api/v1/dev/settings',
      '/api/v1/dev/appointments/today',
      '/api/v1/%64ev/outbox',
      '/api/v1/%2564ev/outbox',
      '/api/v1//dev/outbox',
      '//api/v1/dev/outbox',
      '/api/v1/./dev/outbox',
      '/api/v1/x/../dev/outbox',
      '/api/v1/%2e/dev/outbox',
      '/api/v1\\dev/outbox',
      '/API/V1/DEV/outbox',
      '/api/v1/devtools',
    ]) {
      expect(isDevToolsPath(url), url).toBe(true);
    }
  });

  it('are nothing else: the shop’s own calls, kiosk devices and malformed escapes pass', () => {
    for (const url of [
      '/api/v1/products',
      '/api/v1/kiosk/devices',
      '/api/v1/auth/otp/request',
      '/api/v1/products?q=dev',
      '/_ipx/w_640,f_webp/images/products/dev-ring-1.png',
      '/api/v1/products/%',
      '/sandbox-pay/abc',
    ]) {
      expect(isDevToolsPath(url), url).toBe(false);
    }
  });
});
