import { getUserId } from "~/auth/session.server";
import { anonymousUploadAdmission } from "~/intake/anonymous-limits.server";
import { uploadToasts } from "~/intake/documents";
import { type UploadRejection } from "~/uploads/files";
import { openDraft } from "~/intake/draft.server";
import { DOCUMENTS_STEP } from "~/domain/intake-fields";
import { isOwnIntake } from "~/intake/intake.server";
import { isMultipart } from "~/uploads/upload-form.server";
import { DASHBOARD_PATH, localeOfUpload } from "~/intake/paths";
import { formMessageIn, translatorFor } from "~/i18n/catalogue.server";
import { localePath } from "~/i18n/locales";
import type { DocumentOwner } from "~/intake/storage.server";
import {
  isDocumentKind,
  receiveMultipartUpload,
  receiveRawUpload,
  rejectionToast,
  toastsForUploads,
} from "~/intake/uploads.server";
import { respond } from "~/forms/outcome.server";
import type { Route } from "./+types/intake.upload";

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
 * goes back to the dashboard with its toasts. A file endpoint has no /ar twin: the page names its
 * language (`locale=ar`), and the toasts and the way back follow it.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const url = new URL(request.url);
  const userId = getUserId(context);
  const intakeId = url.searchParams.get("intake");
  const locale = localeOfUpload(url);

  if (isMultipart(request)) {
    if (!userId || !intakeId || !(await isOwnIntake(userId, intakeId))) return notFound();
    const { results, malformed } = await receiveMultipartUpload(request, async () => ({ intakeId }));
    const toasts = malformed ? [uploadToasts(translatorFor(locale)).malformed()] : toastsForUploads(locale, results);
    const dashboard = localePath(locale, DASHBOARD_PATH);
    return respond({ request, context }, { status: "redirect", to: dashboard, toast: toasts });
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
      const toast = uploadToasts(translatorFor(locale)).overQuota(fileName, formMessageIn(locale, await refusal.text()));
      return Response.json({ ok: false, toast }, { status: 429, headers: refusal.headers });
    }
    headers.set("Set-Cookie", (await draft.cookie())!);
  }

  const result = await receiveRawUpload(request, owner, kind, fileName, anonymousUploadAdmission(request, userId));
  if (!result) return Response.json({ ok: false }, { status: 411, headers });
  if (result.ok) return Response.json({ ok: true, document: result.document }, { status: 201, headers });
  const status = uploadRefusalStatus[result.reason];
  return Response.json({ ok: false, toast: rejectionToast(locale, result) }, { status, headers });
}
