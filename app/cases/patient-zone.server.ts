import type { RouterContextProvider } from "react-router";
import { getUserId } from "~/auth/session.server";
import { resolvePatientZone, zoneNameFor } from "~/auth/zone.server";
import type { ThreadTimeZone } from "./thread-rules";

/** The zone a patient reads their request's times in (the booking page's choice), named in the page's language. */
export async function patientTimeZone(request: Request, context: Readonly<RouterContextProvider>): Promise<ThreadTimeZone> {
  const { zone } = await resolvePatientZone(request, getUserId(context));
  return { id: zone, name: zoneNameFor(context, zone) };
}
