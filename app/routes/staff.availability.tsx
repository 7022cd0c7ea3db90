import { site } from "~content/site";
import { ExceptionForm, RemoveButton, WeeklyHoursForm } from "~/booking/availability-editor";
import * as styles from "~/booking/booking.css";
import * as staffStyles from "~/staff/staff.css";
import * as ui from "~/styles/ui.css";
import { exceptionSchema, weeklyHoursSchema } from "~/booking/availability-forms";
import { CLINIC_ZONE, minuteLabel, wallClock, formatInstant } from "~/i18n/time";
import { formatCalendarDate } from "~/i18n/calendar-date";
import {
  addException,
  addWeeklyHours,
  bookedOnDate,
  exceptionsFrom,
  hoursOnWeekday,
  removeException,
  removeWeeklyHours,
  weeklyHoursOf,
} from "~/booking/availability.server";
import { formConstraint } from "~/forms/constraint";
import { requireStaff, type StaffUser } from "~/staff/permissions.server";
import { hoursOwner, hoursPath } from "~/booking/hours-owner.server";
import { queueEmails } from "~/email/email.server";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form } from "react-router";
import { SelectField } from "~/ui/forms";
import { readFormBody } from "~/forms/request-body.server";
import { respond } from "~/forms/outcome.server";
import type { RequestArgs } from "~/utils/request-context";
import type { Route } from "./+types/staff.availability";

const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

const overlaps = (a: { startMinute: number; endMinute: number }, b: { startMinute: number; endMinute: number }) =>
  a.startMinute < b.endMinute && b.startMinute < a.endMinute;

type Owner = Awaited<ReturnType<typeof hoursOwner>>;

/** Back to the same person's hours; a colleague whose hours an admin changed is told what changed. */
async function saved(args: RequestArgs, staff: StaffUser, owner: Owner, title: string) {
  if (!owner.own) await queueEmails([{ type: "staff-hours-changed", userId: owner.id, by: staff.displayName, change: title }], { stored: `Hours of ${owner.id}` });
  return respond(args, { status: "redirect", to: hoursPath(owner), toast: { title, description: "Patients see the change at once." } });
}

