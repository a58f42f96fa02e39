import { defineConfig } from 'drizzle-kit';

export default defineConfig({
  dialect: 'postgresql',
  // Every file in the folder: the tables by bounded context (db/schema/<context>.ts).
  schema: './src/db/schema',
  out: './src/db/migrations',
});
