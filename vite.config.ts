import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { markdown } from "./app/build/markdown-plugin.ts";
import { vanillaExtract } from "./app/build/vanilla-extract-plugin.ts";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  plugins: [
    cloudflare({ viteEnvironment: { name: "ssr" } }),
    markdown(),
    vanillaExtract(),
    reactRouter(),
  ],
});
