// Chinese names in pinyin and in Wade–Giles (issue 46): Taiwan, Hong Kong and older lists write
// 張 Chang and 周 Chou where pinyin writes Zhang and Zhou. A word that is one pinyin syllable
// starting with zh is read with ch, as Wade–Giles writes it without its apostrophes; a longer
// word (Zhukov, Zhanna) is not a syllable and stays as written.
const ZH_SYLLABLE = /^zh(a|ai|an|ang|ao|e|ei|en|eng|i|ong|ou|u|ua|uai|uan|uang|ui|un|uo)$/;

/** A word as Wade–Giles writes its zh, when it is one pinyin syllable. */
export function wadeGilesZh(word: string): string {
  return ZH_SYLLABLE.test(word) ? `ch${word.slice(2)}` : word;
}
