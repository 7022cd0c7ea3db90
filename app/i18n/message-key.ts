import type * as areas from "./messages";

type Areas = typeof areas;

/** Every message key of the site, `<area>.<key>`, checked by TypeScript wherever `t()` is called. */
export type MessageKey = {
  [Area in keyof Areas & string]: `${Area}.${keyof Areas[Area]["en"] & string}`;
}[keyof Areas & string];

/** Values for an ICU message's `{placeholders}`. */
export type MessageValues = Record<string, string | number | Date>;

export type Translate = (key: MessageKey, values?: MessageValues) => string;
