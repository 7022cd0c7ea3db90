import { accountEmails } from "~/account/account-emails.server";
import { aftercareEmails } from "~/aftercare/emails.server";
import { authEmails } from "~/auth/auth-emails.server";
import { bookingEmails } from "~/booking/booking-emails.server";
import { caseEmails } from "~/cases/case-emails.server";
import { staffEmails } from "~/cases/console/staff-emails.server";
import { inboundEmails } from "~/cases/inbound-email/inbound-emails.server";
import { tripEmails } from "~/cases/itinerary/trip-emails.server";
import { paymentEmails } from "~/cases/payments/payment-emails.server";
import { conversationEmails } from "~/cases/thread-emails.server";
import { staffReplyEmails } from "~/cases/staff-reply.server";
import { contactEmails } from "~/contact/contact-emails.server";
import { allEmailKinds } from "~/email/email.server";
import { facilityEmails } from "~/facilities/facility-emails.server";
import { newsletterEmails } from "~/newsletter/newsletter-emails.server";
import { reviewEmails } from "~/reviews/emails.server";

/**
 * Every kind of e-mail the site sends, each defined beside its feature (`defineEmails`). The worker entry hands this
 * list to the e-mail consumer; the registration below types every job that `queueEmails` takes. A new e-mail is its
 * kind in its feature's set (listed here once per feature) and its words.
 */
export const emailKinds = allEmailKinds(
  authEmails,
  accountEmails,
  newsletterEmails,
  contactEmails,
  caseEmails,
  staffEmails,
  conversationEmails,
  staffReplyEmails,
  inboundEmails,
  paymentEmails,
  tripEmails,
  bookingEmails,
  aftercareEmails,
  reviewEmails,
  facilityEmails,
);

declare module "~/email/email.server" {
  interface Register {
    kinds: typeof emailKinds;
  }
}
