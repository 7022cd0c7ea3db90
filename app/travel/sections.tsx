import { Link } from "react-router";
import { travelInfo, travelTabs, type TravelTabId } from "~content/travel-info";
import { CardGrid } from "~/shell/page-section";
import * as ui from "~/styles/ui.css";
import * as styles from "./travel.css";

const { visa, accommodation, egypt, practical } = travelInfo;

function titleOf(id: TravelTabId) {
  return travelTabs.find((t) => t.id === id)!.label;
}

/** Each tab's content is a section with its own h2, so the printable guide can show all four. */
type SectionProps = { headingId: string };

export function VisaSection({ headingId }: SectionProps) {
  return (
    <>
      <h2 id={headingId} className={styles.panelHeading}>
        {titleOf("visa")}
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
                  <dd>{f.value}</dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </CardGrid>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={ui.visuallyHidden}>Visa requirements by country of citizenship</caption>
          <thead>
            <tr>
              <th scope="col">Citizens of</th>
              <th scope="col">Visa</th>
              <th scope="col">Stay</th>
              <th scope="col">Cost</th>
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
      <h3>Important notes</h3>
      <ul className={styles.notes}>
        {visa.notes.map((note) => (
          <li key={note}>{note}</li>
        ))}
      </ul>
    </>
  );
}

export function AccommodationSection({ headingId }: SectionProps) {
  const service = accommodation.bookingService;
  return (
    <>
      <h2 id={headingId} className={styles.panelHeading}>
        {titleOf("accommodation")}
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
      <h3 className={styles.subsection}>Where to stay</h3>
      <CardGrid columns="two">
        {accommodation.lodgingTypes.map((type) => (
          <li key={type.name} className={ui.card}>
            <h4>{type.name}</h4>
            <p className={styles.price}>
              {type.priceRange} <span className={ui.muted}>per night</span>
            </p>
            <p className={ui.muted}>{type.description}</p>
            <p>
              <strong>Locations:</strong> {type.locations.join(", ")}
            </p>
          </li>
        ))}
      </CardGrid>
    </>
  );
}

export function EgyptInfoSection({ headingId }: SectionProps) {
  return (
    <>
      <h2 id={headingId} className={styles.panelHeading}>
        {titleOf("egypt-info")}
      </h2>
      <h3>Climate by season</h3>
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
          <h3>Culture and customs</h3>
          <ul className={styles.notes}>
            {egypt.culture.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </div>
        <div className={ui.card}>
          <h3>Currency</h3>
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

export function PracticalSection({ headingId }: SectionProps) {
  return (
    <>
      <h2 id={headingId} className={styles.panelHeading}>
        {titleOf("practical")}
      </h2>
      <h3>Getting around</h3>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={ui.visuallyHidden}>Transport options and typical costs</caption>
          <thead>
            <tr>
              <th scope="col">Transport</th>
              <th scope="col">Typical cost</th>
              <th scope="col">Good to know</th>
            </tr>
          </thead>
          <tbody>
            {practical.transport.map((t) => (
              <tr key={t.mode}>
                <th scope="row">{t.mode}</th>
                <td>{t.cost}</td>
                <td>{t.note}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className={ui.grid.three}>
        <div className={ui.card}>
          <h3>Staying connected</h3>
          <ul className={styles.notes}>
            {practical.connectivity.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        </div>
        <div className={ui.card}>
          <h3>Emergency numbers</h3>
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
          <h3>Time zone</h3>
          <p className={styles.price}>{practical.timeZone.zone}</p>
          <p className={ui.muted}>{practical.timeZone.note}</p>
        </div>
      </div>
      <p className={styles.subsection}>
        Need help with any of this? Our travel team answers within 2 hours.{" "}
        <Link to="/contact" className={ui.button.outline}>
          Contact our travel team
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
