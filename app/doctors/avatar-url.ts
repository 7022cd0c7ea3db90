/**
 * Where a doctor's picture is: the photograph in doctors.avatar_url when there is one, otherwise the
 * designed portrait drawn by /doctors/{id}/avatar.svg (app/doctors/avatar-art.ts, server only).
 */
export function doctorAvatarUrl(doctor: { id: string; avatarUrl: string | null }) {
  return doctor.avatarUrl?.startsWith("/") ? doctor.avatarUrl : `/doctors/${doctor.id}/avatar.svg`;
}
