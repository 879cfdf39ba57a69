import { describe, expect, it } from 'vitest';
import { otherScriptsInLatin } from '../../src/server/services/chat/crisis/otherScripts';
import { prepareCrisisText } from '../../src/server/services/chat/crisis/text';

describe('messages in other scripts reach the crisis readers in Latin letters', () => {
  it('spells Cyrillic and Devanagari in Latin letters', () => {
    expect(otherScriptsInLatin('Я сейчас на крыше')).toBe('Ya seychas na kryshe');
    expect(otherScriptsInLatin('म आत्महत्या गर्छु')).toBe('m atmhtya grchu');
  });

  it('leaves Latin text, accents and emoji as written', () => {
    const text = 'café on the bridge 🙄 lol, ça va';
    expect(otherScriptsInLatin(text)).toBe(text);
  });

  it('keeps an English word in a mixed message beside the spelled one', () => {
    expect(prepareCrisisText('Я сейчас на крыше, brother')).toContain('brother');
    expect(prepareCrisisText('Я сейчас на крыше, brother')).not.toBe('brother');
  });
});
