import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import readme from "../../README.md?raw";
import sampleCatalogue from "../../app/db/sample-catalogue.sql?raw";
import { contentTables } from "../content-tables";
import { applySeed, emptyContent, splitSqlStatements } from "./seed-helper";

const sqlFiles = import.meta.glob<string>("../../app/db/*.sql", { query: "?raw", import: "default", eager: true });

/** What the README's deploy recipe runs against the production database: `wrangler d1 execute … --remote … --file <path>`. */
function productionSqlFiles() {
  const recipe = readme.split("## Deploying with wrangler")[1]!.split("\n## ")[0]!;
  return [...recipe.matchAll(/d1 execute[^\n]*--remote[^\n]*--file\s+(\S+)/g)].map((match) => match[1]!);
}

/** Tables the test set-up itself fills: the migrations' bookkeeping, the local staff accounts and their hours. */
const setUpTables = new Set(["d1_migrations", "_cf_KV", "_cf_METADATA", "sqlite_sequence", "users", "profiles", "consultation_hours"]);
/**
 * What a migration writes: the vocabulary every stored row references (the treatments' ids, decision 0121), and the
 * team's starting hours, which the clock counts and every page states until an admin changes them (decision 0158).
 */
const vocabularyTables = new Set(["treatments", "team_hours"]);

describe("a production database", () => {
  it("gets no invented content from the deploy recipe: no sample doctors, reviews or hotels", async () => {
    // This runner's database has the migrations, as `npm run db:migrate:remote` leaves production, once the sample
    // catalogue every test file starts with is gone.
    await env.DB.batch(
      ["catalogue_home_prices", "catalogue_procedures", "catalogue_specialties"].map((table) => env.DB.prepare(`DELETE FROM ${table}`)),
    );
    for (const file of productionSqlFiles()) {
      const sql = sqlFiles[`../../${file}`];
      expect(sql, file).toBeDefined();
      await env.DB.batch(splitSqlStatements(sql!).map((statement) => env.DB.prepare(statement)));
    }
    const tables = await env.DB.prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'case_search%'").all<{ name: string }>();
    const filled: Record<string, number> = {};
    for (const { name } of tables.results) {
      if (setUpTables.has(name) || vocabularyTables.has(name)) continue;
      const rows = await env.DB.prepare(`SELECT count(*) AS n FROM "${name}"`).first<number>("n");
      if (rows) filled[name] = rows;
    }
    expect(filled).toEqual({});
    const staffOnly = await env.DB.prepare("SELECT count(*) AS n FROM users WHERE email NOT LIKE '%@nilecare.test'").first<number>("n");
    expect(staffOnly).toBe(0);
  });

  it("gets what development and the tests show only from the sample files: every content table filled", async () => {
    await emptyContent();
    const rows = async () =>
      Object.fromEntries(
        await Promise.all(
          contentTables.map(async (table) => [table, (await env.DB.prepare(`SELECT count(*) AS n FROM "${table}"`).first<number>("n")) ?? 0] as const),
        ),
      );
    expect(Object.values(await rows()).every((n) => n === 0)).toBe(true);
    await applySeed();
    await env.DB.batch(splitSqlStatements(sampleCatalogue).map((statement) => env.DB.prepare(statement)));
    const filled = await rows();
    for (const table of contentTables) expect(filled[table], table).toBeGreaterThan(0);
  });
});
