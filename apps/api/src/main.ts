import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { databaseTargetFor } from './db/connect';
import { openDatabase } from './db/database';
import { prepareDatabase } from './db/prepare';
import { closeOnSignals } from './graceful-shutdown';

async function main(): Promise<void> {
  const config = loadConfig();
  const database = await openDatabase(databaseTargetFor(config));
  const app = await buildApp(config, { database });
  try {
    await prepareDatabase(database, config, (message) => app.log.info(message), { images: config.seedImages });
  } catch (error) {
    await app.close();
    throw error;
  }

  closeOnSignals(app);

  const address = await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `${config.brandName} API on ${address}${'/api/v1'} (docs ${address}/api/docs), database: ${database.kind === 'postgres' ? 'PostgreSQL' : `PGlite in ${config.dataDir}`}, ${config.env} mode`,
  );
  app.log.info(`mail: ${app.mailer.destination}${config.smtpUrl ? '' : ' (no SMTP_URL: open them with any mail program)'}`);
  if (config.devTools) {
    app.log.warn('development tools on (DEV_TOOLS=true): /api/v1/dev/* shows every mail and changes settings; loopback only');
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(error.message);
  } else {
    console.error(error);
  }
  process.exit(1);
});
