/**
 * The crisis evaluation sets in tests/fixtures/crisis: messages labelled crisis or ordinary and
 * by family. heldout.json is never tuned on; tuning.json is; probe-*.json were measured once,
 * before their misses were looked at.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type LabelledMessage = { crisis: boolean; family: string; text: string };

export const crisisSetNames = [
  'heldout',
  'tuning',
  'probe-2',
  'probe-3',
  'probe-4',
  'probe-5',
  'probe-6',
  'probe-7',
  'probe-8',
  'probe-9',
  'probe-10',
  'batch-10',
  'probe-11',
  'batch-12',
  'probe-12',
  'batch-11',
  'batch-13',
  'probe-13',
  'probe-14',
  'batch-14',
  'probe-15',
  'probe-16',
  'probe-17',
  'batch-15',
  'probe-18',
  'probe-19',
  'probe-20',
  'batch-16',
  'probe-21',
  'probe-22',
  'probe-23',
  'probe-24',
  'probe-25',
  'probe-26',
  'probe-27',
  'probe-28',
  'batch-17',
  'batch-18',
  'batch-19',
  'batch-20',
  'batch-21',
  'batch-22',
  'probe-29',
  'probe-30',
  'probe-31',
  'probe-32',
  'batch-23',
  'batch-24',
  'probe-33',
  'probe-34',
  'probe-35',
  'probe-36',
  'probe-37',
  'probe-38',
  'batch-25',
  'batch-26',
  'probe-39',
  'probe-40',
  'batch-27',
  'batch-28',
  'probe-41',
  'probe-42',
  'batch-29',
  'batch-30',
  'probe-43',
  'probe-44',
  'batch-31',
  'batch-32',
  'probe-45',
  'probe-46',
  'batch-33',
  'batch-34',
  'probe-47',
  'probe-48',
  'batch-35',
  'batch-36',
  'probe-49',
  'probe-50',
  'batch-37',
  'batch-38',
  'probe-51',
  'probe-52',
  'batch-39',
  'batch-40',
  'probe-53',
  'probe-54',
  'batch-41',
  'batch-42',
  'probe-55',
  'probe-56',
  'batch-43',
  'batch-44',
  'probe-57',
  'probe-58',
  'batch-45',
  'batch-46',
  'probe-59',
  'probe-60',
  'batch-47',
  'batch-48',
  'probe-61',
  'probe-62',
  'batch-49',
  'batch-50',
  'probe-63',
  'probe-64',
  'batch-51',
  'batch-52',
  'probe-65',
  'probe-66',
  'batch-53',
  'batch-54',
  'probe-67',
  'probe-68',
  'batch-55',
  'batch-56',
  'probe-69',
  'probe-70',
  'batch-57',
  'batch-58',
  'probe-71',
  'probe-72',
  'batch-59',
  'batch-60',
  'probe-73',
  'probe-74',
  'batch-61',
  'batch-62',
  'probe-75',
  'probe-76',
  'probe-77',
  'probe-78',
  'probe-79',
  'probe-80',
  'batch-63',
  'batch-64',
  'probe-81',
  'probe-82',
  'batch-65',
  'batch-66',
  'probe-83',
  'probe-84',
  'probe-85',
  'probe-86',
  'batch-67',
  'batch-68',
  'probe-87',
  'probe-88',
  'probe-89',
  'probe-90',
  'probe-91',
  'probe-92',
  'probe-93',
  'probe-94',
  'batch-69',
  'batch-70',
  'batch-71',
  'batch-72',
  'probe-95',
  'probe-96',
  'probe-97',
  'probe-98',
  'probe-99',
  'probe-100',
  'probe-101',
  'probe-102',
  'probe-103',
  'probe-104',
  'probe-105',
  'probe-106',
  'probe-107',
  'probe-108',
  'probe-109',
  'probe-110',
  'probe-111',
  'probe-112',
  'probe-113',
  'probe-114',
  'probe-115',
  'probe-116',
  'probe-117',
  'probe-118',
  'probe-119',
  'probe-120',
  'probe-121',
  'probe-122',
  'probe-123',
  'probe-124',
  'probe-125',
  'probe-126',
  'probe-127',
  'probe-128',
  'probe-129',
  'probe-130',
  'probe-131',
  'probe-132',
  'probe-133',
  'probe-134',
  'probe-135',
  'probe-136',
  'probe-137',
  'probe-138',
  'probe-139',
  'probe-140',
  'probe-141',
  'probe-142',
  'probe-143',
  'probe-144',
  'probe-145',
  'probe-146',
  'probe-147',
  'probe-148',
  'probe-149',
  'probe-150',
  'probe-151',
  'probe-152',
  'probe-153',
  'probe-154',
  'probe-155',
  'probe-156',
  'probe-157',
  'probe-158',
  'batch-73',
  'batch-74',
  'probe-159',
  'probe-160',
  'probe-161',
  'probe-162',
  'probe-163',
  'probe-164',
  'batch-75',
  'batch-76',
  'probe-165',
  'probe-166',
  'probe-167',
  'probe-168',
  'probe-169',
  'probe-170',
  'probe-171',
  'probe-172',
  'probe-173',
  'probe-174',
  'probe-175',
  'probe-176',
  'everyday-1',
  'everyday-2',
  'everyday-3',
  'everyday-4',
  'everyday-5',
  'everyday-6',
  'everyday-7',
  'everyday-8',
  'probe-177',
  'probe-178',
  'probe-179',
  'probe-180',
  'probe-181',
  'probe-182',
  'everyday-9',
  'everyday-10',
  'probe-183',
  'probe-184',
  'everyday-11',
  'probe-185',
  'probe-186',
  'everyday-12',
  'probe-187',
  'probe-188',
  'probe-189',
  'probe-190',
  'probe-191',
  'probe-192',
  'probe-193',
  'probe-194',
  'everyday-13',
  'everyday-14',
] as const;
export type CrisisSetName = (typeof crisisSetNames)[number];

const fixtures = join(import.meta.dirname, '..', 'fixtures', 'crisis');

export function loadCrisisSet(name: CrisisSetName): LabelledMessage[] {
  return JSON.parse(readFileSync(join(fixtures, `${name}.json`), 'utf8')) as LabelledMessage[];
}

/** Short ordinary messages (a shelter, a beating, a lost job) the chat must never read as a crisis. */
export function loadCrisisGuards(): string[] {
  return JSON.parse(readFileSync(join(fixtures, 'guards.json'), 'utf8')) as string[];
}

