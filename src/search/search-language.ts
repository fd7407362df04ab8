/**
 * The PostgreSQL text search configuration for an STT language code: the language's own (its
 * stemmer and stop words) where PostgreSQL (and PGlite) ship one, `simple` otherwise and when
 * the language is not known.
 */
const CONFIGS: Record<string, string> = {
  ar: 'arabic',
  hy: 'armenian',
  eu: 'basque',
  ca: 'catalan',
  da: 'danish',
  nl: 'dutch',
  en: 'english',
  fi: 'finnish',
  fr: 'french',
  de: 'german',
  el: 'greek',
  hi: 'hindi',
  hu: 'hungarian',
  id: 'indonesian',
  it: 'italian',
  lt: 'lithuanian',
  ne: 'nepali',
  no: 'norwegian',
  pt: 'portuguese',
  ro: 'romanian',
  ru: 'russian',
  sr: 'serbian',
  es: 'spanish',
  sv: 'swedish',
  ta: 'tamil',
  tr: 'turkish',
  yi: 'yiddish',
};

/** A bot's configuration: its one language's, else `simple` (several, or none said). */
export function searchConfig(languages: unknown): string {
  if (!Array.isArray(languages) || languages.length !== 1) return 'simple';
  return CONFIGS[String(languages[0])] ?? 'simple';
}
