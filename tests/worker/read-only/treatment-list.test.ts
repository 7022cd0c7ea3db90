import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { contactTreatments } from "~content/contact";
import { intakeTreatmentIds, intakeTreatments } from "~content/intake";
import { ratesOfDate } from "~content/rates";
import { treatmentList, treatmentSearchTerms } from "~content/treatments/list";
import { plannerTreatmentIds, tripTreatments } from "~content/trip-planner";
import { treatmentCategories } from "~/db/schema/doctors";
import { treatmentIds } from "~/domain/treatments";
import { estimateCosts } from "~/intake/cost-estimate.server";
import { offeredCatalogue } from "~/treatments/catalogue-data.server";
import { type IntakeField, intakeFields, treatmentTypeFromQuery } from "~/domain/intake-fields";

const catalogueEntries = treatmentList.filter((t) => t.catalogue);

describe("the one list of treatments", () => {
  it("gives the catalogue and the doctors' categories the same ids, names and order", async () => {
    const treatments = await offeredCatalogue("en");
    expect(catalogueEntries.map((t) => t.id)).toEqual(treatments.map((t) => t.id));
    expect(catalogueEntries.map((t) => t.id)).toEqual([...treatmentCategories]);
    expect(catalogueEntries.map((t) => t.name.en)).toEqual(treatments.map((t) => t.title));
    const searchTerms = treatmentSearchTerms("en");
    expect(Object.keys(searchTerms)).toEqual([...treatmentCategories]);
    expect(searchTerms["eye-surgery"]).toContain("eye");
    expect(searchTerms["dental-care"]).toContain("teeth");
    expect(searchTerms["cardiac-surgery"]).toEqual(expect.arrayContaining(["heart", "cardiology"]));
    expect(new Set(treatmentList.map((t) => t.id)).size).toBe(treatmentList.length);
  });

  it("is the one set of ids every table stores, the treatments table holding each", async () => {
    expect(treatmentList.map((t) => t.id)).toEqual([...treatmentIds]);
    const { results } = await env.DB.prepare("SELECT id FROM treatments ORDER BY rowid").all<{ id: string }>();
    expect(results.map((r) => r.id)).toEqual([...treatmentIds]);
  });

  it("offers the planner's treatments by their ids, with the spec's labels, days and popular flags", () => {
    expect(tripTreatments.map((t) => [t.id, t.name, t.recoveryDays, t.popular])).toEqual([
      ["cardiac-surgery", "Cardiac Surgery", 14, true],
      ["cosmetic-surgery", "Cosmetic Surgery", 10, true],
      ["eye-surgery", "Eye Surgery", 3, false],
      ["dental-care", "Dental Treatment", 7, true],
      ["general-surgery", "General Surgery", 12, false],
      ["neurosurgery", "Neurosurgery", 21, false],
      ["orthopedic-surgery", "Orthopedic Surgery", 15, false],
      ["fertility", "Fertility Treatment", 5, false],
    ]);
    expect(tripTreatments.map((t) => t.id)).toEqual([...plannerTreatmentIds]);
  });

  it("offers the intake's treatments by their ids, in the spec's order", () => {
    expect(intakeTreatments.map((t) => t.id)).toEqual([...intakeTreatmentIds]);
    const field: IntakeField = intakeFields.treatmentType;
    expect(field.type === "select" ? field.options : []).toEqual([...intakeTreatmentIds]);
    expect(intakeTreatments.find((t) => t.id === "dental-care")).toEqual({ id: "dental-care", label: "Dental Care" });
    // A link from any catalogue page preselects that treatment; one the intake lacks preselects Other.
    for (const { id } of catalogueEntries) expect(treatmentTypeFromQuery(id), id).toBe(id === "general-surgery" ? "other" : id);
    expect(treatmentTypeFromQuery("heart-transplant")).toBe("other");
  });

  it("offers the contact form every catalogue specialty by its catalogue id, and Other", () => {
    expect(contactTreatments.map((t) => t.id)).toEqual([...treatmentCategories, "other"]);
    expect(contactTreatments.at(-1)).toEqual({ id: "other", label: "Other / Not sure yet" });
  });

  it("estimates the intake's costs from the catalogue specialty it names", async () => {
    const treatments = await offeredCatalogue("en");
    for (const { id } of intakeTreatments) {
      const specialty = treatments.find((t) => t.id === id);
      expect((await estimateCosts({ treatmentType: id }, "en", null))?.treatment, id).toBe(specialty?.title ?? null);
    }
    expect((await estimateCosts({ treatmentType: "dental-care" }, "en", null))?.note).toContain(`converted at ${ratesOfDate}`);
  });
});