export type FamilyScore = { family: string; crisis: boolean; total: number; flagged: number; wrong: string[] };
export type SetScore = {
  recall: number;
  falsePositiveRate: number;
  crisisTotal: number;
  ordinaryTotal: number;
  missed: number;
  falsePositives: number;
  families: FamilyScore[];
};

/** Recall on crisis messages and false positives on ordinary ones, overall and per family. */
export async function scoreSet(set: LabelledMessage[], flags: (text: string) => boolean | Promise<boolean>): Promise<SetScore> {
  const families = new Map<string, FamilyScore>();
  for (const message of set) {
    const key = `${message.crisis}:${message.family}`;
    const score = families.get(key) ?? { family: message.family, crisis: message.crisis, total: 0, flagged: 0, wrong: [] };
    families.set(key, score);
    const flagged = await flags(message.text);
    score.total++;
    if (flagged) score.flagged++;
    if (flagged !== message.crisis) score.wrong.push(message.text);
  }
  const all = [...families.values()];
  const sum = (crisis: boolean, pick: (s: FamilyScore) => number) =>
    all.filter((s) => s.crisis === crisis).reduce((n, s) => n + pick(s), 0);
  const crisisTotal = sum(true, (s) => s.total);
  const ordinaryTotal = sum(false, (s) => s.total);
  const falsePositives = sum(false, (s) => s.flagged);
  const missed = crisisTotal - sum(true, (s) => s.flagged);
  return {
    recall: crisisTotal ? (crisisTotal - missed) / crisisTotal : 1,
    falsePositiveRate: ordinaryTotal ? falsePositives / ordinaryTotal : 0,
    crisisTotal,
    ordinaryTotal,
    missed,
    falsePositives,
    families: all,
  };
}

const percent = (x: number) => `${(x * 100).toFixed(1)}%`;

export function formatScore(name: string, score: SetScore, showWrong = false): string {
  const lines = [
    `${name}: recall ${percent(score.recall)} (${score.crisisTotal - score.missed}/${score.crisisTotal}), ` +
      `false positives ${percent(score.falsePositiveRate)} (${score.falsePositives}/${score.ordinaryTotal})`,
  ];
  for (const s of score.families) {
    const figure = s.crisis ? `recall ${s.flagged}/${s.total}` : `false positives ${s.flagged}/${s.total}`;
    lines.push(`  ${s.crisis ? 'crisis  ' : 'ordinary'} ${s.family.padEnd(28)} ${figure}`);
    if (showWrong) for (const text of s.wrong) lines.push(`      ${s.crisis ? 'missed' : 'flagged'}: ${text}`);
  }
  return lines.join('\n');
}
