import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { caseReference } from "~/cases/case-reference";
import { getTripPlansForUser } from "~/trips/trip-plans.server";
import { treatmentName } from "~/treatments/treatment-name";
import { createSignedInUser, sessionCookie } from "./auth-helpers";
import { cookiesFrom, request } from "./helpers";
import { mainOf, pageHtml } from "./html";
import { ANY, eachLocale } from "./locale-helpers";
import { waitForMail } from "./mail-helpers";
import { buildPlan, inDays, postPlanForm, postStep, preferences, type PlanFields } from "./plan-helpers";

const post = postPlanForm;

type Fields = PlanFields;

async function page(path: string, cookie = "") {
  const response = await request(path, cookie ? { headers: { Cookie: cookie } } : {});
  expect(response.status).toBe(200);
  return response.text();
}

/** The page's visible text, as a reader sees it (React's text-node separators removed). */
const text = (html: string) =>
  html
    .replace(/<script[\s\S]*?<\/script>/g, "")
    .replace(/<!-- -->/g, "")
    .replace(/<[^>]+>/g, " ")
    .replace(/&amp;/g, "&")
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, " ");

async function storedPlans(userId: string) {
  const { results } = await env.DB.prepare("SELECT * FROM trip_plans WHERE user_id = ?").bind(userId).all();
  return results;
}

/** The dashboard's trip-plans section. */
const dashboardPlans = (html: string) =>
  html.slice(
    html.indexOf('<section id="trip-plans"'),
    html.indexOf("</section>", html.indexOf('<section id="trip-plans"')),
  );

const countPlans = async () => (await env.DB.prepare("SELECT count(*) AS n FROM trip_plans").first<{ n: number }>())!.n;

