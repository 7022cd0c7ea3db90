import type * as en from "../site";
import type { ContentTranslation } from "~/i18n/content-translation";

/** The brand in Arabic; the name stays as it is. */
export const site: ContentTranslation<typeof en.site> = {
  name: "NileCare",
  tagline: "علاجك في مصر، نرتّبه لك من البداية إلى النهاية",
};
