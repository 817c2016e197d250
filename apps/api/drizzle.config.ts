import { defineConfig } from 'drizzle-kit';

/** Generates the committed SQL migrations from `src/db/schema`; they are applied in code at start (`migrate()` in src/db/database.ts, called by src/db/prepare.ts). */
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/db/schema/index.ts',
  out: './drizzle',
});
