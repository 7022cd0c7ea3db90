import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useActionData, useNavigation } from "react-router";
import { readFormBody } from "~/forms/request-body.server";
import { minuteLabel } from "~/i18n/time";
import { requireRole } from "~/staff/permissions.server";
import { saveTeamHours } from "~/cases/console/team-hours-changes.server";
import { movedDueTimes } from "~/cases/console/team-hours-words";
import { loadTeamHours } from "~/staff/team-hours.server";
import { teamHoursSchema, weekdayRows } from "~/staff/team-hours-schema";
import * as styles from "~/staff/staff.css";
import { respond } from "~/forms/outcome.server";
import { CheckboxField, ErrorList, Field, SubmitButton } from "~/ui/forms";
import type { Route } from "./+types/staff.admin.hours";

export async function loader({ context }: Route.LoaderArgs) {
  requireRole(context, "admin");
  return { week: (await loadTeamHours()).week };
}

/** Admins set the team's working hours; a plain post, answered the same with and without JavaScript. */
export async function action({ request, context }: Route.ActionArgs) {
  const admin = requireRole(context, "admin");
  const submission = parseWithZod(await readFormBody(request), { schema: teamHoursSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  const { moved } = await saveTeamHours(admin, submission.value);
  return respond({ request, context }, { status: "redirect", to: "/staff/admin/hours", toast: {
    title: "Working hours saved. The site states them and the reply clock counts them.",
    description: movedDueTimes(moved),
  } });
}

export function meta() {
  return [{ title: "Working hours | Staff console" }, { name: "robots", content: "noindex, nofollow" }];
}

export default function TeamHours({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>()?.result;
  const navigation = useNavigation();
  const errors = answer?.error ?? {};
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>Working hours</h1>
      <p className={styles.summary}>
        The team's hours in Cairo time (daylight saving follows Cairo's clock): the hours the contact page, the footer and
        the search engines' listing state, and the hours "within 2 hours" on the contact form counts (a message at night is
        due 2 working hours after opening). Saving moves the due times of open contact cases to the new hours. Plans and
        intakes ("within 24 hours") run around the clock. Public holidays and Ramadan hours are{" "}
        <Link to="/staff/admin/holidays">Holidays and closures</Link>.
      </p>
      <Form method="post" className={styles.panel}>
        <ErrorList id="hours-errors" errors={answer?.error?.[""] ?? undefined} role="alert" />
        {weekdayRows.map(({ weekday, label }) => {
          const saved = loaderData.week.find((d) => d.weekday === weekday);
          const values = (answer?.initialValue?.[`d${weekday}`] ?? undefined) as Record<string, string> | undefined;
          return (
            <fieldset key={weekday} className={styles.filters}>
              <legend className={styles.sectionTitle}>{label}</legend>
              <CheckboxField
                label="Working day"
                inputProps={{
                  name: `d${weekday}.open`,
                  defaultChecked: values ? values.open === "on" : Boolean(saved),
                }}
              />
              <Field
                label="From"
                errors={errors[`d${weekday}.start`] ?? undefined}
                inputProps={{
                  name: `d${weekday}.start`,
                  type: "time",
                  defaultValue: values?.start ?? (saved ? minuteLabel(saved.startMinute) : "09:00"),
                }}
              />
              <Field
                label="To"
                errors={errors[`d${weekday}.end`] ?? undefined}
                inputProps={{
                  name: `d${weekday}.end`,
                  type: "time",
                  defaultValue: values?.end ?? (saved ? minuteLabel(saved.endMinute) : "18:00"),
                }}
              />
            </fieldset>
          );
        })}
        <div>
          <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Saving...">
            Save working hours
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}
