/**
 * Swahili as East African-American veterans and their families type it, alone or mixed with English
 * (round 92): the crisis phrases read as their English sense, so that every concept applies to them,
 * as spanish.ts does for Spanish. Phrases only; the verb carries its subject ("nataka", "ninataka":
 * I want; "anataka": he or she wants), so each phrase names whom it is about.
 */
import { readAsEnglish } from './readAsEnglish';

const I_WANT = '(?:(?:mimi )?(?:nataka|ninataka|natamani|ninatamani|naomba|nahitaji))';
const DIE = '(?:kufa|nife|kufariki)';

const phrases: [RegExp, string][] = [
  [/\bdalili (?:gani )?za hatari\b/g, 'warning signs'],
  [
    /\b(?:nikifikiria|nafikiria|ninafikiria) kujitupa(?: ndani| mtoni| majini| baharini)?\b/g,
    'thinking about throwing myself in the river',
  ],
  [/\bbunduki ya kuwinda\b/g, 'hunting rifle'],
  [/\b(?:mafunzo|elimu) ya kuzuia kujiua\b|\bkuzuia kujiua\b/g, 'suicide prevention training'],
  [/\b(?:za|ya|wa) kujiua\b/g, 'of suicide'],
  [/\b(?:kujiua|kujitoa uhai|kujinyonga)\b/g, 'kill myself'],
  [/\b(?:nitajiua|najiua|ninajiua|nitajitoa uhai|nitakayojitoa uhai|nitakayojiua)\b/g, 'i will kill myself'],
  [/\b(?:atajiua|anajiua|ajiue|atajitoa uhai)\b/g, 'he will kill himself'],
  [new RegExp(`\\b${I_WANT} ${DIE}\\b`, 'g'), 'i want to die'],
  [/\b(?:natamani|ninatamani|laiti) (?:nisingekuwepo|nisingezaliwa|nife)\b/g, 'i wish i was not here'],
  [/\b(?:sitaki|sipendi) kuishi\b/g, 'i dont want to live anymore'],
  [/\b(?:hataki|hapendi) kuishi\b/g, 'he doesnt want to live anymore'],
  [/\b(?:sitaki kuamka|nisiamke|asiamke|nisiamke tena)\b/g, 'not wake up'],
  [/\bmungu (?:anichukue|nichukue|unichukue|aniite)\b/g, 'god take me'],
  [/\b(?:sina kitu tena|sina chochote tena|hakuna kitu kimebaki|hakuna kilichobaki)\b/g, 'there is nothing left for me'],
  [/\b(?:(?:hii ndiyo|huu ndio|hii ndio|huu ni|hii ni) )?mwisho wangu\b/g, 'this is the end of me'],
  [/\b(?:mimi ni|niko) mzigo\b|\bnimekuwa mzigo\b/g, 'i am a burden'],
  [
    /\b(?:wangeishi|wataishi|watakuwa|wangekuwa|tutakuwa|tungekuwa)(?: \w+){0,3} bila (?:mimi|yeye)\b/g,
    'everyone would be better off without me',
  ],
  [/\bnimeandika barua\b/g, 'i wrote goodbye letters'],
  [/\bnimemaliza kila kitu\b|\bkila kitu kiko tayari\b/g, 'i put my affairs in order'],
  [/\b(?:niko|nipo) juu ya (?:daraja|jengo|paa)\b/g, 'i am on the bridge now'],
  [/\b(?:nimekuja )?kuaga\b/g, 'to say goodbye'],
  [/\b(?:nimemeza|nimekunywa|nimemaliza) vidonge\b/g, 'i took the pills'],
  [/\bvidonge (?:vingapi|ngapi)\b/g, 'how many pills'],
  [/\b(?:unakufa|nitakufa|mtu anakufa|afe) haraka\b/g, 'to die fast'],
  [/\bbila maumivu\b/g, 'without pain'],
  [/\bdawa gani\b/g, 'which pills'],
  [/\b(?:najikata|ninajikata|nimejikata)\b/g, 'i cut myself'],
  [/\b(?:najichoma|ninajichoma|nimejichoma)\b/g, 'i burn myself'],
  [/\b(?:nigonge|kugonga) (?:lori|ukuta|mti|treni)\b/g, 'crash into a truck'],
  [/\bitaonekana (?:ni|kama) ajali\b/g, 'it will look like an accident'],
  [/\b(?:natamani|nataka|ninataka|ninatamani) (?:kuungana|kujiunga) nao\b/g, 'i want to join them'],
  [/\b(?:kuungana|niungane|kujiunga) nao\b/g, 'join them'],
  [/\b(?:asiniamshe|nisiamke|nisiamke tena)\b/g, 'let me not wake up'],
  [/\bkwa kwenda (?:alikoenda|walikoenda)\b/g, 'by joining them'],
  [/\b(?:walikufa|alikufa|wamekufa|amekufa)\b/g, 'died'],
  [/\b(?:amejifungia|amejifunga) (?:chumbani|ndani)\b/g, 'he locked himself in the room'],
  [/\b(?:usiku wa leo|leo usiku)\b/g, 'tonight'],
  [/\bsina (?:tena )?(?:tumaini|matumaini)(?: tena)?\b/g, 'i have no hope left'],
  [/\bkila kitu kimeisha\b/g, 'it is all over for me'],
  [/\bnimekwisha\b/g, 'i am finished with all of it'],
  [/\bnimefika mwisho wa (?:barabara|safari)\b/g, 'i am at the end of the road'],
  [/\bnimeshaweka kila kitu sawa\b|\bnimepanga kila kitu\b/g, 'i put my affairs in order'],
  [/\bnimemwandikia (?:\w+ ){0,2}barua\b|\bnimewaandikia (?:\w+ ){0,2}barua\b/g, 'i wrote goodbye letters'],
  [/\bkesho ndiyo siku\b|\bleo ndiyo siku\b/g, 'tomorrow is the day'],
  [/\b(?:nikifikiria|nafikiria|ninafikiria) kujitupa\b/g, 'thinking about throwing myself off'],
  [/\bkujitupa (?:ndani|mtoni|majini|baharini)\b|\bkujitupa\b/g, 'throw myself in the river'],
  [/\bsistahili kuishi\b/g, 'i dont deserve to live'],
  [/\b(?:nataka|natamani) kwenda kuwaona\b/g, 'i want to go be with them'],
  [/\b(?:angependa|anataka|anatamani) kufa\b/g, 'he wants to die'],
  [/\b(?:nimeanza tena|naendelea) kujiumiza\b|\bnajiumiza\b/g, 'i started hurting myself again'],
  [/\b(?:nataka|natamani) kuwafuata\b/g, 'i want to follow them'],
  [/\b(?:lazima |nataka )?niwafuate\b/g, 'i must follow them in death'],
  [/\bamegawa vitu vyake\b/g, 'he gave away his things'],
  [/\banaaga kila mtu\b/g, 'saying goodbye to everyone'],
  [/\bkumsaidia rafiki anayefikiria kujiua\b/g, 'help a friend with suicide prevention'],
  [/\bmafunzo\b/g, 'training'],
  [/\b(?:mimi )?peke yangu nilirudi\b/g, 'only i came back alive'],
  [/\bnahisi\b/g, 'i feel'],
];

export const swahiliAsEnglish = readAsEnglish({ phrases, words: {} });
