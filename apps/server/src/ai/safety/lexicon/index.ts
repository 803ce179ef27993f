import type { Language } from '../language.js';
import { de } from './de.js';
import { en } from './en.js';
import { es } from './es.js';
import { fr } from './fr.js';
import type { Lexicon } from './types.js';

export const LEXICONS: Record<Language, Lexicon> = { en, es, fr, de };
