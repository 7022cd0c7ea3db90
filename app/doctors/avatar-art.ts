/**
 * A designed portrait for a doctor without a photograph: the same doctor always gets the same
 * drawing (colours and hair come from a hash of the id), so the directory looks consistent and
 * no two neighbouring cards look cloned. A real photograph replaces it by setting doctors.avatar_url.
 */
const backgrounds = ["#dcedf1", "#f6e3c4", "#e2ecf8", "#e6f2ea", "#f3e1ea", "#ece7f6"] as const;
const skins = ["#f1c7a5", "#e0ac84", "#c68a62", "#a86b45", "#7a4a32"] as const;
const hairs = ["#1f140d", "#3b2416", "#5a3a22", "#8c8c8c", "#141414"] as const;
const shirts = ["#0b5f73", "#2f8aa1", "#5b6b9a", "#3f7d5a", "#8a4f6b"] as const;

function hashOf(text: string) {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  return hash;
}

function pick<T>(list: readonly T[], hash: number, salt: number): T {
  return list[Math.floor(hash / salt) % list.length]!;
}

const hairStyles = [
  // Short and neat.
  (c: string) => `<path d="M38 46 q0 -26 26 -26 q26 0 26 26 q-6 -12 -26 -12 q-20 0 -26 12z" fill="${c}"/>`,
  // Side parting.
  (c: string) => `<path d="M37 50 q-2 -32 28 -32 q26 0 26 30 q-10 -16 -34 -12 q-10 4 -20 14z" fill="${c}"/>`,
  // Curly.
  (c: string) =>
    `<g fill="${c}"><circle cx="44" cy="36" r="9"/><circle cx="56" cy="28" r="10"/><circle cx="70" cy="28" r="10"/><circle cx="82" cy="36" r="9"/><circle cx="40" cy="46" r="6"/><circle cx="88" cy="46" r="6"/></g>`,
  // Receding.
  (c: string) => `<path d="M38 52 q0 -14 6 -20 q-2 10 2 16z M90 52 q0 -14 -6 -20 q2 10 -2 16z" fill="${c}"/>`,
] as const;

export function doctorAvatarSvg(doctorId: string) {
  const hash = hashOf(doctorId);
  const hair = pick(hairStyles, hash, 1)(pick(hairs, hash, 7));
  const glasses =
    hash % 3 === 0
      ? `<g fill="none" stroke="#13232b" stroke-width="2.5"><circle cx="55" cy="54" r="7"/><circle cx="73" cy="54" r="7"/><path d="M62 54 h4"/></g>`
      : "";
  return `<svg xmlns="http://www.w3.org/2000/svg" width="128" height="128" viewBox="0 0 128 128">
<rect width="128" height="128" fill="${pick(backgrounds, hash, 3)}"/>
<path d="M22 128 v-14 q0 -30 42 -30 q42 0 42 30 v14z" fill="#ffffff"/>
<path d="M50 86 l14 22 l14 -22 q-14 -4 -28 0z" fill="${pick(shirts, hash, 11)}"/>
<path d="M52 86 l12 22 l-18 -4z M76 86 l-12 22 l18 -4z" fill="#e8f0f3"/>
<rect x="56" y="70" width="16" height="18" rx="6" fill="${pick(skins, hash, 5)}"/>
<ellipse cx="64" cy="52" rx="25" ry="28" fill="${pick(skins, hash, 5)}"/>
${hair}${glasses}
<path d="M40 92 q-6 22 12 26 M88 92 q6 22 -12 26" fill="none" stroke="#13232b" stroke-width="3" stroke-linecap="round"/>
<circle cx="52" cy="118" r="4" fill="#13232b"/>
</svg>`;
}
