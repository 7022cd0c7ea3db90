import { redirectWithToast } from "~/toast/toast.server";

export const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

export const overlaps = (a: { startMinute: number; endMinute: number }, b: { startMinute: number; endMinute: number }) =>
  a.startMinute < b.endMinute && b.startMinute < a.endMinute;

export const saved = (request: Request, title: string) =>
  redirectWithToast(request, "/staff/availability", { title, description: "Patients see the change at once." });
