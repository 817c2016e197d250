import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { KioskService } from './kiosk-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** Kiosk devices and staff PIN unlocks; the auth plugin reads a request's kiosk through it. */
    kiosks: KioskService;
  }
}

export const kioskPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorate('kiosks', new KioskService(app.db, app.authLimits));
  },
  { name: 'kiosk', dependencies: ['database', 'accounts'] },
);
