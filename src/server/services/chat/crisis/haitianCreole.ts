/**
 * Haitian Creole (Kreyòl) as many Haitian-American veterans and families write it, alone or mixed
 * with English: the crisis words and phrases read as their English sense, so that every concept
 * applies to them, as spanish.ts and tagalog.ts do. Runs on normalizeForMatching() output (lower
 * case, accents gone, apostrophes dropped: "m'ap" arrives as "map", "l'ap" as "lap"), so the
 * short forms are read only inside Creole phrases, never as the English words they look like.
 */
import { readAsEnglish } from './readAsEnglish';

/** I / me: mwen, its short form m, and the texting form mw. */
const I = '(?:mwen|m|mw)';
/** Going to / about to: ap (m'ap → map), pral, prale, pwal, pra, va, gen pou. */
const I_WILL = `(?:map|mpral|${I} (?:ap|pral|prale|pwal|pra|va|ava|gen pou))`;
/** Creole verbs of a crisis, read as English below; "map" is "I'm going to" only before one. */
const VERB =
  '(?:touye|mouri|blese|koupe|boule|sote|neye|pann|pandye|pran|bwe|vale|kite|disparet|fini|tire|frape|pini|ale|rejwenn|jwenn|kondi|fe|do it|join them|jump off|hurt myself|kill myself|cut myself|burn myself|drown myself|hang myself)';

