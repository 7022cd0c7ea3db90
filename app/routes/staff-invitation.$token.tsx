import { getFormProps, useForm } from "~/forms/use-form";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, Form, Link, useNavigation } from "react-router";
import { site } from "~content/site";
import { passwordRules } from "~/auth/password-rules";
import { formConstraint } from "~/forms/constraint";
import { readFormBody } from "~/forms/request-body.server";
import { acceptInvitation, findOpenInvitation } from "~/staff/invitations.server";
import { roleLabels } from "~/staff/roles";
import { acceptInvitationSchema } from "~/staff/staff-forms";
import * as styles from "~/staff/staff.css";
import { container } from "~/styles/ui.css";
import { respond } from "~/forms/outcome.server";
import { ErrorList, Field, SubmitButton } from "~/ui/forms";
import type { Route } from "./+types/staff-invitation.$token";

export async function loader({ params }: Route.LoaderArgs) {
  const invitation = await findOpenInvitation(params.token);
  if (!invitation) return data({ invitation: null }, { status: 404 });
  return { invitation: { email: invitation.email, role: invitation.role } };
}

export async function action({ request, context, params }: Route.ActionArgs) {
  // Anyone can post here: a link that opens nothing is answered before its body is even read.
  if (!(await findOpenInvitation(params.token))) {
    return data({ result: { status: "error" as const, error: { "": [EXPIRED] } } }, { status: 404 });
  }
  const submission = parseWithZod(await readFormBody(request), { schema: acceptInvitationSchema });
  if (submission.status !== "success") return data({ result: submission.reply({ hideFields: ["password", "confirmPassword"] }) }, { status: 400 });
  const cookie = await acceptInvitation(request, params.token, submission.value.name, submission.value.password);
  if (!cookie) return data({ result: submission.reply({ formErrors: [EXPIRED], hideFields: ["password", "confirmPassword"] }) }, { status: 404 });
  return respond({ request, context }, { status: "redirect", to: "/staff", toast: { title: "Welcome to the staff", description: "You are signed in." }, headers: { "Set-Cookie": cookie } });
}

export function meta() {
  return [{ title: `Staff invitation | ${site.name}` }, { name: "robots", content: "noindex, nofollow" }];
}

const EXPIRED = "This invitation link has expired or was already used. Ask an admin to send a new one.";
const constraint = formConstraint(acceptInvitationSchema);

export default function StaffInvitation({ loaderData, actionData }: Route.ComponentProps) {
  const navigation = useNavigation();
  const [form, fields] = useForm({
    id: "staff-invitation",
    lastResult: actionData?.result,
    constraint,
  });
  const { invitation } = loaderData;
  return (
    <div className={container}>
      <div className={styles.page}>
        <h1 className={styles.pageTitle}>Join the {site.name} staff</h1>
        {invitation ? (
          <section className={styles.panel} aria-labelledby="accept">
            <h2 id="accept" className={styles.panelTitle}>
              {`Set your password, ${invitation.email}`}
            </h2>
            <p className={styles.summary}>{`You are invited as ${roleLabels[invitation.role].toLowerCase()}. The link works once.`}</p>
            <Form method="post" className={styles.actionForm} {...getFormProps(form)}>
              <ErrorList id={form.errorId} errors={form.errors} role="alert" />
              <Field meta={fields.name} label="Your name" hint="Shown to colleagues in the console." inputProps={{ autoComplete: "name" }} />
              <Field
                meta={fields.password}
                label="Password"
                hint={passwordRules.map((rule) => rule.label).join(" · ")}
                inputProps={{ type: "password", autoComplete: "new-password" }}
              />
              <Field meta={fields.confirmPassword} label="Confirm password" inputProps={{ type: "password", autoComplete: "new-password" }} />
              <SubmitButton pending={navigation.state === "submitting"} pendingLabel="Joining...">
                Join the staff
              </SubmitButton>
            </Form>
          </section>
        ) : (
          <section className={styles.panel}>
            <p>{EXPIRED}</p>
            <p>
              <Link to="/">Go to the home page</Link>
            </p>
          </section>
        )}
      </div>
    </div>
  );
}
