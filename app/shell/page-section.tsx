import type { ReactNode } from "react";
import { Link } from "~/i18n/links";
import { Ltr } from "~/i18n/ltr";
import { useT } from "~/i18n/use-t";
import * as sections from "~/styles/sections.css";
import * as ui from "~/styles/ui.css";

/** A titled band of a marketing page; the heading labels the section for assistive technology. */
export function PageSection({
  id,
  title,
  lead,
  muted = false,
  children,
}: {
  id: string;
  title: string;
  lead?: string;
  muted?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={muted ? ui.sectionMuted : ui.section} aria-labelledby={id}>
      <div className={ui.container}>
        <h2 id={id} className={ui.sectionHeading}>
          {title}
        </h2>
        {lead ? <p className={ui.sectionLead}>{lead}</p> : null}
        {children}
      </div>
    </section>
  );
}

/** A hero's figures: what each counts, the figure, and, where the page has it, what it comes from. */
export function StatList({ stats }: { stats: readonly { value: string; label: string; note?: string; ltr?: boolean }[] }) {
  if (stats.length === 0) return null;
  return (
    <dl className={sections.heroStats}>
      {stats.map((s) => (
        <div key={s.label}>
          <dt>{s.label}</dt>
          <dd>{s.ltr ? <Ltr>{s.value}</Ltr> : s.value}</dd>
          {s.note ? <dd className={sections.heroStatNote}>{s.note}</dd> : null}
        </div>
      ))}
    </dl>
  );
}

/** The closing band of a page: a heading, one sentence and its buttons. */
export function CallToAction({
  id,
  title,
  text,
  children,
}: {
  id: string;
  title: string;
  text: string;
  children: ReactNode;
}) {
  return (
    <section className={ui.hero} aria-labelledby={id}>
      <div className={`${ui.container} ${sections.centered}`}>
        <h2 id={id}>{title}</h2>
        <p>{text}</p>
        <div className={`${ui.buttonRow} ${sections.centerRow}`}>{children}</div>
      </div>
    </section>
  );
}

/** A grid of cards without list bullets. */
export function CardGrid({ columns = "three", children }: { columns?: "two" | "three" | "four"; children: ReactNode }) {
  return <ul className={`${ui.grid[columns]} ${sections.plainList}`}>{children}</ul>;
}

/** The two next steps most pages end on: book a free video call with a coordinator, or start the intake. */
export function ConsultationLinks() {
  const t = useT();
  return (
    <>
      <Link to="/book" className={ui.button.accent}>
        {t("pages.getFreeConsultation")}
      </Link>
      <Link to="/start-journey" className={sections.heroSecondary}>
        {t("pages.startJourney")}
      </Link>
    </>
  );
}

/** What a page says where the operator has entered nothing yet: that it is coming, and a coordinator to ask meanwhile. */
export function ComingSoon({ text }: { text: string }) {
  const t = useT();
  return (
    <div className={ui.card}>
      <p>{text}</p>
      <p>
        <Link to="/contact" className={ui.button.outline}>
          {t("pages.soon.ask")}
        </Link>
      </p>
    </div>
  );
}