const phrases: [RegExp, string][] = [
  [/\bm te panse pa gen rezon pou m viv\b/g, 'i used to think there was no reason to live'],
  [/\bm ap travay anko\b/g, 'i am back at work'],
  [/\b(?:m|mwen) (?:prale|pral|ap) mouri ri\b/g, 'i laughed so hard'],
  // "m ap mouri grangou" is hunger; a parent dying of cancer is an illness told (round 96)
  [/\b(?:m|mwen) ap mouri (?:grangou|swaf|fret|cho)\b/g, 'i am very hungry'],
  [/\bap mouri ak (?:kanse|yon kanse|maladi)\b/g, 'is sick with cancer'],
  // oneself: "touye tèt mwen" (kill myself), "blese tèt mwen" (hurt myself), "tèt li" (himself)
  [/\b(touye|blese|koupe|boule|neye|pann|pandye|frape|pini|grate|detwi) tet (?:mwen|m)\b/g, '$1 myself'],
  [/\b(touye|blese|koupe|boule|neye|pann|pandye|frape|pini|grate|detwi) tet (?:li)\b/g, '$1 himself'],
  [/\bfe tet (?:mwen|m) (?:mal|soufri)\b/g, 'hurt myself'],
  [/\bmete (?:yon )?bal nan tet (?:mwen|m)\b/g, 'put a bullet in my head'],
  [/\bmete (?:yon )?fen (?:nan|a|ak) lavi (?:mwen|m)\b|\bfini ak lavi (?:mwen|m)\b/g, 'end my life'],
  [/\bfini ak (?:tout bagay|sa|tout sa)\b/g, 'end it all'],
  [/\b(?:komet |fe )?(?:swisid|suisid|sisid|suicid)\b/g, 'suicide'],
  // a wish to die, to sleep and not wake, not to see tomorrow
  [/\bdomi pou (?:toujou|tout tan)\b/g, 'sleep forever'],
  [/\b(?:pa janm|pa) (?:leve|reveye) (?:anko|ankò)\b/g, 'never wake up'],
  [/\bwe demen\b/g, 'see tomorrow'],
  [/\b(?:mwen|m) pa (?:vle|anvi) (?:la|isit) anko\b/g, 'i dont want to be here anymore'],
  // God coming to take me ("Bondye ap vin chèche m", "Bondye pran m")
  [/\bbondye (?:ap |pral |va )?(?:vin )?(?:cheche|pran|rele|vin pran) (?:mwen|m)\b/g, 'god is coming to take me'],
  // hopelessness and being done
  [/\bpa gen (?:okenn )?(?:espwa|espwar)(?: anko)?\b|\b(?:mwen|m) pedi (?:tout )?espwa\b/g, 'no hope left'],
  [/\bpa gen (?:okenn )?rezon pou (?:mwen|m) (?:viv|kontinye)\b/g, 'no reason to live'],
  [/\b(?:mwen|m) pa ka(?:pab)? (?:anko|sipote (?:sa )?anko|kenbe anko|kontinye)\b|\bmpa ka(?:pab)? anko\b/g, 'i cant go on'],
  [/\b(?:bouke|fatige) (?:ak|avek) lavi(?: a)?\b|\b(?:bouke|fatige) viv\b/g, 'tired of living'],
  [/\blavi (?:mwen|m) pa vo (?:anyen|lapenn|lape)\b/g, 'life is not worth it'],
  [/\b(?:mwen|m) fini\b(?! (?:travay|lekol|klas|sa))/g, 'i am done'],
  // burden: "mwen se yon chay", better off without me, no one would miss me
  [/\b(?:mwen|m) (?:se|ye) (?:yon )?(?:chay|fado) pou\b/g, 'i am a burden to'],
  [/\b(?:mwen|m) (?:se|ye) (?:yon )?(?:chay|fado)\b/g, 'i am a burden'],
  [/\byon (?:chay|fado) pou (?=(?:fanmi|tout moun|yo|moun|madanm|mari|pitit|manman|papa)\b)/g, 'a burden to '],
  [/\b(?:ta |t ap |tap )?pi (?:byen|bon|kontan|alez|lejè|leje) san (?:mwen|m)\b/g, 'better off without me'],
  [/\bpesonn (?:pa )?(?:ta |p ap |pap )?(?:sonje|remake) (?:mwen|m)\b/g, 'no one would miss me'],
  // going to join the dead ("m pral jwenn yo": I will go meet them)
  [/\b(?:rejwenn|jwenn|ale jwenn|al jwenn|ale kot) (?:yo|zanmi m yo|fre m yo)\b/g, 'join them'],
  [/\bfre (?:mwen|m) yo\b/g, 'my brothers'],
  [/\b(?:zanmi|kanmarad) (?:mwen|m) yo\b/g, 'my buddies'],
  [/\b(my brothers|my buddies) mouri\b/g, '$1 died'],
  [/\byo mouri\b/g, 'they died'],
  [/\bli mouri\b/g, 'he died'],
  // a question of how ("ki jan pou m mouri": how do I die; "konbyen grenn": how many pills)
  [/\b(?:ki jan|kijan|koman|kouman|kimoun jan) (?:pou mwen|pou m|pou)\b/g, 'how do i'],
  [/\bpou (?:mwen|m) mouri\b/g, 'to die'],
  [/\bkonbyen\b/g, 'how many'],
  [/\bsan (?:doule|soufri|mal)\b/g, 'without pain'],
  // what someone did or has: pills taken, a letter written, things given away, a gun
  [/\b(?:mwen|m) (?:te )?(?:pran|vale|bwe) (?:tout )?(?:grenn|medikaman|renmed)(?: yo| la| an)?\b/g, 'i took all the pills'],
  [/\b(?:ekri|kite) (?:yon |de |kek )?(?:let|nòt|not)\b/g, 'wrote a note'],
  [/\b(?:bay|bay tout|separe) (?:tout )?(?:bagay|afe|zafe) (?:mwen|m)(?: yo)?\b/g, 'gave away my stuff'],
  [/\b(?:mwen|m) gen\b/g, 'i have'],
  [/\bli gen\b/g, 'he has'],
  [/\b(?:li|yo) pa (?:reponn|reponn telefon(?: li)?|leve telefon(?: li)?)\b/g, 'he is not answering'],
  [/\b(?:mwen|m) te eseye\b/g, 'i tried to'],
  [/\bsote (?:sou|nan|sot sou|soti sou|anba) (\w+)(?: an| la| a| lan| nan)?\b/g, 'jump off the $1'],
  // where someone is now ("mwen sou pon an": I am on the bridge)
  [/\b(?:mwen|m) (?:sou|bo|anle|anwo|devan) (\w+)(?: an| la| a| lan| nan)?\b/g, 'i am on the $1'],
  [/\b(?:kounye a|kounya|konnya|koulye a|kounyea)\b/g, 'right now'],
  [/\baswe a\b|\baswe\b/g, 'tonight'],
  [/\bpou (?:toujou|tout tan)\b/g, 'forever'],
  [/\b(?:orevwa|adye|babay)\b/g, 'goodbye'],
  [/\ble (?:mwen|m) ap\b/g, 'when i am'],
  // people ("manman m", "fanmi mwen"): my mom, my family
  [/\b(manman|papa|fanmi|madanm|mari|pitit|fre|zanmi|kanmarad) (?:mwen|m)\b/g, 'my $1'],
  // the subject and what they want or are about to do
  [/\bfe (?:l|li|sa)\b/g, 'do it'],
  [/\b(?:mwen|m) pa (?:vle|anvi)\b/g, 'i dont want to'],
  [/\bli pa (?:vle|anvi)\b/g, 'he doesnt want to'],
  [/\bli (?:vle|anvi)\b/g, 'he wants to'],
  [new RegExp(`\\b(?:lap|li (?:ap|pral|prale|pwal|va)) (?=${VERB}\\b)`, 'g'), 'he is going to '],
  [/\b(?:mwen|m|mw) (?:vle|anvi|ta vle|ta renmen|swete)\b/g, 'i want to'],
  [new RegExp(`\\b${I_WILL} (?=${VERB}\\b)`, 'g'), 'i am going to '],
  [/\b(?:mwen|m) pa ka(?:pab)? sispann\b/g, 'i cant stop'],
  [/\b(?:mwen|m) pa ka(?:pab)?\b/g, 'i cant'],
  [/\b(?:mwen|m) (?:se|ye)\b/g, 'i am'],
  [/\b(?:mwen|m) pare\b/g, 'i am ready'],
  [/\b(?:mwen|m) (?:fatige|bouke)\b/g, 'i am tired'],
  [/\bpa gen\b/g, 'no'],
  [/\bchak jou\b/g, 'every day'],
  [/\bpa gen (?:soti|okenn soti)\b/g, 'there is no way out'],
  [/\bpa we okenn avni\b/g, 'i see no future for me'],
  [/\bdenye fwa m ap\b/g, 'the last time i will'],
  [/\blage machin nan (?:nan|anndan) (?:rivye|lanme|lak)\b/g, 'drive the car into the river'],
  [/\bpesonn p ap konnen\b/g, 'nobody will know it was on purpose'],
  [/\bkondi machin nan tou dwat nan (?:lak|rivye|lanme)\b/g, 'drive the car straight into the lake'],
  [/\bte fe l espre\b/g, 'did it on purpose'],
  [/\bfomasyon\b/g, 'training'],
  [/\bkijan pou ede yon veteran ki gen lide touye tet li\b/g, 'how to help a veteran with suicide prevention'],
  [/\bane pase\b/g, 'last year'],
  [/\bterapi a ede m anpil\b/g, 'therapy helped me a lot'],
  [/\bkounye a m byen\b/g, 'now i am doing well'],
];

