// Runs npm scripts at the same time and prints each one's output whole as soon as it ends; fails if any of them
// fails and names which. `npm test` runs `typecheck`, `lint`, the worker suite and the browser suite (which builds
// the app first) this way: none reads what another writes (ESLint does not use type information; the worker suite
// builds its own bundle), and each one's waits leave room for the others on two cores. Starting the browser suite
// after the other three left the cores idle for 23 s of their 123 s; all four at once took 577 s where one group
// and then the browser suite took about 600 s (issue 23).
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

function report({ script, code, output, seconds }: Outcome) {
  console.log(`\n> npm run ${script}: ${code === 0 ? "passed" : `FAILED (exit ${code})`} in ${seconds.toFixed(1)} s`);
  if (output.trim()) console.log(output.trimEnd());
  return { script, code };
}

const outcomes = await Promise.all(scripts.map(async (script) => report(await run(script))));
const failed = outcomes.filter(({ code }) => code !== 0).map(({ script }) => script);
if (failed.length > 0) {
  console.error(`\nFailed: ${failed.map((script) => `npm run ${script}`).join(", ")}`);
  process.exit(1);
}
