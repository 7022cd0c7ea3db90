import type { FacilityKind } from "~/domain/facilities";
import { Link } from "~/i18n/links";
import { useT } from "~/i18n/use-t";
import * as ui from "~/styles/ui.css";
import * as styles from "./facilities.css";

/** Links to facilities' pages, each with its kind and address: where a doctor practises, or who offers a specialty. */
export function FacilityLinks({ facilities }: { facilities: readonly { id: string; name: string; kind: FacilityKind; address: string }[] }) {
  const t = useT();
  return (
    <ul className={styles.linkList}>
      {facilities.map((facility) => (
        <li key={facility.id}>
          <Link to={`/facilities/${facility.id}`}>{facility.name}</Link>
          <br />
          <span className={ui.muted}>
            {t(`facilities.kind.${facility.kind}`)} · {facility.address}
          </span>
        </li>
      ))}
    </ul>
  );
}
