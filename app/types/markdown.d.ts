/** Markdown files imported from content/ are rendered to HTML by tools/vite/markdown-plugin.ts. */
declare module "*.md" {
  const html: string;
  export default html;
}
