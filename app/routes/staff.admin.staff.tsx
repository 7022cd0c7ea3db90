import type { SubmissionResult } from "@conform-to/dom";
import { getFormProps } from "~/forms/use-form";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { formConstraint } from "~/forms/constraint";
import { readFormBody } from "~/forms/request-body.server";
import { inviteStaff, listInvitations, revokeInvitation } from "~/staff/invitations.server";
import { requireRole, type StaffUser } from "~/staff/permissions.server";
import { roleLabels, staffRoles, userRoles } from "~/staff/roles";
import { changeStaffRole, listStaff } from "~/staff/staff-members.server";
import { changeRoleSchema, inviteStaffSchema, revokeInvitationSchema } from "~/staff/staff-forms";
import * as styles from "~/staff/staff.css";
import { formatInstant, CLINIC_ZONE } from "~/i18n/time";
import { countOf } from "~/staff/staff-time";
import { useIntentForm } from "~/staff/use-intent-form";
import { respond, type Outcome } from "~/forms/outcome.server";
import { ErrorList, Field, PlainPostMarker, SelectField, SubmitButton } from "~/ui/forms";
import type { Route } from "./+types/staff.admin.staff";

const PATH = "/staff/admin/staff";

export async function loader({ context }: Route.LoaderArgs) {
  const admin = requireRole(context, "admin");
  const [staff, invitations] = await Promise.all([listStaff(), listInvitations()]);
  return { staff, invitations, myId: admin.id };
}

type StaffAnswer = { intent: string; formId: string; result: SubmissionResult<string[]> | null };
type StaffIntentHandler = (form: FormData, admin: StaffUser, request: Request) => Promise<Outcome<Omit<StaffAnswer, "formId">>>;

const refused = (intent: string, result: SubmissionResult<string[]>, httpStatus = 400) =>
  ({ status: "reply", reply: { intent, result }, httpStatus }) as const;
const done = (intent: string, result: SubmissionResult<string[]>, title: string) =>
  ({ status: "done", reply: { intent, result }, toast: { title }, to: PATH }) as const;

/** The page's forms, by the `intent` each posts. */
const staffIntentHandlers = {
  invite: async (form, admin, request) => {
    const submission = parseWithZod(form, { schema: inviteStaffSchema });
    if (submission.status !== "success") return refused("invite", submission.reply());
    const outcome = await inviteStaff(admin, request, submission.value.email, submission.value.role);
    if (!outcome.ok) return refused("invite", submission.reply({ fieldErrors: { email: [outcome.message] } }));
    return done("invite", submission.reply({ resetForm: true }), `Invitation sent to ${submission.value.email}.`);
  },
  revoke: async (form, admin, request) => {
    const submission = parseWithZod(form, { schema: revokeInvitationSchema });
    if (submission.status !== "success") return refused("revoke", submission.reply());
    const revoked = await revokeInvitation(admin, request, submission.value.invitationId);
    if (!revoked) return refused("revoke", submission.reply({ formErrors: ["This invitation is no longer open."] }), 409);
    return done("revoke", submission.reply(), `The invitation to ${revoked.email} no longer works.`);
  },
  role: async (form, admin, request) => {
    const submission = parseWithZod(form, { schema: changeRoleSchema });
    if (submission.status !== "success") return refused("role", submission.reply());
    const outcome = await changeStaffRole(admin, request, submission.value.userId, submission.value.role);
    if (!outcome.ok) return refused("role", submission.reply({ formErrors: [outcome.message] }), 409);
    return done("role", submission.reply(), outcome.message);
  },
} satisfies Record<string, StaffIntentHandler>;

const isStaffIntent = (intent: string): intent is keyof typeof staffIntentHandlers => Object.hasOwn(staffIntentHandlers, intent);

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const admin = requireRole(context, "admin");
  const form = await readFormBody(request);
  const intent = String(form.get("intent"));
  const formId = intent === "role" ? `role-${String(form.get("userId"))}` : intent === "revoke" ? `revoke-${String(form.get("invitationId"))}` : intent;
  if (!isStaffIntent(intent)) return data({ intent, formId, result: null }, { status: 400 });
  const handler: StaffIntentHandler = staffIntentHandlers[intent];
  const outcome = await handler(form, admin, request);
  if (outcome.status === "redirect") return respond(args, outcome);
  return respond(args, { ...outcome, reply: { ...outcome.reply, formId } }, form);
}

const inviteConstraint = formConstraint(inviteStaffSchema);
const roleOptions = staffRoles.map((role) => ({ value: role, label: roleLabels[role] }));
const changeOptions = userRoles.map((role) => ({ value: role, label: role === "user" ? "Remove from staff" : roleLabels[role] }));
const statusLabels = { pending: "Pending", accepted: "Accepted", revoked: "Revoked", expired: "Expired" } as const;

