import { getUserId } from "~/auth/session.server";
import { attachmentResponse } from "~/intake/attachment.server";
import { translatorFor } from "~/i18n/catalogue.server";
import { localePath } from "~/i18n/locales";
import { uploadToasts } from "~/intake/documents";
import { DASHBOARD_PATH, localeOfUpload } from "~/intake/paths";
import { openOwnedDocument, removeOwnedDocument } from "~/intake/storage.server";
import { respond } from "~/forms/outcome.server";
import type { Route } from "./+types/intake.documents.$documentId";

// A completed intake's document: downloaded or removed by its owner only; anyone else gets 404.

const notFound = () => new Response("Not Found", { status: 404, headers: { "Content-Type": "text/plain" } });

/**
 * Streams a document to the owner of its intake, always as a download. Everyone else, signed
 * in or not, gets the same 404 whether the document exists or not.
 */
export async function loader({ context, params }: Route.LoaderArgs) {
  const userId = getUserId(context);
  if (!userId) return notFound();
  const document = await openOwnedDocument(userId, params.documentId);
  if (!document) return notFound();
  return attachmentResponse(document);
}

/** The dashboard's Remove button (`?locale=ar` from the Arabic dashboard): the owner only; anyone else gets the same 404. */
export async function action({ request, context, params }: Route.ActionArgs) {
  const locale = localeOfUpload(new URL(request.url));
  const userId = getUserId(context);
  const removed = userId ? await removeOwnedDocument(userId, params.documentId) : null;
  if (!removed) return notFound();
  return respond({ request, context }, { status: "redirect", to: localePath(locale, DASHBOARD_PATH), toast: uploadToasts(translatorFor(locale)).removed(removed) });
}
