// Runs npm scripts at the same time and prints each one's output whole, in the order given, once it ends; fails if
// any of them fails and names which. `npm test` runs `typecheck`, `lint`, the browser suite's build and the worker
// suite this way: none reads what another writes (ESLint does not use type information; the worker suite builds
// its own bundle), and each one's waits leave room for the others on two cores: 158 s together, 179 s one after
// the other (issue 23).
import { spawn } from "node:child_process";

const scripts = process.argv.slice(2);
if (scripts.length === 0) {
  console.error("usage: node scripts/run-together.ts <npm script>...");
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

const outcomes = await Promise.all(scripts.map(run));
for (const { script, code, output, seconds } of outcomes) {
  console.log(`\n> npm run ${script}: ${code === 0 ? "passed" : `FAILED (exit ${code})`} in ${seconds.toFixed(1)} s`);
  if (output.trim()) console.log(output.trimEnd());
}
const failed = outcomes.filter(({ code }) => code !== 0).map(({ script }) => script);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.map((script) => `npm run ${script}`).join(", ")}`);
  process.exit(1);
}
