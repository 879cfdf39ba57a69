/**
 * One's own end of life seen to ahead, in good health: a casket or a plot picked out with plenty of living left, a DNR
 * or an advance directive signed, with nothing of a near day, a secret or a means. Part of the end-of-life settings
 * (endOfLifeSettings.ts), at their place in its order.
 */
import { CARE } from './carePhrases';
import { EVERYDAY } from './everydayPhrases';
import { nowhere } from './patternHelpers';

export const seenToAheadSettings: [RegExp, string][] = [
  // "Picked out my casket today ... Plenty of living left, just wanted it off her plate" (round 189)
  [
    new RegExp(
      `${nowhere('(?:tonight|tomorrow|this week|weekend|by (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)|soon|pills|gun|rope|goodbye|myself|end it|for good|nobody knows|no one knows|dont ask|know why|not much (?:living|life|time) left)')}\\b(?:picked out|picked|chose|bought|paid for|prepaid|pre ?paid) (?:my )?(?:casket|coffin|headstone|plot|urn|funeral)\\b(?=.*\\b(?:plenty of (?:living|life|years) left|off (?:her|his|their|my wifes|the kids) plate|(?:wife|kids|family|she|they) (?:wont|will not|dont|do not) have to)\\b)`,
      'g',
    ),
    EVERYDAY.funeralPlannedAhead,
  ],
  // "Want an advance directive that says no machines. If I'm gone I'm gone, don't keep me on a vent" (round 198)
  [
    /\b(?:if|when) i am gone i am gone\b(?=(?<=\b(?:vents?|ventilators?|machines?|life support|advance directive|dnr|resuscitat\w*|feeding tube|polst|molst|living will)\b.*)|.*\b(?:vents?|ventilators?|machines?|life support|advance directive|dnr|resuscitat\w*|feeding tube|polst|molst|living will)\b)/g,
    CARE.comfortCare,
  ],
  // "got my DNR signed today. feel good actually ... now my kids wont have to make that call" (round 187)
  [
    new RegExp(
      `${nowhere('(?:tonight|pills|gun|rope|goodbye|myself|end it|for good|nobody can stop me|wont wake|not wake)')}\\b(?:got|signed|filled out|finished|did|have|had) (?:my |a |the )?(?:dnr|advance directive|living will|polst|molst|medical power of attorney)\\b(?: (?:signed|done|notarized|filed))?`,
      'g',
    ),
    CARE.comfortCare,
  ],
];
