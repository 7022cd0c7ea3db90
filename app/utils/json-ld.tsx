import { useNonce } from "./nonce";

/**
 * Structured data for search engines. "<" is escaped so text from the database
 * (a doctor's bio) can never close the script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const nonce = useNonce();
  return (
    <script
      type="application/ld+json"
      nonce={nonce}
      // Browsers hide the nonce after parsing, so the client never sees the server's value.
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: JSON.stringify({ "@context": "https://schema.org", ...data }).replace(/</g, "\\u003c") }}
    />
  );
}