beforeAll(async () => {
  await env.DB.batch(
    [
      [
        "far-medical",
        "Far Medical Hotel",
        "medical_hotel",
        4,
        150,
        3.5,
        ["Wi-Fi", "Restaurant"],
        ["Nurse on call", "Accessible rooms", "Oxygen supply"],
        1,
      ],
      [
        "near-medical",
        "Near Medical Hotel",
        "medical_hotel",
        5,
        200,
        0.3,
        ["Pool", "Spa", "Gym", "Wi-Fi", "Restaurant"],
        ["On-site nurse", "Medication fridge", "Wheelchair rooms"],
        1,
      ],
      ["closed-medical", "Closed Medical Hotel", "medical_hotel", 3, 90, 0.1, ["Wi-Fi"], ["Nurse"], 0],
      ["city-apartment", "City Apartment", "apartment", 4, 95, 1.0, ["Kitchen"], ["Step-free"], 1],
    ].map(([id, name, type, stars, price, km, amenities, features, active]) =>
      env.DB.prepare(
        `INSERT INTO trip_plan_accommodations (id, name, type, star_rating, price_per_night, distance_to_hospital_km, amenities, special_medical_features, is_active)
         VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
      ).bind(id, name, type, stars, price, km, JSON.stringify(amenities), JSON.stringify(features), active),
    ),
  );
});

describe("/plan page", () => {
  it("shows the hero, the tabs and the first wizard step by default", async () => {
    const html = await page("/plan");
    const body = text(html);
    expect(body).toContain("Plan Your Medical Trip to Egypt");
    expect(html).toMatch(/href="\/plan\?step=1#trip-planner"[^>]*>Start Planning</);
    // On a step with fields the hero's way to the overview saves the step first (decision 0145).
    expect(html).toMatch(/<button(?=[^>]*form="plan-step")(?=[^>]*name="leave")[^>]*value="overview"[^>]*>Learn About Our Process</);
    expect(html).toMatch(/aria-current="page"[^>]*>Interactive Planner</);
    expect(body).toContain("Step 1 of 5");
    expect(html).toContain('aria-valuenow="20"');
    for (const name of [
      "Cardiac Surgery",
      "Cosmetic Surgery",
      "Eye Surgery",
      "Dental Treatment",
      "General Surgery",
      "Neurosurgery",
      "Orthopedic Surgery",
      "Fertility Treatment",
    ]) {
      expect(body).toContain(name);
    }
    expect(body.match(/Popular/g)).toHaveLength(3);
    expect(body).toContain("Recovery: 21 days");
    expect(html).toMatch(/<button[^>]*value="previous"[^>]*disabled=""[^>]*>Previous</);
    expect(body).toContain("Log in to submit your trip plan.");
    expect(html).toMatch(/<button(?=[^>]*name="leave")[^>]*value="sign-in"[^>]*>Log in</);
    expect(await page("/plan?step=5")).toContain('href="/auth?redirectTo=%2Fplan%3Fstep%3D5"');
  });

  it("shows the whole process overview on ?tab=overview", async () => {
    const html = await page("/plan?tab=overview");
    const body = text(html);
    expect(html).toMatch(/aria-current="page"[^>]*>Process Overview</);
    expect(body).not.toContain("Step 1 of 5");
    for (const step of [
      "Initial Consultation",
      "Medical Evaluation",
      "Travel Planning",
      "Arrival & Treatment",
      "Recovery & Follow-up",
    ]) {
      expect(body).toContain(step);
    }
    for (const service of ["Airport Transfers", "Accommodation", "Transportation", "Translation"]) {
      expect(body).toContain(service);
    }
    for (const country of ["United States", "European Union", "Canada", "Australia"]) {
      expect(body).toMatch(new RegExp(`${country} Visa on Arrival 30 days \\$25 USD`));
    }
    expect(html).toMatch(/href="\/contact"[^>]*>Get Visa Support</);
    expect(body).toContain("24/7 Emergency Line");
    expect(html).toContain('href="tel:+20227945500"');
    expect(html).toMatch(/href="\/plan\?step=1#trip-planner"[^>]*>Start Planning Today</);
    expect(html).toMatch(/href="\/travel-info\/guide"[^>]*>Download Travel Guide</);
  });
});

describe("wizard steps without JavaScript", () => {
  it("keeps every value through Next and Previous, up to the review", async () => {
    const jar = await buildPlan({
      accommodation: { hotelType: "apartment", specialRequirements: ["Quiet environment", "Room service"] },
      prefs: {
        ...preferences,
        budgetMin: "5000",
        budgetMax: "20000",
        currency: "EUR",
        companionCount: "5",
        travelInsuranceNeeded: "on",
        sightseeing: "on",
        culturalInterests: ["museums", "local-cuisine"],
        additionalNotes: "Vegetarian meals, please.",
      },
    });

    // Previous from the review goes back to step 4 with everything still chosen.
    const back = await postStep(5, {}, jar, "previous");
    expect(back.headers.get("Location")).toBe("/plan?step=4#trip-planner");
    const step4 = await page("/plan?step=4", jar);
    expect(step4).toMatch(/<option value="EUR" selected="">/);
    expect(step4).toMatch(/<option value="5" selected="">5\+</);
    expect(step4).toMatch(/name="budgetMin"[^>]*value="5000"/);
    expect(step4).toMatch(/name="travelInsuranceNeeded"[^>]*checked=""/);
    expect(step4).toMatch(/<input(?=[^>]*value="museums")(?=[^>]*checked="")[^>]*>/);
    expect(step4).toContain("Vegetarian meals, please.</textarea>");
    const step1 = await page("/plan?step=1", jar);
    expect(step1).toMatch(/<input(?=[^>]*value="cardiac-surgery")(?=[^>]*checked="")[^>]*>/);
    expect(text(step1)).toContain("Recovery timeline: 14 days");

    const review = text(await page("/plan?step=5", jar));
    expect(review).toContain("Step 5 of 5");
    expect(review).toContain("Treatment Cardiac Surgery Recovery timeline 14 days");
    expect(review).toContain(`Arrival Date ${fmt(inDays(30))}`);
    expect(review).toContain("Total duration 14 days");
    expect(review).toContain("Accommodation Type Serviced Apartment");
    expect(review).toContain("Special Requirements Quiet environment, Room service");
    expect(review).toContain("Budget €5,000 – €20,000");
    expect(review).toContain("Companions 5+");
    expect(review).toContain("Transportation Airport transfer, Daily transport to the hospital, Sightseeing tours");
    expect(review).toContain("Cultural Interests Museums, Local Cuisine");
    // Budget guide: bypass surgery's own trip, not shares of the budget: $14,000 - $16,500 plus 5-10 hospital
    // nights at $400; 9-11 hotel nights at the shown hotels' cheapest and dearest night ($95-$200; the closed one's
    // $90 is not counted); transfers $200-$400 and two or three weeks of concierge.
    expect(review).toContain("Treatment and hospital stay $16,000 - $20,500");
    expect(review).toContain("Accommodation $855 - $2,200");
    expect(review).toContain("Return flight (economy) $400 - $1,200");
    expect(review).toContain("Transfers and concierge $700 - $1,600");
    expect(review).not.toContain("(60%)");
    const html = await page("/plan?step=5", jar);
    expect(html).toMatch(/<button[^>]*value="next"[^>]*disabled=""[^>]*>Submit Plan</);
    // Logged out: the submit button is disabled and the hint leads to sign-in and back here.
    expect(html).toMatch(/<button[^>]*value="submit"[^>]*disabled=""[^>]*>Submit My Trip Plan</);
    expect(html).toContain('href="/auth?redirectTo=%2Fplan%3Fstep%3D5"');
  });

  it("saves unticked checkboxes as unticked", async () => {
    const jar = await buildPlan({
      accommodation: { hotelType: "hotel" },
      prefs: { ...preferences, airportTransfer: [], dailyTransport: [] },
    });
    const review = text(await page("/plan?step=5", jar));
    expect(review).toContain("Close to the hospital No");
    expect(review).toContain("Transportation None");
  });

  it("lists active accommodation options nearest first, filtered by the saved hotel type", async () => {
    let jar = await buildPlan();
    let body = text(await page("/plan?step=3", jar));
    expect(body.indexOf("Near Medical Hotel")).toBeLessThan(body.indexOf("Far Medical Hotel"));
    expect(body).not.toContain("Closed Medical Hotel");
    expect(body).not.toContain("City Apartment");
    expect(body).toContain("Pool Spa Gym +2 more");
    expect(body).toContain("On-site nurse Medication fridge");
    expect(body).not.toContain("Wheelchair rooms");
    expect(body).toContain("Wi-Fi Restaurant Nurse on call");

    // "Show Matching Options" saves the type and stays on the step.
    const stay = await postStep(3, { hotelType: "apartment" }, jar, "stay");
    expect(stay.headers.get("Location")).toBe("/plan?step=3#trip-planner");
    jar = cookiesFrom(stay, jar);
    body = text(await page("/plan?step=3", jar));
    expect(body).toContain("City Apartment");
    expect(body).not.toContain("Near Medical Hotel");

    const resort = cookiesFrom(await postStep(3, { hotelType: "resort" }, jar, "stay"), jar);
    expect(text(await page("/plan?step=3", resort))).toContain(
      "No accommodation options are available for this type yet.",
    );
  });
});

const fmt = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString("en-US", {
    timeZone: "UTC",
    year: "numeric",
    month: "long",
    day: "numeric",
  });

/** Posts one step and expects a refusal in place with the message next to the field and nothing saved. */
async function expectRefused(step: number, fields: Fields, message: string, cookie = "") {
  const response = await postStep(step, fields, cookie);
  expect(response.status).toBe(400);
  expect(response.headers.getSetCookie().some((c) => c.startsWith("nilecare-trip-plan="))).toBe(false);
  const body = text(await response.text());
  expect(body).toContain(message);
  return body;
}

async function expectAccepted(step: number, fields: Fields, cookie = "") {
  const response = await postStep(step, fields, cookie);
  expect(response.status).toBe(302);
  return cookiesFrom(response, cookie);
}

describe("date rules", () => {
  it("refuses an arrival 13 days ahead and accepts 14", async () => {
    const body = await expectRefused(
      2,
      { startDate: inDays(13), endDate: "" },
      `Arrival date must be on or after ${fmt(inDays(14))} (14 days from today).`,
    );
    expect(body).toContain("Please check the following:");
    await expectAccepted(2, { startDate: inDays(14), endDate: "" });
  });

  it("keeps the refused dates in the form", async () => {
    const response = await postStep(2, { startDate: inDays(13), endDate: inDays(40) });
    const html = await response.text();
    expect(html).toContain(`value="${inDays(13)}"`);
    expect(html).toContain(`value="${inDays(40)}"`);
    expect(html).toMatch(/id="startDate"[^>]*aria-invalid="true"/);
  });

  it("needs the departure at least the treatment's recovery days after arrival", async () => {
    const jar = await expectAccepted(1, { treatmentType: "neurosurgery" });
    await expectRefused(
      2,
      { startDate: inDays(20), endDate: inDays(40) },
      `Departure date must be on or after ${fmt(inDays(41))} (your arrival plus 21 days of recovery).`,
      jar,
    );
    await expectAccepted(2, { startDate: inDays(20), endDate: inDays(41) }, jar);
  });

  it("uses 7 days of recovery when no treatment is chosen", async () => {
    await expectRefused(
      2,
      { startDate: inDays(20), endDate: inDays(26) },
      `on or after ${fmt(inDays(27))} (your arrival plus 7 days of recovery)`,
    );
    await expectAccepted(2, { startDate: inDays(20), endDate: inDays(27) });
  });

  it("needs a departure at least 14 days ahead when there is no arrival", async () => {
    await expectRefused(
      2,
      { startDate: "", endDate: inDays(13) },
      `Departure date must be on or after ${fmt(inDays(14))} (14 days from today).`,
    );
    await expectAccepted(2, { startDate: "", endDate: inDays(14) });
  });

  it("refuses dates that do not exist", async () => {
    await expectRefused(2, { startDate: "2031-02-30", endDate: "" }, "Please enter a valid date.");
    await expectRefused(2, { startDate: "", endDate: "next week" }, "Please enter a valid date.");
  });

  it("checks the dates again at submission, after a change of treatment", async () => {
    const { userId, cookie } = await createSignedInUser();
    let jar = await buildPlan({
      cookie,
      treatmentType: "eye-surgery",
      dates: { startDate: inDays(30), endDate: inDays(33) },
    });
    jar = cookiesFrom(await postStep(1, { treatmentType: "cardiac-surgery" }, jar), jar);
    const response = await post("/plan?step=5", { step: "5", intent: "submit" }, jar);
    expect(response.status).toBe(400);
    expect(text(await response.text())).toContain(
      `on or after ${fmt(inDays(44))} (your arrival plus 14 days of recovery). Go to Travel Dates`,
    );
    expect(await storedPlans(userId)).toHaveLength(0);
  });
});

describe("budget and preference rules", () => {
  const budget = (budgetMin: string, budgetMax: string) => ({ ...preferences, budgetMin, budgetMax });
  const budgetMessage = "Budget must be between $1,000 and $50,000 in steps of $500.";

  it("accepts the bounds 1,000 and 50,000", async () => {
    await expectAccepted(4, budget("1000", "50000"));
    await expectAccepted(4, budget("1000", "1000"));
  });

  it("refuses amounts outside 1,000 to 50,000 or off the 500 step", async () => {
    await expectRefused(4, budget("500", "15000"), budgetMessage);
    await expectRefused(4, budget("3000", "50500"), budgetMessage);
    await expectRefused(4, budget("1250", "15000"), budgetMessage);
    await expectRefused(4, budget("-1000", "15000"), budgetMessage);
    await expectRefused(4, budget("", "15000"), budgetMessage);
  });

  it("refuses a minimum above the maximum", async () => {
    await expectRefused(4, budget("20000", "10000"), "The minimum budget cannot be more than the maximum.");
  });

  it("accepts 0 to 5 companions and nothing else", async () => {
    await expectAccepted(4, { ...preferences, companionCount: "0" });
    await expectAccepted(4, { ...preferences, companionCount: "5" });
    await expectRefused(4, { ...preferences, companionCount: "-1" }, "Please choose between 0 and 5+ companions.");
    await expectRefused(4, { ...preferences, companionCount: "6" }, "Please choose between 0 and 5+ companions.");
  });

  it("bounds the note at 500 characters, counting a line break as one", async () => {
    await expectRefused(
      4,
      { ...preferences, additionalNotes: "x".repeat(501) },
      "Additional notes can be at most 500 characters long.",
    );
    // A body far past any browser's form is refused on the stream, before it is parsed.
    const huge = await postStep(4, { ...preferences, additionalNotes: "x".repeat(200_000) });
    expect(huge.status).toBe(413);
    expect(huge.headers.getSetCookie().some((c) => c.startsWith("nilecare-trip-plan="))).toBe(false);
    expect(text(await huge.text())).toContain("The form is too large.");
    const jar = await expectAccepted(4, {
      ...preferences,
      additionalNotes: `${"x".repeat(249)}\r\n${"y".repeat(250)}`,
    });
    expect(await page("/plan?step=4", jar)).toContain(`${"x".repeat(249)}\n${"y".repeat(250)}</textarea>`);
  });
});

describe("tampered values", () => {
  it("refuses an unknown treatment", async () => {
    await expectRefused(1, { treatmentType: "heart-transplant" }, "Please choose one of the listed treatments.");
  });

  it("refuses an unknown hotel type or special requirement", async () => {
    await expectRefused(3, { hotelType: "castle" }, "Please choose one of the listed accommodation types.");
    await expectRefused(
      3,
      { hotelType: "hotel", specialRequirements: ["Helipad"] },
      "Please choose from the listed special requirements.",
    );
  });

  it("refuses an unknown currency or cultural interest", async () => {
    await expectRefused(4, { ...preferences, currency: "BTC" }, "Please choose one of the listed currencies.");
    await expectRefused(
      4,
      { ...preferences, culturalInterests: ["nightclubs"] },
      "Please choose from the listed cultural interests.",
    );
  });

  it("keeps the saved plan when a tampered step is refused", async () => {
    const jar = await buildPlan();
    await expectRefused(1, { treatmentType: "x" }, "Please choose one of the listed treatments.", jar);
    expect(text(await page("/plan?step=5", jar))).toContain("Treatment Cardiac Surgery");
  });

  it("treats an unknown step as step 1", async () => {
    const response = await post("/plan", { step: "99", intent: "next", treatmentType: "fertility" });
    expect(response.headers.get("Location")).toBe("/plan?step=2#trip-planner");
  });
});

describe("submission", () => {
  it("stores nothing for a visitor who is not signed in, and keeps the plan", async () => {
    const jar = await buildPlan();
    const before = await countPlans();
    const response = await post("/plan?step=5", { step: "5", intent: "submit" }, jar);
    expect(response.status).toBe(200);
    expect(response.headers.getSetCookie().some((c) => c.startsWith("nilecare-trip-plan="))).toBe(false);
    const body = text(await response.text());
    expect(body).toContain("Authentication Required");
    expect(body).toContain("Please log in to submit your trip plan");
    expect(await countPlans()).toBe(before);
  });

  it("returns to the review with the plan intact after signing in", async () => {
    const jar = await buildPlan({ treatmentType: "dental-care" });
    const html = await page("/plan?step=5", jar);
    expect(html).toContain('href="/auth?redirectTo=%2Fplan%3Fstep%3D5"');
    // Signing in adds the session cookie next to the plan's cookie.
    const { userId, cookie } = await createSignedInUser();
    const signedIn = `${jar}; ${cookie}`;
    const review = await page("/plan?step=5", signedIn);
    expect(text(review)).toContain("Treatment Dental Treatment");
    expect(review).not.toContain("Log in</a>");
    expect(review).toMatch(/<button[^>]*value="submit"(?![^>]*disabled)[^>]*>Submit My Trip Plan</);
    const response = await post("/plan?step=5", { step: "5", intent: "submit" }, signedIn);
    expect(response.status).toBe(302);
    expect(await storedPlans(userId)).toHaveLength(1);
  });

  it("stores the plan as the catalogue spec's entities describe it and clears the draft", async () => {
    const { userId, cookie } = await createSignedInUser();
    const jar = await buildPlan({
      cookie,
      treatmentType: "orthopedic-surgery",
      dates: { startDate: inDays(20), endDate: inDays(40), flexible: "on" },
      accommodation: { hotelType: "resort", specialRequirements: ["Ground floor access", "Air conditioning"] },
      prefs: {
        ...preferences,
        budgetMin: "4000",
        budgetMax: "22500",
        currency: "GBP",
        companionCount: "2",
        visaAssistanceNeeded: "on",
        airportTransfer: [],
        sightseeing: "on",
        culturalInterests: ["historical-sites", "photography"],
        additionalNotes: "  I use a wheelchair at night.  ",
      },
    });
    const response = await post("/plan?step=5", { step: "5", intent: "submit" }, jar);
    expect(response.status).toBe(302);
    const [row] = await storedPlans(userId);
    expect(response.headers.get("Location")).toBe(`/plan/submitted/${row!.id}`);
    expect(response.headers.getSetCookie().find((c) => c.startsWith("nilecare-trip-plan="))).toMatch(/Max-Age=0/i);

    // The confirmation page names the plan and says what happens next.
    const landing = text(await page(`/plan/submitted/${row!.id}`, cookiesFrom(response, jar)));
    expect(landing).toContain("Trip Plan Submitted!");
    expect(landing).toContain("Your Orthopedic Surgery trip plan is with our coordinators");
    expect(landing).toContain("What happens next");
    expect(landing).toContain("A coordinator reviews your plan");
    // The plan's case's reference, the one the console shows (decision 0153).
    const caseId = (await env.DB.prepare("SELECT id FROM cases WHERE trip_plan_id = ?").bind(row!.id).first<string>("id"))!;
    expect(landing).toContain(`reference ${caseReference(caseId)}`);
    // Nobody else can open it.
    const stranger = await createSignedInUser();
    expect((await request(`/plan/submitted/${row!.id}`, { headers: { Cookie: stranger.cookie } })).status).toBe(404);

    expect(row).toMatchObject({
      user_id: userId,
      treatment_type: "orthopedic-surgery",
      companion_count: 2,
      travel_insurance_needed: 0,
      visa_assistance_needed: 1,
      recovery_timeline: 15,
      total_estimated_cost: 22500,
      status: "submitted",
    });
    expect(JSON.parse(row!.preferred_travel_dates as string)).toEqual({
      startDate: inDays(20),
      endDate: inDays(40),
      flexible: true,
    });
    expect(JSON.parse(row!.accommodation_preferences as string)).toEqual({
      hotelType: "resort",
      proximityToHospital: false,
      specialRequirements: ["Ground floor access", "Air conditioning"],
    });
    expect(JSON.parse(row!.budget_range as string)).toEqual({ min: 4000, max: 22500, currency: "GBP" });
    expect(JSON.parse(row!.special_requirements as string)).toEqual([
      "Ground floor access",
      "Air conditioning",
      "I use a wheelchair at night.",
    ]);
    expect(JSON.parse(row!.cultural_interests as string)).toEqual(["historical-sites", "photography"]);
    expect(JSON.parse(row!.transportation_preferences as string)).toEqual({
      airportTransfer: false,
      dailyTransport: true,
      sightseeing: true,
    });
  });

  it("drops an empty note from the special requirements", async () => {
    const { userId, cookie } = await createSignedInUser();
    const jar = await buildPlan({
      cookie,
      accommodation: { hotelType: "hotel" },
      prefs: { ...preferences, additionalNotes: "   " },
    });
    await post("/plan?step=5", { step: "5", intent: "submit" }, jar);
    const [row] = await storedPlans(userId);
    expect(JSON.parse(row!.special_requirements as string)).toEqual([]);
  });

  it("stores a plan posted twice only once", async () => {
    const { userId, cookie } = await createSignedInUser();
    const jar = await buildPlan({ cookie });
    const [first, second] = await Promise.all([
      post("/plan?step=5", { step: "5", intent: "submit" }, jar),
      post("/plan?step=5", { step: "5", intent: "submit" }, jar),
    ]);
    expect([first.status, second.status]).toEqual([302, 302]);
    expect(await storedPlans(userId)).toHaveLength(1);
  });

  it("refuses a plan without a treatment or a budget and stores nothing", async () => {
    const { userId, cookie } = await createSignedInUser();
    const response = await post("/plan?step=5", { step: "5", intent: "submit" }, cookie);
    expect(response.status).toBe(400);
    const body = text(await response.text());
    expect(body).toContain("Please choose a treatment before you submit your plan. Go to Treatment Selection");
    expect(body).toContain("Please set your budget range before you submit your plan. Go to Budget & Preferences");
    expect(await storedPlans(userId)).toHaveLength(0);
  });

  it("shows 'Submission Failed' when the plan cannot be stored, and keeps the draft", async () => {
    const { cookie } = await createSignedInUser();
    const jar = await buildPlan({ cookie });
    await env.DB.exec("ALTER TABLE trip_plans RENAME TO trip_plans_away");
    try {
      const response = await post("/plan?step=5", { step: "5", intent: "submit" }, jar);
      expect(response.status).toBe(200);
      expect(response.headers.getSetCookie().some((c) => c.startsWith("nilecare-trip-plan="))).toBe(false);
      const body = text(await response.text());
      expect(body).toContain("Submission Failed");
      expect(body).toContain("There was an error submitting your plan. Please try again.");
    } finally {
      await env.DB.exec("ALTER TABLE trip_plans_away RENAME TO trip_plans");
    }
  });
});

describe("the draft cookie", () => {
  it("stays within a browser's 4 KB cookie limit for the largest plan", async () => {
    const jar = await buildPlan({
      accommodation: {
        hotelType: "medical_hotel",
        proximityToHospital: "on",
        specialRequirements: [
          "Ground floor access",
          "Wheelchair accessibility",
          "Medical equipment storage",
          "Refrigerator for medications",
          "Quiet environment",
          "Air conditioning",
          "Private bathroom",
          "Balcony or terrace",
          "Room service",
          "Laundry facilities",
        ],
      },
    });
    const response = await postStep(
      4,
      {
        ...preferences,
        travelInsuranceNeeded: "on",
        visaAssistanceNeeded: "on",
        sightseeing: "on",
        culturalInterests: ["historical-sites", "museums", "local-cuisine", "wellness-spa", "shopping", "photography"],
        // Three UTF-8 bytes each, the worst a 500-character note can be.
        additionalNotes: "漢".repeat(500),
      },
      jar,
    );
    expect(response.status).toBe(302);
    const setCookie = response.headers.getSetCookie().find((c) => c.startsWith("nilecare-trip-plan="))!;
    expect(setCookie.split(";")[0]!.length).toBeLessThan(4096);
    expect(text(await page("/plan?step=5", cookiesFrom(response, jar)))).toContain("漢".repeat(500));
  });

  it("is ignored when it was not signed by the server", async () => {
    const forged = `nilecare-trip-plan=${encodeURIComponent(btoa(JSON.stringify({ planId: crypto.randomUUID(), draft: { treatmentType: "fertility" } })))}`;
    expect(text(await page("/plan?step=5", forged))).toContain("Treatment Not set");
  });
});

describe("trip plans of a user", () => {
  it("lists only the user's own plans, newest first", async () => {
    const alice = await createSignedInUser();
    const bob = await createSignedInUser();
    for (const [user, treatmentType] of [
      [alice, "eye-surgery"],
      [bob, "fertility"],
      [alice, "dental-care"],
    ] as const) {
      const jar = await buildPlan({ cookie: user.cookie, treatmentType });
      expect((await post("/plan?step=5", { step: "5", intent: "submit" }, jar)).status).toBe(302);
    }
    const alicePlans = await getTripPlansForUser(alice.userId);
    expect(alicePlans.map((p) => p.treatmentName)).toEqual(["Dental Treatment", "Eye Surgery"]);
    expect(alicePlans[0]).toMatchObject({
      status: "submitted",
      startDate: inDays(30),
      endDate: inDays(44),
      budgetMax: 15000,
    });
    const bobPlans = await getTripPlansForUser(bob.userId);
    expect(bobPlans.map((p) => p.treatmentName)).toEqual(["Fertility Treatment"]);
  });

  it("shows the plans with status, treatment and dates in the dashboard section", async () => {
    const { userId, cookie } = await createSignedInUser();
    const jar = await buildPlan({
      cookie,
      treatmentType: "neurosurgery",
      dates: { startDate: inDays(20), endDate: inDays(45), flexible: "on" },
    });
    const stranger = await createSignedInUser();
    expect(text(dashboardPlans(await page("/dashboard", stranger.cookie)))).toContain(
      "You have not submitted a trip plan yet.",
    );
    await post("/plan?step=5", { step: "5", intent: "submit" }, jar);
    expect(await getTripPlansForUser(userId)).toHaveLength(1);
    const section = text(dashboardPlans(await page("/dashboard", cookie)));
    expect(section).toContain("Your Trip Plans Neurosurgery Submitted");
    expect(section).toContain(`Travel dates ${fmt(inDays(20))} – ${fmt(inDays(45))} (flexible ± 7 days)`);
    expect(section).toContain("Budget $3,000 – $15,000");
  });
});

describe.each(eachLocale)("a plan sent from the planner in $locale without JavaScript", ({ locale, t, at, htmlTag }) => {
  const steps: PlanFields[] = [
    { treatmentType: "cardiac-surgery" },
    { startDate: inDays(30), endDate: inDays(50), flexible: "on" },
    { hotelType: "medical_hotel", proximityToHospital: "on", specialRequirements: ["Quiet environment"] },
    { budgetMin: "3000", budgetMax: "15000", currency: "USD", companionCount: "1", airportTransfer: "on" },
  ];
  /** Every step's redirect stays in the planner's language. */
  async function walk(cookie: string) {
    let jar = cookie;
    for (const [index, fields] of steps.entries()) {
      const response = await postPlanForm(at(`/plan?step=${index + 1}`), { step: String(index + 1), intent: "next", ...fields }, jar);
      expect(response.status).toBe(302);
      expect(response.headers.get("Location")).toBe(at(`/plan?step=${index + 2}#trip-planner`));
      jar = cookiesFrom(response, jar);
    }
    return jar;
  }
  async function pageIn(path: string, cookie: string) {
    const response = await request(path, { headers: { Cookie: cookie } });
    expect(response.status).toBe(200);
    const html = await pageHtml(response);
    expect(html).toContain(htmlTag);
    return html;
  }

  it("stores the page's language on the plan's case, and the pages and e-mails about it follow it", async () => {
    const patient = await createSignedInUser();
    const submitted = await postPlanForm(at("/plan?step=5"), { step: "5", intent: "submit" }, await walk(patient.cookie));
    expect(submitted.status).toBe(302);
    const location = submitted.headers.get("Location")!;
    expect(location).toMatch(new RegExp(`^${at("/plan/submitted/")}[\\w-]+$`));
    const planId = location.slice(location.lastIndexOf("/") + 1);
    const planCase = (await env.DB.prepare("SELECT id, locale FROM cases WHERE trip_plan_id = ?").bind(planId).first<{ id: string; locale: string }>())!;
    expect(planCase.locale).toBe(locale);

    // The confirmation page and the dashboard speak the language.
    const landing = mainOf(await pageIn(location, cookiesFrom(submitted, patient.cookie)));
    expect(landing).toContain(t("planner.submitted.title", { treatment: treatmentName("cardiac-surgery", locale)! }));
    expect(landing).toContain(t("planner.submitted.next"));
    expect(landing).toMatch(/20\d\d – .+ 20\d\d/);
    expect(landing).toContain(t("planner.details.flexible", { dates: ANY }).split(ANY)[1]);
    const dashboard = await pageIn(at("/dashboard"), patient.cookie);
    const section = dashboard.slice(dashboard.indexOf('<section id="trip-plans"'));
    expect(section).toContain(t("planner.section.title"));
    expect(section).toContain(t("planner.status.submitted"));
    expect(section).toContain(`href="${at("/plan")}"`);

    // A coordinator's reply reaches the patient in that language, with links to its pages.
    const reply = await postPlanForm(
      `/staff/cases/${planCase.id}`,
      { intent: "message", body: "We have your plan.", _plain: "1" },
      await sessionCookie("dev-staff-coordinator"),
    );
    expect(reply.status).toBe(302);
    const mail = await waitForMail(patient.email, "case-reply");
    expect(mail.html).toContain(`${htmlTag}>`);
    expect(mail.text).toContain(`${env.SITE_URL}${at(`/requests/${planCase.id}`)}`);
  });
});
