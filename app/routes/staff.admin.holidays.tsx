import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useActionData, useNavigation } from "react-router";
import { addClosure, removeClosure } from "~/cases/console/team-hours-changes.server";
import { movedDueTimes } from "~/cases/console/team-hours-words";
import { formConstraint } from "~/forms/constraint";
import { respond } from "~/forms/outcome.server";
import { readFormBody } from "~/forms/request-body.server";
import { getFormProps, useForm } from "~/forms/use-form";
import { formatCalendarDate } from "~/i18n/calendar-date";
import { CLINIC_ZONE, minuteLabel, wallClock } from "~/i18n/time";
import { requireRole } from "~/staff/permissions.server";
import { loadClosures } from "~/staff/team-hours.server";
import { closureSchema, MAX_CLOSURE_DAYS, removeClosureSchema } from "~/staff/team-hours-schema";
import * as styles from "~/staff/staff.css";
import { ErrorList, Field, RadioGroup, SubmitButton } from "~/ui/forms";
import type { Route } from "./+types/staff.admin.holidays";

const PAGE = "/staff/admin/holidays";

export async function loader({ context }: Route.LoaderArgs) {
  requireRole(context, "admin");
  // Past closures stay stored (the reports count promises weeks back) but the list shows what is still to come.
  const today = wallClock(Date.now(), CLINIC_ZONE).date;
  const closures = (await loadClosures()).filter((closure) => closure.lastDate >= today);
  return { closures, constraint: formConstraint(closureSchema.in) };
}

/**
 * Admins add and remove the team's closures; each change moves the due times of the open contact cases it touches, in
 * the same batch. Every post is answered the same with and without JavaScript.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireRole(context, "admin");
  const form = await readFormBody(request);
  if (form.get("intent") === "remove") {
    const submission = parseWithZod(form, { schema: removeClosureSchema });
    const { moved } = submission.status === "success" ? await removeClosure(submission.value.id) : { moved: 0 };
    return respond({ request, context }, { status: "redirect", to: PAGE, toast: { title: "Closure removed.", description: movedDueTimes(moved) } });
  }
  const submission = parseWithZod(form, { schema: closureSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { moved } = await addClosure(admin, submission.value);
  return respond(
    { request, context },
    { status: "redirect", to: PAGE, toast: { title: `"${submission.value.name}" added.`, description: movedDueTimes(moved) } },
  );
}

export function meta() {
  return [{ title: "Holidays and closures | Staff console" }, { name: "robots", content: "noindex, nofollow" }];
}

function datesOf({ firstDate, lastDate }: { firstDate: string; lastDate: string }) {
  return firstDate === lastDate ? formatCalendarDate(firstDate) : `${formatCalendarDate(firstDate)} to ${formatCalendarDate(lastDate)}`;
}

export default function Holidays({ loaderData }: Route.ComponentProps) {
  const { closures, constraint } = loaderData;
  const answer = useActionData<typeof action>();
  const navigation = useNavigation();
  const [form, fields] = useForm({ id: "closure", lastResult: answer?.result, constraint });
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>Holidays and closures</h1>
      <p className={styles.summary}>
        Dates on Cairo's calendar when the team is closed (Eid al-Fitr, Eid al-Adha, national holidays) or works shorter
        hours (Ramadan). They replace the working hours on those dates: the reply clock of "within 2 hours" skips a closed
        day and counts only the shorter hours. Adding or removing one moves the due times of open contact cases at once.
      </p>
      <section className={styles.panel} aria-labelledby="closures-list">
        <h2 id="closures-list" className={styles.panelTitle}>
          Coming closures
        </h2>
        {closures.length === 0 ? (
          <p className={styles.summary}>No closures ahead: the working hours hold every week.</p>
        ) : (
          <ul className={styles.plainList}>
            {closures.map((closure) => (
              <li key={closure.id} className={styles.note}>
                <span className={styles.sectionTitle}>{closure.name}</span>
                <p>
                  {datesOf(closure)}:{" "}
                  {closure.window ? `open ${minuteLabel(closure.window.startMinute)}–${minuteLabel(closure.window.endMinute)} (Cairo time)` : "closed all day"}
                </p>
                <Form method="post">
                  <input type="hidden" name="intent" value="remove" />
                  <input type="hidden" name="id" value={closure.id} />
                  <SubmitButton variant="outline" pending={false} pendingLabel="Removing...">
                    {`Remove "${closure.name}"`}
                  </SubmitButton>
                </Form>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section className={styles.panel} aria-labelledby="closure-add">
        <h2 id="closure-add" className={styles.panelTitle}>
          Add a closure
        </h2>
        <Form method="post" className={styles.actionForm} {...getFormProps(form)}>
          <input type="hidden" name="intent" value="add" />
          <ErrorList id={form.errorId} errors={form.errors} role="alert" />
          <Field meta={fields.name} label="Name" hint="What the team calls it, such as Eid al-Fitr or Ramadan hours." />
          <Field meta={fields.firstDate} label="First date" inputProps={{ type: "date" }} />
          <Field
            meta={fields.lastDate}
            label="Last date"
            markOptional
            hint={`Leave empty for a single day; at most ${MAX_CLOSURE_DAYS} days.`}
            inputProps={{ type: "date" }}
          />
          <RadioGroup
            meta={fields.hours}
            legend="On these dates"
            defaultValue="closed"
            options={[
              { value: "closed", label: "Closed all day" },
              { value: "shorter", label: "Open shorter hours (give them below)" },
            ]}
          />
          <Field meta={fields.start} label="From" markOptional inputProps={{ type: "time" }} />
          <Field meta={fields.end} label="To" markOptional inputProps={{ type: "time" }} />
          <div>
            <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Adding...">
              Add closure
            </SubmitButton>
          </div>
        </Form>
      </section>
    </div>
  );
}
