import { uploadAction } from "~/intake/upload-route.server";
import type { Route } from "./+types/intake.upload";

/** Uploads of intake documents: one raw file from the JavaScript uploader, or a dashboard form post. */
export const action = (args: Route.ActionArgs) => uploadAction(args);
