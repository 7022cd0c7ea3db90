// Runs npm scripts side by side and prints each one's output whole as soon as it ends; fails if any of them fails
// and names which. A comma chains scripts in one lane ("typecheck,lint": one after the other); `then` starts the
// next stage once every lane before it has passed. `npm test` runs typecheck and lint, the worker suite and the
// app's build side by side, then the browser suite alone (issue 23): with the browser suite beside the others,
// every process took more CPU for the same work (1,300–1,360 s of CPU against 1,100 s one stage after the other)
// and the run took 670–708 s where the two stages took 605 s on the same working copy.
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

function report({ script, code, output, seconds }: Outcome) {
  console.log(`\n> npm run ${script}: ${code === 0 ? "passed" : `FAILED (exit ${code})`} in ${seconds.toFixed(1)} s`);
  if (output.trim()) console.log(output.trimEnd());
  return { script, code };
}

/** A lane: its scripts one after another ("typecheck,lint"), each reported as it ends. */
async function lane(names: string) {
  const outcomes = [];
  for (const script of names.split(",")) outcomes.push(report(await run(script)));
  return outcomes;
}

for (const [index, lanes] of stages.entries()) {
  const outcomes = (await Promise.all(lanes.map(lane))).flat();
  const failed = outcomes.filter(({ code }) => code !== 0).map(({ script }) => script);
  if (failed.length > 0) {
    console.error(`\nFailed: ${failed.map((script) => `npm run ${script}`).join(", ")}`);
    const skipped = stages.slice(index + 1).flat();
    if (skipped.length > 0) console.error(`Not run: ${skipped.map((names) => names.replaceAll(",", ", ")).join(", ")}`);
    process.exit(1);
  }
}
