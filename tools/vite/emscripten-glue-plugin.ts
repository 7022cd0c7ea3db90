import type { Plugin } from "vite";

const assignment = 'if(import.meta.url===undefined){import.meta.url="https://localhost"}';

/**
 * jSquash's WebP glue (Emscripten) gives `import.meta.url` a value when a Worker has none. In the worker tests Vite
 * serves modules with `import.meta.url` replaced by an expression, and the assignment becomes a syntax error; the
 * codecs never read the value (they are handed their compiled module and `locateFile`), so the line is dropped.
 * The app's build keeps `import.meta` as it is and needs no such help.
 */
export function emscriptenGlue(): Plugin {
  return {
    name: "nilecare-emscripten-glue",
    enforce: "pre",
    transform(code, id) {
      if (!/@jsquash\/webp\/codec\/(dec|enc)\/webp_(dec|enc)\.js$/.test(id.split("?")[0]!) || !code.includes(assignment)) return null;
      return { code: code.replace(assignment, ""), map: null };
    },
  };
}
