// A .wasm import is the compiled module (wrangler's, the Cloudflare Vite plugin's and the vitest pool's CompiledWasm rule).
declare module "*.wasm" {
  const module: WebAssembly.Module;
  export default module;
}
