import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { cleanFileName } from "~/uploads/files";
import { createSignedInUser } from "../auth-helpers";
import { cookiesFrom, ORIGIN, postForm, request } from "../helpers";
import { devStaff } from "../staff-helpers";

const PDF = new TextEncoder().encode("%PDF-1.7\n% a test document\n");
/** Shows as "repexe.pdf" wherever the right-to-left override is honoured: really a .pdf named to look like an .exe, or worse. */
const SPOOFED = "rep\u202Efdp.exe.pdf";

const storedNames = async (userId: string) =>
  (
    await env.DB.prepare(
      "SELECT d.file_name FROM intake_documents d JOIN intake_drafts r ON r.id = d.draft_id WHERE r.user_id = ? ORDER BY d.file_name",
    )
      .bind(userId)
      .all<{ file_name: string }>()
  ).results.map((r) => r.file_name);

describe("a file name with bidi controls", () => {
  it("is stored without them from both upload paths, and the console shows it isolated", async () => {
    const owner = await createSignedInUser();
    const raw = await request(`/intake/upload?${new URLSearchParams({ kind: "passport", name: SPOOFED })}`, {
      method: "POST",
      body: PDF,
      headers: { Origin: ORIGIN, Cookie: owner.cookie, "Content-Type": "application/octet-stream", "Content-Length": String(PDF.length) },
    });
    expect(raw.status).toBe(201);
    const cookie = cookiesFrom(raw, owner.cookie);
    const form = new FormData();
    form.append("step", "4");
    form.append("medicalRecords", new File([PDF], "scan\u2067\u200F\u061C\u0085\u0007.pdf"));
    form.append("intent", "upload");
    const posted = await request("/start-journey", {
      method: "POST",
      body: form,
      headers: { Origin: ORIGIN, Cookie: cookie, "Sec-Fetch-Mode": "navigate" },
    });
    expect(posted.status).toBe(302);
    const names = await storedNames(owner.userId);
    expect(names.sort()).toEqual(["repfdp.exe.pdf", "scan.pdf"]);

    await postForm("/start-journey", { step: "6", intent: "complete", healthDataConsent: "yes" }, { headers: { Cookie: cookie } });
    const caseId = await env.DB.prepare(
      "SELECT c.id FROM cases c JOIN intakes i ON i.id = c.intake_id WHERE i.user_id = ?",
    )
      .bind(owner.userId)
      .first<string>("id");
    expect(caseId).toBeTruthy();
    const admin = await devStaff("admin");
    const page = await (await request(`/staff/cases/${caseId}`, { headers: { Cookie: admin.cookie } })).text();
    expect(page).toContain("<bdi>repfdp.exe.pdf</bdi>");
    expect(page).not.toContain("\u202E");
  });

  it("loses every control and bidi character but keeps Arabic and accents", () => {
    for (const control of ["\u202A", "\u202B", "\u202C", "\u202D", "\u202E", "\u2066", "\u2067", "\u2068", "\u2069", "\u200E", "\u200F", "\u061C", "\u0000", "\u001F", "\u007F", "\u0085", "\u009F", "\u2028", "\uFEFF"]) {
      expect(cleanFileName(`a${control}b.pdf`), JSON.stringify(control)).toBe("ab.pdf");
    }
    expect(cleanFileName("تقرير طبي.pdf")).toBe("تقرير طبي.pdf");
    expect(cleanFileName("pässport scan.pdf")).toBe("pässport scan.pdf");
  });
});
