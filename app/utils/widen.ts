type IsUnion<T, All = T> = T extends unknown ? ([All] extends [T] ? false : true) : never;

/**
 * A content file's type with its words widened to `string`: what the English file (`as const`) and its
 * Arabic twin have in common, for a loader that picks one of them with `contentFor`. A union of literals
 * (an icon name, an anchor) is a code, not a word, and stays as it is.
 */
export type Widen<T> = [T] extends [string]
  ? IsUnion<T> extends true
    ? T
    : string
  : T extends readonly (infer Item)[]
    ? readonly Widen<Item>[]
    : T extends object
      ? { readonly [Key in keyof T]: Widen<T[Key]> }
      : T;
