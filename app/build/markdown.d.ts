/** Markdown files imported from content/ are rendered to HTML by app/build/markdown-plugin.ts. */
declare module "*.md" {
  const html: string;
  export default html;
}
