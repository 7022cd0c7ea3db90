import { documentDownload, removeDocumentAction } from "~/intake/document-route.server";
import type { Route } from "./+types/intake.documents.$documentId";

/** A completed intake's document: downloaded or removed by its owner only; anyone else gets 404. */
export const loader = ({ request, params }: Route.LoaderArgs) => documentDownload(request, params.documentId);
export const action = ({ request, params }: Route.ActionArgs) => removeDocumentAction(request, params.documentId);
