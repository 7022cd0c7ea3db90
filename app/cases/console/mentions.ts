/**
 * The colleagues a note names with `@`: `@Mona` is each staff member whose name (or e-mail address) starts with that
 * word, ignoring case, so two Monas are both told. The writer is never told of their own note.
 */
export function mentionedIn<Member extends { id: string; name: string }>(body: string, members: readonly Member[], writerId: string): Member[] {
  const words = new Set([...body.matchAll(/(?:^|[^\p{L}\p{N}_])@([\p{L}\p{N}][\p{L}\p{M}\p{N}'-]*)/gu)].map((match) => match[1]!.toLocaleLowerCase("en")));
  if (words.size === 0) return [];
  const firstWord = (name: string) => name.trim().split(/[\s@]+/)[0]!.toLocaleLowerCase("en");
  return members.filter((member) => member.id !== writerId && words.has(firstWord(member.name)));
}
