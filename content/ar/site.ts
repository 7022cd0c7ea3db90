import type * as en from "../site";
import type { ContentTranslation } from "~/i18n/content-translation";

/** The product's name and contact details in Arabic; the name, phone number, e-mail address and links stay as they are. */
export const site: ContentTranslation<typeof en.site, "phone" | "phoneHref" | "email" | "href"> = {
  name: "NileCare",
  tagline: "علاجك في مصر، نرتّبه لك من البداية إلى النهاية",
  phone: "+20 2 2794 5500",
  phoneHref: "tel:+20227945500",
  email: "care@nilecare.example",
  city: "القاهرة",
  address: "14 شارع النيل، جاردن سيتي، القاهرة، مصر",
  officeHours: "من الاثنين إلى السبت، من 9 صباحًا حتى 6 مساءً (بتوقيت القاهرة)",
  social: [
    { name: "فيسبوك", href: "https://www.facebook.com/nilecare" },
    { name: "إنستغرام", href: "https://www.instagram.com/nilecare" },
    { name: "إكس", href: "https://x.com/nilecare" },
    { name: "يوتيوب", href: "https://www.youtube.com/@nilecare" },
  ],
};
