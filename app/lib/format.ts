// Formatting shared by pages and tests.

/** "1 like", "2 likes". */
export function plural(count: number, noun: string, pluralNoun = `${noun}s`): string {
  return `${count.toLocaleString("en-AU")} ${count === 1 ? noun : pluralNoun}`;
}
