/**
 * Nigerian Pidgin as Nigerian-American veterans and their families write it, alone or mixed with
 * English (round 90): the crisis phrases read as their English sense, so that every concept applies
 * to them, as catalan.ts does for Catalan. Phrases only: its words ("wan", "fit", "don") are English
 * ones used otherwise.
 */
import { readAsEnglish } from './readAsEnglish';

const phrases: [RegExp, string][] = [
  [/\b(?:i|e|she|he|my \w+) wan (?:kill (?:myself|himself|herself)|take (?:my|him|her) own life)\b/g, 'i want to kill myself'],
  [/\b(?:i|e) wan die\b|\bmake i (?:just )?die\b/g, 'i want to die'],
  [/\bi no fit (?:again|continue|carry go|cope)\b/g, 'i cant go on'],
  [/\bi don tire for (?:this )?life\b/g, 'i am tired of life'],
  [/\bmake dem (?:just )?(?:forget|leave) me\b/g, 'they would be better off without me'],
];

export const nigerianPidginAsEnglish = readAsEnglish({ phrases, words: {} });
