/**
 * Afrikaans and Dutch as South African- and Dutch-American veterans and their families write them,
 * alone or mixed with English (round 92): the crisis phrases read as their English sense, as
 * spanish.ts does for Spanish. Phrases only; many short words ("my", "is", "die", "wil") are English
 * words with another sense, so none is read alone.
 */
import { readAsEnglish } from './readAsEnglish';

const phrases: [RegExp, string][] = [
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
  [/\bklaar met wakker word\b|\b(?:nie|niet) (?:meer )?wakker (?:word|worden)\b/g, 'not wake up'],
  [/\bhere (?:my |moet my )?(?:\w+ ){0,4}(?:kom haal|kom vat)\b/g, 'god take me'],
  [/\b(?:daar is )?niks meer vir my oor nie\b|\ber is niets meer voor mij\b/g, 'there is nothing left for me'],
  [/\bgeen toekoms\b|\bgeen toekomst\b/g, 'no future for me'],
  [/\b(?:dis|dit is|het is) verby met my\b|\bhet is voorbij met mij\b/g, 'it is over for me'],
  [/\b(?:ek is|ik ben) (?:net )?'?n (?:las|las vir|last voor)\b|\b(?:ek is|ik ben) (?:net )?(?:n |een )?(?:las|last)\b/g, 'i am a burden'],
  [/\b(?:beter af sonder my|beter af zonder mij|beter sonder my)\b/g, 'better off without me'],
  [
    /\bbriewe (?:vir|aan) (?:my|die) (?:\w+ )?(?:geskryf|geskrywe)\b|\bafskeidsbriewe\b|\bafscheidsbrieven\b/g,
    'wrote goodbye letters to my kids',
  ],
  [/\bgewere uit die kluis\b|\bgeweer uit die kluis\b/g, 'took the gun out of the safe'],
  [/\balles is (?:klaargemaak|gereel|in orde)\b/g, 'i put my affairs in order'],
  [
    /\b(?:ek sit|ek staan|ik sta|ik zit) (?:nou |nu )?op die (?:brug|bridge)\b|\b(?:ek sit|ek staan) (?:nou )?op die dak\b/g,
    'i am on the bridge now',
  ],
  [/\b(?:ek het )?(?:klaar |al )?(?:die|al die|al my) pille (?:gedrink|gevat|geneem|gesluk)\b/g, 'i already took all the pills'],
  [/\beks jammer\b|\bek is jammer\b/g, 'i am sorry'],
  [/\bhoeveel (?:\w+ ){0,4}\w*pille\b/g, 'how many pills'],
  [/\bsal genoeg wees\b/g, 'would be enough'],
  [/\b(?:ek sny|ik snij) (?:myself|mezelf)\b/g, 'i cut myself'],
  [/\b(?:bakkie|kar|motor|auto) teen (?:n |'n |een )?(?:boom|muur|paal|vragmotor|trok)\b/g, 'drive my truck into a tree'],
  [/\b(?:ek wil|ik wil) by (?:hom|hulle|haar|hem|hen) (?:gaan )?(?:wees|zijn)\b/g, 'i want to be with them'],
  [/\b(?:ek kan nie meer nie|ik kan niet meer)\b/g, 'i cant go on'],
  [/\bvanaand\b|\bvannacht\b/g, 'tonight'],
];

export const afrikaansDutchAsEnglish = readAsEnglish({ phrases, words: {} });
