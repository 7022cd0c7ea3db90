import { staffDocumentDownload } from "~/staff/staff-documents.server";
import type { Route } from "./+types/staff.cases.$caseId.documents.$documentId";

export function loader({ request, params }: Route.LoaderArgs) {
  return staffDocumentDownload(request, params.caseId, params.documentId);
}
