import { answerGraph } from "~/cases/whatsapp/stand-in.server";
import type { Route } from "./+types/dev.whatsapp.graph.$phoneNumberId.messages";

/** The stand-in's Graph API send (`WHATSAPP_API_BASE` in development), for a client outside the worker (curl). */
export async function action({ request }: Route.ActionArgs) {
  return answerGraph(request);
}
