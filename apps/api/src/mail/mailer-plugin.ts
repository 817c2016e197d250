import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import { createMailer, type Mailer } from './mailer';
import type { MailContext } from './templates';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Sends mail and SMS: SMTP when SMTP_URL is set, `.eml` files under `<DATA_DIR>/mail/` otherwise (and for SMS),
     * those also kept in the `mail_outbox` table with DEV_TOOLS=true.
     */
    mailer: Mailer;
    /** The brand and storefront origin the message templates need. */
    mailContext: MailContext;
  }
}

/** Where mail is written as `.eml` files without SMTP_URL. */
export const mailDirectory = (dataDir: string) => join(dataDir, 'mail');

export interface MailerPluginOptions {
  config: Pick<Config, 'smtpUrl' | 'brandName' | 'storefrontUrl' | 'dataDir' | 'devTools'>;
  /** A ready mailer, for tests; built from the config otherwise. */
  mailer?: Mailer;
}

/** The mailer, on the database plugin's connection; pending SMTP deliveries finish before the app closes. */
export const mailerPlugin = fp(
  async (app: FastifyInstance, { config, mailer: given }: MailerPluginOptions) => {
    // Links in messages point to the storefront's public address (STOREFRONT_URL), not a CORS origin.
    const { storefrontUrl } = config;
    const mailer =
      given ??
      createMailer({
        db: app.db,
        smtpUrl: config.smtpUrl,
        brandName: config.brandName,
        storefrontUrl,
        mailDir: mailDirectory(config.dataDir),
        keepOutbox: config.devTools,
        // The message itself may hold a code or a link: only its channel and subject are logged.
        onError: (error, message) => app.log.error({ err: error, mail: message }, 'mail delivery failed'),
      });
    app.decorate('mailer', mailer);
    app.decorate('mailContext', { brandName: config.brandName, storefrontUrl });
    app.addHook('onClose', async () => {
      await mailer.close();
    });
  },
  { name: 'mailer', dependencies: ['database'] },
);
