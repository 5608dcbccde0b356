import { pinyin } from "pinyin-pro";

const HAN = /\p{Script=Han}/u;

/** Latin letters for Chinese text (pinyin without tones); other text unchanged. */
export function romanize(text: string): string {
  return HAN.test(text) ? pinyin(text, { toneType: "none", nonZh: "consecutive" }) : text;
}

/**
 * What a reader without a Chinese keyboard types for a Chinese title or name: its pinyin as
 * syllables and run together ("dong feng po", "dongfengpo"). Empty for other text.
 */
export function pinyinVariants(text: string): string {
  if (!HAN.test(text)) return "";
  const syllables = romanize(text);
  return `${syllables} ${syllables.replace(/\s+/g, "")}`;
}

/** Han, Hiragana, Katakana and Hangul: scripts written without spaces between words. */
const UNSPACED_SCRIPT = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}]/u;

/** Lower case, accents and compatibility forms folded: "Beyoncé" and "BEYONCE" meet. */
export function foldTerm(term: string): string {
  return term.normalize("NFKD").replace(/\p{M}/gu, "").toLowerCase();
}

/**
 * Words split on anything that is not a letter or digit; apostrophes vanish so "don't" matches
 * "dont". Runs of unspaced scripts become single characters and their pairs, so a part of a
 * Chinese title finds the song.
 */
export function tokenize(text: string): string[] {
  const tokens: string[] = [];
  for (const word of text.replace(/['’]/g, "").split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    if (!UNSPACED_SCRIPT.test(word)) {
      tokens.push(word);
      continue;
    }
    const chars = Array.from(word);
    tokens.push(...chars);
    for (let i = 0; i + 1 < chars.length; i++) tokens.push(`${chars[i]}${chars[i + 1]}`);
  }
  return tokens;
}
