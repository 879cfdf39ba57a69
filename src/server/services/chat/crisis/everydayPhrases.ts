/**
 * What everyday matters built from crisis words are rewritten to (gunCareSettings.ts, workAndRoadSettings.ts,
 * engineInGarageSettings.ts); ordinaryReadings.ts reads these as an everyday matter, so the two must agree.
 */
export const EVERYDAY = {
  knots: 'knot tying for gear',
  gunsSold: 'selling old guns',
  carRuns: 'the car works',
  heaterSafety: 'heater safety question',
  boating: 'a boating question',
  gunUpkeep: 'gun upkeep question',
  animalPutDown: 'putting down a suffering animal',
  goodResults: 'good test results',
  pillsDisposed: 'a safe disposal',
  fishing: 'a fishing question',
  huntingRules: 'hunting regulations question',
  rangeDay: 'a new gun for the range',
  sleepAfterWork: 'a good sleep after a long day',
} as const;
