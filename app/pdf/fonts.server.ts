// IBM Plex Sans Arabic, the site's Arabic face, whose Latin letters match it: its Arabic, Latin and Latin-extended
// subsets (@fontsource), regular and bold. `?inline` puts each file into the server bundle as a data URL, so the
// fonts are there in `wrangler dev`, the tests and production without a filesystem or a fetch.
import arabicBold from "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-700-normal.woff?inline";
import arabicRegular from "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-arabic-400-normal.woff?inline";
import latinBold from "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-700-normal.woff?inline";
import latinRegular from "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-400-normal.woff?inline";
import latinExtBold from "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-ext-700-normal.woff?inline";
import latinExtRegular from "@fontsource/ibm-plex-sans-arabic/files/ibm-plex-sans-arabic-latin-ext-400-normal.woff?inline";

export type Weight = "regular" | "bold";

/** Each weight's files in the order a character looks for its glyph after its own script's face. */
const files: Record<Weight, { arabic: string; latin: string; latinExt: string }> = {
  regular: { arabic: arabicRegular, latin: latinRegular, latinExt: latinExtRegular },
  bold: { arabic: arabicBold, latin: latinBold, latinExt: latinExtBold },
};

export type FaceName = keyof (typeof files)["regular"];
export const faceNames: readonly FaceName[] = ["arabic", "latin", "latinExt"];

// Decoded once per isolate (the bytes, never a promise), then only read.
const decoded = new Map<string, Uint8Array>();

function bytesOf(dataUrl: string) {
  let bytes = decoded.get(dataUrl);
  if (!bytes) {
    const base64 = dataUrl.slice(dataUrl.indexOf(",") + 1);
    bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    decoded.set(dataUrl, bytes);
  }
  return bytes;
}

export function fontBytes(weight: Weight, face: FaceName) {
  return bytesOf(files[weight][face]);
}
