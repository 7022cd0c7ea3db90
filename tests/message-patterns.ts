/** A value a test cannot know in advance (a quote's number, a coordinator's name), for `matching`. */
export const ANY = "\u0000";

const escaped = (message: string) => message.split(ANY).map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));

/** A translated message as a pattern of the whole text, with `ANY` standing for what the test cannot know. */
export const matching = (message: string) => new RegExp(`^${escaped(message).join(".+")}$`);

/** A translated message as a pattern found within a text (a page), with `ANY` standing for what the test cannot know. */
export const within = (message: string) => new RegExp(escaped(message).join("[^<]+?"));
