import { data } from "react-router";
import { site } from "~content/site";
import * as facilityStyles from "~/facilities/facilities.css";
import { getHotelPage } from "~/hotels/hotels.server";
import * as hotelStyles from "~/hotels/hotels.css";
import { Link } from "~/i18n/links";
import { getLocale, getTranslator } from "~/i18n/locale.server";
import { formatMoney } from "~/i18n/money";
import { useT } from "~/i18n/use-t";
import { CallToAction } from "~/shell/page-section";
import { PhotoGallery, RecordNotFound, recordPageMeta } from "~/shell/record-page";
import * as ui from "~/styles/ui.css";
import { shareImageOf, siteShareImage } from "~/utils/share-image";
import type { Route } from "./+types/hotels.$hotelId";

export async function loader({ params, context }: Route.LoaderArgs) {
  const locale = getLocale(context);
  const t = getTranslator(context);
  const hotel = await getHotelPage(params.hotelId, locale);
  if (!hotel) throw data({ metaTitle: t("facilities.hotels.meta.notFound", { site: site.name }) }, { status: 404 });
  const category = t(`facilities.hotels.category.${hotel.category}`);
  const cover = hotel.photos[0];
  return {
    hotel: {
      ...hotel,
      line: t("facilities.hotels.line", { stars: hotel.stars, category }),
      price: t("facilities.hotels.page.perNight", { price: formatMoney(locale, hotel.pricePerNight, "USD", { inText: true }) }),
    },
    meta: {
      title: t("facilities.hotels.meta.title", { name: hotel.name, category, site: site.name }),
      description: t("facilities.hotels.meta.description", { name: hotel.name, category: category.toLowerCase(), stars: hotel.stars }),
      image: cover ? shareImageOf({ src: cover.src, alt: hotel.name }) : siteShareImage(locale),
    },
  };
}

export const meta = (args: Route.MetaArgs) => recordPageMeta(args);

/** A hotel's page: its category from the official stars, the price of a night, its photos and the facility it is near. */
export default function HotelPage({ loaderData }: Route.ComponentProps) {
  const { hotel } = loaderData;
  const t = useT();
  const { near } = hotel;
  const offers = [
    { id: "amenities-title", title: t("facilities.hotels.page.amenities"), items: hotel.amenities },
    { id: "medical-title", title: t("facilities.hotels.page.medicalFeatures"), items: hotel.medicalFeatures },
  ].filter((offer) => offer.items.length > 0);
  return (
    <>
      <section className={ui.hero} aria-labelledby="hotel-name">
        <div className={ui.container}>
          <p>
            <span className={ui.badge}>{hotel.line}</span>
          </p>
          <h1 id="hotel-name" className={ui.heroTitle}>
            {hotel.name}
          </h1>
          <p className={ui.heroLead}>{hotel.price}</p>
          {near ? (
            <p>
              <Link to={`/facilities/${near.id}`} className={hotelStyles.heroLink}>
                {t("facilities.hotels.distance", { km: near.distanceKm, facility: near.name })}
              </Link>
            </p>
          ) : null}
        </div>
      </section>

      <section className={ui.section}>
        <div className={`${ui.container} ${facilityStyles.stack}`}>
          <PhotoGallery name={hotel.name} photos={hotel.photos} />
          {offers.map(({ id, title, items }) => (
            <section key={id} className={ui.card} aria-labelledby={id}>
              <h2 id={id}>{title}</h2>
              <ul className={facilityStyles.tags}>
                {items.map((item) => (
                  <li key={item} className={facilityStyles.tag}>
                    {item}
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </section>

      <CallToAction id="hotel-cta-title" title={t("facilities.hotels.page.cta.title")} text={t("facilities.hotels.page.cta.text")}>
        <Link to="/plan" className={ui.button.accent}>
          {t("facilities.hotels.page.plan")}
        </Link>
      </CallToAction>
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RecordNotFound error={error} words="facilities.hotels.notFound" back="/travel-info" />;
}
