/** A CSV field: quoted, and a leading formula character neutralised so a spreadsheet never runs it. */
function csvField(value: string) {
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return `"${safe.replaceAll('"', '""')}"`;
}

/** A CSV document (RFC 4180 line ends): our own column names as they are, then every field quoted. */
export function csvOf(header: string[], rows: string[][]) {
  return `${[header.join(","), ...rows.map((row) => row.map(csvField).join(","))].join("\r\n")}\r\n`;
}
