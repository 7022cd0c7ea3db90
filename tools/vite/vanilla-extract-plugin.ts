import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import type { Plugin } from "vite";

/**
 * vanilla-extract's `config` hook returns `ssr.resolve.external`, which the
 * Cloudflare plugin rejects (vanilla-extract issue #1603). The hook still has
 * to run for its side effect (it records the resolved root), so we call it and
 * drop what it returns.
 */
export function vanillaExtract(): Plugin[] {
  return vanillaExtractPlugin().map((plugin) => {
    const config = plugin.config;
    if (plugin.name !== "vite-plugin-vanilla-extract" || typeof config !== "function") {
      return plugin;
    }
    return {
      ...plugin,
      config(userConfig, env) {
        config.call(this, userConfig, env);
      },
    };
  });
}
