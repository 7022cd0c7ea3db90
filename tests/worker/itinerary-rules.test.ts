import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { patientWithPlan } from "./staff-helpers";

describe("the trip's table", () => {
  it("refuses a flight home before the arrival and a discharge before the admission", async () => {
    const { caseId } = await patientWithPlan();
    const insert = (columns: string, values: number[]) =>
      env.DB.prepare(`INSERT INTO case_itineraries (case_id, ${columns}, updated_at) VALUES (?, ?, ?, ?)`).bind(caseId, ...values, Date.now()).run();
    await expect(insert("arrival_at, flight_home_at", [2_000, 1_000])).rejects.toThrow(/CHECK constraint failed/);
    await expect(insert("admission_at, discharge_at", [2_000, 1_000])).rejects.toThrow(/CHECK constraint failed/);
    await insert("arrival_at, flight_home_at", [1_000, 2_000]);
    const row = await env.DB.prepare("SELECT companions FROM case_itineraries WHERE case_id = ?").bind(caseId).first<string>("companions");
    expect(row).toBe("[]");
  });
});
