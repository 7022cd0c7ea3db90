import { describe, expect, it } from "vitest";
import workerConfig from "../../../vitest.config.ts?raw";

// The files in read-only/ and own-rows/ share one runner and its storage without the fresh database the other files
// get, so a file there that writes, or reaches beyond rows of its own, changes what the others see.
const readOnly = import.meta.glob<string>("./*.test.ts", { eager: true, query: "?raw", import: "default" });
const ownRows = import.meta.glob<string>("../own-rows/*.test.ts", { eager: true, query: "?raw", import: "default" });

describe("the worker files that share a runner", () => {
  it("write nothing, or only rows nobody else reads", () => {
    expect(Object.keys(readOnly).length).toBeGreaterThan(0);
    expect(Object.keys(ownRows).length).toBeGreaterThan(0);
    expect(workerConfig).toContain(
      'const sharedRunnerFiles = ["tests/worker/read-only/**/*.test.ts", "tests/worker/own-rows/**/*.test.ts"];',
    );
    expect(workerConfig).toMatch(/include: sharedRunnerFiles,\s+isolate: false/);
    const writes =
      /\b(INSERT|UPDATE|DELETE|DROP|ALTER)\b|postForm|method: "POST"|createAccount|createSignedInUser|applySeed|env\.(QUEUE|KV|BUCKET|R2)|vi\.(mock|spyOn|stubGlobal|useFakeTimers|setSystemTime)/i;
    // This file only reads sources (its patterns would match themselves).
    for (const [file, source] of Object.entries(readOnly).filter(([file]) => file !== "./shared-runner-files.test.ts")) {
      expect(source.match(writes)?.[0], `read-only/${file.slice(2)} shares a runner but writes`).toBeUndefined();
    }
    // What would let another file's rows change what a file sees, or change what the others see. A count must be
    // scoped by a bound value of the file's own (`WHERE user_id = ?`), never by a value every file shares.
    const shared =
      /DROP TABLE|ALTER TABLE|withTableMissing|scheduled\(|createScheduledController|runJobs|outbox\(\)|settleQueue\(|bookingRows\(\)|vi\.(mock|stubGlobal|useFakeTimers|setSystemTime)\(|withEnv|applySeed|count\(\*\)( AS \w+)? FROM \w+(["`]| WHERE [^"`?]*["`])|UPDATE (doctors|treatments|consultation_\w+|profiles SET role)|DELETE FROM \w+["`]|INSERT INTO (doctors|doctor_\w+|treatments)\b|\bpublished\b/i;
    for (const [file, source] of Object.entries(ownRows)) {
      const name = file.replace("../", "");
      expect(source.match(shared)?.[0], `${name} shares a runner but reaches beyond its own rows`).toBeUndefined();
      // The next file in the runner reuses the modules and bindings a spy replaces.
      if (/vi\.spyOn|captureEmails/.test(source)) {
        expect(source, `${name} spies without restoring`).toContain("afterEach(() => vi.restoreAllMocks());");
      }
    }
  });
});
