import { describe, expect, it } from 'vitest';
import { findDrug } from '../drugs.ts';
import { interactionBetweenDrugs } from '../interaction-checker.ts';
import onc from './onc-high-priority.json' with { type: 'json' };

// Issue 23's bar: every pair of the ONC high-priority list (Phansalkar et al., JAMIA 2012, Table 2;
// the list's source is in the JSON) among the medicines we know is answered as serious. A pair with a
// medicine we have no monograph for is outside the bar (the chat names it unknown instead).

interface OncRule {
  onc_id: number;
  object_drugs: string[];
  precipitant_drugs: string[];
}

function knownPairs(): { rule: number; a: string; b: string }[] {
  return (onc.rules as OncRule[]).flatMap((rule) =>
    rule.object_drugs.flatMap((a) =>
      rule.precipitant_drugs.filter((b) => findDrug(a) && findDrug(b)).map((b) => ({ rule: rule.onc_id, a, b })),
    ),
  );
}

describe('the ONC high-priority interaction list', () => {
  it('has pairs among the medicines we know (guards the comparison itself)', () => {
    expect(knownPairs().length).toBeGreaterThanOrEqual(20);
  });

  it('answers every one of those pairs as serious (contraindicated or avoid), in both orders', () => {
    const notSerious = knownPairs().flatMap(({ rule, a, b }) =>
      [
        [a, b],
        [b, a],
      ].flatMap(([x, y]) => {
        const level = interactionBetweenDrugs(findDrug(x)!, findDrug(y)!)?.level ?? 'none';
        return level === 'contraindicated' || level === 'avoid' ? [] : [`ONC ${rule}: ${x} + ${y} → ${level}`];
      }),
    );
    expect(notSerious).toEqual([]);
  });
});
