// Writes migrations/0030_one_treatment_identity.sql (decision 0121) from the schema the migrations before it leave.
// The migration rebuilds `trip_plans`, `intakes`, `contact_messages` and every table under them, so it copies each
// table's columns, constraints, indexes and triggers as they stand: a migration numbered before 0030 that changes one
// of those tables (a column, an index, a trigger, a view naming them) needs this run again before 0030 is applied in
// production. `node scripts/treatment-rebuild.ts`; it applies the earlier migrations to a temporary local D1.
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { treatmentIds } from "../app/domain/treatments.ts";
import { journeyStages, mergeSides } from "../app/domain/cases.ts";
import { allMigrationsSql, d1Execute } from "./local-d1.ts";

const TARGET = "0030_one_treatment_identity.sql";

/** Parents first; every table a rebuilt table's row points to is rebuilt before it is filled. */
const ORDER = [
  "trip_plans", "intakes", "contact_messages", "cases", "consultation_bookings", "intake_documents",
  "case_attachments", "case_escalations", "case_events", "case_journeys", "case_merges", "case_messages", "case_notes",
  "case_presence", "case_reads", "case_stage_changes", "follow_up_checkins", "quotes", "quote_items",
  "review_invitations", "reviews", "staff_case_reads", "staff_digest_items",
];
/** Children first, so that dropping a table cascades into nothing still standing (whose triggers would fire). */
const DROP_ORDER = [
  "case_presence", "staff_digest_items", "review_invitations", "reviews", "case_escalations", "follow_up_checkins",
  "staff_case_reads", "case_merges", "case_attachments", "case_stage_changes", "case_journeys", "quote_items", "quotes",
  "case_reads", "case_messages", "case_notes", "case_events", "intake_documents", "cases", "consultation_bookings",
  "contact_messages", "intakes", "trip_plans",
];
const REBUILT = new Set(ORDER);

/** Every name and code a treatment was stored as, lowercase, and the id it stands for. */
const formerNames: Record<string, string> = {
  ...Object.fromEntries(treatmentIds.map((id) => [id, id])),
  "dental-treatment": "dental-care", orthopedic: "orthopedic-surgery", cardiac: "cardiac-surgery",
  cosmetic: "cosmetic-surgery", dental: "dental-care", eye: "eye-surgery", cancer: "cancer-treatment",
  "cardiac surgery": "cardiac-surgery", "eye surgery": "eye-surgery", "dental care": "dental-care",
  "dental treatment": "dental-care", "cosmetic surgery": "cosmetic-surgery", "general surgery": "general-surgery",
  "orthopedic surgery": "orthopedic-surgery", "orthopaedic surgery": "orthopedic-surgery", "fertility treatment": "fertility",
  "cancer treatment": "cancer-treatment", "other / not sure yet": "other",
  "جراحة القلب": "cardiac-surgery", "جراحة العيون": "eye-surgery", "علاج الأسنان": "dental-care",
  "جراحة التجميل": "cosmetic-surgery", "الجراحة التجميلية": "cosmetic-surgery", "الجراحة العامة": "general-surgery",
  "جراحة العظام": "orthopedic-surgery", "جراحة المخ والأعصاب": "neurosurgery", "علاج تأخر الإنجاب": "fertility",
  "علاج الخصوبة وتأخّر الإنجاب": "fertility", "علاج الأورام": "cancer-treatment", "أخرى": "other",
  "أخرى / لست متأكدًا بعد": "other", "أخرى / لم أقرر بعد": "other",
};

const q = (text: string) => `'${text.replaceAll("'", "''")}'`;
const list = (values: readonly string[]) => values.map(q).join(", ");
const mapped = (column: string) => `(SELECT \`treatment_id\` FROM \`former_treatment_names\` WHERE \`former_name\` = lower(trim(${column})))`;
const references = (column: string) => `FOREIGN KEY (\`${column}\`) REFERENCES \`treatments\`(\`id\`) ON UPDATE no action ON DELETE no action`;

