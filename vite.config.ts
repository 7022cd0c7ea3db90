import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { markdown } from "./tools/vite/markdown-plugin.ts";
import { pageStyles } from "./tools/vite/page-styles-plugin.ts";
import { vanillaExtract } from "./tools/vite/vanilla-extract-plugin.ts";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  environments: {
    client: {
      build: {
        rollupOptions: {
          // content/ holds data (texts and facts): a file imported only for something a page never reads, such as
          // the treatments list behind the planner's constants, is left out of the page's JavaScript.
          treeshake: { moduleSideEffects: (id: string) => !/[\\/]content[\\/]/.test(id) },
          output: {
            codeSplitting: {
              groups: [
                // One file for the framework and one for the shell every page renders: fewer,
                // larger files compress better (measured: 115.5 → 113.7 KB gzip on the home page). Every module
                // here is reached from every page's hydration, none only from some routes (decision 0127: measured
                // by module), so none of it could load later with the routes that use it.
                {
                  name: "framework",
                  test: /node_modules[\\/](react|react-dom|react-router|scheduler)[\\/]/,
                },
                // The shell holds what every page renders (header, footer, toasts, theme, i18n) plus the
                // page sections and star rating most pages show; the page hero, pictures and JSON-LD load
                // with the routes that use them (decision 0131: measured per page), and so do money (only the pages
                // with prices) and the time formats of the console, bookings and requests, which no public page shows.
                { name: "shell", test: /app[\\/](shell[\\/](site-|icons|logo|language|arabic|navigation|page-section|page-styles|deferred-scripts)|styles|theme|toast|i18n(?![\\/](time|money))|home[\\/]home\.css|ui[\\/]star-rating|utils[\\/](nonce|loggable|seo))|content[\\/]site\.ts/ },
              ],
            },
          },
        },
      },
    },
  },
  plugins: [cloudflare({ viteEnvironment: { name: "ssr" } }), markdown(), pageStyles(), vanillaExtract(), reactRouter()],
});
