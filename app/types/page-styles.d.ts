/** The built client stylesheets' text by URL (tools/vite/page-styles-plugin.ts); empty without a client build. */
declare module "virtual:nilecare/page-styles" {
  const styles: Readonly<Record<string, string>>;
  export default styles;
}
