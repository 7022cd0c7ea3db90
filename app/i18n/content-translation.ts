/**
 * The type of an Arabic twin (`content/ar/…`) of an English content value: every word may differ, nothing else may.
 * Strings widen to `string`, except under the keys named in `Kept` (ids, links, codes), whose values
 * must stay exactly the English ones; numbers and booleans keep their English literal types, and
 * `as const` tuples keep their length, so a twin with a missing entry or a changed id does not compile.
 */
export type ContentTranslation<T, Kept extends PropertyKey = never> = T extends string
  ? string
  : T extends readonly unknown[]
    ? { [I in keyof T]: ContentTranslation<T[I], Kept> }
    : T extends object
      ? { [K in keyof T]: K extends Kept ? T[K] : ContentTranslation<T[K], Kept> }
      : T;
