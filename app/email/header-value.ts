/**
 * A value that goes into an e-mail header (subject, recipient, Reply-To): control characters
 * (CR, LF, NUL, tab and the rest) could start a new header ("Bcc: …"), so each run of them
 * becomes one space; the result is trimmed and bounded. The forms refuse them already; this is
 * the e-mail layer's own guarantee for every value, whatever path it came by.
 */
// eslint-disable-next-line no-control-regex -- control characters are exactly what is removed
const CONTROL_RUNS = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

export function headerValue(value: string, maxLength = 250) {
  return value.replace(CONTROL_RUNS, " ").trim().slice(0, maxLength);
}
