/**
 * Arabic as Arab-American veterans and their families type it in Latin letters and digits (Arabizi:
 * 3, 7, 2, 9, 5 for the letters English lacks), Moroccan Darija, Egyptian and Levantine alike, alone
 * or mixed with English (round 92): the crisis phrases read as their English sense, as spanish.ts
 * does for Spanish. Phrases only, in the spellings people use ("n9tel" / "nqtl" / "n2tel"); the short
 * words ("ana", "ma", "w") are too common to read alone.
 */
import { readAsEnglish } from './readAsEnglish';

/** kill (qatala), spelt with q, 9, k, 2 or nothing for the first letter */
const KILL = '(?:[nay]?[q9k2]?[ao]?t[aeo]?l|nqtl|n9tl|n[q9]tel|[q2]otol)';
/** myself: Darija "rasi", Egyptian and Levantine "nafsi" / "7ali" */
const MYSELF = '(?:rasi|rassi|rassy|nafsi|nafsy|nafssi|7ali|7aly|7ale)';

const phrases: [RegExp, string][] = [
  [/\b(?:badde|baddi|3ayez|bghit) o2af (?:3al|3ala) (?:el )?(?:sekke|sekka|sikke|sikka)\b/g, 'i want to stand on the tracks'],
  [/\b(?:el )?inti7ar\b|\b(?:nanta7er|ant7er|ynta7er)\b/g, 'suicide'],
  [new RegExp(`\\b(?:bghit|baghi|badd?i|bade|3ayez|3ayza|nefsi) ${KILL} ${MYSELF}\\b`, 'g'), 'i want to kill myself'],
  [new RegExp(`\\b(?:ha|ra7 |gha |ghadi )${KILL} ${MYSELF}\\b`, 'g'), 'i will kill myself'],
  [new RegExp(`\\b${KILL} ${MYSELF}\\b`, 'g'), 'kill myself'],
  [/\b(?:bghit|baghi|bdit|badd?i|bade|3ayez|3ayza|nefsi|arid|areed) (?:nmout|nmot|amoot|amout|mout|mot|amot)\b/g, 'i want to die'],
  [
    /\b(?:ma )?(?:bqitch|b9itch|ma b9itsh) (?:bgha|bagh|baghi) n3ich\b|\bmesh (?:3ayez|3ayza) a3eesh\b|\bma badd?i 3ich\b/g,
    'i dont want to live anymore',
  ],
  [/\bma (?:bqach|b9ach) (?:bgha|baghi) y3ich\b|\bmesh (?:3ayez|3ayza) y3eesh\b/g, 'he doesnt want to live anymore'],
  [/\bmesh (?:3ayez|3ayza) a?kamm?el\b/g, 'i dont want to go on'],
  [/\b(?:ma nfi9ch|ma nfi9|ma as7ash|ma as7a(?:sh)? tany|ma af2ach|ma yfi9ch)\b/g, 'not wake up'],
  [
    /\bya rab+ (?:khodni|5odni|khudni|5edni|dini)\b|\ballah (?:ya5odni|yakhodni|yakhdni|yakhudni|yakhuthni|yakhdhni|ya5ithni)\b/g,
    'god take me',
  ],
  [
    /\b(?:walo bqa li|walo b9a liya|mafeesh 7aga fadla|ma fi shi ba2(?:i|a)|mafi shi ba2(?:i|a)|ma b9a liya walo)\b/g,
    'there is nothing left for me',
  ],
  [
    /\b(?:mafeesh|mafish|ma fi|mafi) (?:fayda|amal|bokra|boukra|bukra|mosta2bal|mustaqbal|musta2bal)\b/g,
    'there is no hope and no tomorrow for me',
  ],
  [
    /\b(?:ana )?(?:3ebe2|3eb2|3b2|3ib2|3eb2) (?:3ala|3la|3a)\b|\b(?:7eml|7emel|t9al|ti2l)(?: t2eel| tqil)? (?:3la|3ala|3aleihom|3alihom)\b/g,
    'a burden on',
  ],
  [/\b(?:a7san|ahsan|7sen) (?:men|min|bla) (?:gheiri|ghiri|ghayri|bini|menni)\b|\bila ghbrt\b/g, 'better off without me'],
  [/\b(?:ktbt|katabt|kteb|yiktib|yekteb) (?:l ?wasiya|el wasseya|wasiyti|el wasiya|wasiyya|wasiyye|wasseya)\b/g, 'i wrote my will'],
  [/\bkolchi (?:mrtab|mratab|wajed)\b/g, 'i put my affairs in order'],
  [
    /\b(?:chrbt|chrebt|khdit|shrebt|akhadt|5adt) (?:kolchi|kol el|ga3) (?:li kan f |el )?(?:dwa|adweya|bersheem|7bob|7obob)\b|\blamm kol el adweya\b|\bgama3t kol el bersheem\b/g,
    'took all the pills',
  ],
  [/\b(?:ch7al|ch7al mn|kam|2add eh) (?:mn |men )?(?:l7bba|7bba|7obob|7bob|bersheem|7abba)\b/g, 'how many pills'],
  [/\bezay el wa7ed ymoot\b|\bkifach (?:wa7ed|n) ?ymout\b/g, 'how do you die'],
  [/\b(?:men|min|bla) (?:gheir|ghir) ma (?:y7es|ye7es|n7es|7ass)\w*/g, 'without pain'],
  [new RegExp(`\\b(?:nla7|nrmi|armi) ${MYSELF} (?:f|fel|fi) ?l?(?:ma|bhar|mayya)\\b`, 'g'), 'throwing myself into the sea'],
  [/\b(?:kanfker|kanfkar|bafakar|bafaker|bfakker) (?:f )?(?:anot|an2ot|n9fez|norbot)\b/g, 'thinking about jumping off'],
  [/\b(?:kanfker|kanfkar|bafakar|bafaker|bfakker)\b/g, 'i keep thinking about'],
  [/\bmat(?:ou|o|u)\b|\bmat makan(?:y|i)\b/g, 'died'],
  [/\b3tit (?:\w+ ){0,2}l ?(?:khoya|khouya|khti|s7abi|wlidi|bnti)\b/g, 'gave away my things to my brother'],
  [/\b(?:fo2|foo2|fou9|fo9) (?:el |l)?(?:sot7|sat7|kobry|jsr|jisr)\b/g, 'on the roof now'],
  [/\b(?:b?a?gra7|b?a?jra7|kanjra7|bas2a3) (?:nafsy|nafsi|rasi|rassi|7ali|7ale)\b/g, 'i cut myself'],
  [/\b(?:kan7r9|b?a?7ra2|e7re2|a7re2) (?:nafsy|nafsi|rasi|rassi|7ali|7ale)\b/g, 'i burn myself'],
  [/\b(?:anot|an2ot|n9fez|nla7) (?:men|mn) (?:el |l)?(?:kobry|jsr|sot7)\b/g, 'jump off the bridge'],
  [/\b(?:mesh|mush|ma) (?:mesta7e2|msta7e9|ysta7e9) (?:a3eesh|n3ich|3ich)\b/g, 'i dont deserve to live'],
  [/\b(?:khassni|lazem|bdi) (?:nmchi|aro7|ru7) (?:3ndhom|3andhom|la3endhom|m3ahom)\b|\bnefsi al7a2o\w*\b/g, 'i want to go with them'],
  [/\b(?:el leila di|el lela di|had lila|hadi lila|lyoum f lil|el lel(?:e|a) hay)\b/g, 'tonight'],
  [/\bana (?:khalsaan|5alsaan|5elset|khelset|khlast)\b/g, 'i am finished with all of it'],
  [/\blaw (?:ekhtafet|e5tafet|ghbrt|ikhtafet)\b/g, 'if i disappeared'],
  [/\b(?:bi ?erta7o|hayerta7o|yerta7o|yrta7o)\b/g, 'they would be better off'],
  [/\b(?:badde|baddi|3ayez|3ayza|bghit) (?:ikhtefe|a5tefi|akhtefi|ekhtefe|nghbr)\b/g, 'i want to disappear'],
  [/\b(?:katabt|ktbt) (?:risele|resala|rsayel|rasa2el|gawabat|gawab)\b/g, 'i wrote goodbye letters'],
  [/\b(?:3atayt|3tit|edeet|iddeet)\b/g, 'i gave away'],
  [/\b(?:kel shi|kol 7aga|kolchi) (?:jehez|gahza|wajed|jahez)\b/g, 'i put my affairs in order'],
  [/\bmesh ha7tag (?:7aga|ay 7aga) ba3d\b/g, 'i will not need anything after'],
  [
    /\b(?:hala2|halla2|hala|delwa2ti|dilwa2ti|daba|hassa) (?:3al|3ala|fo2|fou2) (?:el )?(?:jesr|jisr|kobry|sot7|sat7)\b|\b(?:3al|3ala) (?:el )?(?:jesr|jisr) (?:hala2|halla2|delwa2ti|daba)\b/g,
    'i am on the bridge now',
  ],
  [/\b(?:shu|eh|ech) a2wa (?:shi|7aga) (?:bimawwet|bimawet|betmawet|bet mawet|btmawet)\b/g, 'what is the surest way to die'],
  [/\b(?:bsor3a|besor3a) (?:w )?(?:bala|men gheir|bdoun) (?:wja3|waga3|alam)\b|\bbala (?:wja3|waga3)\b/g, 'fast and without pain'],
  [/\bkam (?:7abaya|7abba|7obob|bersheema) lazem akhod\b/g, 'how many pills should i take'],
  [/\bma (?:a9a7ash|as7ash|asha7sh)(?: tany)?\b/g, 'not wake up'],
  [/\bo2af (?:3al|3ala) (?:el )?(?:sekke|sekka|sikke|sikka)\b/g, 'stand on the tracks'],
  [/\b(?:tedkhol|ad5ol|adkhol|yedkhol) (?:fe|fi|b) (?:3amood|3amud|7eta|7e6a|shajara)\b/g, 'crash into a pole'],
  [/\b(?:badde|baddi|nefsi|3ayez) (?:el7a2(?:on|hom|o)|al7a2(?:on|hom|o))\b|\bha7sal-?hom\b/g, 'i want to follow them'],
  [/\bta7t el torab\b/g, 'in the ground'],
  [/\b(?:kellon|kollohom|kamlin) (?:raho|mato|matou)\b/g, 'all of them died'],
  [/\ba7san law (?:ana )?(?:mish|mesh|ma) (?:mawjoud|mawgood|mawjood|mawjod)\b/g, 'everyone would be better off without me'],
  [/\b(?:ariid|areed|arid|badde) aru7 w ma arja3\b/g, 'i want to go and not come back'],
  [/\b(?:yinti|yedi|bi3ti) (?:ghrada|7agato|grado) lil nas\b/g, 'he is giving away his things'],
  [/\b(?:ha|ra7 )?(?:mawet|mawwet|amawet|amawwet) (?:nafs[iy]|7al[iey])\b/g, 'i will kill myself'],
  [/\b(?:ya reit|ya rait|ya rit|ya layt)\b(?: \w+){0,2} ma (?:efi2|fi2|afi2|a9a7|as7a)\b/g, 'i wish i would not wake up'],
  [/\b(?:7ata|7atta|bach) ma (?:efi2|fi2|afi2|a9a7|as7a) abadan\b/g, 'to never wake up'],
  [/\bma (?:dal|3ad|ba2a) (?:ishi|shi|7aga)(?: ba9i| ba2i)?(?: li)?\b/g, 'there is nothing left for me'],
  [/\b(?:ana )?(?:khala9|5ala9|khalas) (?:khala9t|5ala9t|khlast|5ele9t)\b|\bkhala9t\b/g, 'i am finished with all of it'],
  [/\bma fi (?:ba3ed|ba3d) (?:hek|hayda)\b/g, 'there is nothing after this for me'],
  [/\b(?:hatha|hay|hada|hadi) (?:a5ir|akher|akhir|a5er) el (?:taree9|tari2|tariq|taree2)\b/g, 'this is the end of the road'],
  [/\b(?:kitabit|katabit) (?:wasiyti|wasiyye|wasiyya|el wasiyye)\b/g, 'i wrote my will'],
  [/\b(?:wazza3it|wazza3t|farra2t) (?:ghra9i|ghradi|agradi|a8radi)\b/g, 'i gave away my things'],
  [/\b(?:kullshi|kelshi|kolshi) (?:jahiz|jehez|ja7iz)\b/g, 'i put my affairs in order'],
  [/\b(?:addesh|adesh|2addesh|gedesh) (?:7abbe|7aba|7abba|7obob) (?:lezem|lazem|lazim)\b/g, 'how many pills do i need'],
  [/\b(?:rje3t|rje3it|rege3t) (?:ejra7|ajra7|agra7|e7re2) (?:7ali|7ale|nafsi)\b/g, 'i started cutting myself again'],
  [/\bb a3la (?:sor3a|sur3a)\b|\bbe a3la sor3a\b/g, 'at full speed'],
  [/\bma (?:ad3as|adous|ados) (?:brek|brake|fren)\b/g, 'not braking'],
  [/\b(?:fawwet|dakhel|dakhkhel) el (?:siyara|sayyara|3arabeya) (?:bel|bi|fel) (?:7e6|7et|7ayt|7eta)\b/g, 'drive the car into the wall'],
  [/\b(?:lazim|lazem|lezem) (?:al7ag|el7a2|al7a2|l7a2)-?(?:hum|hom|on)\b/g, 'i want to follow them'],
  [/\b(?:yfarre2|yfarri2|bi farre2) (?:aghradou|ghradou|agradou)\b/g, 'he is giving away his things'],
  [/\bdir balak (?:3a|3ala) (?:emme|ommi|mama)\b/g, 'take care of mom for me'],
  [
    /\b(?:ga3id|2a3ed|a3id) (?:bil|bel|fel) garage\b(?: \w+){0,6} (?:el sayyara|el siyara|el 3arabeya) (?:shaghala|sha8ale|daira)\b/g,
    'sitting in the garage with the engine running',
  ],
  [/\b(?:ra7 |ha )?(?:amawwit|mawwit|amawit) (?:nafs[iy]|7al[iey])\b/g, 'i will kill myself'],
];

export const arabiziAsEnglish = readAsEnglish({
  phrases,
  words: {
    kobry: 'bridge',
    jsr: 'bridge',
    jesr: 'bridge',
    mayya: 'water',
    fared: 'gun',
    msaddas: 'gun',
    mosadas: 'gun',
    '7obob': 'pills',
    '7bob': 'pills',
    '7abaya': 'pills',
    bersheem: 'pills',
    adweya: 'pills',
  },
});
