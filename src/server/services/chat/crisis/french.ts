/**
 * French as Acadian, Cajun and Québécois veterans and families write it, alone or mixed with
 * English (round 74): the crisis phrases read as their English sense, so that every concept applies
 * to them, as spanish.ts does for Spanish. Phrases only, no single words: "pu" (plus), "icitte"
 * (ici) and the rest stay as written outside these phrases. Runs on normalizeForMatching() output
 * (lower case, accents and apostrophes gone: "c'est" arrives as "cest", "j'en" as "jen").
 */
import { readAsEnglish } from './readAsEnglish';

const phrases: [RegExp, string][] = [
  // a form or a wait that "va me tuer" is the idiom, read before "me tuer"
  [/\b(?:formulaire|papiers?|paperasse|dossier|boulot|travail|attente|truc|section)\b(?: \w+){0,4} va me tuer\b/g, 'is killing me lol'],
  [/\b(?:je veux|jveux|j veux|je voudrais|jaimerais) (?:me tuer|me suicider|en finir)\b/g, 'i want to kill myself'],
  [/\b(?:me tuer|me suicider|menlever la vie|m enlever la vie)\b/g, 'kill myself'],
  [/\b(?:je veux|jveux|j veux|je voudrais) mourir\b|\bje veux etre mort\b/g, 'i want to die'],
  [/\b(?:je veux|jveux|j veux) (?:pu|plus|pus) vivre\b|\bje ne veux plus vivre\b/g, 'i dont want to live'],
  [/\b(?:jen|j en|je n en|je nen) peux (?:pu|plus|pus)\b/g, 'i cant go on'],
  [/\bcest fini pour (?:moi|de bon)\b/g, 'it is over for me for good'],
  [/\b(?:il )?(?:ny|n y|y) a (?:pu|plus|pus) rien(?: pour moi)?\b/g, 'there is nothing left for me'],
  [/\b(?:je suis|chu|jsuis|j suis) (?:juste )?un fardeau\b/g, 'i am a burden'],
  [/\b(?:ils|y|elle|ils seraient|y seraient) (?:seraient )?mieux sans moi\b/g, 'they would be better off without me'],
  [/\b(?:pas|plus|pu) me reveiller\b/g, 'not wake up'],
  [/\bpas de reveil\b/g, 'not wake up'],
  [/\b(?:je )?(?:ne )?vois (?:plus|pu) (?:d ?avenir|de futur)\b/g, 'i see no future for me'],
  [/\bcest (?:la )?(?:derniere|derniere semaine) pour moi\b/g, 'it is my last week'],
  [/\b(?:je suis|chu|jsuis) (?:juste )?un poids\b/g, 'i am a burden'],
  [/\bsi je disparaissais\b/g, 'if i disappeared'],
  [/\bjai tout regle\b/g, 'i put my affairs in order'],
  [/\bjai donne (?:ma|mon|mes)\b/g, 'i gave away my'],
  [/\b(?:il|elle) a donne (?:ses|sa|son) affaires\b|\b(?:il|elle) a donne ses\b/g, 'he gave away his things'],
  [/\bachete une corde\b/g, 'bought a rope'],
  [/\bje suis sur le toit\b/g, 'i am on the roof now'],
  [/\bcombien de temps (?:ca|cela) prend si on avale trop de\b/g, 'how long does it take to die if you overdose on'],
  [/\bsomniferes\b/g, 'sleeping pills'],
  [/\b(?:partir|mourir) dans mon sommeil\b/g, 'die in my sleep'],
  [/\bne (?:plus jamais|jamais plus) (?:ouvrir les yeux|me reveiller|rouvrir les yeux)\b/g, 'never wake up'],
  [/\bje ne vois pas comment (?:continuer|tenir)\b/g, 'i cant go on'],
  [/\b(?:il )?(?:ny|n y) a plus (?:aucune|d|de|pas d) ?issue\b|\bpas de sortie\b/g, 'there is no way out'],
  [/\bje suis pris(?:e)? au piege\b/g, 'i am trapped'],
  [/\b(?:\w+ )?(?:seraient|serait|serions|seriez) mieux sans (?:moi|lui|elle)\b/g, 'would be better off without me'],
  [/\bil vaut mieux que je (?:parte|disparaisse|men aille)\b/g, 'it is better if i am gone'],
  [/\bjai ecrit des lettres (?:pour|a)\b/g, 'i wrote goodbye letters to'],
  [/\bdemain (?:ce sera|ca sera|tout sera) (?:fait|fini|termine)\b/g, 'tomorrow it will be done'],
  [/\bje viens davaler (?:toute la boite|tous mes|toute la bouteille|tout le flacon)\b/g, 'i just swallowed the whole bottle of'],
  [/\bcachets\b|\bcomprimes\b|\bmedicaments\b/g, 'pills'],
  [/\bcombien de temps (?:ca|cela) prend si on avale\b/g, 'how long does it take to die if you overdose on'],
  [/\bquelle dose (?:\w+ ){0,3}(?:qui )?(?:est )?mortelle\b|\bdose mortelle\b/g, 'what is a lethal dose'],
  [/\bje pense a (?:conduire|jeter|foncer avec) ma voiture (?:dans|contre)\b/g, 'i am thinking about driving my car into'],
  [/\blaisser (?:la|ma) voiture tourner dans le garage\b/g, 'leave the car running in the garage'],
  [/\b(?:un|le) tuyau\b/g, 'a hose'],
  [/\bpersonne ne saura (?:si )?(?:que )?(?:cetait|ce netait pas) un accident\b/g, 'nobody will know it was not an accident'],
  [/\bje veux (?:aller )?(?:le|la|les) rejoindre\b/g, 'i want to join them'],
  [/\b(?:a|avait) parle de sauter (?:du|dun|de la|dune)\b/g, 'talked about jumping off the'],
  [/\bne repond plus\b/g, 'is not answering'],
  [/\bce soir\b|\bcette nuit\b/g, 'tonight'],
  [/\b(?:du|le|un|sur le) pont\b/g, 'the bridge'],
  [/\b(?:il|elle) est parti(?:e)? en voiture\b/g, 'he drove off'],
  [/\b(?:qu)?il (?:allait|va) partir (?:ce soir|tonight)\b/g, 'he is going to end it tonight'],
  [/\b(?:qu)?(?:on|nous) ne (?:le|la) (?:reverrait|reverra|reverrions) (?:plus|jamais)\b/g, 'we would never see him again'],
  [/\b(?:il|elle) a une arme\b/g, 'he has a gun'],
  [/\bles signes dalerte\b/g, 'the warning signs'],
  [/\bje me (?:brule|coupe|scarifie)\b/g, 'i cut myself'],
  [/\bsans ceinture\b/g, 'no seatbelt'],
  [/\bje vais les rejoindre\b|\bles rejoindre bientot\b/g, 'i will join them'],
  [/\b(?:il|elle) dit au revoir a tout le monde\b/g, 'he is saying goodbye to everyone'],
  [/\b(?:il|elle) (?:est|sest) enferme?e? dans (?:la|sa) chambre\b/g, 'he locked himself in the room'],
  [/(?<!\ba )\bbientot\b/g, 'soon'],
  [/\b(?:freres darmes|camarades|potes|gars) sont (?:tous )?(?:partis|morts|tombes)\b/g, 'brothers all died'],
];

export const frenchAsEnglish = readAsEnglish({ phrases, words: {} });
