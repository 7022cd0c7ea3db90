/** The one place for the product's name and contact details shown across the site. */
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

export const mainNavigation = [
  { to: "/", label: "Home" },
  { to: "/treatments", label: "Treatments" },
  { to: "/doctors", label: "Doctors" },
  { to: "/stories", label: "Stories" },
  { to: "/plan", label: "Plan Trip" },
  { to: "/travel-info", label: "Travel Info" },
  { to: "/concierge", label: "Concierge" },
  { to: "/blog", label: "Blog" },
  { to: "/faq", label: "FAQ" },
  { to: "/about", label: "About" },
  { to: "/contact", label: "Contact" },
] as const;

export const footerQuickLinks = [
  { to: "/about", label: "About Us" },
  { to: "/treatments", label: "Treatments" },
  { to: "/stories", label: "Patient Stories" },
  { to: "/plan", label: "Plan Your Trip" },
  { to: "/blog", label: "Blog" },
  { to: "/privacy", label: "Privacy" },
] as const;
