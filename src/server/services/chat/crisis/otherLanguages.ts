/**
 * Every language reader prepareCrisisText() (text.ts) runs, in this order: each reads its
 * language's crisis phrases as their English sense on normalized text (readAsEnglish.ts), so that
 * the English concepts apply to them.
 */
import { spanishAsEnglish } from './spanish';
import { tagalogAsEnglish } from './tagalog';
import { haitianCreoleAsEnglish } from './haitianCreole';
import { gullahAsEnglish } from './gullah';
import { frenchAsEnglish } from './french';
import { romanianAsEnglish } from './romanian';
import { catalanAsEnglish } from './catalan';
import { swedishAsEnglish } from './swedish';
import { papiamentoAsEnglish } from './papiamento';
import { portugueseAsEnglish } from './portuguese';
import { hindiUrduAsEnglish } from './hindiUrdu';
import { nigerianPidginAsEnglish } from './nigerianPidgin';
import { russianUkrainianAsEnglish } from './russianUkrainian';
import { nepaliAsEnglish } from './nepali';
import { swahiliAsEnglish } from './swahili';
import { arabiziAsEnglish } from './arabizi';
import { wolofAsEnglish } from './wolof';
import { afrikaansDutchAsEnglish } from './afrikaansDutch';
import { zuluXhosaAsEnglish } from './zuluXhosa';

const readers = [
  spanishAsEnglish,
  tagalogAsEnglish,
  haitianCreoleAsEnglish,
  gullahAsEnglish,
  frenchAsEnglish,
  romanianAsEnglish,
  catalanAsEnglish,
  swedishAsEnglish,
  papiamentoAsEnglish,
  portugueseAsEnglish,
  hindiUrduAsEnglish,
  nigerianPidginAsEnglish,
  russianUkrainianAsEnglish,
  nepaliAsEnglish,
  swahiliAsEnglish,
  arabiziAsEnglish,
  wolofAsEnglish,
  afrikaansDutchAsEnglish,
  zuluXhosaAsEnglish,
];

export function otherLanguagesAsEnglish(normalized: string): string {
  return readers.reduce((read, asEnglish) => asEnglish(read), normalized);
}
