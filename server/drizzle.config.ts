import { defineConfig } from 'drizzle-kit';

// Migrations are generated from the table files and committed; the server applies them on start.
export default defineConfig({
  dialect: 'postgresql',
  schema: './src/adapters/db/schema.ts',
  out: './src/adapters/db/migrations',
});
