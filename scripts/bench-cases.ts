// The case list at volume: fills a fresh local D1 with 20,000 cases (contact messages with phone numbers, trip
// plans with notes and intakes with a medical history, of 2,000 patients, one patient message each), serves the
// built worker on it and times the filtered /staff list, the search box (a name, a message's words in English and
// Arabic, an Arabic word without its article, what a contact message or an intake said, a phone number written
// three ways, a case's reference) and /staff/reports.
//   npm run bench:cases                 (builds first; SKIP_BUILD=1 reuses build/)
//   npm run bench:cases -- --cases 5000 --port 8803 --runs 40
// Not part of the seed or the tests: it makes its own database in a temporary directory.
import { execFileSync, spawn } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DEV_STAFF_PASSWORD, devStaffAccounts } from "../app/staff/dev-staff.ts";

const args = process.argv.slice(2);
const option = (name: string, fallback: number) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? Number(args[at + 1]) : fallback;
};
const CASES = option("cases", 20_000);
const PORT = option("port", 8803);
const RUNS = option("runs", 30);
const HOUR = 3_600_000;

const npx = (...command: string[]) =>
  execFileSync("npx", command, { stdio: ["ignore", "ignore", "inherit"], env: { ...process.env, NODE_ENV: "production" } });

const quote = (value: string | number | null) => (value === null ? "NULL" : typeof value === "number" ? String(value) : `'${value.replaceAll("'", "''")}'`);
const rows = (values: (string | number | null)[][]) => values.map((v) => `(${v.map(quote).join(", ")})`).join(",\n");

/** Deterministic pseudo-random numbers, so every run fills the same database. */
let seed = 42;
const random = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)]!;

const caseIdOf = (i: number) => `${(0x10000000 + i).toString(16)}-0000-4000-8000-${String(i).padStart(12, "0")}`;
/** Czech mobile numbers in E.164, as the contact form stores them: case i's is +420 601 2xx xxx. */
const phoneOf = (i: number) => `+4206012${String(i).padStart(5, "0")}`;
/** What contact messages and intakes say, in English and Arabic (the article on the Arabic nouns). */
const requests = [
  "Please call me back about implants.",
  "I need a second opinion on my mitral valve before surgery.",
  "أحتاج إلى استشارة بخصوص الصمام قبل العملية.",
  "How long is the recovery after a hip replacement?",
];
const conditions = ["Arrhythmia since childhood", "Type 2 diabetes, controlled", "ألم مزمن في الركبة اليمنى", "Asthma"];

