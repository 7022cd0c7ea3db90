import styles from "virtual:nilecare/page-styles";

/**
 * The built stylesheets' text by URL, which every document carries inline for its routes (decision 0127). Empty
 * under the dev server and in the worker tests, which have no client build: their pages link the stylesheets.
 */
export const builtStyles: Readonly<Record<string, string>> = styles;
