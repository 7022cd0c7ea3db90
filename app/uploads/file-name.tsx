import { Ltr } from "~/i18n/ltr";
import * as ui from "~/styles/ui.css";
import { formatFileSize } from "./files";
import * as styles from "./uploads.css";

/** A stored file's name and size, as lists of documents and attachments show it (a name may be Arabic). */
export function FileName({ file }: { file: { fileName: string; size: number } }) {
  return (
    <span className={styles.fileName}>
      <bdi>{file.fileName}</bdi>{" "}
      <span className={ui.muted}>
        (<Ltr>{formatFileSize(file.size)}</Ltr>)
      </span>
    </span>
  );
}
