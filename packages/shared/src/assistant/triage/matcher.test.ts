import { describe, expect, it } from 'vitest';
import { compilePhrase, phraseOccurs } from './matcher.ts';
import { normaliseText, tokenise } from './tokens.ts';

const occurs = (message: string, phrase: string) => phraseOccurs(tokenise(message), compilePhrase(normaliseText(phrase)));

describe('phrase matching with negation', () => {
  it.each([
    ['my lips are not blue', 'lips ~ blue'],
    ['his legs are not weak', 'legs|leg ~ weak'],
    ['saans nahi phool rahi', 'saans ~ phool*'],
    ['no fever, rash or stiff neck', 'stiff neck'],
    ['she has no headache, vomiting or neck stiffness', 'neck stiffness'],
    ["I don't feel sick, dizzy or feverish", 'dizzy'],
    ["I haven't got a rash or any tummy pain", 'tummy pain'],
    ['शौच में खून नहीं, वज़न कम नहीं हुआ, पेट में तेज़ दर्द, पेट फूलना या उल्टी नहीं', 'में ~ दर्द'],
    ["I didn't faint or feel dizzy", 'dizzy'],
  ])('a "not" inside the phrase or ahead of its list negates it: %s', (message, phrase) => {
    expect(occurs(message, phrase)).toBe(false);
  });

  it.each([
    ['my lips are blue', 'lips ~ blue'],
    ['no fever. stiff neck since morning', 'stiff neck'],
    ['no fever but a stiff neck', 'stiff neck'],
    ['seene mein dard, saans ya paseena nahi', 'seene mein dard'],
    ['not sure, lips are blue', 'lips ~ blue'],
    ['no fever, stiff neck since morning', 'stiff neck'],
    ['no fever, but dizzy or faint since morning', 'dizzy'],
    ['no fever. dizzy, sick or faint since morning', 'dizzy'],
    ["I didn't eat and then fainted or felt dizzy", 'dizzy'],
  ])('the finding stays when the negation is about something else: %s', (message, phrase) => {
    expect(occurs(message, phrase)).toBe(true);
  });
});
