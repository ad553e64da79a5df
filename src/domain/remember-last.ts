/**
 * A reading of a stored setting that remembers its last answer: `read` runs again only when the
 * value differs (as JSON text) from the one read before. Every exchange reads the same few
 * settings, and checking one against its schema costs more than the exchange's rule that uses
 * it. The answer is frozen, as every caller shares it.
 */
export function rememberLast<T>(read: (value: unknown) => T): (value: unknown) => T {
  let last: { text: string | undefined; answer: T } | null = null;
  return (value) => {
    const text = JSON.stringify(value);
    if (last && last.text === text) return last.answer;
    const answer = read(value);
    last = { text, answer: typeof answer === 'object' && answer ? Object.freeze(answer) : answer };
    return last.answer;
  };
}
