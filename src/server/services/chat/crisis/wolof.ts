/**
 * Wolof as Senegalese- and Gambian-American veterans and their families type it, alone or mixed with
 * English or French (round 92): the crisis phrases read as their English sense, as spanish.ts does
 * for Spanish. Phrases only, accents already gone ("bëgg" is "begg"); the short words ("ma", "na",
 * "ci") are too common to read alone.
 */
import { readAsEnglish } from './readAsEnglish';

const phrases: [RegExp, string][] = [
  [/\b(?:dinaa|damay|dama begg|begg naa) (?:rey|reyi) sama bopp\b/g, 'i will kill myself'],
  [/\b(?:dina|dafay|dafa begg) (?:rey|reyi) boppam\b/g, 'he will kill himself'],
  [/\b(?:rey|reyi) sama bopp\b/g, 'kill myself'],
  [/\b(?:dama|maa ngi|begg naa) (?:begg )?dee\b/g, 'i want to die'],
  [/\b(?:dootuma|duma|dootuma begg) (?:begg )?dund\b/g, 'i dont want to live anymore'],
  [/\b(?:dootul|du) begg dund\b/g, 'he doesnt want to live anymore'],
  [/\b(?:dootuma|dootul|du ma) yewwu\b/g, 'not wake up'],
  [/\byalla na ma jel\b|\byalla jel ma\b/g, 'god take me'],
  [/\b(?:amatuma|amul ma|amuma)(?: benn)? (?:yaakaar|yakaar)\b/g, 'i have no hope'],
  [/\blepp jeex na\b/g, 'it is all over for me'],
  [/\bdara (?:desul|deswul) ci man\b/g, 'there is nothing left for me'],
  [/\b(?:dama|maa ngi) diis ci\b/g, 'i am a burden on'],
  [/\bsu ma demee\b/g, 'if i was gone'],
  [/\bdanuy noppalu\b|\bdanu (?:gen|gena) ne\b/g, 'they would be better off'],
  [/\bbind naa (?:\w+ ){0,2}bataaxal\b/g, 'i wrote goodbye letters'],
  [/\blepp pare na\b/g, 'i put my affairs in order'],
  [/\bci kaw (?:pont|kaw) bi\b/g, 'on the bridge now'],
  [/\b(?:naan naa|lekk naa) (?:\w+ ){0,2}garab\b/g, 'i took the pills'],
  [/\bnaata garab\b/g, 'how many pills'],
  [/\b(?:dama|damay|dama di) dagg sama (?:loxo|yaram)\b/g, 'i cut myself'],
  [/\bdugg ci (?:geej|dex|ndox) (?:gi|bi|mi)\b/g, 'walk into the ocean'],
  [/\b(?:dootuma|dootul) delsi\b/g, 'not come back'],
  [/\bbegg (?:fekki|topp) (?:ko|leen)\b/g, 'i want to join them'],
  [/\btey ci guddi\b|\bguddi gii\b/g, 'tonight'],
  [/\bmaa ngi bind (?:ay )?bataaxal\b/g, 'i am writing goodbye letters'],
  [/\bmaa ngi waajal\b/g, 'i am getting ready to go'],
  [/\bnelaw ba (?:faww|fabb)\b/g, 'sleep forever'],
  [/\bdootul yagg ci adduna\b/g, 'he will not be alive much longer'],
  [/\bdafa tej bunt bi\b/g, 'he locked himself in the room'],
  [/\bdama begg dem fa (?:nu|nga|mu) nekk\b/g, 'i want to go where they are'],
  [/\bdafa sonn ci dund\b/g, 'he is tired of living'],
  [/\bdafa jend fetal\b/g, 'he bought a gun'],
  [/\bci tefes gi\b/g, 'at the ocean now'],
  [/\bduma (?:yeewu|yewu|yeeewu)(?: ba (?:faww|fabb))?\b/g, 'not wake up'],
];

export const wolofAsEnglish = readAsEnglish({ phrases, words: {} });
