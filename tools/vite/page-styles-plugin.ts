import type { Plugin } from "vite";

const ID = "virtual:nilecare/page-styles";
const RESOLVED = `\0${ID}`;

/**
 * Gives the server build the text of every stylesheet the client build wrote, by URL
 * (`import styles from "virtual:nilecare/page-styles"`: `{ "/assets/shell-….css": "…" }`), so a document carries the
 * styles of its routes inline instead of linking them: the first paint waits for nothing but the document. React
 * Router builds the client before the server, so the texts are known when the server build asks; the dev server and
 * the worker tests have no client build, and their map is empty (pages link their styles as before).
 */
export function pageStyles(): Plugin {
  let styles: Record<string, string> = {};
  let base = "/";
  return {
    name: "nilecare-page-styles",
    configResolved(config) {
      base = config.base;
    },
    generateBundle(_options, bundle) {
      if (this.environment.name !== "client") return;
      const found: Record<string, string> = {};
      for (const file of Object.values(bundle)) {
        if (file.type === "asset" && file.fileName.endsWith(".css")) {
          const text = typeof file.source === "string" ? file.source : new TextDecoder().decode(file.source);
          // Vite's marker of a chunk's CSS, which nothing reads once the file is written.
          found[`${base}${file.fileName}`] = text.replace(/\/\*\$vite\$:\d+\*\/\s*$/, "").trim();
        }
      }
      styles = found;
    },
    resolveId(id) {
      return id === ID ? RESOLVED : null;
    },
    load(id) {
      if (id !== RESOLVED) return null;
      return `export default ${JSON.stringify(this.environment.name === "client" ? {} : styles)};`;
    },
  };
}
