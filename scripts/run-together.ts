// Runs npm scripts side by side and prints each one's output whole as soon as it ends; fails if any of them fails
// and names which. A comma chains scripts in one lane ("typecheck,lint": one after the other); `then` starts the
// next stage once every lane before it has passed. `npm test` runs typecheck and lint, the worker suite, and the app's
// build followed by the browser files that must run alone (tests/browser/alone/, with a server of their own) side by
// side, then the rest of the browser suite alone: beside the others, every process of the browser suite takes more
// CPU for the same work, and the whole run takes longer. The worker suite keeps about one core busy (it takes 239 s
// of CPU and ran 238 s), so the alone files fit beside it; run last, they were one file on an otherwise idle machine.
//
// At the end it prints the whole run's wall time and each script's, and fails when the run took longer than
// TEST_BUDGET_SECONDS: 600 by default, where the suite should take 480 s on the 2-core machine; the margin is for a
// machine busy with other work, so only a suite grown by about a quarter fails. The alone files run beside the
// worker tests, not after the browser stage: there they take CPU the worker suite leaves idle.
import { spawn } from "node:child_process";

const stages = process.argv
  .slice(2)
  .join(" ")
  .split(/\s+then\s+/)
  .map((stage) => stage.split(/\s+/).filter(Boolean));
if (stages.some((lanes) => lanes.length === 0)) {
  console.error("usage: node scripts/run-together.ts <script>[,<script>...]... [then <script>...]");
  process.exit(2);
}

const budgetSeconds = Number(process.env.TEST_BUDGET_SECONDS ?? 600);
if (!Number.isFinite(budgetSeconds) || budgetSeconds <= 0) {
  console.error(`TEST_BUDGET_SECONDS must be a number of seconds above 0, not "${process.env.TEST_BUDGET_SECONDS}"`);
  process.exit(2);
}

type Outcome = { script: string; code: number; output: string; seconds: number };

function run(script: string): Promise<Outcome> {
  const started = performance.now();
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    const child = spawn("npm", ["run", "--silent", script], { env: { ...process.env, FORCE_COLOR: "1" } });
    child.stdout.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.stderr.on("data", (chunk: Buffer) => chunks.push(chunk));
    child.on("close", (code, signal) =>
      resolve({
        script,
        code: code ?? (signal ? 1 : 0),
        output: Buffer.concat(chunks).toString(),
        seconds: (performance.now() - started) / 1000,
      }),
    );
  });
}

const finished: Outcome[] = [];

function report(outcome: Outcome) {
  const { script, code, output, seconds } = outcome;
  console.log(`\n> npm run ${script}: ${code === 0 ? "passed" : `FAILED (exit ${code})`} in ${seconds.toFixed(1)} s`);
  if (output.trim()) console.log(output.trimEnd());
  finished.push(outcome);
  return outcome;
}

/** A lane: its scripts one after another ("typecheck,lint"), each reported as it ends. */
async function lane(names: string) {
  const outcomes = [];
  for (const script of names.split(",")) outcomes.push(report(await run(script)));
  return outcomes;
}

/** Each script's time and the whole run's, and whether the run kept its budget; false when it did not. */
function summary(startedAt: number, stageSeconds: number[]) {
  const total = (performance.now() - startedAt) / 1000;
  const width = Math.max(...finished.map(({ script }) => script.length));
  console.log("\nTimes (wall clock; scripts of one stage run side by side, so their times overlap):");
  for (const { script, code, seconds } of finished) {
    console.log(`  ${script.padEnd(width)}  ${seconds.toFixed(1).padStart(7)} s${code === 0 ? "" : "  FAILED"}`);
  }
  stageSeconds.forEach((seconds, index) => console.log(`  stage ${index + 1}: ${seconds.toFixed(1)} s`));
  const within = total <= budgetSeconds;
  console.log(
    `  whole run: ${total.toFixed(1)} s, ${within ? "within" : "OVER"} the budget of ${budgetSeconds} s (TEST_BUDGET_SECONDS)`,
  );
  return within;
}

const startedAt = performance.now();
const stageSeconds: number[] = [];
for (const [index, lanes] of stages.entries()) {
  const stageStarted = performance.now();
  const outcomes = (await Promise.all(lanes.map(lane))).flat();
  stageSeconds.push((performance.now() - stageStarted) / 1000);
  const failed = outcomes.filter(({ code }) => code !== 0).map(({ script }) => script);
  if (failed.length > 0) {
    summary(startedAt, stageSeconds);
    console.error(`\nFailed: ${failed.map((script) => `npm run ${script}`).join(", ")}`);
    const skipped = stages.slice(index + 1).flat();
    if (skipped.length > 0) console.error(`Not run: ${skipped.map((names) => names.replaceAll(",", ", ")).join(", ")}`);
    process.exit(1);
  }
}
if (!summary(startedAt, stageSeconds)) {
  console.error(
    `\nEvery script passed, but the run took longer than its budget of ${budgetSeconds} s (TEST_BUDGET_SECONDS).`,
  );
  process.exit(1);
}
