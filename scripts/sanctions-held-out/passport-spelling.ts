// A name as a passport romanises it (issue 46): the machine-readable and visual zones of a
// Russian passport follow ICAO Doc 9303's table (since 2013: Юлия IULIIA, Дмитрий DMITRII,
// Хасан KHASAN), a Ukrainian passport Ukraine's national system of 2010 (Юлія YULIIA, Дмитро
// DMYTRO, Григорій HRYHORII). A Belarusian name (ў) is left out: Belarus follows its own
// system. Used to pair a list's original-script name with the spelling its bearer's papers give.

const ICAO_RUSSIAN: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ё: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'i',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: 'ie',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'iu',
  я: 'ia',
};

// Ukraine's system (Cabinet of Ministers resolution 55 of 2010): є, ї, й, ю, я are ye, yi, y,
// yu, ya at a word's start and ie, i, i, iu, ia inside it; зг is zgh.
const UKRAINIAN: Record<string, string> = {
  ...ICAO_RUSSIAN,
  г: 'h',
  ґ: 'g',
  є: 'ie',
  и: 'y',
  і: 'i',
  ї: 'i',
  '’': '',
  "'": '',
};
const UKRAINIAN_START: Record<string, string> = { є: 'ye', ї: 'yi', й: 'y', ю: 'yu', я: 'ya' };

const capital = (word: string) => (word ? word[0]!.toUpperCase() + word.slice(1) : word);

/** A patronymic, which a passport's romanised name leaves out. */
const PATRONYMIC = /(вич|вна|ична|інична|ьич)$/;

/** A Cyrillic name as its bearer's Russian or Ukrainian passport writes it (given name and
 * surname, no patronymic), or null. */
export function passportSpelling(name: string): string | null {
  if (!/[\u0400-\u04ff]/.test(name) || /ў/i.test(name)) return null;
  const ukrainian = /[іїєґ]/i.test(name);
  const words: string[] = [];
  for (const word of name.toLowerCase().split(/[\s-]+/)) {
    if (!word || PATRONYMIC.test(word)) continue;
    let out = '';
    const letters = [...(ukrainian ? word.replace(/зг/g, 'zgh') : word)];
    for (const [i, letter] of letters.entries()) {
      const start = ukrainian && i === 0 ? UKRAINIAN_START[letter] : undefined;
      const read = start ?? (ukrainian ? UKRAINIAN[letter] : ICAO_RUSSIAN[letter]);
      if (read === undefined && /[\u0400-\u04ff]/.test(letter)) return null;
      out += read ?? letter;
    }
    words.push(capital(out));
  }
  return words.length >= 2 ? words.join(' ') : null;
}