type Patch = { columns?: string[]; references?: string[]; checks?: string[]; drop?: string[] };
const patches: Record<string, Patch> = {
  trip_plans: { references: [references("treatment_type")], drop: ["trip_plans_treatment_valid"] },
  intakes: { references: [references("treatment_type")], drop: ["intakes_treatment_valid"] },
  contact_messages: { references: [references("treatment")] },
  cases: { references: [references("treatment")] },
  case_journeys: { references: [references("treatment")] },
  quotes: { columns: ["`treatment` text"], references: [references("treatment")] },
  reviews: { columns: ["`price_consent` integer DEFAULT false NOT NULL"], references: [references("treatment")] },
  follow_up_checkins: {
    columns: ["`lapsed_at` integer"],
    checks: [`CONSTRAINT "follow_up_checkins_lapsed_unsent" CHECK("follow_up_checkins_new"."lapsed_at" IS NULL OR "follow_up_checkins_new"."sent_at" IS NULL)`],
  },
  case_merges: {
    columns: ["`kept_stage` text", "`merged_stage` text", "`dropped_plan_of` text"],
    checks: [
      `CONSTRAINT "case_merges_stages_valid" CHECK(("case_merges_new"."kept_stage" IS NULL OR "case_merges_new"."kept_stage" IN (${list(journeyStages)})) AND ("case_merges_new"."merged_stage" IS NULL OR "case_merges_new"."merged_stage" IN (${list(journeyStages)})))`,
      `CONSTRAINT "case_merges_dropped_plan_valid" CHECK("case_merges_new"."dropped_plan_of" IS NULL OR "case_merges_new"."dropped_plan_of" IN (${list(mergeSides)}))`,
    ],
  },
};

