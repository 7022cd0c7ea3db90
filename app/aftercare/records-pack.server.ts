import { env } from "cloudflare:workers";
import { asc, eq } from "drizzle-orm";
import { db } from "~/db/client.server";
import { caseAttachments } from "~/db/schema";
import { escapeHtml } from "~/email/layout.server";
import { translatorFor } from "~/i18n/catalogue.server";
import { directionOf, type Locale } from "~/i18n/locales";
import { formatDayFirst, formatNumber } from "~/i18n/format";
import { CLINIC_ZONE } from "~/i18n/time";
import { caseReference } from "~/cases/case-reference";
import { treatmentName } from "~/treatments/treatment-name";
import { archiveName, streamZip } from "~/utils/zip-stream.server";

/**
 * The records pack (decision 0156): every file the coordinators attached to the case (discharge
 * summary, prescriptions, imaging reports…) in one ZIP, with `index.html` first, a printable page
 * that lists them for the patient's doctor at home. The same page is served on the site to print.
 */

type PackCase = { id: string; patientName: string; treatment: string | null };
type PackFile = { id: string; fileName: string; size: number; createdAt: Date; storageKey: string };

async function packFiles(caseId: string): Promise<PackFile[]> {
  return db
    .select({
      id: caseAttachments.id,
      fileName: caseAttachments.fileName,
      size: caseAttachments.size,
      createdAt: caseAttachments.createdAt,
      storageKey: caseAttachments.storageKey,
    })
    .from(caseAttachments)
    .where(eq(caseAttachments.caseId, caseId))
    .orderBy(asc(caseAttachments.createdAt), asc(caseAttachments.id));
}

const sizeText = (bytes: number, locale: Locale) =>
  formatNumber(locale, Math.max(1, Math.round(bytes / 1024)), { style: "unit", unit: "kilobyte", maximumFractionDigits: 0 });

/** A day as a document for a doctor elsewhere names it: with its year ("27 November 2026"), the clinic's calendar. */
const dayText = (at: Date, locale: Locale) => formatDayFirst(locale, at, { timeZone: CLINIC_ZONE, day: "numeric", month: "long", year: "numeric" });

/** The index page: who, which case, and one row per file with the name it has in the ZIP. */
export function recordsIndexHtml(caseRow: PackCase, files: { name: string; file: PackFile }[], locale: Locale, now: Date) {
  const t = translatorFor(locale);
  const rows = files
    .map(
      ({ name, file }) =>
        `<tr><td>${escapeHtml(name)}</td><td>${escapeHtml(dayText(file.createdAt, locale))}</td><td>${escapeHtml(sizeText(file.size, locale))}</td></tr>`,
    )
    .join("");
  const facts = [
    [t("caseJourney.records.patient"), caseRow.patientName],
    [t("caseJourney.records.reference"), caseReference(caseRow.id)],
    [t("caseJourney.records.treatment"), treatmentName(caseRow.treatment, locale) ?? "—"],
    [t("caseJourney.records.prepared"), dayText(now, locale)],
  ]
    .map(([label, value]) => `<dt>${escapeHtml(label!)}</dt><dd>${escapeHtml(value!)}</dd>`)
    .join("");
  return `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><meta name="robots" content="noindex">
<title>${escapeHtml(t("caseJourney.records.indexTitle"))}</title>
<style>
body{font-family:system-ui,sans-serif;max-width:48rem;margin:1.5rem auto;padding:0 1rem;color:#111;background:#fff;line-height:1.5}
dl{display:grid;grid-template-columns:max-content 1fr;gap:.25rem 1rem}dt{font-weight:600}dd{margin:0;overflow-wrap:anywhere}
table{width:100%;border-collapse:collapse}th,td{text-align:start;padding:.4rem;border-bottom:1px solid #999;white-space:nowrap}
td:first-child{white-space:normal;overflow-wrap:anywhere}
@media (max-width:30rem){thead{display:none}tr{display:grid;grid-template-columns:1fr auto;border-bottom:1px solid #999}td{border:0}td:first-child{grid-column:1/-1;font-weight:600}}
@media (prefers-color-scheme:dark){body{color:#eee;background:#111}}
@media print{body{margin:0;color:#000;background:#fff}}
</style></head>
<body>
<h1>${escapeHtml(t("caseJourney.records.indexTitle"))}</h1>
<p>${escapeHtml(t("caseJourney.records.indexLead"))}</p>
<dl>${facts}</dl>
<h2>${escapeHtml(t("caseJourney.records.files", { count: files.length }))}</h2>
<table><thead><tr><th>${escapeHtml(t("caseJourney.records.fileName"))}</th><th>${escapeHtml(t("caseJourney.records.added"))}</th><th>${escapeHtml(t("caseJourney.records.size"))}</th></tr></thead>
<tbody>${rows}</tbody></table>
</body></html>
`;
}

/** Each file with the unique name it has inside the ZIP (`files/<name>`). */
function named(files: PackFile[]) {
  const taken = new Set<string>();
  return files.map((file) => ({ name: `files/${archiveName("", file.fileName, taken)}`, file }));
}

/** The printable index alone, for the page on the site; null when nothing was attached. */
export async function recordsIndexPage(caseRow: PackCase, locale: Locale, now = new Date()) {
  const files = await packFiles(caseRow.id);
  if (files.length === 0) return null;
  return recordsIndexHtml(caseRow, named(files), locale, now);
}

/**
 * The pack as a download, or null when nothing was attached. A file whose bytes are gone is left
 * out of the ZIP and of its index alike; each file is read from R2 as the client takes the ZIP.
 */
export async function recordsPackResponse(caseRow: PackCase, locale: Locale, now = new Date()) {
  const files = await packFiles(caseRow.id);
  if (files.length === 0) return null;
  const present = (await Promise.all(files.map(async (file) => ((await env.INTAKE_DOCUMENTS.head(file.storageKey)) ? file : null)))).filter(
    (file): file is PackFile => file !== null,
  );
  const entries = named(present);
  const body = streamZip(async (zip) => {
    zip.addText("index.html", recordsIndexHtml(caseRow, entries, locale, now));
    for (const { name, file } of entries) {
      const object = await env.INTAKE_DOCUMENTS.get(file.storageKey);
      if (!object) throw new Error("A records pack file went missing while the ZIP was written");
      await zip.addStream(name, object.body);
    }
  });
  const fileName = `nilecare-records-${caseReference(caseRow.id)}.zip`;
  return new Response(body, {
    headers: {
      "Content-Type": "application/zip",
      "Content-Disposition": `attachment; filename="${fileName}"`,
      "Cache-Control": "private, no-store",
    },
  });
}
