/**
 * Tagalog (and Taglish) as many Filipino veterans and families write it: the crisis words and
 * phrases read as their English sense, so that every concept applies to them, as spanish.ts does
 * for Spanish. Runs on normalizeForMatching() output (lower case, hyphens and punctuation gone).
 */
import { readAsEnglish } from './readAsEnglish';

const phrases: [RegExp, string][] = [
  [/\bpaano ko malalaman kung may balak magpakamatay\b/g, 'what are the warning signs that someone is thinking about suicide'],
  // a wish to die or to kill oneself ("gusto ko nang magpakamatay", "gusto ko nang mamatay")
  [/\b(?:gusto ko(?: na| nang)?|gusto kong|balak kong|iniisip kong|naiisip kong) magpakamatay\b/g, 'i want to kill myself'],
  [/\bmagpakamatay\b|\bpatayin (?:ko )?ang sarili ko\b/g, 'kill myself'],
  [/\b(?:gusto ko(?: na| nang)?|gusto kong|sana) (?:na )?mamatay(?: na)?(?: ako)?\b/g, 'i want to die'],
  [/\bayoko (?:na|nang) (?:mabuhay|gumising)\b|\bayaw ko (?:na|nang) mabuhay\b/g, 'i dont want to live'],
  // "sana hindi na lang ako nagising": I wish I had not woken up
  [/\bsana (?:hindi|di) na(?: lang)?(?: ako)? (?:nagising|magising|gumising)\b/g, 'i wish i did not wake up'],
  [/\b(?:hindi|di) na (?:ako )?(?:magigising|gigising)\b/g, 'never wake up'],
  // hopelessness and being done
  [/\bwala(?: na)?(?:ng| nang| na) pag asa\b/g, 'no hope left'],
  [/\b(?:tapos|suko) na (?:ako|ko)\b/g, 'i am done'],
  [/\b(?:hindi|di) ko na (?:kaya|kakayanin)\b/g, 'i cant go on'],
  [/\bpabigat(?: lang)?(?: ako)?\b/g, 'i am a burden'],
  [/\bmas (?:mabuti|okay|ok|masaya|magaan) (?:sila|kayo|ang buhay nila)(?: kung)? wala ako\b/g, 'they are better off without me'],
  [/\bsinasaktan ko ang sarili ko\b|\bsaktan ang sarili ko\b/g, 'hurting myself'],
  [/\bpaalam\b/g, 'goodbye'],
  // where someone is now ("nasa tulay na ako ngayon": I am on the bridge now)
  [/\bnasa (\w+)(?: na)? ako\b/g, 'i am on the $1'],
  [/\bngayon(?: na)?\b/g, 'right now'],
  [/\binayos ko na (?:ang )?lahat\b/g, 'i put my affairs in order'],
  [/\bsinulat ko(?: na)?(?: rin)? (?:yung |ang )?sulat\b/g, 'i wrote a goodbye letter'],
  [/\bnagpaalam na (?:ako|siya)\b/g, 'said goodbye to everyone'],
  [/\bbinigay ko na(?= (?:(?:yung|ang) )?(?:relo|singsing|baril|gamit|motor|kotse|medalya|aso|pusa|damit)\b)/g, 'i gave away'],
  [/\bilang (?:tableta|gamot|piraso)\b/g, 'how many pills'],
  [/\bpara sa sarili ko\b/g, 'for myself'],
  [/\bsinasaktan ko(?: na naman| ulit)? (?:ang )?sarili ko\b/g, 'i am hurting myself again'],
  [/\b(?:pinapaso|pinaso|sinusunog) ko\b/g, 'i burn myself'],
  [/\bibangga(?: na lang)? (?:yung |ang )?(?:kotse|sasakyan|motor)\b/g, 'crash the car'],
  [/\bsumama(?: na lang)? sa kanila\b/g, 'join them in death'],
  [/\bhindi na (?:siya|ako) magtatagal\b/g, 'will not be around much longer'],
  [/\bbaka may gawin siya\b/g, 'he might hurt himself'],
  [/\bpapatayin ko(?: na)? (?:ang )?sarili ko\b/g, 'i will kill myself'],
  [/\b(?:nakakaisip ako na|iniisip (?:ko|kong) na|naiisip ko na)\b/g, 'i keep thinking about'],
  [/\bpara tapos na\b/g, 'so it is over for me'],
  [/\bako lang (?:ang )?nakaligtas\b/g, 'only i survived'],
  [/\bpaghiwa sa sarili ko\b/g, 'cutting myself'],
  [/\b(?:hindi|di) ko na mapigilan\b/g, 'i cant stop'],
  [/\bpara mukhang aksidente\b/g, 'so it looks like an accident'],
  [/\bayaw na (?:niya|nya) (?:mabuhay|mabuhay pa)\b/g, 'he doesnt want to live anymore'],
  [/\bbinibigay na (?:niya|nya)\b/g, 'he is giving away'],
  [/\bparang huling beses na\b/g, 'like it was the last time'],
  [/\bmagpapakamatay na (?:ko|ako)\b/g, 'i am going to kill myself'],
];

const words: Record<string, string> = {
  tulay: 'bridge',
  bubong: 'roof',
  riles: 'tracks',
  baril: 'gun',
  bala: 'bullets',
  lubid: 'rope',
  kutsilyo: 'knife',
  gamot: 'pills',
  tableta: 'pills',
  ilog: 'river',
  dagat: 'sea',
};

export const tagalogAsEnglish = readAsEnglish({ phrases, words });