/** What each rebuilt row's treatment becomes, by table and column; new columns listed here are filled too. */
const filled: Record<string, Record<string, string>> = {
  trip_plans: { treatment_type: mapped("`trip_plans`.`treatment_type`") },
  intakes: { treatment_type: mapped("`intakes`.`treatment_type`") },
  contact_messages: { treatment: mapped("`contact_messages`.`treatment`") },
  cases: {
    treatment: `coalesce(${[
      mapped("c.`treatment`"),
      `(SELECT ${mapped("p.`treatment_type`")} FROM \`trip_plans\` p WHERE p.\`id\` = c.\`trip_plan_id\`)`,
      `(SELECT ${mapped("i.`treatment_type`")} FROM \`intakes\` i WHERE i.\`id\` = c.\`intake_id\`)`,
      `(SELECT ${mapped("m.`treatment`")} FROM \`contact_messages\` m WHERE m.\`id\` = c.\`contact_message_id\`)`,
      `(SELECT ${mapped("p.`treatment_type`")} FROM \`consultation_bookings\` b JOIN \`trip_plans\` p ON p.\`id\` = b.\`trip_plan_id\` WHERE b.\`id\` = c.\`booking_id\`)`,
    ].join(", ")})`,
  },
  case_journeys: { treatment: mapped("`case_journeys`.`treatment`") },
  reviews: { treatment: mapped("`reviews`.`treatment`") },
  quotes: {
    treatment:
      "coalesce((SELECT `treatment` FROM `case_journeys_new` WHERE `case_id` = q.`case_id`), (SELECT `treatment` FROM `cases_new` WHERE `id` = q.`case_id`))",
  },
};
const aliases: Record<string, string> = { cases: "c", quotes: "q" };

function splitBody(sql: string) {
  const open = sql.indexOf("(");
  const body = sql.slice(open + 1).trimEnd();
  if (!body.endsWith(")")) throw new Error(`unexpected table SQL: ${sql.slice(0, 60)}`);
  return { head: sql.slice(0, open + 1), lines: body.slice(0, -1).split("\n").filter((line) => line.trim() !== "") };
}

/** A table's CREATE under its new name, pointing at the other new tables, with its patch. */
function rebuiltTable(table: string, sql: string) {
  const renamed = sql
    // A column ALTER TABLE added goes on the line of the one before it.
    .replace("NOT NULL\n, `user_id`", "NOT NULL, `user_id`")
    .replace(new RegExp(`^CREATE TABLE [\`"]?${table}[\`"]?`), `CREATE TABLE \`${table}_new\``)
    .replaceAll(`"${table}".`, `"${table}_new".`)
    .replace(/REFERENCES [`"]?([a-z_]+)[`"]?\(/g, (all, parent: string) => (REBUILT.has(parent) ? `REFERENCES \`${parent}_new\`(` : all));
  const { head, lines } = splitBody(renamed);
  const patch = patches[table] ?? {};
  const insert = (at: number, added: string[]) => {
    if (at > 0 && !lines[at - 1]!.trimEnd().endsWith(",")) lines[at - 1] = `${lines[at - 1]!.trimEnd()},`;
    const last = at === lines.length;
    lines.splice(at, 0, ...added.map((line, i) => `\t${line}${last && i === added.length - 1 ? "" : ","}`));
  };
  for (const name of patch.drop ?? []) {
    const at = lines.findIndex((line) => line.includes(`CONSTRAINT "${name}"`));
    if (at < 0) throw new Error(`${table} has no constraint ${name}`);
    lines.splice(at, 1);
    if (at === lines.length) lines[at - 1] = lines[at - 1]!.trimEnd().replace(/,$/, "");
  }
  if (patch.columns) {
    const first = lines.findIndex((line) => /^\s*(FOREIGN KEY|CONSTRAINT|PRIMARY KEY\()/.test(line));
    insert(first < 0 ? lines.length : first, patch.columns);
  }
  if (patch.references) {
    const lastKey = lines.findLastIndex((line) => /^\s*FOREIGN KEY/.test(line));
    insert(lastKey < 0 ? lines.length : lastKey + 1, patch.references);
  }
  if (patch.checks) insert(lines.length, patch.checks);
  return `${head}\n${lines.join("\n")}\n)`;
}

const header = `-- One treatment identity and aftercare round three (decisions 0121, 0157, 0161). Every stored treatment becomes
-- the treatment list's id (the catalogue's \`dental-care\`, \`orthopedic-surgery\`, …), referenced to the new
-- \`treatments\` table, where the planner and the intake kept codes of their own (\`dental-treatment\`, \`orthopedic\`;
-- \`dental\`, \`eye\`) and cases, contact messages, journeys and reviews kept English names. Quotes name their treatment;
-- a review carries its own consent to show the price (false for every stored story); a check-in can lapse unsent; a
-- merge records both stages and whose plan it dropped, and a day's sent check-ins of two merged cases may both stay.
-- SQLite changes a CHECK or a reference only by rebuilding the table, and D1 runs migrations with foreign keys on,
-- so, as 0026 did, \`trip_plans\`, \`intakes\`, \`contact_messages\`, \`cases\` and every table under them are built again
-- under new names that point at each other, filled, the old ones dropped (children first: nothing still standing
-- points at them, so no cascade runs), then renamed. The triggers and views that name them are made again; the search
-- index keeps its rows. A journey's treatment that no list names is kept as a note on its case.
-- Written by scripts/treatment-rebuild.ts from the schema the migrations before it leave.
`;

const dir = mkdtempSync(join(tmpdir(), "nilecare-treatment-rebuild-"));
try {
  const before = join(dir, "migrations");
  const earlier = join(dir, "earlier.sql");
  const migrations = readdirSync("migrations").filter((name) => name.endsWith(".sql") && name < TARGET);
  // The earlier migrations only, from a copy of the folder.
  mkdirSync(before);
  for (const name of migrations) copyFileSync(join("migrations", name), join(before, name));
  writeFileSync(earlier, allMigrationsSql(before));
  const target = ["--local", "--persist-to", join(dir, "state")];
  d1Execute(target, { file: earlier });
  const rows = <T>(command: string) => d1Execute(target, { command }).at(-1)!.results as T[];
  const schema = rows<{ type: string; name: string; tbl_name: string; sql: string | null }>(
    "SELECT type, name, tbl_name, sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY rowid",
  );
  const columnsOf = (table: string) => rows<{ name: string }>(`SELECT name FROM pragma_table_info('${table}') ORDER BY cid`).map((c) => c.name);
  const namesRebuilt = new RegExp(`[\`"\\s.(](${ORDER.join("|")})[\`"\\s.(]`);
  const tableSql = (table: string) => schema.find((s) => s.type === "table" && s.name === table)?.sql ?? "";
  const triggers = schema.filter((s) => s.type === "trigger" && (REBUILT.has(s.tbl_name) || namesRebuilt.test(s.sql!)));
  const views = schema.filter((s) => s.type === "view" && namesRebuilt.test(s.sql!));

  const out: string[] = [];
  const statement = (sql: string) => out.push(`${sql.trim()};`);
  statement("PRAGMA defer_foreign_keys = on");
  statement("CREATE TABLE `treatments` (\n\t`id` text PRIMARY KEY NOT NULL\n)");
  statement(`INSERT INTO \`treatments\` (\`id\`) VALUES ${treatmentIds.map((id) => `(${q(id)})`).join(", ")}`);
  // Every name and code a treatment was stored as, lowercase; dropped at the end.
  statement("CREATE TABLE `former_treatment_names` (\n\t`former_name` text PRIMARY KEY NOT NULL,\n\t`treatment_id` text NOT NULL\n)");
  statement(
    `INSERT INTO \`former_treatment_names\` (\`former_name\`, \`treatment_id\`) VALUES\n${Object.entries(formerNames)
      .map(([name, id]) => `\t(${q(name)}, ${q(id)})`)
      .join(",\n")}`,
  );
  // A journey's treatment no list names is kept as a note on its case (its triggers index it in the search).
  statement(`INSERT INTO \`case_notes\` (\`id\`, \`case_id\`, \`author_id\`, \`body\`, \`created_at\`)
SELECT (SELECT lower(substr(h, 1, 8) || '-' || substr(h, 9, 4) || '-' || substr(h, 13, 4) || '-' || substr(h, 17, 4) || '-' || substr(h, 21)) FROM (SELECT hex(randomblob(16)) AS h)),
\t\`case_id\`, NULL, 'The journey''s agreed treatment read "' || trim(\`treatment\`) || '" before it became a choice from the treatment list: choose it on the journey.', \`updated_at\`
FROM \`case_journeys\` WHERE trim(coalesce(\`treatment\`, '')) <> '' AND ${mapped("`case_journeys`.`treatment`")} IS NULL`);
  // The triggers and views that name a rebuilt table go first and are made again at the end: none fires while the old
  // tables are dropped (a cascade's update would run a trigger reading a view already gone).
  for (const trigger of triggers) statement(`DROP TRIGGER \`${trigger.name}\``);
  for (const view of views) statement(`DROP VIEW \`${view.name}\``);
  // Every new table exists before any is filled: a row's reference needs its table, even while checks are deferred.
  for (const table of ORDER) statement(rebuiltTable(table, tableSql(table)));
  for (const table of ORDER) {
    const columns = columnsOf(table);
    const values = filled[table] ?? {};
    const alias = aliases[table];
    const added = Object.keys(values).filter((column) => !columns.includes(column));
    const names = [...columns, ...added];
    const select = names.map((column) => values[column] ?? (alias ? `${alias}.\`${column}\`` : `\`${column}\``));
    statement(
      `INSERT INTO \`${table}_new\` (${names.map((n) => `\`${n}\``).join(", ")}) SELECT ${select.join(", ")} FROM \`${table}\`${alias ? ` ${alias}` : ""}`,
    );
  }
  for (const table of DROP_ORDER) statement(`DROP TABLE \`${table}\``);
  for (const table of ORDER) statement(`ALTER TABLE \`${table}_new\` RENAME TO \`${table}\``);
  for (const index of schema.filter((s) => s.type === "index" && REBUILT.has(s.tbl_name))) {
    if (index.name !== "follow_up_checkins_case_day_unique") {
      statement(index.sql!);
      continue;
    }
    // One plan, one check-in to send per day; sent ones are history, and a merge may bring a second of a day.
    statement("CREATE INDEX `follow_up_checkins_case_day_idx` ON `follow_up_checkins` (`case_id`,`day_offset`)");
    statement(
      'CREATE UNIQUE INDEX `follow_up_checkins_unsent_day_unique` ON `follow_up_checkins` (`case_id`,`day_offset`) WHERE "follow_up_checkins"."sent_at" IS NULL',
    );
  }
  // An intake draft keeps what was chosen, now by the treatment's id.
  const draftTreatment = mapped("json_extract(`intake_drafts`.`data`, '$.treatmentType')");
  statement(`UPDATE \`intake_drafts\` SET \`data\` = json_set(\`data\`, '$.treatmentType', ${draftTreatment})\nWHERE ${draftTreatment} IS NOT NULL`);
  for (const view of views) statement(view.sql!);
  for (const trigger of triggers) statement(trigger.sql!);
  statement("DROP TABLE `former_treatment_names`");
  writeFileSync(join("migrations", TARGET), header + out.join("--> statement-breakpoint\n") + "\n");
  console.log(`migrations/${TARGET}: ${ORDER.length} tables, ${triggers.length} triggers, ${views.length} views`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
