/**
 * Zulu and Xhosa as South African- and Zimbabwean-American veterans and their families write them,
 * alone or mixed with English (round 92): the crisis phrases read as their English sense, as
 * spanish.ts does for Spanish. The verb carries its subject ("ngi" / "ndi": I; "u": he or she), so
 * each phrase names whom it is about.
 */
import { readAsEnglish } from './readAsEnglish';

const phrases: [RegExp, string][] = [
  [/\b(?:ngizozibulala|ngizibulale|ndiza kuzibulala|ndizozibulala|ngifuna ukuzibulala|ndifuna ukuzibulala)\b/g, 'i will kill myself'],
  [/\b(?:uzozibulala|uza kuzibulala|ufuna ukuzibulala)\b/g, 'he will kill himself'],
  [/\b(?:ngokuvimbela|ukuvimbela|ukuvikela|ngokuvikela|lokuthintela|ukuthintela|ngokuthintela) ukuzibulala\b/g, 'suicide prevention'],
  [/\bukuzibulala\b/g, 'suicide'],
  [/\b(?:ngifuna|ndifuna) ukufa\b|\bngicela ukufa\b/g, 'i want to die'],
  [/\b(?:angisafuni|andisafuni|angifuni) ukuphila\b/g, 'i dont want to live anymore'],
  [/\b(?:ngingavuki|ndingavuki|ngingaphinde ngivuke)\b/g, 'to not wake up'],
  [/\bakukho (?:okusele|into esele) kimi\b|\basikho isizathu sokuphila\b/g, 'there is nothing left for me'],
  [/\bngiphelile\b|\bndigqibile\b/g, 'i am finished with all of it'],
  [/\bikusasa alikho\b|\bakukho kusasa\b/g, 'there is no future for me'],
  [/\b(?:ngiwumthwalo|ndingumthwalo|ngingumthwalo)\b/g, 'i am a burden'],
  [/\buma ngingekho\b|\bxa ndingekho\b/g, 'if i was gone'],
  [/\bizincwadi zokuvalelisa\b|\bincwadi yokuvalelisa\b/g, 'goodbye letters'],
  [/\b(?:izinto zami sengizinikele|ngiphe abantu izinto zami|ngizinikele izinto zami)\b/g, 'i gave away my things'],
  [/\b(?:ngizisikile|ngiyazisika|ndiyazisika|ndizisikile)\b/g, 'i cut myself'],
  [/\bigazi aliyeki\b/g, 'the bleeding wont stop'],
  [/\bamaphilisi amangaki\b|\bmangaki amaphilisi\b/g, 'how many pills'],
  [/\b(?:ngiphuze|ngiphuzile|ngithathe) (?:wonke )?amaphilisi\b/g, 'i took the pills'],
  [/\bukugxumela (?:emfuleni|emanzini|olwandle)\b/g, 'jump into the river'],
  [/\b(?:seng|ng|nd|send)ifuna ukuya kubo\b/g, 'i want to go with them'],
  [/\bnamhlanje ebusuku\b|\bngokuhlwa namhlanje\b/g, 'tonight'],
  [/\bnamhlanje\b/g, 'today'],
  [/\b(?:andisenathemba|angisenathemba|angisenalo ithemba)\b/g, 'i have no hope left'],
  [/\bkonke kuphelile\b/g, 'it is all over for me'],
  [/\bndisecaleni lolwandle ngoku\b|\bngisolwandle manje\b/g, 'i am at the ocean now'],
  [/\b(?:ndingena|ngingena) (?:emanzini|olwandle)\b/g, 'walking into the water'],
  [/\bbafa empini\b/g, 'died in the war'],
  [/\b(?:ndinike|ngiphe) (?:\w+ ){0,2}zonke izinto zam\b/g, 'i gave away all my things'],
  [/\b(?:ndibhale|ngibhale) (?:nee)?leta\b|\bneeleta\b/g, 'i wrote goodbye letters'],
  [/\b(?:ngizoshayisa|ndizokungqubanisa) imoto (?:yami|yam)\b/g, 'i will crash my car'],
  [/\bebhulohweni\b/g, 'off the bridge'],
  [/\bngeke ngibe khona kusasa\b|\bandizukubakho ngomso\b/g, 'i will not be here tomorrow'],
  [/\bbafela emfazweni\b/g, 'died in the war'],
  [/\b(?:sengibhalile|ngibhalile|ndibhalile) izincwadi\b/g, 'i wrote goodbye letters'],
  [/\bkonke (?:sekulungile|kulungile)\b/g, 'everything is ready'],
  [/\b(?:sengilungile|ndilungile ngoku)\b/g, 'i am ready now'],
  [/\b(?:zingaphi|mangaki) (?:ii|ama)?pilisi\b/g, 'how many pills'],
  [/\b(?:ezinokubulala|ezingabulala) umntu\b/g, 'would kill a person'],
  [/\b(?:ndibuzela|ngibuzela) (?:mna|mina)\b/g, 'asking for myself'],
  [/\b(?:ngiyazilimaza|ndiyazenzakalisa|ngizilimazile)\b/g, 'i am hurting myself'],
  [/\b(?:ngizisika|ndizisika)\b/g, 'i cut myself'],
  [/\b(?:kwakufanele|bekufanele) kube (?:yimi|ndim)\b/g, 'it should have been me'],
  [/\b(?:ngifuna|ndifuna) ukuya kuye\b/g, 'i want to go with him'],
  [/\b(?:esithi )?ufuna ukufa\b/g, 'he wants to die'],
  [/\bubhale ileta\b/g, 'he wrote a goodbye letter'],
  [/\bwahamba nemoto\b/g, 'he drove off'],
];

export const zuluXhosaAsEnglish = readAsEnglish({ phrases, words: {} });
