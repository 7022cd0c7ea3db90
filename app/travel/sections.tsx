import type { TravelTabId } from "~content/travel-info";
import type { TravelInfo } from "~content/schema";
import { Link } from "~/i18n/links";
import { Ltr } from "~/i18n/ltr";
import { useLocale, useT } from "~/i18n/use-t";
import { intlLocale } from "~/i18n/format";
import { listFormat } from "~/i18n/intl";
import { CardGrid } from "~/shell/page-section";
import * as ui from "~/styles/ui.css";
import * as styles from "./travel.css";

/**
 * Each tab's content is a section with its own h2, so the printable guide can show all four. The
 * loader gives the content of the page's language, the tab's title and the shown hotels' nightly price per category
 * in the page's words (none while no hotel is shown).
 */
type SectionProps = { headingId: string; title: string; info: TravelInfo; nightlyPrices: readonly { category: string; price: string }[] };

export function VisaSection({ headingId, title, info: { visa } }: SectionProps) {
  const t = useT();
  return (
    <>
      <h2 id={headingId} className={styles.panelHeading}>
        {title}
      </h2>
      <CardGrid columns="two">
        {visa.cards.map((card) => (
          <li key={card.title} className={ui.card}>
            <h3>{card.title}</h3>
            <p className={ui.muted}>{card.description}</p>
            <dl className={styles.facts}>
              {card.facts.map((f) => (
                <div key={f.label} className={styles.factRow}>
                  <dt>{f.label}</dt>
                  <dd>{f.detail}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </CardGrid>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={ui.visuallyHidden}>{t("travel.visa.tableCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("travel.visa.citizensOf")}</th>
              <th scope="col">{t("travel.visa.visa")}</th>
              <th scope="col">{t("travel.visa.stay")}</th>
              <th scope="col">{t("travel.visa.cost")}</th>
            </tr>
          </thead>
          <tbody>
            {visa.countries.map((row) => (
              <tr key={row.region}>
                <th scope="row">{row.region}</th>
                <td>{row.visa}</td>
                <td>{row.stay}</td>
                <td>{row.cost}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <h3>{t("travel.visa.notes")}</h3>
      <ul className={styles.notes}>
        {visa.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </>
  );
}

export function AccommodationSection({ headingId, title, info: { accommodation }, nightlyPrices }: SectionProps) {
  const t = useT();
  const list = listFormat(intlLocale(useLocale()), { type: "unit", style: "short" });
  const service = accommodation.bookingService;
  return (
    <>
      <h2 id={headingId} className={styles.panelHeading}>
        {title}
      </h2>
      <div className={ui.card}>
        <h3>{service.title}</h3>
        <p>{service.description}</p>
        <ul className={styles.notes}>
          {service.features.map((f) => (
            <li key={f}>{f}</li>
          ))}
        </ul>
      </div>
      <h3 className={styles.subsection}>{t("travel.stay.whereToStay")}</h3>
      <CardGrid columns="two">
        {accommodation.lodgingTypes.map((type) => (
          <li key={type.name} className={ui.card}>
            <h4>{type.name}</h4>
            <p className={ui.muted}>{type.description}</p>
            <p>
              <strong>{t("travel.stay.locations")}</strong> {list.format(type.locations)}
            </p>
          </li>
        ))}
      </CardGrid>
      {nightlyPrices.length > 0 ? (
        <>
          <h3 className={styles.subsection}>{t("travel.stay.prices")}</h3>
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className={ui.visuallyHidden}>{t("travel.stay.pricesCaption")}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("travel.stay.category")}</th>
                  <th scope="col">{t("travel.stay.perNight")}</th>
                </tr>
              </thead>
              <tbody>
                {nightlyPrices.map((row) => (
                  <tr key={row.category}>
                    <th scope="row">{row.category}</th>
                    <td>
                      <Ltr>{row.price}</Ltr>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      ) : null}
    </>
  );
}

export function EgyptInfoSection({ headingId, title, info: { egypt } }: SectionProps) {
  const t = useT();
  return (
    <>
      <h2 id={headingId} className={styles.panelHeading}>
        {title}
      </h2>
      <h3>{t("travel.egypt.climate")}</h3>
      <CardGrid columns="four">
        {egypt.seasons.map((s) => (
          <li key={s.season} className={ui.card}>
            <h4>{s.season}</h4>
            <p className={ui.muted}>{s.months}</p>
            <p className={styles.price}>{s.temperature}</p>
            <p>{s.advice}</p>
          </li>
        ))}
      </CardGrid>
      <div className={`${ui.grid.two} ${styles.subsection}`}>
        <div className={ui.card}>
          <h3>{t("travel.egypt.culture")}</h3>
          <ul className={styles.notes}>
            {egypt.culture.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </div>
        <div className={ui.card}>
          <h3>{t("travel.egypt.currency")}</h3>
          <p>
            <strong>
              {egypt.currency.name} ({egypt.currency.code})
            </strong>
            : {egypt.currency.rate}
          </p>
          <ul className={styles.notes}>
            {egypt.currency.points.map((p) => (
              <li key={p}>{p}</li>
            ))}
          </ul>
        </div>
      </div>
    </>
  );
}

export function PracticalSection({ headingId, title, info: { practical } }: SectionProps) {
  const t = useT();
  return (
    <>
      <h2 id={headingId} className={styles.panelHeading}>
        {title}
      </h2>
      <h3>{t("travel.practical.gettingAround")}</h3>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={ui.visuallyHidden}>{t("travel.practical.tableCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("travel.practical.transport")}</th>
              <th scope="col">{t("travel.practical.typicalCost")}</th>
              <th scope="col">{t("travel.practical.goodToKnow")}</th>
            </tr>
          </thead>
          <tbody>
            {practical.transport.map((option) => (
              <tr key={option.mode}>
                <th scope="row">{option.mode}</th>
                <td>{option.cost}</td>
                <td>{option.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={ui.grid.three}>
        <div className={ui.card}>
          <h3>{t("travel.practical.connected")}</h3>
          <ul className={styles.notes}>
            {practical.connectivity.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </div>
        <div className={ui.card}>
          <h3>{t("travel.practical.emergency")}</h3>
          <dl className={styles.facts}>
            {practical.emergencyNumbers.map((e) => (
              <div key={e.service} className={styles.factRow}>
                <dt>{e.service}</dt>
                <dd>
                  <a className={styles.emergencyLink} href={`tel:${e.number}`}>
                    <span className={styles.emergency}>{e.number}</span>
                  </a>
                </dd>
              </div>
            ))}
          </dl>
        </div>
        <div className={ui.card}>
          <h3>{t("travel.practical.timeZone")}</h3>
          <p className={styles.price}>
            <Ltr>{practical.timeZone.zone}</Ltr>
          </p>
          <p className={ui.muted}>{practical.timeZone.note}</p>
        </div>
      </div>
      <p className={styles.subsection}>
        {t("travel.practical.help")}{" "}
        <Link to="/contact" className={ui.button.outline}>
          {t("travel.practical.contact")}
        </Link>
      </p>
    </>
  );
}

export const travelSections: Record<TravelTabId, (props: SectionProps) => React.ReactElement> = {
  visa: VisaSection,
  accommodation: AccommodationSection,
  "egypt-info": EgyptInfoSection,
  practical: PracticalSection,
};
