import { LANGUAGES } from '@coaching/contract';

/** The product's languages: the safety screen reads them and answers in them. */
export type Language = (typeof LANGUAGES)[number];

/** Short words each language uses constantly and the others rarely, as the tokenizer below splits them. */
const FUNCTION_WORDS: Record<Language, ReadonlySet<string>> = {
  en: new Set('i me my the and to is it you that of not this have what with just want am was are be do dont im ive cant its if but been really for on at from your we they he she would will can get got about how when all keep time'.split(' ')),
  es: new Set('yo mi me el la los las que y en no es por para con un una estoy quiero muy pero lo ya mas todo nada esto esta soy tengo hoy porque como voy vas va ese esa eso este aqui cuando donde hay algo siempre nunca tambien del al sin mucho'.split(' ')),
  fr: new Set('je j moi mon ma mes le la les des et en ne pas est pour avec un une suis veux c ca tout plus qu que rien cette ce ai vais sais plus'.split(' ')),
  de: new Set('ich mich mir mein meine der die das dem den und zu nicht ist mit ein eine bin will es auf fur auch noch dass aber nichts habe hab heute wie kann mehr kein keinen keine seh sehe grad gerade wieder schon oder sind war ned net nimmer nimma numm hob mog scho koa oida gell nix zruck bissl isch gsi nid'.split(' ')),
};
/** Letters that give a language away. */
const LETTERS: Record<Language, RegExp> = {
  en: /(?!)/,
  // 'me he tomado': a form of haber before a participle is Spanish, though 'me' and 'he' are English words too.
  es: /[ñ¿¡]|\b(?:he|has|ha|hemos|han) \p{L}+(?:ado|ido)\b/gu,
  // An elision ("l'envie", "j'ai", "qu'il") gives French away even in a short message.
  fr: /[çœèêëàùûîï]|\b(?:[ldjmtsnc]|qu)['’](?=[a-zàâéèêîôûh])/g,
  de: /[äöüß]/g,
};

/** The language a message is written in, when its words say so clearly; undefined for 'ok', emoji or a mix. */
export function detectLanguage(text: string): Language | undefined {
  const lower = text.toLowerCase();
  const words = lower
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .split(/[^a-z]+/)
    .filter(Boolean);
  const scores = LANGUAGES.map((language) => {
    const hits = words.filter((word) => FUNCTION_WORDS[language].has(word)).length;
    return { language, score: hits + 2 * (lower.match(LETTERS[language])?.length ?? 0) };
  }).sort((a, b) => b.score - a.score);
  const [best, next] = scores;
  if (!best || best.score < 2 || best.score < (next?.score ?? 0) * 1.5) return undefined;
  return best.language;
}
