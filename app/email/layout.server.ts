import { site } from "~content/site";
import { config } from "~/config.server";
import { translatorFor } from "~/i18n/catalogue.server";
import { directionOf, type Locale } from "~/i18n/locales";
import type { Translate } from "~/i18n/message-key";

/**
 * What a template says, as data. One layout turns it into both the HTML and the
 * plain-text part, so the two never drift apart and every value is escaped in
 * one place (contact messages carry text typed by strangers).
 */
export type EmailContent = {
  subject: string;
  heading: string;
  paragraphs: string[];
  /** Label/value rows, e.g. the fields of a contact message. */
  details?: { label: string; value: string }[];
  /** A block of free text kept with its line breaks (a visitor's message). */
  quote?: string;
  action?: { label: string; url: string };
  /** Further links below the button (e.g. "Add to calendar", "Cancel"). */
  links?: { label: string; url: string }[];
  footnotes?: string[];
  /** Newsletter mail: shown as an unsubscribe link at the bottom. */
  unsubscribeUrl?: string;
};

export type RenderedEmail = { subject: string; html: string; text: string };

const colors = { primary: "#0b5f73", text: "#14232b", muted: "#4a5d66", border: "#cbd8de", background: "#eef4f6" };

export function escapeHtml(value: string) {
  return value
    .replaceAll("&", "&amp;")
    .replaceAll("<", "&lt;")
    .replaceAll(">", "&gt;")
    .replaceAll('"', "&quot;")
    .replaceAll("'", "&#39;");
}

function paragraph(text: string, style = `margin:0 0 16px;color:${colors.text}`) {
  return `<p style="${style}">${escapeHtml(text)}</p>`;
}

/** The recipient's language: its words, its direction, and which side the quote bar and list indent take. */
type Language = { locale: Locale; t: Translate; start: "left" | "right" };

function languageOf(locale: Locale): Language {
  return { locale, t: translatorFor(locale), start: directionOf(locale) === "rtl" ? "right" : "left" };
}

function htmlBody(content: EmailContent, { t, start }: Language) {
  const parts = [
    `<h1 style="margin:0 0 16px;font-size:22px;color:${colors.primary}">${escapeHtml(content.heading)}</h1>`,
    ...content.paragraphs.map((p) => paragraph(p)),
  ];
  if (content.details?.length) {
    const rows = content.details
      .map(
        (d) =>
          `<tr><th align="${start}" style="padding:6px 12px 6px 0;color:${colors.muted};font-weight:600;vertical-align:top">${escapeHtml(d.label)}</th>` +
          `<td style="padding:6px 0;color:${colors.text};white-space:pre-line">${escapeHtml(d.value)}</td></tr>`,
      )
      .join("");
    parts.push(`<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${rows}</table>`);
  }
  if (content.quote !== undefined) {
    parts.push(
      `<blockquote style="margin:0 0 16px;padding:12px 16px;border-${start}:4px solid ${colors.primary};background:${colors.background};color:${colors.text};white-space:pre-wrap">${escapeHtml(content.quote)}</blockquote>`,
    );
  }
  if (content.action) {
    const url = escapeHtml(content.action.url);
    parts.push(
      `<p style="margin:24px 0"><a href="${url}" style="display:inline-block;padding:12px 20px;border-radius:8px;background:${colors.primary};color:#ffffff;font-weight:600;text-decoration:none">${escapeHtml(content.action.label)}</a></p>`,
      paragraph(
        t("emails.layout.buttonFallback"),
        `margin:0 0 4px;color:${colors.muted};font-size:14px`,
      ),
      `<p style="margin:0 0 16px;font-size:14px;word-break:break-all"><a href="${url}" style="color:${colors.primary}">${url}</a></p>`,
    );
  }
  if (content.links?.length) {
    const items = content.links
      .map((l) => `<li style="margin:0 0 8px"><a href="${escapeHtml(l.url)}" style="color:${colors.primary}">${escapeHtml(l.label)}</a></li>`)
      .join("");
    parts.push(`<ul style="margin:0 0 16px;padding-${start}:20px">${items}</ul>`);
  }
  for (const note of content.footnotes ?? []) {
    parts.push(paragraph(note, `margin:0 0 12px;color:${colors.muted};font-size:14px`));
  }
  return parts.join("\n");
}

function htmlDocument(content: EmailContent, language: Language) {
  const { t, locale } = language;
  const operator = config.operator;
  const unsubscribe = content.unsubscribeUrl
    ? `<br><a href="${escapeHtml(content.unsubscribeUrl)}" style="color:${colors.muted}">${escapeHtml(t("emails.layout.unsubscribe", { name: site.name }))}</a>`
    : "";
  return `<!doctype html>
<html lang="${locale}" dir="${directionOf(locale)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(content.subject)}</title>
</head>
<body style="margin:0;padding:0;background:${colors.background};font-family:Arial,Helvetica,sans-serif;font-size:16px;line-height:1.5">
<table role="presentation" width="100%" style="border-collapse:collapse;background:${colors.background}">
<tr><td align="center" style="padding:24px 12px">
<table role="presentation" width="100%" style="max-width:600px;border-collapse:collapse;background:#ffffff;border:1px solid ${colors.border};border-radius:12px">
<tr><td style="padding:20px 28px;border-bottom:1px solid ${colors.border};font-size:20px;font-weight:700;color:${colors.primary}">${site.name}</td></tr>
<tr><td style="padding:28px">
${htmlBody(content, language)}
</td></tr>
<tr><td style="padding:16px 28px;border-top:1px solid ${colors.border};font-size:13px;color:${colors.muted}">
${escapeHtml(operator.legalName)} · ${escapeHtml(operator.address[locale])}<br>
<bdi dir="ltr">${escapeHtml(operator.phone)}</bdi> · <a href="mailto:${escapeHtml(operator.email)}" style="color:${colors.muted}">${escapeHtml(operator.email)}</a>${unsubscribe}
</td></tr>
</table>
</td></tr>
</table>
</body>
</html>`;
}

function textDocument(content: EmailContent, { t, locale }: Language) {
  const operator = config.operator;
  const blocks = [content.heading, ...content.paragraphs];
  if (content.details?.length) blocks.push(content.details.map((d) => `${d.label}: ${d.value}`).join("\n"));
  if (content.quote !== undefined) blocks.push(content.quote);
  if (content.action) blocks.push(`${content.action.label}:\n${content.action.url}`);
  for (const link of content.links ?? []) blocks.push(`${link.label}:\n${link.url}`);
  blocks.push(...(content.footnotes ?? []));
  const footer = [`${operator.legalName} · ${operator.address[locale]}`, `${operator.phone} · ${operator.email}`];
  if (content.unsubscribeUrl) footer.push(`${t("emails.layout.unsubscribe", { name: site.name })}: ${content.unsubscribeUrl}`);
  blocks.push(`--\n${footer.join("\n")}`);
  return `${blocks.join("\n\n")}\n`;
}

/** The message in the recipient's language: the layout's words, `lang` and `dir` (the content is the template's). */
export function renderLayout(content: EmailContent, locale: Locale = "en"): RenderedEmail {
  const language = languageOf(locale);
  return { subject: content.subject, html: htmlDocument(content, language), text: textDocument(content, language) };
}
