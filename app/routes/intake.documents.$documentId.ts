import { documentDownload, removeDocumentAction } from "~/intake/document-route.server";
import type { Route } from "./+types/intake.documents.$documentId";

/** A completed intake's document: downloaded or removed by its owner only; anyone else gets 404. */
export const loader = ({ context, params }: Route.LoaderArgs) => documentDownload(context, params.documentId);
export const action = (args: Route.ActionArgs) => removeDocumentAction(args, args.params.documentId);
