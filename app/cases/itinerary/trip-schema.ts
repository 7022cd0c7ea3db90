import { parsePhoneNumberFromString } from "libphonenumber-js/min";
import { z } from "zod";
import { day } from "~/cases/journey-schema";
import { multiLineText, optional, singleLineText } from "~/forms/field-rules";
import { tripMoments, type TripMoment } from "./itinerary-rules";
import { momentLabels } from "./trip-labels";

const clock = (label: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((value) => value || null)
    .refine((value) => value === null || /^([01]\d|2[0-3]):[0-5]\d$/.test(value), `${label}: enter a time as HH:MM`);

const text = (label: string, max: number) => optional(singleLineText({ label, max }));

const momentFields = Object.fromEntries(
  tripMoments.flatMap((m) => [
    [`${m}Date`, day(`${momentLabels[m]} date`)],
    [`${m}Time`, clock(`${momentLabels[m]} time`)],
  ]),
) as Record<`${TripMoment}${"Date" | "Time"}`, ReturnType<typeof day>>;

/** The driver's phone: a number the patient can dial, written from Egypt (010…) or internationally. */
const driverPhone = optional(singleLineText({ label: "Driver's phone", max: 40 })).refine(
  (value) => value === null || Boolean(parsePhoneNumberFromString(value, "EG")?.isValid()),
  "Driver's phone: enter a number the patient can call, e.g. 010 1234 5678 or +20 10 1234 5678",
);

/** The trip form of the staff case page (intent "trip"): every field optional, a cleared field clears its fact. */
export const tripSchema = z
  .object({
    intent: z.literal("trip"),
    ...momentFields,
    hospital: text("Facility", 200),
    doctor: text("Doctor", 200),
    hotel: text("Hotel", 200),
    hotelFrom: day("Hotel check-in"),
    hotelTo: day("Hotel check-out"),
    arrivalFlight: text("Arrival flight", 40),
    meetBy: text("Who meets the patient", 200),
    car: text("Car", 120),
    driverName: text("Driver's name", 100),
    driverPhone,
    companions: optional(multiLineText({ label: "Companions", max: 1000 })).transform((value) =>
      (value ?? "")
        .split("\n")
        .map((line) => line.trim())
        .filter(Boolean),
    ),
    passportName: text("Name in the passport", 100),
    passportNumber: text("Passport number", 20),
  })
  .superRefine((v, context) => {
    for (const m of tripMoments) {
      const date = v[`${m}Date`];
      const time = v[`${m}Time`];
      if ((date === null) !== (time === null)) {
        context.addIssue({ code: "custom", path: [date === null ? `${m}Date` : `${m}Time`], message: `${momentLabels[m]}: give both the date and the time (Cairo), or neither` });
      }
    }
    const at = (m: TripMoment) => (v[`${m}Date`] && v[`${m}Time`] ? `${v[`${m}Date`]}T${v[`${m}Time`]}` : null);
    const order = (first: TripMoment, then: TripMoment, message: string, strictly = false) => {
      const a = at(first);
      const b = at(then);
      if (a && b && (strictly ? b <= a : b < a)) context.addIssue({ code: "custom", path: [`${then}Date`], message });
    };
    order("admission", "discharge", "Discharge cannot come before admission");
    order("arrival", "flightHome", "The flight home must leave after the arrival", true);
    order("admission", "procedure", "The procedure cannot come before admission");
    if (v.hotelFrom && v.hotelTo && v.hotelTo < v.hotelFrom) {
      context.addIssue({ code: "custom", path: ["hotelTo"], message: "The hotel check-out cannot come before the check-in" });
    }
  });

export type TripInput = z.output<typeof tripSchema>;
