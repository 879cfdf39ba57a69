/**
 * Afrikaans and Dutch as South African- and Dutch-American veterans and their families write them,
 * alone or mixed with English (round 92): the crisis phrases read as their English sense, as
 * spanish.ts does for Spanish. Phrases only; many short words ("my", "is", "die", "wil") are English
 * words with another sense, so none is read alone.
 */
import { readAsEnglish } from './readAsEnglish';

const phrases: [RegExp, string][] = [
  [
    /\b(?:my|mijn) (?:maat|vriend|broer|pa|vader|seun|zoon) het (?:\w+ ){0,3}(?:selfmoord|zelfmoord) (?:gepleeg|gepleegd)\b/g,
    'my buddy took his own life',
  ],
  [/\b(?:\w+ )?jaar (?:gelede|geleden)\b/g, 'years ago'],
  [/\b(?:aan|over) (?:selfmoord|zelfmoord) (?:dink|denkt)\b/g, 'thinking about suicide'],
  [/\b(?:selfmoord|zelfmoord)\b/g, 'suicide'],
  [
    /\b(?:ek gaan|ek wil|ik ga|ik wil) (?:myself|mezelf|my|me) (?:\w+ ){0,2}(?:doodmaak|dood maak|van kant maken|ombring|ombrengen)\b/g,
    'i will kill myself',
  ],
  [
    /\b(?:hy gaan|hy wil|hij gaat|hij wil) (?:homself|zichzelf) (?:\w+ ){0,2}(?:doodmaak|dood maak|van kant maken|ombring|ombrengen)\b/g,
    'he will kill himself',
  ],
  [/\b(?:myself|mezelf|homself|zichzelf) (?:doodmaak|dood maak|van kant maken)\b/g, 'kill myself'],
  [/\b(?:ek|ik) wil (?:net )?(?:dood(?: wees| gaan)?|sterwe|sterven)\b/g, 'i want to die'],
  [/\b(?:ek wil nie meer lewe nie|ik wil niet meer leven|ek wil nie meer leef nie)\b/g, 'i dont want to live anymore'],
  [/\bklaar met wakker word\b|\b(?:nie|niet|nooit) (?:meer |weer )?wakker (?:te )?(?:word|worden)\b/g, 'not wake up'],
  [/\bhere (?:my |moet my )?(?:\w+ ){0,4}(?:kom haal|kom vat)\b/g, 'god take me'],
  [/\b(?:daar is )?niks meer vir my oor nie\b|\ber is niets meer voor mij\b/g, 'there is nothing left for me'],
  [/\bgeen toekoms\b|\bgeen toekomst\b/g, 'no future for me'],
  [/\b(?:dis|dit is|het is) verby met my\b|\bhet is voorbij met mij\b/g, 'it is over for me'],
  [
    /\b(?:ek is|ik ben) (?:net )?'?n (?:las|las vir|last voor)\b|\b(?:ek is|ik ben) (?:net |alleen maar |maar )?(?:n |een )?(?:las|last)\b/g,
    'i am a burden',
  ],
  [/\b(?:beter af sonder my|beter af zonder mij|beter sonder my)\b/g, 'better off without me'],
  [
    /\bbriewe (?:vir|aan) (?:my|die) (?:\w+ )?(?:geskryf|geskrywe)\b|\bafskeidsbriewe\b|\bafscheidsbrieven\b/g,
    'wrote goodbye letters to my kids',
  ],
  [/\bgewere uit die kluis\b|\bgeweer uit die kluis\b/g, 'took the gun out of the safe'],
  [/\balles is (?:klaargemaak|gereel|gereed|in orde)\b|\balles op orde gezet\b|\bik heb alles geregeld\b/g, 'i put my affairs in order'],
  [
    /\b(?:ek sit|ek staan|ik sta|ik zit) (?:nou |nu )?op die (?:brug|bridge)\b|\b(?:ek sit|ek staan) (?:nou )?op die dak\b/g,
    'i am on the bridge now',
  ],
  [/\b(?:ek het )?(?:klaar |al )?(?:die|al die|al my) pille (?:gedrink|gevat|geneem|gesluk)\b/g, 'i already took all the pills'],
  [/\beks jammer\b|\bek is jammer\b/g, 'i am sorry'],
  [/\bhoeveel (?:\w+ ){0,4}(?:\w*pille|\w*pillen|paracetamol|oxazepam|temazepam|tablette|tabletten)\b/g, 'how many pills'],
  [/\bsal genoeg wees\b/g, 'would be enough'],
  [/\b(?:ek sny|ik snij) (?:myself|mezelf)\b/g, 'i cut myself'],
  [/\b(?:bakkie|kar|motor|auto) teen (?:n |'n |een )?(?:boom|muur|paal|vragmotor|trok)\b/g, 'drive my truck into a tree'],
  [
    /\b(?:ek wil|ik wil) (?:nou |nu )?(?:by|bij) (?:hom|hulle|haar|hem|hen|my manne|my maats|mijn maten) (?:gaan )?(?:wees|zijn)\b|\bik wil naar (?:hem|hen|ze|haar) toe\b/g,
    'i want to be with them',
  ],
  [/\b(?:ek kan nie meer nie|ik kan niet meer)\b/g, 'i cant go on'],
  [/\bvanaand\b|\bvannacht\b/g, 'tonight'],
  [/\bek wens (?:net )?ek kan gaan slaap\b|\bik wou dat ik kon gaan slapen\b/g, 'i wish i could go to sleep'],
  [/\bals ik er (?:gewoon )?niet meer (?:was|ben)\b/g, 'if i was gone'],
  [/\b(?:ik hoef|hij hoeft) er (?:ook )?niet meer te zijn\b/g, 'i do not want to be here anymore'],
  [/\b(?:er komt|daar kom) (?:niks|niets) meer\b/g, 'there is nothing after this for me'],
  [/\bik zit klem\b|\bek sit vas\b/g, 'i am trapped'],
  [/\bgeen uitweg\b/g, 'no way out'],
  [/\bmy testament (?:klaar )?geteken\b|\bmijn testament getekend\b/g, 'signed my will'],
  [/\b(?:al )?my goed weggegee\b|\balles weggegeven\b/g, 'gave away all my things'],
  [/\bboven op (?:de|het) (?:parkeergarage|dak|brug|flat)\b|\bbo op die (?:dak|brug|gebou)\b/g, 'on top of the parking garage now'],
  [/\bhoog genoeg\b/g, 'high enough'],
  [/\bgenoeg (?:vir|voor) (?:n|een) (?:man|vrou)\b/g, 'enough to kill a man'],
  [/\bom niet meer wakker te worden\b/g, 'to not wake up'],
  [/\b(?:ek brand|ik brand) (?:myself|mezelf)\b/g, 'i burn myself'],
  [/\bvoor (?:n|een|de|die) trein (?:in )?(?:te )?(?:loop|lopen|spring|springen)\b/g, 'walk in front of a train'],
  [/\bmet de auto de rivier in (?:te )?rijden\b|\bmet die kar in die rivier\b/g, 'drive the car into the river'],
  [/\bek moes saam met (?:hulle|my \w+) gesterf het\b|\bik had met hen (?:moeten )?sterven\b/g, 'i should have died with them'],
  [/\bgesneuveld\b/g, 'killed in action'],
  [/\bhy wil nie meer (?:leef|lewe) nie\b|\bhij wil niet meer leven\b/g, 'he doesnt want to live anymore'],
  [/\bsy geweer uitgehaal\b|\bzijn geweer gepakt\b/g, 'took out his gun'],
  [/\b(?:beter is )?als hij er niet meer is\b/g, 'everyone would be better off without him'],
  [/\bzijn pillen opgespaard\b|\bsy pille opgegaar\b/g, 'he has been saving up his pills'],
  [/\b(?:een|n) (?:einde|eind) aan (?:mijn|my) (?:leven|lewe) (?:maken|maak)\b/g, 'end my life'],
  [/\b(?:suicidale )?signalen\b/g, 'warning signs'],
  [/\btrainingen\b/g, 'training'],
  [
    /\b(?:iedereen|almal) (?:zou|sou) beter af (?:zijn|wees) als (?:ik|ek)\b(?: \w+){0,2} (?:verdween|weg was|er niet meer was)\b/g,
    'everyone would be better off without me',
  ],
  [/\bniemand (?:hem|my|mij) (?:zou )?(?:missen|mis)\b/g, 'no one would miss me'],
  [/\bter nagedagtenis\b|\bgedenkplaat\b/g, 'in his memory'],
  [/\bkursus\b|\bcursus\b/g, 'training'],
];

export const afrikaansDutchAsEnglish = readAsEnglish({ phrases, words: {} });
