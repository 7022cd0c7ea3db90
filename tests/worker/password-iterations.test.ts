import { env, withEnv } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { hashPassword, verifyPassword } from "~/auth/password.server";
import { hashPasswordWithPepper, passwordIterationsFrom, PRODUCTION_ITERATIONS } from "~/auth/password-hash";

// The worker tests hash with fewer PBKDF2 iterations (vitest.config.ts); production never may (decision 0141).
const iterationsOf = (stored: string) => Number(stored.split("$")[1]);

describe("PBKDF2 iterations", () => {
  it("production hashes new passwords with 100,000 iterations, and sign-in accepts them", async () => {
    const production = { ...env, ENVIRONMENT: "production", PASSWORD_ITERATIONS: undefined } as Env;
    const stored = (await withEnv(production, () => hashPassword("Nile-River-2026!"))) as string;
    expect(PRODUCTION_ITERATIONS).toBe(100_000);
    expect(iterationsOf(stored)).toBe(100_000);
    expect(await verifyPassword("Nile-River-2026!", stored)).toBe(true);
    expect(await verifyPassword("Nile-River-2027!", stored)).toBe(false);
    expect(iterationsOf(await hashPasswordWithPepper("x", "pepper"))).toBe(100_000);
  });

  it("production refuses a lower count instead of hashing with it", async () => {
    const production = { ...env, ENVIRONMENT: "production", PASSWORD_ITERATIONS: "1000" } as Env;
    await expect(withEnv(production, () => hashPassword("Nile-River-2026!"))).rejects.toThrow(/100000 at least/);
    expect(() => passwordIterationsFrom("99999", true)).toThrow(/production/);
    expect(passwordIterationsFrom("100000", true)).toBe(100_000);
    expect(passwordIterationsFrom(undefined, true)).toBe(100_000);
  });

  it("a local set-up may hash with fewer (the tests do), never with more than deployed Workers accept", async () => {
    expect(env.ENVIRONMENT).not.toBe("production");
    const stored = await hashPassword("Nile-River-2026!");
    expect(iterationsOf(stored)).toBe(Number(env.PASSWORD_ITERATIONS));
    expect(iterationsOf(stored)).toBeLessThan(100_000);
    expect(await verifyPassword("Nile-River-2026!", stored)).toBe(true);
    expect(() => passwordIterationsFrom("100001", false)).toThrow(/1 to 100000/);
    expect(() => passwordIterationsFrom("ten", false)).toThrow(/whole number/);
  });
});
