/**
 * Russian and Ukrainian as immigrant veterans and their families type them in Latin letters, alone or
 * mixed with English (round 91): the crisis phrases read as their English sense, so that every
 * concept applies to them, as spanish.ts does for Spanish. Phrases only, in the spellings people use
 * ("khochu" / "hochu", "zhit" / "zhyty", apostrophes already gone); the short words ("ya", "ne", "i")
 * are English words or too common to read alone.
 */
import { readAsEnglish } from './readAsEnglish';

const I = '(?:(?:ya|ia) )?';
const WANT = '(?:k?hochu|k?hochetsya)';
const LIVE = '(?:zhit|zhiti|zhity|zhyt|zhyty)';

const phrases: [RegExp, string][] = [
  [/\b(?:samoubiystvo|samoubiistvo|samoubijstvo|samohubstvo|samogubstvo|suitsid|suicid)\b/g, 'suicide'],
  [
    /\b(?:pokonchit|pokonchu|pokinchyty|pokinchiti|pokinchu) (?:s soboy|s soboi|s soboj|z soboyu|z soboiu|z soboju)\b|\b(?:ubit|ubyu|ubiu|vbyty|vbiti|vbyu|vbiu) (?:sebya|sebia|sebe)\b/g,
    'kill myself',
  ],
  [new RegExp(`\\b${I}${WANT} (?:umeret|umereti|pomeret|pomeryty|pomerty|sdohnut)\\b`, 'g'), 'i want to die'],
  [new RegExp(`\\b${I}ne ${WANT} (?:bolshe |bilshe )?${LIVE}\\b`, 'g'), 'i dont want to live anymore'],
  [new RegExp(`\\b${I}ne (?:imeyu|imeiu|mayu|maiu) prava ${LIVE}\\b`, 'g'), 'i dont deserve to live'],
  [/\b(?:ne prosnutsya|ne prosnutsia|ne prokynutysya|ne prokynutys)\b/g, 'not wake up'],
  [
    /\b(?:ya |ia )?(?:rezhu|rizhu|porezala|porezal|porizav|porizala) (?:sebya|sebia|sebe|ruki|ruky|ruku|vene|veny)\b|\b(?:ya |ia )?(?:rezhus|rizhus)\b/g,
    'i cut myself',
  ],
  [/\b(?:nichego|nichoho|nichogo) (?:ne )?(?:ostalos|zalyshylos|zalishilos|zalyshylosya)\b/g, 'there is nothing left for me'],
  [/\b(?:vse|vsyo|vso|vsio|use) konets\b|\beto konets\b|\btse kinets\b/g, 'this is the end of me'],
  [
    /\bbez (?:menya|menia|mene) (?:vsem|vsim) (?:budet|bude) (?:luchshe|krashche|krasche|legche|lehshe)\b/g,
    'everyone would be better off without me',
  ],
  [/\b(?:ya |ia )(?:obuza|tyagar|tiahar|tyahar)\b/g, 'i am a burden'],
  [/\b(?:vse|vsyo|use|vse svoe) (?:razdal|razdala|rozdav|rozdala|prodal|prodala|prodav)\b/g, 'gave away everything'],
  [/\b(?:napisal|napisala|napysav|napysala) (?:zaveshchanie|zaveshchaniye|zaveschanie|zapovit)\b/g, 'wrote a will'],
  [/\b(?:segodnya|sevodnya|sohodni|siohodni) (?:nochyu|nochiu|vnochi|vnochi)\b/g, 'tonight'],
  [/\b(?:khot|hot) by ne (?:prosnutsya|prosnutsia|prokinutisya|prokinutis)\b/g, 'i wish i would not wake up'],
  [/\b(?:ya|ia)\b(?: \w+){0,3} (?:obuza|tyagar|tiahar|tyahar|tyagar)\b/g, 'i am a burden'],
  [
    /\bbez (?:menya|menia|mene)(?: \w+){0,2} (?:legche|luchshe|krashche|krasche|legshe)\b|\b(?:legche|luchshe|krashche) bez (?:menya|menia|mene)\b/g,
    'everyone would be better off without me',
  ],
  [
    /\b(?:luchshe|legche|krashche) bez (?:nego|nyogo|nogo)\b|\bbez (?:nego|nyogo|nogo)(?: \w+){0,2} (?:legche|luchshe|krashche)\b/g,
    'everyone would be better off without him',
  ],
  [/\b(?:sebya|sebia|sebe) (?:rezhu|rizhu)\b/g, 'i cut myself'],
  [/\bzaginuli\b|\bpogibli\b|\bzahynuly\b/g, 'were killed'],
  [/\b(?:ya )?(?:mayu|maiu|dolzhen|dolzhna) (?:buti|byt|buty) (?:z nimi|s nimi|z nymy)\b/g, 'i want to be with them'],
  [/\bskoro budu\b/g, 'i will join them soon'],
  [/\b(?:ya )?(?:seychas|sejchas|zaraz) na (?:kryshe|dakhu|mostu|mosti)\b/g, 'i am on the roof now'],
  [/\btut vysoko\b|\btut visoko\b/g, 'it is high enough here'],
  [/\b(?:skolko|skilki) (?:nuzhno |treba )?(?:vypit |vipiti )?(?:snotvornogo|tabletok|tabletki|pigulok)\b/g, 'how many sleeping pills'],
  [/\bchtoby (?:tochno )?ne prosnutsya\b/g, 'to not wake up'],
  [/\brul (?:vpravo|vlevo)\b/g, 'jerk the wheel'],
  [/\b(?:vikhodu|vykhodu|vykhoda|vikhoda) (?:nemaie|nemae|net|nema)\b/g, 'there is no way out'],
  [/\b(?:tse|eto) (?:vzhe |uzhe )?(?:kinets|konets)\b/g, 'this is the end of me'],
  [/\b(?:nichogo|nichego) ne (?:dopomagaie|dopomagae|pomogaet)\b/g, 'nothing helps anymore'],
  [/\b(?:napisav|napisal|napisala) (?:listi|pisma|lysty)\b/g, 'wrote goodbye letters'],
  [/\b(?:viddav|viddala|otdal|otdala|rozdav|razdal) (?:sobaku|kota|rechi|vse)\b/g, 'gave away my things'],
  [/\b(?:bilshe |bolshe )?ne (?:prokinutisya|prokinutis|prosnutis|prokinutsya)\b/g, 'not wake up'],
  [/\b(?:rozdav|razdal|rozdala|razdala|viddav)(?: \w+){0,2} (?:rechi|veshchi|rechei|veshch)\b/g, 'gave away my things'],
  [/\b(?:zalishiv|zalyshyv|ostavil|ostavila) (?:list|pismo|zapisku) (?:dlya|dlia)\b/g, 'left a goodbye letter for'],
  [/\b(?:vse|vsyo|use) (?:gotovo|hotovo)\b/g, 'everything is ready'],
  [/\b(?:ya |ia )?(?:sizhu|stoyu|sidzhu|stoiu) na (?:kryshe|dakhu|mostu|mosti|skeli|krayu|kraiu)\b/g, 'i am on the roof now'],
  [/\b(?:ya |ia )?(?:seychas|sejchas|zaraz) na (?:skeli|skale|krayu|kraiu)\b/g, 'i am on the edge of the cliff now'],
  [/\b(?:eto|tse) (?:poslednee|ostannie|ostannye) (?:soobshchenie|povidomlennya)\b/g, 'this is my last message'],
  [/\b(?:zikhati|zyikhaty|sekhat|zaekhat) z (?:dorogi|dorohy)\b/g, 'drive off the road'],
  [/\b(?:odin|odyn) (?:rukh|ryvok|povorot) (?:kerma|rulya)\b/g, 'one jerk of the wheel'],
  [/\b(?:zhivu|zhyvu) (?:yogo|ego|yoho) (?:zhittya|zhizn|zhyttia)\b/g, 'i am living his life, it should have been me'],
  [/\b(?:khochu|hochu) (?:viddati|viddaty|otdat) (?:yogo|ego|yoho) nazad\b/g, 'i want to give my life back'],
  [/\b(?:vipila|vipiv|vypila|vypil) (?:vsi|vse|vsyo) (?:tabletki|pigulki|liki)\b/g, 'i took all the pills'],
  [/\b(?:povernut|povernuti|rvanut) rul v (?:vodu|reku|richku)\b/g, 'drive into the water'],
  [/\bne (?:dolzhen|povinen) (?:byl )?(?:vyzhit|vizhiti|vyzhyty)\b/g, 'i should not have survived'],
  [/\b(?:khochu|hochu) k nim\b/g, 'i want to go to them in death'],
  [/\bskoro (?:vsim|vsem) (?:stane|stanet) (?:legshe|legche|krashche)\b/g, 'soon everyone will be better off without me'],
  [/\b(?:kupiv|kupil) (?:rushnitsyu|ruzhe|pistolet|zbroyu|oruzhie)\b/g, 'bought a gun'],
  [/\b(?:ustal|ustala|vtomivsya|vtomilasya) (?:zhit|zhiti|zhyty)\b/g, 'tired of living'],
  [/\bne bachu (?:zhodnogo|nikakogo) (?:maybutnogo|budushchego)\b/g, 'i see no future for me'],
  [/\b(?:dlya mene|dlya menya) (?:vse|vsyo) (?:skinchilos|konchilos)\b/g, 'it is all over for me'],
  [/\bchekayu kintsya\b|\bzhdu kontsa\b/g, 'waiting for the end'],
  [/\bvekhat v (?:betonnuyu )?oporu\b|\bv''?yikhati v oporu\b/g, 'drive into a pillar'],
  [/\bnikto ne poymet chto eto ne avariya\b/g, 'nobody will know it was not an accident'],
  [/\bkhochu do nogo\b|\bkhochu k nemu\b/g, 'i want to go to him in death'],
  [/\bchomu ya zhiviy\b|\bpochemu ya zhivoy\b/g, 'why am i alive and he is not'],
  [/\bkrashche b (?:yogo|mene) ne bulo\b|\bluchshe by (?:ego|menya) ne bylo\b/g, 'everyone would be better off without him'],
  [/\bzachinivsya v garazhi z mashinoyu\b|\bzapersya v garazhe s mashinoy\b/g, 'locked himself in the garage with the car running'],
  [/\b(?:b''?yu|byu) sebe\b/g, 'i hit myself'],
];

export const russianUkrainianAsEnglish = readAsEnglish({ phrases, words: {} });
