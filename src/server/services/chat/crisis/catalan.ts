/**
 * Catalan as Catalan and Andorran veterans and families write it, alone or mixed with English
 * (round 85): the crisis phrases read as their English sense, so that every concept applies to
 * them, as spanish.ts does for Spanish. Phrases, and a few words no English word shares. Runs on
 * normalizeForMatching() output (lower case, accents and apostrophes gone, hyphens as spaces:
 * "treure'm" arrives as "treurem", "quedar-me" as "quedar me", "d'haver" as "dhaver").
 */
import { readAsEnglish } from './readAsEnglish';

/** "I want", "I would like", "I am going to", "I think of", as the phrases open. */
const I_WANT = '(?:vull|voldria|vaig a|penso en|pensant en|tinc ganes de)';
/** Taking one's own life: "matar-me", "suicidar-me", "treure'm la vida". */
const KILL_MYSELF = '(?:matar me|suicidar me|treurem la vida|treure me la vida)';

const phrases: [RegExp, string][] = [
  [new RegExp(`\\b${I_WANT} ${KILL_MYSELF}\\b|\\bem vull (?:matar|suicidar|treure la vida)\\b`, 'g'), 'i want to kill myself'],
  [
    new RegExp(`\\b${KILL_MYSELF}\\b|\\bem (?:traure|treure|treuria|matare|mataria|suicidare|suicidaria)(?: la vida)?\\b`, 'g'),
    'kill myself',
  ],
  [/\bes va (?:suicidar|matar|treure la vida)\b|\bsha (?:suicidat|tret la vida)\b/g, 'killed himself'],
  [/\bsuicidi\b/g, 'suicide'],
  [/\b(?:vull|voldria) (?:morir(?: me)?|estar mort[a]?|no existir)\b/g, 'i want to die'],
  [/\bno vull (?:viure|seguir vivint|continuar vivint|seguir|despertar me|tornar a despertar me)\b/g, 'i dont want to live'],
  [/\b(?:ja )?no (?:vol|volia|voldria) (?:viure|seguir vivint|continuar vivint|seguir)\b/g, 'he doesnt want to live anymore'],
  [/\b(?:em sap greu|odio|detesto) (?:haver me despertat|despertar me)\b/g, 'i wish i had not woken up'],
  [/\bno (?:puc|aguanto|suporto) mes\b(?! (?:de|que|amb|per)\b)/g, 'i cant go on'],
  [/\bno (?:queda|em queda) (?:res|ningu)(?: per a mi| per mi)?\b/g, 'there is nothing left for me'],
  [/\bno te (?:cap )?sentit\b/g, 'there is no point'],
  [/\bestic (?:atrapat|atrapada)\b/g, 'i am trapped with no way out'],
  [/\b(?:soc|em sento) una (?:carrega|molestia)\b/g, 'i am a burden'],
  [/\b(?:estarien|estaran|estarieu) millor sense mi\b|\bmillor sense mi\b/g, 'they would be better off without me'],
  [/\b(?:estariem|estarem) millor sense (?:ella|ell)\b/g, 'we would be better off without her'],
  // off social media or the group chat is a break, not a vanishing
  [/\bdesapareixer (?:de|dels|de les) (?:xarxes|internet|grup|grups|whatsapp|facebook|instagram)\b/g, 'log off for a while'],
  [/\b(?:vull|voldria|hauria de) desapareixer\b/g, 'i want to disappear'],
  [/\bque un dia jo no hi sigui\b|\bno hi sigui mes\b/g, 'that i am not here anymore'],
  [/\b(?:he|ha) escrit (?:cartes|una carta|unes cartes)\b/g, 'wrote goodbye letters'],
  [/\b(?:ja esta tot|ho tinc tot|tot esta) (?:preparat|arreglat|a punt)\b/g, 'everything is in order now'],
  [/\b(?:he|mhe|ha) pres (?:totes )?(?:les |unes )?pastilles\b/g, 'i took all the pills'],
  [/\bja no veig be\b/g, 'my vision is going'],
  [/\bel lloc mes alt\b/g, 'the highest place'],
  [/\bon (?:pots|puc|es pot) arribar amb cotxe\b/g, 'you can drive to'],
  [/\bno hi ha barana\b/g, 'there is no railing'],
  [/\bno es per fer fotos\b/g, 'not for photos'],
  [/\bem faig mal\b|\bem (?:tallo|talli|cremo)\b|\b(?:tallar|cremar) me\b/g, 'i hurt myself'],
  [/\bels talls\b/g, 'the cuts'],
  [/\bno se parar\b|\bno puc parar\b/g, 'i cant stop'],
  [/\bpenso (?:a|en) no girar el volant\b/g, 'i think about not turning the wheel'],
  [/\bno girar el volant\b/g, 'not turning the wheel'],
  [/\bem ve al cap\b|\bno paro de pensar en\b/g, 'i keep thinking about'],
  [/\bagafar el cotxe i estavellar me contra\b/g, 'taking the car and crashing into'],
  [/\bdeixar anar\b/g, 'let go'],
  [/\bestavellar me contra\b/g, 'crash into'],
  [/\b(?:crashing|crash) into (?:un|el) pilar\b/g, 'crashing into a pillar'],
  [/\bhauria dhaver estat jo\b|\bhavia de ser jo\b/g, 'should have been me'],
  [/\bvull (?:ser|estar|anar) amb (?:ells|elles|ell|ella)\b(?! (?:a|al|per|dema|avui)\b)/g, 'i want to be with them'],
  [/\bsha tancat (?:a casa|a la seva habitacio|a lhabitacio)\b/g, 'locked himself in'],
  [/\bno mobre\b|\bno contesta\b/g, 'is not answering'],
  [/\baquesta nit\b/g, 'tonight'],
  [/\bho tinc decidit\b/g, 'i have decided'],
];

const words: Record<string, string> = {
  pastilles: 'pills',
  escopeta: 'shotgun',
  corda: 'rope',
  adeu: 'goodbye',
};

export const catalanAsEnglish = readAsEnglish({ phrases, words });
