import { afterAll, describe, expect, it } from "vitest";
import { caseReference } from "../../app/cases/case-reference";
import { d1, signIn, signInAs } from "./auth";
import { closeBrowser, javaScriptModes, waitForHydration, withPage } from "./browser";
import { fitsPhoneAndDesktop, open, submitPlan } from "./journey-steps";

afterAll(closeBrowser);

const PDF = Buffer.from("%PDF-1.7\nVisa invitation letter for the patient");

describe.each(javaScriptModes)("one case per treatment path with $name", ({ javaScriptEnabled }) => {
  it("a patient sends a message and a plan, a coordinator merges them and attaches a file, the patient sees one request with the file in English and Arabic", async () => {
    await withPage({ javaScriptEnabled }, async (patient) => {
      const { userId, email } = await signIn(patient.context());
      await submitPlan(patient, javaScriptEnabled);

      // The contact form offers the open plan; the patient sends a new message all the same.
      await open(patient, "/contact", javaScriptEnabled);
      const form = patient.locator("#contact-form");
      await form.getByRole("group", { name: "Is this about a request you already sent?" }).waitFor();
      expect(await form.getByRole("radio", { name: "No, this is a new request" }).isChecked()).toBe(true);
      await form.getByLabel("First Name").fill("Omar");
      await form.getByLabel("Last Name").fill("Haddad");
      await form.getByLabel("Email").fill(email);
      await form.getByLabel("Message").fill("Can my brother travel with me and stay at the same hotel?");
      await form.getByRole("button", { name: "Send Message" }).click();
      await patient.waitForURL(/\/requests\/[0-9a-f-]{36}/);
      const cases = d1<{ id: string; type: string }>(`SELECT id, type FROM cases WHERE patient_user_id = '${userId}'`);
      const planCase = cases.find((c) => c.type === "trip_plan")!.id;
      const contactCase = cases.find((c) => c.type === "contact")!.id;
      expect(new URL(patient.url()).pathname).toBe(`/requests/${contactCase}`);

      await withPage({ javaScriptEnabled }, async (staff) => {
        await signInAs(staff.context(), "dev-staff-coordinator");
        await open(staff, `/staff/cases/${contactCase}`, javaScriptEnabled);
        await staff.getByLabel("Merge this case into").selectOption(planCase);
        await staff.getByRole("button", { name: "Merge cases" }).click();
        await staff.waitForURL((url) => url.pathname === `/staff/cases/${planCase}`);
        await staff.getByText(`merged case ${caseReference(contactCase)} into this case`).waitFor();

        await staff
          .getByLabel(/Attach a file/)
          .setInputFiles({ name: "visa-letter.pdf", mimeType: "application/pdf", buffer: PDF });
        await staff.getByRole("button", { name: "Attach for the patient" }).click();
        await staff.locator("#attachments").getByRole("link", { name: "visa-letter.pdf" }).waitFor();
        // The merged-away case: where it went, and nothing to work on.
        await open(staff, `/staff/cases/${contactCase}`, javaScriptEnabled);
        await staff.getByRole("link", { name: "the kept case" }).waitFor();
        expect(await staff.getByRole("button", { name: "Send reply" }).count()).toBe(0);
        if (!javaScriptEnabled) {
          await fitsPhoneAndDesktop(
            staff,
            [
              ["staff-case", `/staff/cases/${planCase}`],
              ["staff-merged-away", `/staff/cases/${contactCase}`],
            ],
            "merge",
            "no-js",
          );
        }
      });

      // The old request leads to the kept one: what was sent on both, and the file.
      await open(patient, `/requests/${contactCase}`, javaScriptEnabled);
      expect(new URL(patient.url()).pathname).toBe(`/requests/${planCase}`);
      // The merged request's message is in the conversation, at its time, as the patient's own.
      await patient
        .getByRole("region", { name: "Conversation" })
        .getByRole("listitem")
        .filter({ hasText: "Your request, now part of this one" })
        .getByText("Can my brother travel with me and stay at the same hotel?")
        .waitFor();
      const file = patient.locator("#files").getByRole("link", { name: /visa-letter\.pdf/ });
      const download = await patient.request.get((await file.getAttribute("href"))!);
      expect(download.status()).toBe(200);
      expect(Buffer.from(await download.body())).toEqual(PDF);

      await open(patient, "/dashboard", javaScriptEnabled);
      const requests = patient.locator("#my-requests");
      await requests.getByText("Now: Free Consultation").waitFor();
      expect(await requests.locator(`a[href="/requests/${contactCase}"]`).count()).toBe(0);
      expect(await requests.locator(`a[href="/requests/${planCase}"]`).count()).toBe(1);

      await open(patient, `/ar/requests/${contactCase}`, javaScriptEnabled);
      expect(new URL(patient.url()).pathname).toBe(`/ar/requests/${planCase}`);
      await patient.locator("#files").getByRole("heading", { name: "ملفات من منسّقك" }).waitFor();
      await patient.getByRole("region", { name: "المحادثة" }).getByText("طلبك، وقد ضُمّ إلى هذا الطلب").waitFor();
      await open(patient, "/ar/dashboard", javaScriptEnabled);
      await patient.locator("#my-requests").getByText("الآن: استشارة مجانية").waitFor();

      if (!javaScriptEnabled)
        await fitsPhoneAndDesktop(
          patient,
          [
            ["request-en", `/requests/${planCase}`],
            ["request-ar", `/ar/requests/${planCase}`],
            ["dashboard-en", "/dashboard"],
            ["dashboard-ar", "/ar/dashboard"],
            ["contact-en", "/contact"],
            ["contact-ar", "/ar/contact"],
          ],
          "merge",
          javaScriptEnabled ? "js" : "no-js",
        );
    });
  }, 240_000);

  it("a patient books a call about their open request: it joins that request instead of opening another", async () => {
    await withPage({ javaScriptEnabled }, async (patient) => {
      const { userId, email } = await signIn(patient.context());
      const [caseId, messageId] = [crypto.randomUUID(), crypto.randomUUID()];
      d1(`INSERT INTO contact_messages (id, first_name, last_name, email, message, user_id, created_at) VALUES ('${messageId}', 'Sam', 'Choice', '${email}', 'Veneers?', '${userId}', ${Date.now()});
          INSERT INTO cases (id, type, contact_message_id, patient_user_id, patient_name, patient_email, treatment, received_at, due_at, updated_at)
            VALUES ('${caseId}', 'contact', '${messageId}', '${userId}', 'Sam Choice', '${email}', 'dental-care', ${Date.now()}, ${Date.now() + 7_200_000}, ${Date.now()})`);
      await open(patient, "/book", javaScriptEnabled);
      await patient.locator("form button[name=startsAt]").last().click();
      await patient.waitForURL((url) => url.pathname.startsWith("/book/hold/"));
      if (javaScriptEnabled) await waitForHydration(patient);
      const details = patient.locator("form#booking-details");
      await details.getByLabel("Full name").fill("Sam Choice");
      await details.getByLabel("Phone or WhatsApp number").fill("+44 20 7946 0000");
      await details.getByLabel("What would you like to discuss?").fill("My veneers: what to expect");
      await details.getByRole("radio", { name: /^Yes, about: Contact message: Dental Care/ }).check();
      await details.getByRole("button", { name: "Confirm Booking" }).click();
      await patient.waitForURL((url) => url.pathname.startsWith("/book/manage/"));
      expect(d1<{ id: string }>(`SELECT id FROM cases WHERE patient_user_id = '${userId}'`)).toEqual([{ id: caseId }]);
      const managePath = new URL(patient.url()).pathname;

      // The request lists the call, with the way back to its page; so does the Arabic one.
      await open(patient, `/requests/${caseId}`, javaScriptEnabled);
      const calls = patient.locator("#consultations");
      await calls.getByRole("heading", { name: "Your video consultations" }).waitFor();
      await calls.getByText("Booked", { exact: true }).waitFor();
      await calls.getByRole("link", { name: "Join, reschedule or cancel" }).click();
      await patient.waitForURL((url) => url.pathname === managePath);
      await open(patient, `/ar/requests/${caseId}`, javaScriptEnabled);
      await patient.locator("#consultations").getByRole("heading", { name: "استشاراتك بالفيديو" }).waitFor();
      await patient.locator("#consultations").getByText("محجوزة", { exact: true }).waitFor();
      if (!javaScriptEnabled)
        await fitsPhoneAndDesktop(
          patient,
          [
            ["request-call-en", `/requests/${caseId}`],
            ["request-call-ar", `/ar/requests/${caseId}`],
          ],
          "merge",
          "no-js",
        );
    });
  });
});
