import { getFormProps } from "~/forms/use-form";
import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "react-router";
import { formConstraint } from "~/forms/constraint";
import { isPlainPost } from "~/forms/plain-post";
import { readFormBody } from "~/forms/request-body.server";
import { inviteStaff, listInvitations, revokeInvitation } from "~/staff/invitations.server";
import { requireRole } from "~/staff/permissions.server";
import { roleLabels, staffRoles, userRoles } from "~/staff/roles";
import { changeStaffRole, listStaff } from "~/staff/staff-members.server";
import { changeRoleSchema, inviteStaffSchema, revokeInvitationSchema } from "~/staff/staff-forms";
import * as styles from "~/staff/staff.css";
import { formatInstant, CLINIC_ZONE } from "~/i18n/time";
import { countOf } from "~/staff/staff-time";
import { useIntentForm } from "~/staff/use-intent-form";
import { dataWithToast, redirectWithToast } from "~/toast/toast.server";
import { ErrorList, Field, PlainPostMarker, SelectField, SubmitButton } from "~/ui/forms";
import type { Route } from "./+types/staff.admin.staff";

const PATH = "/staff/admin/staff";

export async function loader({ context }: Route.LoaderArgs) {
  const admin = requireRole(context, "admin");
  const [staff, invitations] = await Promise.all([listStaff(), listInvitations()]);
  return { staff, invitations, myId: admin.id };
}

export async function action(args: Route.ActionArgs) {
  const { request, context } = args;
  const admin = requireRole(context, "admin");
  const form = await readFormBody(request);
  const intent = String(form.get("intent"));
  const formId = intent === "role" ? `role-${String(form.get("userId"))}` : intent === "revoke" ? `revoke-${String(form.get("invitationId"))}` : intent;
  const answer = async (ok: boolean, result: unknown, message: string | null, status = 400) => {
    const body = { intent, formId, result };
    if (!ok) return data(body, { status });
    if (isPlainPost(form)) return redirectWithToast(request, PATH, { title: message! });
    return dataWithToast(args, body, { title: message! });
  };
  switch (intent) {
    case "invite": {
      const submission = parseWithZod(form, { schema: inviteStaffSchema });
      if (submission.status !== "success") return answer(false, submission.reply(), null);
      const outcome = await inviteStaff(admin, request, submission.value.email, submission.value.role);
      if (!outcome.ok) return answer(false, submission.reply({ fieldErrors: { email: [outcome.message] } }), null);
      return answer(true, submission.reply({ resetForm: true }), `Invitation sent to ${submission.value.email}.`);
    }
    case "revoke": {
      const submission = parseWithZod(form, { schema: revokeInvitationSchema });
      if (submission.status !== "success") return answer(false, submission.reply(), null);
      const revoked = await revokeInvitation(admin, request, submission.value.invitationId);
      if (!revoked) return answer(false, submission.reply({ formErrors: ["This invitation is no longer open."] }), null, 409);
      return answer(true, submission.reply(), `The invitation to ${revoked.email} no longer works.`);
    }
    case "role": {
      const submission = parseWithZod(form, { schema: changeRoleSchema });
      if (submission.status !== "success") return answer(false, submission.reply(), null);
      const outcome = await changeStaffRole(admin, request, submission.value.userId, submission.value.role);
      if (!outcome.ok) return answer(false, submission.reply({ formErrors: [outcome.message] }), null, 409);
      return answer(true, submission.reply(), outcome.message);
    }
    default:
      return data({ intent, formId, result: null }, { status: 400 });
  }
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