function fillSql() {
  const now = Date.now();
  const statuses = ["new", "new", "in_review", "awaiting_patient", "scheduled", "closed", "closed", "closed"] as const;
  const firstNames = ["Amira", "Omar", "Sara", "John", "Maria", "Yusuf", "Hana", "Lena", "Ahmed", "Chloe"];
  const lastNames = ["Hassan", "Lind", "Smith", "Garcia", "Kamal", "Saleh", "Novak", "Haddad", "Brown", "Dubois"];
  const assignees = [null, null, null, ...devStaffAccounts.map((a) => a.id)];
  const patients = Array.from({ length: Math.ceil(CASES / 10) }, (_, i) => ({ id: `bench-user-${i}`, email: `bench-patient-${i}@example.com` }));
  const statements: string[] = [];
  const batch = <T>(items: T[], size: number, make: (chunk: T[]) => string) => {
    for (let i = 0; i < items.length; i += size) statements.push(make(items.slice(i, i + size)));
  };
  batch(patients, 100, (chunk) => `INSERT INTO users (id, email, password_hash) VALUES\n${rows(chunk.map((p) => [p.id, p.email, "unusable"]))};`);
  batch(patients, 100, (chunk) => `INSERT INTO profiles (user_id, username) VALUES\n${rows(chunk.map((p, i) => [p.id, `${pick(firstNames)} ${pick(lastNames)} ${i}`]))};`);

  type Row = { kind: "contact" | "trip_plan" | "intake"; sourceId: string; caseRow: (string | number | null)[]; sourceRow: (string | number | null)[] };
  const all: Row[] = [];
  for (let i = 0; i < CASES; i++) {
    const kind = i % 5 < 3 ? "contact" : i % 5 === 3 ? "trip_plan" : "intake";
    const received = now - Math.floor(random() * 90 * 24 * HOUR);
    const status = pick(statuses);
    const patient = pick(patients);
    const name = `${pick(firstNames)} ${pick(lastNames)}`;
    const email = kind === "contact" ? `bench-sender-${i}@example.com` : patient.email;
    const sourceId = `bench-${kind}-${i}`;
    // Ids shaped as the app's (a UUID), so a case's reference "C-1000004D" is its id's first block.
    const caseId = caseIdOf(i);
    const due = received + (kind === "contact" ? 2 : 24) * HOUR;
    const assignee = status === "new" ? null : pick(assignees);
    const caseRow = [
      caseId, kind,
      kind === "contact" ? sourceId : null, kind === "trip_plan" ? sourceId : null, kind === "intake" ? sourceId : null,
      kind === "contact" ? null : patient.id, name, email, "dental-care", status, status === "closed" ? "answered" : null,
      assignee, received, due, received,
    ];
    const sourceRow =
      kind === "contact"
        ? [sourceId, name.split(" ")[0]!, name.split(" ")[1]!, email, pick(requests), phoneOf(i), received]
        : kind === "trip_plan"
          ? [sourceId, patient.id, "dental-care", '{"startDate":"2027-03-01","endDate":"2027-03-10","flexible":false}', '{"hotelType":"hotel","proximityToHospital":true,"specialRequirements":[]}', '{"min":2000,"max":5000,"currency":"USD"}', "[]", "[]", 0, 0, '{"airportTransfer":true,"dailyTransport":false,"sightseeing":false}', 7, 5000, received]
          : [sourceId, patient.id, name.split(" ")[0]!, name.split(" ")[1]!, "dental-care", pick(conditions), received, "I agree.", received];
    all.push({ kind, sourceId, caseRow, sourceRow });
  }
  const of = (kind: Row["kind"]) => all.filter((r) => r.kind === kind);
  batch(of("contact"), 100, (c) => `INSERT INTO contact_messages (id, first_name, last_name, email, message, phone, created_at) VALUES\n${rows(c.map((r) => r.sourceRow))};`);
  batch(of("trip_plan"), 100, (c) => `INSERT INTO trip_plans (id, user_id, treatment_type, preferred_travel_dates, accommodation_preferences, budget_range, special_requirements, cultural_interests, travel_insurance_needed, visa_assistance_needed, transportation_preferences, recovery_timeline, total_estimated_cost, created_at) VALUES\n${rows(c.map((r) => r.sourceRow))};`);
  batch(of("intake"), 100, (c) => `INSERT INTO intakes (id, user_id, first_name, last_name, treatment_type, medical_condition, health_data_consent_at, health_data_consent_text, created_at) VALUES\n${rows(c.map((r) => r.sourceRow))};`);
  batch(all, 100, (c) => `INSERT INTO cases (id, type, contact_message_id, trip_plan_id, intake_id, patient_user_id, patient_name, patient_email, treatment, status, closing_reason, assignee_id, received_at, due_at, updated_at) VALUES\n${rows(c.map((r) => r.caseRow))};`);
  // One patient message per case (the search index fills through its triggers), in English or Arabic, so the
  // search box is timed on what patients wrote, not only on names.
  const phrases = [
    "Could you send me the price for dental implants and a hotel near the clinic?",
    "My knee replacement was postponed twice at home; how soon could I travel?",
    "I would like to bring my mother for cataract surgery in the spring.",
    "أرغب في زراعة الأسنان في القاهرة، ما هي التكلفة؟",
    "Is the hospital stay included in the quote, and the airport transfer?",
  ];
  batch(all, 100, (c) =>
    `INSERT INTO case_messages (id, case_id, author, author_id, patient_email, body, created_at) VALUES\n${rows(
      c.map((r) => [`bench-message-${r.caseRow[0]}`, r.caseRow[0] as string, "patient", null, r.caseRow[7] as string, pick(phrases), (r.caseRow[12] as number) + 60_000]),
    )};`,
  );
  statements.push("ANALYZE;");
  return statements.join("\n");
}

async function waitUntilServing(url: string) {
  for (let i = 0; i < 180; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`no answer from ${url}`);
}

const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

