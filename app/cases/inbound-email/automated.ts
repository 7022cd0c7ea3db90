/**
 * Mail no person wrote, which must never reach a thread nor be answered (an answer could start a loop between two
 * machines): auto-replies and vacation notices, delivery reports and bounces, mailing lists and bulk mail
 * (decision 0104). `headers` are the message's, names lowercased; `envelopeFrom` is the SMTP sender, empty for bounces.
 */
export function isAutomated(headers: readonly { key: string; value: string }[], envelopeFrom: string) {
  const value = (name: string) => headers.find((h) => h.key === name)?.value.trim().toLowerCase();
  const autoSubmitted = value("auto-submitted");
  if (autoSubmitted && autoSubmitted !== "no") return true;
  if (["bulk", "junk", "list", "auto_reply"].includes(value("precedence") ?? "")) return true;
  if (["list-id", "list-unsubscribe", "list-post", "x-autoreply", "x-autorespond", "x-failed-recipients"].some((name) => value(name) !== undefined)) return true;
  if (value("x-auto-response-suppress") === "all" && value("x-ms-exchange-generated-message-source") !== undefined) return true;
  if ((value("content-type") ?? "").startsWith("multipart/report")) return true;
  const sender = envelopeFrom.trim().toLowerCase();
  return sender === "" || sender === "<>" || /^(mailer-daemon|postmaster|no-?reply|do-?not-?reply)@/.test(sender);
}
