import { defineConfig } from "drizzle-kit";

// drizzle-kit only writes SQL from the schema; wrangler applies it (`npm run db:migrate`).
export default defineConfig({
  dialect: "sqlite",
  schema: "./app/db/schema/index.ts",
  out: "./migrations",
  migrations: { prefix: "index" },
});
