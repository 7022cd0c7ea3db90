import { eq } from "drizzle-orm";
import { site } from "~content/site";
import { db } from "~/db/client.server";
import { consultationBookings } from "~/db/schema";
import type { EmailJob } from "~/email/jobs";
import type { EmailContent } from "~/email/layout.server";
import { bookingUrl } from "./links.server";
import { CLINIC_ZONE, formatDateTime } from "./time";

type BookingJob = Extract<EmailJob, { bookingId: string }>;

/** Both readings of the time: the patient's zone first, Cairo beside it. */
export function bookingTimes(startsAt: number, patientZone: string) {
  return [
    { label: "Your time", value: `${formatDateTime(startsAt, patientZone)} (${patientZone})` },
    { label: "Cairo time", value: `${formatDateTime(startsAt, CLINIC_ZONE)} (${CLINIC_ZONE})` },
  ];
}

/** The content of a consultation e-mail, read from its booking. */
export async function bookingEmailContent(job: BookingJob): Promise<{ to: string; content: EmailContent }> {
  const booking = await db.query.consultationBookings.findFirst({ where: eq(consultationBookings.id, job.bookingId) });
  if (!booking?.email) throw new Error(`booking ${job.bookingId} has no e-mail address`);
  const startsAt = booking.startsAt.getTime();
  const details = [
    ...bookingTimes(startsAt, booking.patientZone),
    { label: "Length", value: "15 minutes, video call" },
  ];
  const manage = await bookingUrl("manage", booking.id);
  const calendar = await bookingUrl("manage", booking.id, "/calendar.ics");
  const name = booking.name ?? "there";
  switch (job.type) {
    case "booking-verification":
      return {
        to: booking.email,
        content: {
          subject: "Please confirm your free video consultation",
          heading: "Confirm your consultation",
          paragraphs: [
            `Hello ${name},`,
            "Please confirm your booking within 30 minutes; until then we keep the time for you.",
          ],
          details,
          action: { label: "Confirm My Consultation", url: await bookingUrl("verify", booking.id) },
          footnotes: ["If you did not book a consultation, ignore this email: the time is released automatically."],
        },
      };
    case "booking-confirmation":
      return {
        to: booking.email,
        content: {
          subject: `Your ${site.name} consultation is booked`,
          heading: "Your consultation is booked",
          paragraphs: [
            `Hello ${name}, your free 15-minute video consultation with a ${site.name} patient coordinator is confirmed.`,
            "We will send you the video link and remind you 24 hours and 2 hours before the call.",
          ],
          details,
          action: { label: "Add to My Calendar", url: calendar },
          links: [{ label: "Reschedule or cancel (until 2 hours before)", url: manage }],
          footnotes: [`Questions? Call us at ${site.phone} or write to ${site.email}.`],
        },
      };
    case "booking-reminder":
      return {
        to: booking.email,
        content: {
          subject: `Reminder: your consultation ${job.lead === "24h" ? "tomorrow" : "in 2 hours"}`,
          heading: job.lead === "24h" ? "Your consultation is tomorrow" : "Your consultation starts in 2 hours",
          paragraphs: [`Hello ${name}, this is a reminder of your free video consultation with ${site.name}.`],
          details,
          action: { label: "Add to My Calendar", url: calendar },
          links: job.lead === "24h" ? [{ label: "Reschedule or cancel (until 2 hours before)", url: manage }] : [],
          footnotes: [`Need help? Call us at ${site.phone}.`],
        },
      };
    case "booking-cancelled":
      return {
        to: booking.email,
        content: {
          subject: "Your consultation is cancelled",
          heading: "Your consultation is cancelled",
          paragraphs: [
            `Hello ${name}, we have cancelled your consultation. You can book another time whenever you like.`,
          ],
          details,
          action: { label: "Book Another Time", url: `${new URL(manage).origin}/book` },
        },
      };
  }
}
