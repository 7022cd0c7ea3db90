/** The Arabic (or any other) side of a catalogue: exactly the English keys, each an ICU message. */
export type Translation<English> = { readonly [Key in keyof English]: string };