const words: Record<string, string> = {
  mwen: 'i',
  mouri: 'die',
  lanmo: 'death',
  touye: 'kill',
  blese: 'hurt',
  koupe: 'cut',
  boule: 'burn',
  grate: 'scratch',
  sote: 'jump',
  neye: 'drown',
  pann: 'hang',
  pandye: 'hang',
  viv: 'live',
  lavi: 'life',
  disparet: 'disappear',
  sispann: 'stop',
  kondi: 'driving',
  espwa: 'hope',
  anko: 'anymore',
  byento: 'soon',
  demen: 'tomorrow',
  bondye: 'god',
  doule: 'pain',
  sipote: 'bear',
  eseye: 'tried',
  yon: 'a',
  fatige: 'tired',
  bouke: 'tired',
  // means and places
  zam: 'gun',
  revolve: 'revolver',
  pistole: 'pistol',
  fizi: 'rifle',
  kod: 'rope',
  kouto: 'knife',
  jilet: 'razor',
  grenn: 'pills',
  medikaman: 'pills',
  renmed: 'pills',
  pwazon: 'poison',
  pon: 'bridge',
  tren: 'train',
  lanme: 'sea',
  larivye: 'river',
  rivye: 'river',
  kanal: 'canal',
  falez: 'cliff',
  machin: 'car',
  kamyon: 'truck',
  // context
  prevansyon: 'prevention',
  fanmi: 'family',
  manman: 'mom',
  madanm: 'wife',
  mari: 'husband',
  pitit: 'kids',
  fre: 'brother',
  zanmi: 'friend',
  kanmarad: 'buddy',
};

/**
 * The words every phrase above is built on, and the words read alone: a message with none of them
 * has no Creole to read, and skips the phrases (most messages are English).
 */
const creoleWord = new RegExp(
  `\\b(?:mwen|m|mw|map|mpral|mpa|lap|li|yo|pa|tet|pou|le|ki|kijan|koman|kouman|san|chak|fe|mete|bay|separe|ekri|kite|pesonn|domi|we|aswe|kounye|kounya|konnya|koulye|kounyea|orevwa|adye|babay|komet|fini|${Object.keys(words).join('|')})\\b`,
);
const readCreole = readAsEnglish({ phrases, words });

export function haitianCreoleAsEnglish(normalized: string): string {
  return creoleWord.test(normalized) ? readCreole(normalized) : normalized;
}
