import { Link } from "react-router";
import { site } from "~content/site";
import { requireStaffThread } from "~/conversations/access.server";
import { CaseConversationSections } from "~/conversations/case-conversation-sections";
import { handleStaffThreadAction } from "~/conversations/thread-actions.server";
import { loadThreadPage } from "~/conversations/thread-page.server";
import * as styles from "~/conversations/conversations.css";
import * as ui from "~/styles/ui.css";
import type { Route } from "./+types/staff.cases.$caseId_.conversation";

export async function loader({ request, params }: Route.LoaderArgs) {
  return loadThreadPage(await requireStaffThread(request, params.caseId));
}

export async function action(args: Route.ActionArgs) {
  return handleStaffThreadAction(args, await requireStaffThread(args.request, args.params.caseId));
}

export function meta() {
  return [{ title: `Conversation | Staff | ${site.name}` }, { name: "robots", content: "noindex" }];
}

export function headers() {
  return { "Cache-Control": "no-store" };
}

/** The patient conversation and quotes of a case, for its coordinator (until the case page embeds the sections). */
export default function StaffCaseConversation({ loaderData }: Route.ComponentProps) {
  return (
    <div className={`${ui.container} ${ui.section}`}>
      <div className={styles.page}>
        <div>
          <p>
            <Link to={`/staff/cases/${loaderData.caseId}`}>← Case</Link>
          </p>
          <h1 className={styles.heading}>
            {loaderData.patientName} · {loaderData.title}
          </h1>
          <p className={ui.muted}>{loaderData.patientEmail}</p>
        </div>
        <CaseConversationSections data={loaderData} />
      </div>
    </div>
  );
}
