import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { headerValue, renderEmail } from "~/email/consumer.server";
import { emailKinds } from "~/email-kinds.server";

describe("e-mail headers", () => {
  it("turn every control character into a space, so no value can start a header", () => {
    expect(headerValue("Fuzz x\r\nBcc: victim@example.com")).toBe("Fuzz x Bcc: victim@example.com");
    expect(headerValue("a\u0000b\tc\u000bd\u007fe\u0085f\u2028g")).toBe("a b c d e f g");
    expect(headerValue("  padded\n")).toBe("padded");
    expect(headerValue("x".repeat(400))).toHaveLength(250);
  });

  it("are built only from cleaned values, whatever is stored", async () => {
    const id = crypto.randomUUID();
    const caseId = crypto.randomUUID();
    // Stored as if a form had let it through: the e-mail layer must hold on its own.
    const now = Date.now();
    await env.DB.batch([
      env.DB.prepare(
        "INSERT INTO contact_messages (id, first_name, last_name, email, message) VALUES (?, ?, ?, ?, ?)",
      ).bind(
        id,
        "Fuzz x\r\nBcc: victim@example.com",
        "Y\u0000",
        "sender@example.com\r\nCc: x@example.com",
        "Hello there, a message.",
      ),
      // The case every contact message opens; the staff notification links to it.
      env.DB.prepare(
        "INSERT INTO cases (id, type, contact_message_id, patient_name, patient_email, received_at, due_at, updated_at) VALUES (?, 'contact', ?, 'Fuzz x', 'sender@example.com', ?, ?, ?)",
      ).bind(caseId, id, now, now + 2 * 60 * 60 * 1000, now),
    ]);
    const email = await renderEmail({ type: "case-notification", caseId }, emailKinds);
    expect(email.subject).toBe("New contact message from Fuzz x Bcc: victim@example.com Y");
    const hasControl = (value: string) => [...value].some((c) => c.charCodeAt(0) < 0x20 || c.charCodeAt(0) === 0x7f);
    for (const value of [email.to, email.subject, ...Object.values(email.headers)])
      expect(hasControl(value)).toBe(false);

    const acknowledgement = await renderEmail({ type: "contact-acknowledgement", contactMessageId: id }, emailKinds);
    expect(acknowledgement.to).not.toMatch(/[\r\n]/);
  });
});
