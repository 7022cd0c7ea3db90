import { redirect, type RouterContextProvider } from "react-router";
import { getUserId } from "~/auth/session.server";
import { redirectWithToast } from "~/toast/toast.server";
import { anonymousUploadAdmission } from "./anonymous-limits.server";
import { rejectionToast, uploadToasts, type UploadRejection } from "./documents";
import { openDraft } from "./draft.server";
import { DOCUMENTS_STEP } from "./fields";
import { isOwnIntake } from "./intake.server";
import { isMultipart } from "./multipart.server";
import { DASHBOARD_PATH } from "./paths";
import type { DocumentOwner } from "./storage.server";
import {
  isDocumentKind,
  malformedUploadToast,
  receiveMultipartUpload,
  receiveRawUpload,
  toastsForUploads,
} from "./uploads.server";

const uploadRefusalStatus: Record<UploadRejection, number> = {
  tooLarge: 413,
  invalidType: 422,
  tooMany: 422,
  overQuota: 429,
  failed: 503,
};

const notFound = () => Response.json({ ok: false }, { status: 404 });

/**
 * POST /intake/upload?kind=…&name=…[&intake=…]: one file as the raw body, answered in JSON for the
 * uploader (progress needs XMLHttpRequest, which a route action's HTML answer would not suit).
 * Without `intake` the file goes to the visitor's draft (started if needed); with it, to that
 * completed intake of the signed-in user. A multipart post (the dashboard without JavaScript)
 * goes back to the dashboard with the §8 toasts.
 */
export async function uploadAction({ request }: { request: Request; context: Readonly<RouterContextProvider> }) {
  const url = new URL(request.url);
  const userId = await getUserId(request);
  const intakeId = url.searchParams.get("intake");

  if (isMultipart(request)) {
    if (!userId || !intakeId || !(await isOwnIntake(userId, intakeId))) return notFound();
    const { results, malformed } = await receiveMultipartUpload(request, async () => ({ intakeId }));
    const toasts = malformed ? [malformedUploadToast] : toastsForUploads(results);
    return toasts.length > 0 ? redirectWithToast(request, DASHBOARD_PATH, toasts) : redirect(DASHBOARD_PATH);
  }

  const kind = url.searchParams.get("kind");
  const fileName = url.searchParams.get("name") ?? "";
  if (!isDocumentKind(kind)) return Response.json({ ok: false }, { status: 400 });

  let owner: DocumentOwner;
  const headers = new Headers();
  if (intakeId) {
    if (!userId || !(await isOwnIntake(userId, intakeId))) return notFound();
    owner = { intakeId };
  } else {
    const draft = await openDraft(request, userId);
    try {
      owner = { draftId: (await draft.ensure(DOCUMENTS_STEP)).id };
    } catch (refusal) {
      if (!(refusal instanceof Response) || refusal.status !== 429) throw refusal;
      await request.body?.cancel().catch(() => {});
      const toast = uploadToasts.overQuota(fileName, await refusal.text());
      return Response.json({ ok: false, toast }, { status: 429, headers: refusal.headers });
    }
    headers.set("Set-Cookie", (await draft.cookie())!);
  }

  const result = await receiveRawUpload(request, owner, kind, fileName, anonymousUploadAdmission(request, userId));
  if (!result) return Response.json({ ok: false }, { status: 411, headers });
  if (result.ok) return Response.json({ ok: true, document: result.document }, { status: 201, headers });
  const status = uploadRefusalStatus[result.reason];
  return Response.json({ ok: false, toast: rejectionToast(result) }, { status, headers });
}
