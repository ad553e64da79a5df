// A name's consonant skeleton (issue 46): how a romanised name meets a name written in Arabic
// script, which writes consonants and long vowels but not the short vowels a romanisation
// adds ("حسنين" → "hsnin", "Hasnain"). Both sides keep their consonants, in order, doubled
// ones once; a word that starts with a vowel (or 'ayn, alif, waw, ya) starts with "a"; a final
// h (ta marbuta, the h of "Abdullah") goes. "Abd" compounds keep "abd" whole.

const VOWELS = /[aeiouyv]/;

function skeletonOf(token: string): string {
  const first = VOWELS.test(token[0]!) ? 'a' : token[0]!;
  const rest = token
    .slice(1)
    .replace(/[aeiouyv]/g, '')
    .replace(/h$/, '');
  // ق is written q, k, g or gh (Qadir, Gadir, Ghedeir), غ gh or g; ض and ذ d, dh or z (Fadl,
  // Fazl; Ramadan, Ramazan): one letter for each group.
  return (first + rest)
    .replace(/[gq]/g, 'k')
    .replace(/z/g, 'd')
    .replace(/([a-z])\1+/g, '$1');
}

/** One folded token's skeleton (normaliseName's tokens: Mohammed is "muhamad" → "mhmd"). */
export function consonantSkeleton(token: string): string {
  if (token.length <= 1 || /^[0-9]+$/.test(token)) return token;
  if (token.startsWith('abd') && token.length > 4) return `abd${skeletonOf(token.slice(3))}`;
  return skeletonOf(token);
}

/** A name's tokens as skeletons; a skeleton of one letter is kept as its word's first two
 * letters, so "Ali" is not mistaken for an initial. */
export function skeletonTokens(tokens: readonly string[]): string[] {
  return tokens.map((token) => {
    const skeleton = consonantSkeleton(token);
    return skeleton.length === 1 && token.length > 1 ? `${skeleton}${skeleton}` : skeleton;
  });
}
