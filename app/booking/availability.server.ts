import { parseWithZod } from "@conform-to/zod/v4";
import { and, asc, eq, gte } from "drizzle-orm";
import { data } from "react-router";
import { db } from "~/db/client.server";
import { availabilityExceptions, consultationHours } from "~/db/schema";
import { formConstraint } from "~/forms/constraint";
import { requireStaff } from "~/staff/permissions.server";
import { redirectWithToast } from "~/toast/toast.server";
import { exceptionSchema, weeklyHoursSchema } from "./availability-forms";
import { CLINIC_ZONE, minuteLabel, wallClock } from "./time";
import { readFormBody } from "~/forms/request-body.server";

export const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

const overlaps = (a: { startMinute: number; endMinute: number }, b: { startMinute: number; endMinute: number }) =>
  a.startMinute < b.endMinute && b.startMinute < a.endMinute;

/** The signed-in staff member's own hours and upcoming exceptions, in Cairo time. */
export async function loadAvailability(request: Request) {
  const staff = await requireStaff(request);
  const today = wallClock(Date.now(), CLINIC_ZONE).date;
  const [hours, exceptions] = await Promise.all([
    db
      .select()
      .from(consultationHours)
      .where(eq(consultationHours.coordinatorId, staff.id))
      .orderBy(asc(consultationHours.weekday), asc(consultationHours.startMinute)),
    db
      .select()
      .from(availabilityExceptions)
      .where(and(eq(availabilityExceptions.coordinatorId, staff.id), gte(availabilityExceptions.date, today)))
      .orderBy(asc(availabilityExceptions.date), asc(availabilityExceptions.startMinute)),
  ]);
  return {
    staffName: staff.displayName,
    today,
    week: weekdayNames.map((name, weekday) => ({
      weekday,
      name,
      windows: hours
        .filter((h) => h.weekday === weekday)
        .map((h) => ({ id: h.id, label: `${minuteLabel(h.startMinute)}–${minuteLabel(h.endMinute)}` })),
    })),
    exceptions: exceptions.map((e) => ({
      id: e.id,
      date: e.date,
      label:
        e.kind === "day_off" ? "Day off" : `Extra hours ${minuteLabel(e.startMinute!)}–${minuteLabel(e.endMinute!)}`,
    })),
    constraints: { hours: formConstraint(weeklyHoursSchema), exception: formConstraint(exceptionSchema) },
  };
}

const saved = (request: Request, title: string) =>
  redirectWithToast(request, "/staff/availability", { title, description: "Patients see the change at once." });

/** Adds or removes hours and exceptions of the signed-in staff member only. */
export async function changeAvailability(request: Request) {
  const staff = await requireStaff(request);
  const form = await readFormBody(request);
  const intent = form.get("intent");
  if (intent === "add-hours") {
    const submission = parseWithZod(form, { schema: weeklyHoursSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    const { weekday, startMinute, endMinute } = submission.value;
    const sameDay = await db
      .select()
      .from(consultationHours)
      .where(and(eq(consultationHours.coordinatorId, staff.id), eq(consultationHours.weekday, weekday)));
    const clash = sameDay.find((h) => overlaps(h, submission.value));
    if (clash) {
      return data(
        {
          intent,
          result: submission.reply({
            fieldErrors: {
              startMinute: [
                `Overlaps your hours ${minuteLabel(clash.startMinute)}–${minuteLabel(clash.endMinute)} that day`,
              ],
            },
          }),
        },
        { status: 400 },
      );
    }
    await db.insert(consultationHours).values({ coordinatorId: staff.id, weekday, startMinute, endMinute });
    return saved(request, "Hours added");
  }
  if (intent === "add-exception") {
    const submission = parseWithZod(form, { schema: exceptionSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    const value = submission.value;
    if (value.date < wallClock(Date.now(), CLINIC_ZONE).date) {
      return data(
        { intent, result: submission.reply({ fieldErrors: { date: ["Choose today or a later date"] } }) },
        { status: 400 },
      );
    }
    await db.insert(availabilityExceptions).values({
      coordinatorId: staff.id,
      date: value.date,
      kind: value.kind,
      startMinute: value.kind === "extra" ? value.startMinute! : null,
      endMinute: value.kind === "extra" ? value.endMinute! : null,
    });
    return saved(request, value.kind === "day_off" ? "Day off added" : "Extra hours added");
  }
  const id = String(form.get("id") ?? "").slice(0, 64);
  if (intent === "remove-hours") {
    await db
      .delete(consultationHours)
      .where(and(eq(consultationHours.id, id), eq(consultationHours.coordinatorId, staff.id)));
    return saved(request, "Hours removed");
  }
  if (intent === "remove-exception") {
    await db
      .delete(availabilityExceptions)
      .where(and(eq(availabilityExceptions.id, id), eq(availabilityExceptions.coordinatorId, staff.id)));
    return saved(request, "Exception removed");
  }
  return data({ intent: null, result: undefined }, { status: 400 });
}
