import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, useActionData, useNavigation } from "react-router";
import { alertDeliveries, choosableAlertEvents, DIGEST_MINUTE } from "~/domain/staff-alerts";
import { readFormBody } from "~/forms/request-body.server";
import { minuteLabel } from "~/i18n/time";
import { alertDeliveryLabels, staffAlertLabels } from "~/cases/console/alert-labels";
import { alertSettingsSchema } from "~/cases/console/alert-settings-schema";
import { requireStaff } from "~/staff/permissions.server";
import { alertSettingsOf, saveAlertSettings } from "~/cases/console/staff-alerts.server";
import * as styles from "~/staff/staff.css";
import { respond } from "~/forms/outcome.server";
import { ErrorList, RadioGroup, SubmitButton } from "~/ui/forms";
import type { Route } from "./+types/staff.notifications";

export async function loader({ context }: Route.LoaderArgs) {
  const staff = requireStaff(context);
  return { settings: await alertSettingsOf(staff.id) };
}

/** Each staff member chooses how the console's e-mails reach them (decision 0158); a plain post. */
export async function action({ request, context }: Route.ActionArgs) {
  const staff = requireStaff(context);
  const submission = parseWithZod(await readFormBody(request), { schema: alertSettingsSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  await saveAlertSettings(staff.id, submission.value);
  return respond({ request, context }, { status: "redirect", to: "/staff/notifications", toast: { title: "Your e-mail choices are saved." } });
}

export function meta() {
  return [{ title: "Your e-mails | Staff console" }, { name: "robots", content: "noindex, nofollow" }];
}

const options = alertDeliveries.map((delivery) => ({
  value: delivery,
  label: delivery === "digest" ? `${alertDeliveryLabels.digest} (${minuteLabel(DIGEST_MINUTE)} Cairo time)` : alertDeliveryLabels[delivery],
}));

export default function StaffNotifications({ loaderData }: Route.ComponentProps) {
  const answer = useActionData<typeof action>()?.result;
  const navigation = useNavigation();
  const typed = answer?.initialValue as Record<string, unknown> | undefined;
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>Your e-mails</h1>
      <p className={styles.summary}>
        How each of the console's e-mails reaches you: at once, gathered into one e-mail every morning at{" "}
        {minuteLabel(DIGEST_MINUTE)} Cairo time, or not at all. The case list shows everything either way, and a case
        nobody has taken goes to the team inbox, whatever anyone chose.
      </p>
      <Form method="post" className={styles.panel}>
        <ErrorList id="notification-errors" errors={answer?.error?.[""] ?? undefined} role="alert" />
        {choosableAlertEvents.map((event) => (
          <RadioGroup
            key={event}
            id={`alert-${event}`}
            name={event}
            legend={staffAlertLabels[event]}
            options={options}
            errors={answer?.error?.[event] ?? undefined}
            defaultValue={typeof typed?.[event] === "string" ? typed[event] : loaderData.settings[event]}
          />
        ))}
        <div>
          <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Saving...">
            Save my choices
          </SubmitButton>
        </div>
      </Form>
    </div>
  );
}
