import { describe, expect, it } from 'vitest';
import { findInteraction } from './interaction-checker.ts';
import { INTERACTION_RULES } from './interactions.ts';
import { allMonographs, monographById } from './lookup.ts';

describe('interaction checker', () => {
  it.each([
    ['ibuprofen', 'diclofenac sodium', 'severe', 'nsaid-nsaid'],
    ['Warfarin sodium', 'Ibuprofen', 'severe', 'nsaid-anticoagulant'],
    ['aspirin', 'warfarin', 'severe', 'nsaid-anticoagulant'],
    ['aspirin', 'clopidogrel', 'moderate', 'aspirin-low-dose-clopidogrel'],
    ['clopidogrel', 'omeprazole', 'severe', 'clopidogrel-omeprazole'],
    ['clopidogrel', 'pantoprazole', null, null],
    ['naproxen', 'ramipril', 'moderate', 'nsaid-ace-inhibitor'],
    ['telmisartan', 'diclofenac', 'moderate', 'nsaid-arb'],
    ['ramipril', 'losartan', 'severe', 'ace-inhibitor-arb'],
    ['enalapril', 'sacubitril', 'severe', 'ace-inhibitor-sacubitril'],
    ['spironolactone', 'telmisartan', 'moderate', 'potassium-sparing-arb'],
    ['clarithromycin', 'atorvastatin', 'severe', 'statin-clarithromycin'],
    ['azithromycin', 'atorvastatin', null, null],
    ['tramadol', 'escitalopram', 'severe', 'tramadol-ssri'],
    ['tramadol', 'pregabalin', 'severe', 'tramadol-cns'],
    ['dextromethorphan', 'escitalopram', 'moderate', 'serotonergic-serotonergic'],
    ['domperidone', 'clarithromycin', 'severe', 'domperidone-clarithromycin'],
    ['azithromycin', 'hydroxychloroquine', 'moderate', 'qt-qt'],
    ['ciprofloxacin', 'aluminium hydroxide', 'moderate', 'fluoroquinolone-antacid'],
    ['ciprofloxacin', 'theophylline', 'severe', 'ciprofloxacin-theophylline'],
    ['levothyroxine', 'ferrous fumarate', 'moderate', 'thyroid-iron'],
    ['thyroxine sodium', 'calcium carbonate', 'moderate', 'thyroid-calcium'],
    ['doxycycline', 'calcium carbonate', 'moderate', 'tetracycline-calcium'],
    ['metronidazole', 'warfarin', 'severe', 'warfarin-metronidazole'],
    ['paracetamol', 'warfarin', 'moderate', 'paracetamol-warfarin'],
    ['cetirizine', 'chlorpheniramine maleate', 'moderate', 'antihistamine-antihistamine'],
    ['phenylephrine', 'amlodipine', 'moderate', 'decongestant-calcium-channel-blocker'],
    ['atenolol', 'salbutamol', 'moderate', 'beta-blocker-bronchodilator'],
    ['insulin glargine', 'glimepiride', 'moderate', 'insulin-sulfonylurea'],
    ['methotrexate', 'ibuprofen', 'severe', 'nsaid-methotrexate'],
    ['prednisolone', 'naproxen', 'moderate', 'nsaid-corticosteroid'],
    ['fluticasone', 'ibuprofen', null, null],
    ['paracetamol', 'ibuprofen', null, null],
    ['metformin', 'amlodipine', null, null],
  ])('%s + %s → %s', (a, b, severity, ruleId) => {
    const found = findInteraction(a, b);
    expect(found?.severity ?? null).toBe(severity);
    expect(found?.ruleId ?? null).toBe(ruleId);
    // The same answer whichever way round the pair is asked.
    expect(findInteraction(b, a)?.ruleId ?? null).toBe(ruleId);
  });

  it('names only salts that have a monograph and classes some monograph has', () => {
    const classes = new Set(allMonographs().flatMap((m) => m.classes));
    for (const rule of INTERACTION_RULES) {
      for (const party of [rule.a, rule.b]) {
        if ('salt' in party) expect(monographById(party.salt), `${rule.id}: ${party.salt}`).not.toBeNull();
        else expect(classes.has(party.drugClass), `${rule.id}: ${party.drugClass}`).toBe(true);
      }
    }
  });

  it('gives every rule advice that sends the person to a pharmacist or doctor, and a source', () => {
    const ids = INTERACTION_RULES.map((r) => r.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const rule of INTERACTION_RULES) {
      expect(rule.advice, rule.id).toMatch(/pharmacist or doctor/);
      expect(rule.source.url, rule.id).toMatch(/^https:\/\//);
    }
  });
});

describe('interactions by class and mechanism (issue 23)', () => {
  it.each([
    ['simvastatin', 'Clarithromycin', 'contraindicated', 'simvastatin-strong-3a4'],
    ['Viagra', 'Sorbitrate', 'contraindicated', 'pde5-nitrate'],
    ['tadalafil', 'nicorandil', 'contraindicated', 'pde5-nitrate'],
    ['lithium carbonate', 'diclofenac', 'avoid', 'lithium-nsaid'],
    ['Acitrom', 'fluconazole', 'avoid', 'vka-strong-potentiator'],
    ['methotrexate', 'Septran', 'avoid', 'methotrexate-antifolate'],
    ['alprazolam', 'morphine', 'avoid', 'opioid-benzodiazepine'],
    ['selegiline', 'dextromethorphan', 'contraindicated', 'maoi-serotonergic'],
    ['rifampicin', 'levonorgestrel', 'avoid', 'inducer-contraceptive'],
    ['spironolactone', 'potassium chloride', 'contraindicated', 'k-sparing-potassium'],
  ] as const)('%s + %s → %s (%s)', (a, b, level, ruleId) => {
    expect(findInteraction(a, b)).toMatchObject({ level, ruleId });
    expect(findInteraction(b, a)).toMatchObject({ level, ruleId });
  });

  it('an explicit pair rule overrides the class rules, and a milder class rule never hides a more serious one', () => {
    // aspirin with clopidogrel is prescribed together after a stent: the pair rule, not nsaid-antiplatelet.
    expect(findInteraction('aspirin', 'clopidogrel')).toMatchObject({ ruleId: 'aspirin-low-dose-clopidogrel', level: 'caution' });
    // domperidone with ondansetron: qt-qt says caution, domperidone's own label says avoid.
    expect(findInteraction('domperidone', 'ondansetron')).toMatchObject({ ruleId: 'domperidone-qt', level: 'avoid' });
  });

  it('combination products people take together raise nothing', () => {
    for (const [a, b] of [
      ['telmisartan', 'amlodipine'],
      ['glimepiride', 'metformin'],
      ['montelukast', 'levocetirizine'],
      ['paracetamol', 'ibuprofen'],
    ] as const)
      expect(findInteraction(a, b)).toBeNull();
  });
});
