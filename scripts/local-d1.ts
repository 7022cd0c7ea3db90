import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";

/** `--persist-to <dir>` from the command line, else the directory `npm start` uses. */
export function persistDir(args: string[]) {
  const at = args.indexOf("--persist-to");
  return at >= 0 && args[at + 1] ? args[at + 1]! : ".wrangler/state";
}

/**
 * The PASSWORD_PEPPER the local worker runs with: the environment, else `.dev.vars`
 * (which wrangler prefers), else the development value in wrangler.toml's top-level [vars].
 */
export function localPasswordPepper() {
  if (process.env.PASSWORD_PEPPER) return process.env.PASSWORD_PEPPER;
  const pattern = /^\s*PASSWORD_PEPPER\s*=\s*"?([^"\n]+)"?\s*$/m;
  const fromDevVars = existsSync(".dev.vars") ? pattern.exec(readFileSync(".dev.vars", "utf8"))?.[1] : undefined;
  const fromToml = pattern.exec(readFileSync("wrangler.toml", "utf8").split(/^\[env\./m)[0]!)?.[1];
  const pepper = fromDevVars ?? fromToml;
  if (!pepper) throw new Error("PASSWORD_PEPPER is not set in .dev.vars or wrangler.toml [vars]");
  return pepper;
}

/** Runs `wrangler d1 execute DB` with the given target flags and returns the JSON results. */
export function d1Execute(target: string[], sql: { command: string } | { file: string }) {
  const input = "command" in sql ? ["--command", sql.command] : ["--file", sql.file];
  const output = execFileSync("npx", ["wrangler", "d1", "execute", "DB", ...target, "--json", ...input], {
    encoding: "utf8",
    stdio: ["ignore", "pipe", "inherit"],
  });
  return JSON.parse(output) as { results: Record<string, unknown>[] }[];
}

/**
 * Every migration in `dir`, in order, each followed by its row in `d1_migrations`: the SQL that
 * `wrangler d1 migrations apply` runs, as one file. Applying it with one `wrangler d1 execute` takes about
 * 3 s where `migrations apply` takes about 28 s locally (a start of the local database per migration),
 * which the browser suite's setup waited for on every run.
 */
export function allMigrationsSql(dir = "migrations") {
  const files = readdirSync(dir).filter((name) => name.endsWith(".sql")).sort();
  const table = `CREATE TABLE IF NOT EXISTS d1_migrations(
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  name TEXT UNIQUE,
  applied_at TIMESTAMP DEFAULT CURRENT_TIMESTAMP NOT NULL
);`;
  return [table, ...files.map((name) => `${readFileSync(join(dir, name), "utf8")}\nINSERT INTO d1_migrations (name) VALUES ('${name}');`)].join("\n");
}
