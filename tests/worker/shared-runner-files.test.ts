import { describe, expect, it } from "vitest";
import workerConfig from "../../vitest.config.ts?raw";

// The worker files listed in vitest.config.ts share one runner and its storage without the fresh database the other
// files get, so a listed file that writes, or reaches beyond rows of its own, changes what the others see.
const workerSources = import.meta.glob<string>("./**/*.ts", { eager: true, query: "?raw", import: "default" });

const listed = (name: string) => {
  const list = workerConfig.slice(
    workerConfig.indexOf(`${name} = [`),
    workerConfig.indexOf("].map(", workerConfig.indexOf(`${name} = [`)),
  );
  return [...list.matchAll(/"([\w-]+)"/g)].map(([, file]) => file!);
};

describe("the worker files that share a runner", () => {
  it("write nothing, or only rows nobody else reads", () => {
    const readOnly = listed("readOnlyWorkerFiles");
    const ownRows = listed("ownRowsWorkerFiles");
    expect(readOnly.length).toBeGreaterThan(0);
    expect(ownRows.length).toBeGreaterThan(0);
    expect(workerConfig).toMatch(/sharedRunnerFiles = \[\.\.\.readOnlyWorkerFiles, \.\.\.ownRowsWorkerFiles\]/);
    expect(workerConfig).toMatch(/include: sharedRunnerFiles,\s+isolate: false/);
    const writes =
      /\b(INSERT|UPDATE|DELETE|DROP|ALTER)\b|postForm|method: "POST"|createAccount|createSignedInUser|applySeed|env\.(QUEUE|KV|BUCKET|R2)|vi\.(mock|spyOn|stubGlobal|useFakeTimers|setSystemTime)/i;
    // This file only reads sources (its patterns would match themselves).
    for (const name of readOnly.filter((name) => name !== "shared-runner-files")) {
      const source = workerSources[`./${name}.test.ts`];
      expect(source, name).toBeDefined();
      expect(source!.match(writes)?.[0], `${name}.test.ts shares a runner but writes`).toBeUndefined();
    }
    // What would let another file's rows change what a file sees, or change what the others see. A count must be
    // scoped by a bound value of the file's own (`WHERE user_id = ?`), never by a value every file shares.
    const shared =
      /DROP TABLE|ALTER TABLE|withTableMissing|scheduled\(|createScheduledController|runJobs|outbox\(\)|settleQueue\(|bookingRows\(\)|vi\.(mock|stubGlobal|useFakeTimers|setSystemTime)\(|withEnv|applySeed|count\(\*\)( AS \w+)? FROM \w+(["`]| WHERE [^"`?]*["`])|UPDATE (doctors|treatments|consultation_\w+|profiles SET role)|DELETE FROM \w+["`]|INSERT INTO (doctors|doctor_\w+|treatments)\b|\bpublished\b/i;
    for (const name of ownRows) {
      const source = workerSources[`./${name}.test.ts`];
      expect(source, name).toBeDefined();
      expect(
        source!.match(shared)?.[0],
        `${name}.test.ts shares a runner but reaches beyond its own rows`,
      ).toBeUndefined();
      // The next file in the runner reuses the modules and bindings a spy replaces.
      if (/vi\.spyOn|captureEmails/.test(source!)) {
        expect(source, `${name}.test.ts spies without restoring`).toContain("afterEach(() => vi.restoreAllMocks());");
      }
    }
  });
});