/** A staff member's hours and upcoming exceptions, in Cairo time: one's own, or a colleague's for an admin. */
export async function loader({ request, context }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  const owner = await hoursOwner(staff, request);
  const today = wallClock(Date.now(), CLINIC_ZONE).date;
  const [hours, exceptions] = await Promise.all([weeklyHoursOf(owner.id), exceptionsFrom(owner.id, today)]);
  return {
    staffName: owner.name,
    ownerId: owner.id,
    own: owner.own,
    colleagues: owner.members.map((m) => ({ value: m.id, label: m.id === staff.id ? `${m.name} (me)` : m.name })),
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

/** Adds or removes hours and exceptions of the page's staff member: one's own, or a colleague's for an admin. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const owner = await hoursOwner(staff, request);
  const form = await readFormBody(request);
  const intent = form.get("intent");
  if (intent === "add-hours") {
    const submission = parseWithZod(form, { schema: weeklyHoursSchema });
    if (submission.status !== "success") return data({ intent, result: submission.reply() }, { status: 400 });
    const { weekday, startMinute, endMinute } = submission.value;
    const sameDay = await hoursOnWeekday(owner.id, weekday);
    const clash = sameDay.find((h) => overlaps(h, submission.value));
    if (clash) {
      return data(
        {
          intent,
          result: submission.reply({
            fieldErrors: {
              startMinute: [
                `Overlaps ${owner.own ? "your" : `${owner.name}'s`} hours ${minuteLabel(clash.startMinute)}–${minuteLabel(clash.endMinute)} that day`,
              ],
            },
          }),
        },
        { status: 400 },
      );
    }
    await addWeeklyHours({ coordinatorId: owner.id, weekday, startMinute, endMinute });
    return saved({ request, context }, staff, owner, `Hours added: ${weekdayNames[weekday]} ${minuteLabel(startMinute)}–${minuteLabel(endMinute)}`);
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
    const booked = value.kind === "day_off" && value.keepBookingsOn !== value.date ? await bookedOnDate(owner.id, value.date) : [];
    if (booked.length > 0) {
      const list = booked.map((b) => `${formatInstant(b.startsAt, { zone: CLINIC_ZONE, preset: "time" })} ${b.name ?? "a patient"}`).join(", ");
      const count = booked.length === 1 ? "1 consultation" : `${booked.length} consultations`;
      return data(
        {
          intent,
          result: submission.reply({
            fieldErrors: {
              date: [
                `${owner.own ? "You have" : `${owner.name} has`} ${count} booked that day (${list}, Cairo time). A day off does not cancel them: move or cancel them in the schedule, or tick below to add the day off anyway.`,
              ],
            },
          }),
          bookedOn: value.date,
        },
        { status: 409 },
      );
    }
    await addException({
      coordinatorId: owner.id,
      date: value.date,
      kind: value.kind,
      startMinute: value.kind === "extra" ? value.startMinute! : null,
      endMinute: value.kind === "extra" ? value.endMinute! : null,
    });
    const what = value.kind === "day_off" ? "Day off added" : `Extra hours added: ${minuteLabel(value.startMinute!)}–${minuteLabel(value.endMinute!)}`;
    return saved({ request, context }, staff, owner, `${what} on ${formatCalendarDate(value.date)}`);
  }
  const id = String(form.get("id") ?? "").slice(0, 64);
  if (intent === "remove-hours") {
    await removeWeeklyHours(owner.id, id);
    return saved({ request, context }, staff, owner, "Hours removed");
  }
  if (intent === "remove-exception") {
    await removeException(owner.id, id);
    return saved({ request, context }, staff, owner, "Exception removed");
  }
  return data({ intent: null, result: undefined }, { status: 400 });
}

export function meta() {
  return [{ title: `Consultation Hours | ${site.name} Staff` }, { name: "robots", content: "noindex" }];
}

export default function Availability({ loaderData, actionData }: Route.ComponentProps) {
  const { staffName, week, exceptions, constraints, today, colleagues, ownerId, own } = loaderData;
  return (
    <div className={staffStyles.page}>
      <div>
        <h1 className={staffStyles.pageTitle}>{own ? "Consultation hours" : `${staffName}'s consultation hours`}</h1>
        <p className={styles.hint}>
          {staffName}: patients can book 15-minute video calls in these hours. All times are Cairo time (Africa/Cairo);
          the site converts them for each patient, daylight saving included.
          {own ? null : ` ${staffName} is e-mailed each change you make here.`}
        </p>
      </div>
      {colleagues.length > 0 ? (
        // An admin sets a colleague's hours too: a GET form, so each person's hours are a URL, with or without JavaScript.
        <Form method="get" action="/staff/availability" className={styles.scheduleNav}>
          <SelectField label="Whose hours" options={colleagues} selectProps={{ name: "for", defaultValue: ownerId }} />
          <button type="submit" className={ui.button.outline}>
            Show
          </button>
        </Form>
      ) : null}
      <div className={styles.staffColumns}>
        <div className={ui.card}>
          <h2>Every week</h2>
          <ul className={styles.rowList}>
            {week.map((day) => (
              <li key={day.weekday} className={styles.row}>
                <strong>{day.name}</strong>
                {day.windows.length === 0 ? (
                  <span className={styles.hint}>No hours</span>
                ) : (
                  <ul className={styles.rowList}>
                    {day.windows.map((w) => (
                      <li key={w.id} className={styles.windowItem}>
                        <span>{w.label}</span>
                        <RemoveButton intent="remove-hours" id={w.id} label={`Remove ${day.name} ${w.label}`} />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
          <h3>Add hours</h3>
          <WeeklyHoursForm answer={actionData} constraint={constraints.hours} weekdays={week} />
        </div>
        <div className={ui.card}>
          <h2>Days off and extra hours</h2>
          {exceptions.length === 0 ? (
            <p className={styles.hint}>No exceptions from today on.</p>
          ) : (
            <ul className={styles.rowList}>
              {exceptions.map((e) => (
                <li key={e.id} className={styles.row}>
                  <span>
                    <strong>{formatCalendarDate(e.date)}</strong> · {e.label}
                  </span>
                  <RemoveButton intent="remove-exception" id={e.id} label={`Remove ${e.label} on ${e.date}`} />
                </li>
              ))}
            </ul>
          )}
          <h3>Add an exception</h3>
          <ExceptionForm answer={actionData} constraint={constraints.exception} today={today} />
        </div>
      </div>
    </div>
  );
}