const keep = args.includes("--keep");
const state = mkdtempSync(join(tmpdir(), "nilecare-bench-"));
const base = `http://127.0.0.1:${PORT}`;
let server: ReturnType<typeof spawn> | undefined;
try {
  if (!process.env.SKIP_BUILD) npx("react-router", "build");
  npx("wrangler", "d1", "migrations", "apply", "DB", "--local", "--persist-to", state);
  npx("node", "scripts/dev-staff.ts", "--persist-to", state);
  const file = join(state, "bench.sql");
  writeFileSync(file, fillSql());
  const fillStart = Date.now();
  npx("wrangler", "d1", "execute", "DB", "--local", "--persist-to", state, "--file", file);
  console.log(`Filled ${CASES.toLocaleString("en-US")} cases in ${((Date.now() - fillStart) / 1000).toFixed(1)} s`);

  server = spawn("npx", ["wrangler", "dev", "-c", "build/server/wrangler.json", "--ip", "127.0.0.1", "--port", String(PORT), "--persist-to", state, "--show-interactive-dev-session=false"], {
    detached: true,
    stdio: "ignore",
    env: { ...process.env, CI: "true" },
  });
  await waitUntilServing(base);

  const results: string[] = [];
  for (const role of ["admin", "coordinator"] as const) {
    const account = devStaffAccounts.find((a) => a.role === role)!;
    const signIn = await fetch(`${base}/auth`, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: base },
      body: new URLSearchParams({ intent: "sign-in", email: account.email, password: DEV_STAFF_PASSWORD, _plain: "1" }),
    });
    const cookie = signIn.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
    if (!cookie.includes("nilecare-session")) throw new Error(`could not sign in as ${account.email}`);
    const scenarios = [
      "/staff",
      "/staff?status=new",
      "/staff?status=all&type=intake",
      "/staff?overdue=1",
      "/staff?assignee=me&status=all",
      "/staff?status=all&q=hassan",
      "/staff?status=all&page=200",
      "/staff?status=all&q=cataract",
      "/staff?status=all&q=الأسنان",
      "/staff?status=all&q=صمام",
      "/staff?status=all&q=mitral",
      "/staff?status=all&q=arrhythmia",
      `/staff?status=all&q=${encodeURIComponent("+420 601 200 077")}`,
      "/staff?status=all&q=601200077",
      "/staff?status=all&q=00420601200077",
      `/staff?status=all&q=C-${caseIdOf(77).slice(0, 8).toUpperCase()}`,
      "/staff/reports",
    ];
    for (const path of scenarios) {
      const server: number[] = [];
      const total: number[] = [];
      for (let i = 0; i < RUNS + 3; i++) {
        const start = performance.now();
        const response = await fetch(`${base}${path}`, { headers: { Cookie: cookie } });
        const html = await response.text();
        const elapsed = performance.now() - start;
        if (response.status !== 200 || !html.includes("</html>")) throw new Error(`${path} answered ${response.status}`);
        const timing = /app;dur=(\d+(?:\.\d+)?)/.exec(response.headers.get("Server-Timing") ?? "");
        if (i < 3) continue; // warm-up
        total.push(elapsed);
        if (timing) server.push(Number(timing[1]));
      }
      results.push(
        `${role.padEnd(11)} ${decodeURIComponent(path).padEnd(32)} server p50 ${percentile(server, 50).toFixed(0).padStart(3)} ms  p95 ${percentile(server, 95).toFixed(0).padStart(3)} ms` +
          ` | full response p50 ${percentile(total, 50).toFixed(0).padStart(3)} ms  p95 ${percentile(total, 95).toFixed(0).padStart(3)} ms`,
      );
    }
  }
  // The same machine's floor: a public page with no staff data (no Server-Timing there).
  const floor: number[] = [];
  for (let i = 0; i < RUNS + 3; i++) {
    const start = performance.now();
    await (await fetch(`${base}/about`)).text();
    if (i >= 3) floor.push(performance.now() - start);
  }
  results.push(`baseline    /about (no data)                 full response p50 ${percentile(floor, 50).toFixed(0)} ms`);
  console.log(`\n${CASES.toLocaleString("en-US")} cases, ${RUNS} timed requests each (after 3 warm-up requests):`);
  for (const line of results) console.log(line);
} finally {
  if (server?.pid) process.kill(-server.pid, "SIGTERM");
  if (keep) console.log(`Database kept in ${state}`);
  else rmSync(state, { recursive: true, force: true });
}