export default function StaffAdmin({ loaderData }: Route.ComponentProps) {
  const { staff, invitations, myId } = loaderData;
  return (
    <div className={styles.page}>
      <h1 className={styles.pageTitle}>Staff</h1>
      <section className={styles.panel} aria-labelledby="members">
        <h2 id="members" className={styles.panelTitle}>
          {countOf(staff.length, "staff member", "staff members")}
        </h2>
        <ul className={styles.plainList}>
          {staff.map((member) => (
            <li key={member.id} className={styles.listItem}>
              <span className={styles.patientLink}>{member.name}</span>
              <span className={styles.subtle}>{`${member.email} · ${roleLabels[member.role]} · since ${formatInstant(member.since, { zone: CLINIC_ZONE, preset: "console" })}`}</span>
              {member.id === myId ? (
                <span className={styles.subtle}>This is you; another admin can change your role.</span>
              ) : (
                <RoleForm userId={member.id} role={member.role} name={member.name} />
              )}
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.panel} aria-labelledby="invite">
        <h2 id="invite" className={styles.panelTitle}>
          Invite someone
        </h2>
        <InviteForm />
      </section>

      <section className={styles.panel} aria-labelledby="invitations">
        <h2 id="invitations" className={styles.panelTitle}>
          Invitations
        </h2>
        {invitations.length === 0 ? (
          <p className={styles.summary}>No invitations yet.</p>
        ) : (
          <ul className={styles.plainList}>
            {invitations.map((invitation) => (
              <li key={invitation.id} className={styles.listItem}>
                <span>{`${invitation.email} · ${roleLabels[invitation.role]}`}</span>
                <span className={styles.subtle}>
                  {`${statusLabels[invitation.status]} · invited by ${invitation.invitedBy} on ${formatInstant(invitation.createdAt, { zone: CLINIC_ZONE, preset: "console" })}` +
                    (invitation.status === "pending" ? ` · works until ${formatInstant(invitation.expiresAt, { zone: CLINIC_ZONE, preset: "console" })}` : "")}
                </span>
                {invitation.status === "pending" ? <RevokeForm invitationId={invitation.id} email={invitation.email} /> : null}
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function InviteForm() {
  const { fetcher, form, fields, pending } = useIntentForm("invite", { constraint: inviteConstraint });
  return (
    <fetcher.Form method="post" action={PATH} className={styles.filters} defaultShouldRevalidate {...getFormProps(form)}>
      <PlainPostMarker />
      <input type="hidden" name="intent" value="invite" />
      <ErrorList id={form.errorId} errors={form.errors} role="alert" />
      <Field meta={fields.email} label="Email" inputProps={{ type: "email", autoComplete: "off" }} />
      <SelectField meta={fields.role} label="Role" options={roleOptions} selectProps={{ defaultValue: "coordinator" }} />
      <div className={styles.filterActions}>
        <SubmitButton pending={pending} pendingLabel="Sending...">
          Send invitation
        </SubmitButton>
      </div>
    </fetcher.Form>
  );
}

function RoleForm({ userId, role, name }: { userId: string; role: string; name: string }) {
  const { fetcher, form, pending } = useIntentForm("role", { id: `role-${userId}` });
  return (
    <fetcher.Form method="post" action={PATH} className={styles.inlineForm} defaultShouldRevalidate {...getFormProps(form)}>
      <PlainPostMarker />
      <input type="hidden" name="intent" value="role" />
      <input type="hidden" name="userId" value={userId} />
      <ErrorList id={form.errorId} errors={form.errors} role="alert" />
      <SelectField key={role} label={`Role of ${name}`} options={changeOptions} selectProps={{ name: "role", defaultValue: role }} />
      <SubmitButton pending={pending} pendingLabel="Saving..." variant="outline">
        Change role
      </SubmitButton>
    </fetcher.Form>
  );
}

function RevokeForm({ invitationId, email }: { invitationId: string; email: string }) {
  const { fetcher, form, pending } = useIntentForm("revoke", { id: `revoke-${invitationId}` });
  return (
    <fetcher.Form method="post" action={PATH} className={styles.inlineForm} defaultShouldRevalidate {...getFormProps(form)}>
      <PlainPostMarker />
      <input type="hidden" name="intent" value="revoke" />
      <input type="hidden" name="invitationId" value={invitationId} />
      <ErrorList id={form.errorId} errors={form.errors} role="alert" />
      <SubmitButton pending={pending} pendingLabel="Revoking..." variant="outline" aria-label={`Revoke the invitation to ${email}`}>
        Revoke
      </SubmitButton>
    </fetcher.Form>
  );
}
