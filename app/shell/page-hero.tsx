import type { ReactNode } from "react";
import type { SiteImage } from "~content/images";
import * as ui from "~/styles/ui.css";
import { Picture } from "~/ui/picture";
import * as styles from "./page-hero.css";

/**
 * The opening band of a marketing page: the page's h1, a lead, its buttons or figures, and its
 * artwork beside the text from 900 px (below it on a phone). The artwork is above the fold, so it
 * loads at once with high priority.
 */
export function PageHero({
  id,
  title,
  lead,
  image,
  children,
}: {
  id: string;
  title: ReactNode;
  lead: ReactNode;
  image: SiteImage;
  children?: ReactNode;
}) {
  return (
    <section className={ui.hero} aria-labelledby={id}>
      <div className={`${ui.container} ${styles.layout}`}>
        <div className={styles.text}>
          <h1 id={id} className={ui.heroTitle}>
            {title}
          </h1>
          <p className={ui.heroLead}>{lead}</p>
          {children}
        </div>
        <Picture image={image} sizes="(min-width: 1280px) 540px, (min-width: 900px) 42vw, (min-width: 480px) 420px, 100vw" priority className={styles.art} />
      </div>
    </section>
  );
}
