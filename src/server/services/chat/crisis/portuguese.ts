/**
 * Portuguese as Portuguese-, Brazilian- and Cape Verdean-American veterans and their families write
 * it, alone or mixed with English (round 89): the crisis phrases read as their English sense, so that
 * every concept applies to them, as spanish.ts does for Spanish (read before this file; the phrases
 * here are the ones Spanish does not share). Runs on normalizeForMatching() output (lower case,
 * accents gone: "não" arrives as "nao", "ninguém" as "ninguem", "tô" as "to").
 */
import { readAsEnglish } from './readAsEnglish';

const phrases: [RegExp, string][] = [
  [
    /\b(?:eu )?(?:vou|quero|vo|to pensando em|estou pensando em|penso em) (?:me matar|me suicidar|tirar (?:a )?minha (?:propria )?vida)\b/g,
    'i want to kill myself',
  ],
  [/\b(?:me matar|me suicidar|tirar (?:a )?minha (?:propria )?vida)\b/g, 'kill myself'],
  [/\b(?:se matou|se suicidou|tirou a propria vida)\b/g, 'killed himself'],
  [/\b(?:eu )?(?:quero|queria) morrer\b/g, 'i want to die'],
  [/\b(?:eu )?nao (?:quero|aguento) (?:mais )?viver\b/g, 'i dont want to live'],
  [/\b(?:ele|ela|meu pai|minha mae|meu irmao) (?:nao quer (?:mais )?viver|quer morrer)\b/g, 'he doesnt want to live'],
  [/\bnao quer (?:mais )?viver\b/g, 'doesnt want to live'],
  [/\bnao aguento mais\b/g, 'i cant take it anymore'],
  [/\b(?:ja )?nao tenho (?:mais )?(?:futuro|saida)(?: nenhum| nenhuma)?\b/g, 'there is no future for me'],
  [/\b(?:sou|eu sou) (?:um|uma) (?:peso|fardo)\b/g, 'i am a burden'],
  [
    /\b(?:todo mundo|eles|voces) (?:estaria|estariam|ficaria|ficariam) melhor sem mim\b|\bmelhor sem mim\b/g,
    'they would be better off without me',
  ],
  [/\b(?:queria|quero|vou) (?:sumir|desaparecer)\b/g, 'i want to disappear'],
  [/\bsem deixar rastro\b/g, 'without a trace'],
  [/\bninguem (?:ia|vai|iria) sentir (?:a )?(?:minha )?falta\b/g, 'nobody would miss me'],
  [/\b(?:me corto|me cortei|estou me cortando|to me cortando)\b/g, 'i am cutting myself'],
  [/\btomei todos os (?:remedios|comprimidos)\b/g, 'i took all the pills'],
];

export const portugueseAsEnglish = readAsEnglish({ phrases, words: { comprimidos: 'pills', suicidio: 'suicide' } });
