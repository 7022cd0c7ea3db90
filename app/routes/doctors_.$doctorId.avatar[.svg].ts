import { doctorAvatarSvg } from "~/doctors/avatar-art";
import { doctorExists } from "~/doctors/doctors.server";
import type { Route } from "./+types/doctors_.$doctorId.avatar[.svg]";

/** The designed portrait of a listed doctor without a photograph (app/doctors/avatar-art.ts). */
export async function loader({ params }: Route.LoaderArgs) {
  if (!(await doctorExists(params.doctorId))) throw new Response("Not found", { status: 404 });
  return new Response(doctorAvatarSvg(params.doctorId), {
    headers: { "Content-Type": "image/svg+xml; charset=utf-8", "Cache-Control": "public, max-age=86400" },
  });
}
