import { portraitResponse } from "~/doctors/portraits.server";
import type { Route } from "./+types/doctors_.$doctorId.portrait";

/** A listed doctor's portrait as the site encoded it (≤ 60 KB, decision 0123); pages link here only while it is served. */
export async function loader({ params }: Route.LoaderArgs) {
  const response = await portraitResponse(params.doctorId);
  if (!response) throw new Response("Not found", { status: 404 });
  return response;
}
