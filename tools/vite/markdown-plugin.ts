import { marked } from "marked";
import type { Plugin } from "vite";

/**
 * Turns `import html from "./article.md"` into a module whose default export is the
 * rendered HTML string, so Markdown is parsed once at build time and never per request.
 * The files are our own content (content/), so their HTML is trusted as written.
 */
export function markdown(): Plugin {
  return {
    name: "nilecare-markdown",
    enforce: "pre",
    async transform(source, id) {
      const [file, query = ""] = id.split("?", 2);
      // `?raw` asks for the text itself (Vite has already made it a string module).
      if (!file?.endsWith(".md") || new URLSearchParams(query).has("raw")) return null;
      const html = await marked.parse(source, { async: true, gfm: true });
      return { code: `export default ${JSON.stringify(html)};`, map: { mappings: "" } };
    },
  };
}
