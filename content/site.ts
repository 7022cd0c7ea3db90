/**
 * The one place for the product's name and contact details shown across the site. The header's and
 * footer's words are in the shell catalogue (app/i18n/messages/shell.ts), which quotes these facts.
 */
export const site = {
  name: "NileCare",
  tagline: "Medical treatment in Egypt, arranged end to end",
  phone: "+20 2 2794 5500",
  phoneHref: "tel:+20227945500",
  email: "care@nilecare.example",
  city: "Cairo",
  address: "14 El Nil Street, Garden City, Cairo, Egypt",
  officeHours: "Monday to Saturday 9AM-6PM",
  social: [
    { name: "Facebook", href: "https://www.facebook.com/nilecare" },
    { name: "Instagram", href: "https://www.instagram.com/nilecare" },
    { name: "X", href: "https://x.com/nilecare" },
    { name: "YouTube", href: "https://www.youtube.com/@nilecare" },
  ],
} as const;
