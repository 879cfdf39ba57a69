/**
 * Crisis words in a setting the message itself makes ordinary, each rewritten to a neutral phrase
 * before the concepts are read: medication that was adjusted, a sport, a coach's anger, a wish
 * to die at home said of someone in hospice, and the burden, hopelessness or drinking a writer
 * says is behind them. Only the words of the setting go; anything else the message says is read.
 * Applied in order, one file's rewrites before the next's.
 */
import { careSettings } from './careSettings';
import { endOfLifeSettings } from './endOfLifeSettings';
import { idiomSettings } from './idiomSettings';
import { pastDistressSettings } from './pastDistressSettings';
import { remembranceSettings } from './remembranceSettings';
import { workAndRoadSettings } from './workAndRoadSettings';

export const ordinarySettings: [RegExp, string][] = [
  ...pastDistressSettings,
  ...careSettings,
  ...endOfLifeSettings,
  ...idiomSettings,
  ...workAndRoadSettings,
  ...remembranceSettings,
];
