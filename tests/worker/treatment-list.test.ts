import { describe, expect, it } from "vitest";
import { contactTreatments } from "~content/contact";
import { intakeTreatments } from "~content/intake";
import { ratesOfDate } from "~content/rates";
import { treatments } from "~content/treatments";
import { treatmentList, treatmentSearchTerms } from "~content/treatments/list";
import { tripTreatments } from "~content/trip-planner";
import { treatmentCategories } from "~/db/schema/doctors";
import { tripTreatmentTypes } from "~/db/schema/trips";
import { estimateCosts } from "~/intake/cost-estimate.server";
import { type IntakeField, intakeFields, intakeTreatmentTypes, treatmentTypeFromQuery } from "~/intake/fields";

const catalogueEntries = treatmentList.filter((t) => t.catalogue);

describe("the one list of treatments", () => {
  it("gives the catalogue and the doctors' categories the same ids, names and order", () => {
    expect(catalogueEntries.map((t) => t.id)).toEqual(treatments.map((t) => t.id));
    expect(catalogueEntries.map((t) => t.id)).toEqual([...treatmentCategories]);
    expect(catalogueEntries.map((t) => t.name)).toEqual(treatments.map((t) => t.title));
    expect(Object.keys(treatmentSearchTerms)).toEqual([...treatmentCategories]);
    expect(treatmentSearchTerms["eye-surgery"]).toContain("eye");
    expect(treatmentSearchTerms["dental-care"]).toContain("teeth");
    expect(treatmentSearchTerms["cardiac-surgery"]).toEqual(expect.arrayContaining(["heart", "cardiology"]));
    expect(new Set(treatmentList.map((t) => t.id)).size).toBe(treatmentList.length);
  });

  it("offers the planner's treatments with the spec's labels, days and popular flags, stored under the codes D1 accepts", () => {
    expect(tripTreatments.map((t) => [t.id, t.name, t.recoveryDays, t.popular])).toEqual([
      ["cardiac-surgery", "Cardiac Surgery", 14, true],
      ["cosmetic-surgery", "Cosmetic Surgery", 10, true],
      ["eye-surgery", "Eye Surgery", 3, false],
      ["dental-treatment", "Dental Treatment", 7, true],
      ["general-surgery", "General Surgery", 12, false],
      ["neurosurgery", "Neurosurgery", 21, false],
      ["orthopedic", "Orthopedic Surgery", 15, false],
      ["fertility", "Fertility Treatment", 5, false],
    ]);
    expect(tripTreatments.map((t) => t.id)).toEqual([...tripTreatmentTypes]);
  });

  it("offers the intake's treatments in the spec's order, stored under the codes D1 accepts", () => {
    expect(intakeTreatments.map((t) => t.value)).toEqual([...intakeTreatmentTypes]);
    const field: IntakeField = intakeFields.treatmentType;
    expect(field.type === "select" ? field.options : []).toEqual(intakeTreatments.map(({ value }) => value));
    expect(intakeTreatments.find((t) => t.value === "dental")).toEqual({ id: "dental-care", value: "dental", label: "Dental Care" });
    // A link from any catalogue page preselects that treatment; one the intake lacks preselects Other.
    for (const { id } of catalogueEntries) {
      const code = treatmentTypeFromQuery(id);
      expect(intakeTreatments.find((t) => t.value === code)?.id ?? id, id).toBe(id === "general-surgery" ? "other" : id);
    }
    expect(treatmentTypeFromQuery("heart-transplant")).toBe("other");
  });

  it("offers the contact form every catalogue specialty by its catalogue id, and Other", () => {
    expect(contactTreatments.map((t) => t.id)).toEqual([...treatmentCategories, "other"]);
    expect(contactTreatments.at(-1)).toEqual({ id: "other", label: "Other / Not sure yet" });
  });

  it("estimates the intake's costs from the catalogue specialty its code stands for", () => {
    for (const { value, id } of intakeTreatments) {
      const specialty = treatments.find((t) => t.id === id);
      expect(estimateCosts(value, "en").treatment, value).toBe(specialty?.title ?? null);
    }
    expect(estimateCosts("dental", "en").note).toContain(`converted at ${ratesOfDate}`);
  });
});
