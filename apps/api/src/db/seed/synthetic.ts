import { SELLERS } from './catalogue/define.ts';
import type { SeedProduct, SeedVariant } from './types.ts';

/**
 * Plausible generated products for scale tests (`npm run seed:catalogue -- --products N`).
 *
 * Product i depends only on (seed, i), so a run that starts at startIndex = the current product
 * count adds new products without clashing with earlier runs. Names and SKUs carry a code derived
 * bijectively from the index ("Paracip-K7Q2 650 Tablet", SKU "SYN-K7Q2-1"), so they are unique for
 * every index, and so are their slugs (the code sits in its own hyphen-separated segment).
 */

// ---------------------------------------------------------------------------------------------
// Pack sizes by dosage form. q is the quantity relative to the first size, used to scale prices.

interface Size {
  label: string;
  pack: string;
  q: number;
}

const strip = (n: number, unit: string, q: number, label?: string): Size => ({
  label: label ?? `Strip of ${n} ${unit}`,
  pack: `${n} ${unit}`,
  q,
});
const amount = (pack: string, q: number, label?: string): Size => ({ label: label ?? pack, pack, q });

// prettier-ignore
const SIZES: Record<string, readonly Size[]> = {
  Tablet: [strip(10, 'tablets', 1), strip(15, 'tablets', 1.5), strip(30, 'tablets', 3, 'Pack of 3 strips (30 tablets)')],
  Capsule: [strip(10, 'capsules', 1), strip(15, 'capsules', 1.5), strip(30, 'capsules', 3, 'Pack of 3 strips (30 capsules)')],
  'Chewable Tablet': [strip(15, 'tablets', 1), strip(30, 'tablets', 2, 'Bottle of 30 tablets'), strip(60, 'tablets', 4, 'Bottle of 60 tablets')],
  Syrup: [amount('100 ml bottle', 1), amount('60 ml bottle', 0.65), amount('200 ml bottle', 1.8)],
  Suspension: [amount('60 ml bottle', 1), amount('30 ml bottle', 0.6), amount('100 ml bottle', 1.5)],
  Drops: [amount('10 ml bottle', 1), amount('15 ml bottle', 1.4), amount('30 ml bottle', 2.5)],
  'Nasal Spray': [amount('10 ml spray', 1), amount('15 ml spray', 1.4), amount('Pack of 2 x 10 ml', 2)],
  Spray: [amount('40 g can', 1), amount('75 g can', 1.7), amount('150 g can', 3.1)],
  Gel: [amount('30 g tube', 1), amount('15 g tube', 0.55), amount('75 g tube', 2.2)],
  Cream: [amount('20 g tube', 1), amount('30 g tube', 1.4), amount('50 g tube', 2.2)],
  Ointment: [amount('15 g tube', 1), amount('30 g tube', 1.8), amount('100 g jar', 5)],
  Powder: [amount('400 g jar', 1), amount('200 g jar', 0.55), amount('1 kg jar', 2.3)],
  Sachet: [amount('Pack of 10 sachets', 1), amount('1 sachet', 0.1), amount('Pack of 30 sachets', 2.8)],
  Lozenge: [amount('16 lozenges', 1, 'Pack of 16 lozenges'), amount('8 lozenges', 0.55, 'Strip of 8 lozenges'), amount('24 lozenges', 1.4, 'Pack of 24 lozenges')],
  Dilution: [amount('30 ml bottle', 1, '30 CH, 30 ml'), amount('30 ml bottle', 1.05, '200 CH, 30 ml'), amount('30 ml bottle', 1.2, '1M, 30 ml')],
  'Mother Tincture': [amount('30 ml bottle', 1), amount('20 ml bottle', 0.75), amount('100 ml bottle', 2.8)],
  Churna: [amount('100 g pack', 1), amount('200 g pack', 1.9), amount('500 g pack', 4.4)],
  Oil: [amount('100 ml bottle', 1), amount('200 ml bottle', 1.9), amount('500 ml bottle', 4.4)],
  Inhaler: [amount('200 metered doses', 1, '1 inhaler'), amount('2 x 200 metered doses', 2, 'Pack of 2 inhalers')],
  Injection: [amount('1 vial', 1), amount('Pack of 5 vials', 4.8)],
  'Test Strips': [amount('50 strips', 1, 'Vial of 50 strips'), amount('25 strips', 0.55, 'Vial of 25 strips'), amount('100 strips', 1.9, '2 vials of 50 strips')],
  Device: [amount('1 unit', 1)],
};

const INACTIVE: Record<string, string[]> = {
  Tablet: ['Microcrystalline cellulose', 'Maize starch', 'Povidone', 'Magnesium stearate', 'Colloidal silicon dioxide'],
  Capsule: ['Hard gelatin capsule shell', 'Lactose monohydrate', 'Talc', 'Magnesium stearate'],
  'Chewable Tablet': ['Sucrose', 'Mannitol', 'Flavour', 'Magnesium stearate'],
  Syrup: ['Sucrose', 'Sorbitol solution 70%', 'Glycerin', 'Sodium benzoate', 'Flavour', 'Purified water'],
  Suspension: ['Xanthan gum', 'Sucrose', 'Sodium citrate', 'Sodium benzoate', 'Purified water'],
  Drops: ['Benzalkonium chloride', 'Sodium chloride', 'Purified water'],
  'Nasal Spray': ['Benzalkonium chloride', 'Sodium chloride', 'Disodium edetate', 'Purified water'],
  Spray: ['Ethanol', 'Propylene glycol', 'Propellant (LPG)'],
  Gel: ['Carbomer', 'Propylene glycol', 'Isopropyl alcohol', 'Purified water'],
  Cream: ['Cetostearyl alcohol', 'White soft paraffin', 'Liquid paraffin', 'Methylparaben', 'Purified water'],
  Ointment: ['White soft paraffin', 'Liquid paraffin', 'Wool fat'],
  Powder: ['Maltodextrin', 'Milk solids', 'Flavour'],
  Sachet: ['Dextrose', 'Silicon dioxide', 'Flavour'],
  Lozenge: ['Sucrose', 'Liquid glucose', 'Tartaric acid', 'Flavour'],
  Dilution: ['Ethanol 88% v/v (dispensing alcohol)'],
  'Mother Tincture': ['Ethanol (extraction medium)', 'Purified water'],
  Churna: [],
  Oil: ['Sesame oil'],
  Inhaler: ['HFA-134a propellant', 'Ethanol'],
  Injection: ['Water for injection'],
};

const STORAGE: Record<string, string> = {
  Syrup: 'Store below 25°C in a dry place; do not freeze.',
  Suspension: 'Store below 25°C; do not freeze. Shake well before use.',
  Drops: 'Store below 25°C. Use within 30 days of opening.',
  'Nasal Spray': 'Store below 30°C. Replace the cap after use.',
  Spray: 'Store below 30°C. Pressurised container: do not puncture or burn.',
  Injection: 'Store in a refrigerator at 2-8°C; do not freeze.',
  Device: 'Store in a cool, dry place away from water and direct sunlight.',
  'Test Strips': 'Store between 4°C and 30°C in the original vial.',
  Dilution: 'Store in a cool, dark place away from strong smells.',
};
const DEFAULT_STORAGE = 'Store below 30°C in a dry place, away from direct sunlight.';

const DOSAGE: Record<string, string> = {
  Tablet: '1 tablet once or twice a day after food, or as directed by the physician.',
  Capsule: '1 capsule once or twice a day after food, or as directed by the physician.',
  'Chewable Tablet': 'Chew 1 tablet a day after a meal.',
  Syrup: 'Adults: 10 ml 2-3 times a day. Children: as directed by the physician.',
  Suspension: 'Dose by body weight as prescribed. Shake well before use.',
  Drops: '1-2 drops in the affected eye or nostril 2-3 times a day.',
  'Nasal Spray': '1-2 sprays in each nostril once or twice a day.',
  Spray: 'Spray on the affected area from 15 cm, 3-4 times a day.',
  Gel: 'Apply a thin layer on the affected area and massage gently 3-4 times a day.',
  Cream: 'Apply a thin layer on the affected area 2-3 times a day.',
  Ointment: 'Apply on the affected area 1-3 times a day.',
  Powder: 'Mix 2 scoops in 200 ml of water or milk, 1-2 times a day.',
  Sachet: 'Mix 1 sachet in a glass of water, once or twice a day.',
  Lozenge: 'Dissolve 1 lozenge slowly in the mouth every 2-3 hours; not more than 8 a day.',
  Dilution: 'Adults: 2-3 drops in a little water 3 times a day, or as prescribed by the homeopathic physician.',
  'Mother Tincture': '10-15 drops in a quarter cup of water 3 times a day, or as prescribed.',
  Churna: 'Adults: 3-5 g with warm water or milk twice a day.',
  Oil: 'Warm slightly and massage gently on the affected area.',
  Inhaler: '1-2 puffs as prescribed. Shake well before use.',
  Injection: 'To be given by a healthcare professional as prescribed.',
  'Test Strips': 'Use each strip once; close the vial immediately after use.',
  Device: 'Read the user manual before first use.',
};

// ---------------------------------------------------------------------------------------------
// What each category sells. `active` may contain {s}, replaced by one of `strengths`; the strength
// also goes into the name, as in real brand names ("Dolo 650").

interface Template {
  active: string | null;
  strengths?: string[];
  forms: string[];
  purpose: string;
  mrp: [number, number]; // rupees for the first pack size
  rx?: boolean;
  tags: string[];
  effects: string[];
}

interface CategorySpec {
  slug: string;
  weight: number;
  stems: string[];
  makers: string[];
  tags: string[];
  cap: number; // selling prices stay below this many rupees
  templates: Template[];
}

const PHARMA = [
  'Sun Pharmaceutical Industries Ltd',
  'Cipla Ltd',
  "Dr. Reddy's Laboratories Ltd",
  'Lupin Ltd',
  'Zydus Lifesciences Ltd',
  'Mankind Pharma Ltd',
  'Alkem Laboratories Ltd',
  'Torrent Pharmaceuticals Ltd',
  'Glenmark Pharmaceuticals Ltd',
  'Intas Pharmaceuticals Ltd',
  'Micro Labs Ltd',
  'Abbott India Ltd',
  'Ipca Laboratories Ltd',
  'Aristo Pharmaceuticals Pvt Ltd',
  'Macleods Pharmaceuticals Ltd',
  'Alembic Pharmaceuticals Ltd',
  'USV Pvt Ltd',
  'FDC Ltd',
  'Emcure Pharmaceuticals Ltd',
  'Indoco Remedies Ltd',
];
const WELLNESS = [
  'Himalaya Wellness Company',
  'Dabur India Ltd',
  'Bright Lifecare Pvt Ltd',
  'Zydus Wellness Ltd',
  'Abbott Healthcare Pvt Ltd',
  'Danone India Pvt Ltd',
  'Nestle India Ltd',
];
const AYUR = [
  'Dabur India Ltd',
  'Himalaya Wellness Company',
  'Shree Baidyanath Ayurved Bhawan Pvt Ltd',
  'Divya Pharmacy',
  'Emami Ltd',
  'Arya Vaidya Sala Kottakkal',
  'Charak Pharma Pvt Ltd',
];
const HOMOEO = [
  'SBL Pvt Ltd',
  'Dr. Willmar Schwabe India Pvt Ltd',
  'Dr. Reckeweg & Co. GmbH',
  'Bakson Drugs & Pharmaceuticals',
  'Medisynth Chemicals Pvt Ltd',
  'Wheezal Homoeo Pharma',
];
const DEVICES = [
  'Omron Healthcare India Pvt Ltd',
  'Nureca Ltd',
  'Morepen Laboratories Ltd',
  'Roche Diabetes Care India Pvt Ltd',
  'BPL Medical Technologies',
];

const COMMON_EFFECTS = ['Nausea', 'Headache', 'Dizziness', 'Stomach upset'];

// prettier-ignore
const CATEGORIES_SPEC: CategorySpec[] = [
  {
    slug: 'pain-relief', weight: 10, makers: PHARMA, cap: 5000,
    stems: ['Paracip', 'Dolomol', 'Calpain', 'Flexidol', 'Nimucet', 'Acenac', 'Ibucare', 'Painex', 'Myonil', 'Orthorex', 'Spasmonil', 'Relaxon'],
    tags: ['pain relief', 'body aches', 'headache'],
    templates: [
      { active: 'Paracetamol {s} mg', strengths: ['500', '650'], forms: ['Tablet'], purpose: 'for fever and mild to moderate pain', mrp: [15, 40], tags: ['fever', 'headache', 'body aches', 'paracetamol'], effects: ['Nausea', 'Liver damage with overdose'] },
      { active: 'Ibuprofen {s} mg + Paracetamol 325 mg', strengths: ['200', '400'], forms: ['Tablet'], purpose: 'for pain with inflammation such as toothache and back pain', mrp: [25, 60], tags: ['toothache', 'back pain', 'nsaid'], effects: ['Acidity', 'Nausea', 'Dizziness'] },
      { active: 'Aceclofenac 100 mg + Paracetamol 325 mg', forms: ['Tablet'], purpose: 'for joint and muscle pain', mrp: [45, 130], rx: true, tags: ['joint pain', 'back pain', 'inflammation'], effects: ['Heartburn', 'Nausea', 'Raised liver enzymes'] },
      { active: 'Etoricoxib {s} mg', strengths: ['60', '90', '120'], forms: ['Tablet'], purpose: 'for arthritis and acute pain', mrp: [90, 220], rx: true, tags: ['arthritis', 'joint pain'], effects: ['Swelling of the legs', 'Raised blood pressure'] },
      { active: 'Diclofenac diethylamine 1.16% w/w + Menthol 5% w/w', forms: ['Gel', 'Spray'], purpose: 'for sprains, back pain and muscle pain', mrp: [80, 220], tags: ['sprain', 'muscle pain', 'back pain'], effects: ['Skin redness', 'Burning sensation'] },
      { active: 'Mefenamic acid 250 mg + Dicyclomine 10 mg', forms: ['Tablet'], purpose: 'for period pain and abdominal cramps', mrp: [35, 70], rx: true, tags: ['period pain', 'cramps'], effects: ['Dry mouth', 'Drowsiness'] },
    ],
  },
  {
    slug: 'antacids', weight: 7, makers: PHARMA, cap: 5000,
    stems: ['Gastrocid', 'Acidonil', 'Pantogen', 'Rabiloc', 'Digestone', 'Antaflux', 'Gelacid', 'Esopra', 'Omecap', 'Refluxin'],
    tags: ['acidity', 'heartburn'],
    templates: [
      { active: 'Pantoprazole {s} mg', strengths: ['20', '40'], forms: ['Tablet'], purpose: 'for acidity, reflux and ulcers', mrp: [60, 180], rx: true, tags: ['gerd', 'ppi'], effects: ['Headache', 'Diarrhoea'] },
      { active: 'Rabeprazole {s} mg', strengths: ['10', '20'], forms: ['Tablet'], purpose: 'for heartburn and acid reflux', mrp: [70, 160], rx: true, tags: ['gerd', 'ppi'], effects: ['Headache', 'Flatulence'] },
      { active: 'Omeprazole {s} mg', strengths: ['20', '40'], forms: ['Capsule'], purpose: 'for acid reflux and ulcer healing', mrp: [40, 120], rx: true, tags: ['gerd', 'ulcer', 'ppi'], effects: ['Headache', 'Nausea'] },
      { active: 'Aluminium hydroxide 250 mg + Magnesium hydroxide 250 mg + Simethicone 50 mg per 5 ml', forms: ['Suspension', 'Syrup'], purpose: 'for acidity, gas and indigestion', mrp: [90, 180], tags: ['gas', 'indigestion', 'bloating'], effects: ['Constipation', 'Loose stools'] },
      { active: 'Sodium bicarbonate 2.32 g + Citric acid 2.18 g per 5 g', forms: ['Sachet'], purpose: 'for quick relief from acidity', mrp: [45, 120], tags: ['indigestion', 'effervescent'], effects: ['Belching'] },
      { active: 'Fungal diastase 100 mg + Papain 60 mg + Simethicone 50 mg', forms: ['Tablet', 'Chewable Tablet'], purpose: 'for gas, bloating and indigestion', mrp: [40, 90], tags: ['gas', 'digestive enzymes'], effects: ['Constipation'] },
    ],
  },
  {
    slug: 'vitamins-supplements', weight: 10, makers: [...PHARMA.slice(0, 12), ...WELLNESS.slice(0, 3)], cap: 5000,
    stems: ['Vitacure', 'Calcigen', 'Multivit', 'Zincobest', 'Becovit', 'Ferrovit', 'Cholecal', 'Neurovit', 'Immunex', 'Orthocal', 'Vitaboost'],
    tags: ['vitamins', 'immunity'],
    templates: [
      { active: 'Calcium carbonate 1250 mg + Vitamin D3 {s} IU', strengths: ['250', '500'], forms: ['Tablet'], purpose: 'for bone and teeth health', mrp: [90, 260], tags: ['calcium', 'vitamin d', 'bone health'], effects: ['Constipation', 'Bloating'] },
      { active: 'Cholecalciferol {s} IU', strengths: ['1000', '60000'], forms: ['Capsule', 'Sachet', 'Chewable Tablet'], purpose: 'for vitamin D deficiency', mrp: [50, 150], tags: ['vitamin d'], effects: ['Nausea', 'High calcium with overuse'] },
      { active: 'Ascorbic acid {s} mg', strengths: ['500', '1000'], forms: ['Chewable Tablet', 'Tablet'], purpose: 'for immunity and healthy skin', mrp: [20, 250], tags: ['vitamin c', 'immunity'], effects: ['Acidity'] },
      { active: 'Multivitamins + Multiminerals + Zinc {s} mg', strengths: ['10', '22'], forms: ['Tablet', 'Capsule', 'Syrup'], purpose: 'for daily nutrition, energy and immunity', mrp: [60, 600], tags: ['multivitamin', 'energy', 'zinc'], effects: ['Nausea', 'Yellow urine'] },
      { active: 'Methylcobalamin {s} mcg', strengths: ['500', '1500'], forms: ['Tablet'], purpose: 'for vitamin B12 deficiency and nerve health', mrp: [70, 180], tags: ['vitamin b12', 'nerve health'], effects: ['Nausea'] },
      { active: 'Ferrous ascorbate {s} mg + Folic acid 1.5 mg', strengths: ['60', '100'], forms: ['Tablet', 'Syrup'], purpose: 'for iron-deficiency anaemia', mrp: [90, 220], tags: ['iron', 'anaemia', 'folic acid'], effects: ['Dark stools', 'Constipation'] },
    ],
  },
  {
    slug: 'cold-flu', weight: 10, makers: PHARMA, cap: 5000,
    stems: ['Coldex', 'Sinucold', 'Kofnil', 'Tussinex', 'Flucold', 'Nasofresh', 'Throatex', 'Mucolite', 'Brethex', 'Febricold', 'Decongest'],
    tags: ['cold'],
    templates: [
      { active: 'Paracetamol 500 mg + Phenylephrine 10 mg + Cetirizine 5 mg', forms: ['Tablet'], purpose: 'for fever, headache and a blocked, runny nose', mrp: [35, 70], tags: ['fever', 'headache', 'congestion', 'runny nose', 'body aches'], effects: ['Drowsiness', 'Dry mouth'] },
      { active: 'Dextromethorphan 10 mg + Chlorpheniramine 2 mg per 5 ml', forms: ['Syrup'], purpose: 'for dry, tickly cough with a runny nose', mrp: [80, 150], tags: ['cough', 'runny nose', 'sore throat'], effects: ['Drowsiness', 'Dizziness'] },
      { active: 'Ambroxol 30 mg + Levosalbutamol 1 mg + Guaiphenesin 50 mg per 10 ml', forms: ['Syrup'], purpose: 'for wet cough with chest congestion', mrp: [80, 160], rx: true, tags: ['cough', 'congestion'], effects: ['Tremor', 'Palpitations'] },
      { active: 'Oxymetazoline {s}% w/v', strengths: ['0.025', '0.05'], forms: ['Nasal Spray', 'Drops'], purpose: 'for a blocked nose in cold and sinusitis', mrp: [80, 150], tags: ['congestion', 'runny nose'], effects: ['Nasal stinging', 'Rebound congestion with overuse'] },
      { active: 'Amylmetacresol 0.6 mg + Dichlorobenzyl alcohol 1.2 mg', forms: ['Lozenge'], purpose: 'for a sore, scratchy throat', mrp: [30, 90], tags: ['sore throat', 'cough'], effects: ['Mild mouth irritation'] },
      { active: 'Tulsi + Mulethi + Vasaka + Honey (Ayurvedic)', forms: ['Syrup'], purpose: 'for cough and sore throat', mrp: [80, 180], tags: ['cough', 'sore throat', 'ayurvedic'], effects: ['Generally well tolerated'] },
      { active: 'Menthol + Camphor + Eucalyptus oil', forms: ['Ointment', 'Oil'], purpose: 'to ease a blocked nose, cough and headache', mrp: [40, 160], tags: ['congestion', 'cough', 'headache'], effects: ['Skin irritation'] },
    ],
  },
  {
    slug: 'diabetes', weight: 8, makers: [...PHARMA.slice(0, 14), ...DEVICES.slice(1, 4)], cap: 10000,
    stems: ['Glucomin', 'Glimiset', 'Sitaglip', 'Dapaflo', 'Vildamet', 'Teneliva', 'Glyconorm', 'Sugacheck', 'Glucosure', 'Diabetrol'],
    tags: ['diabetes', 'blood sugar'],
    templates: [
      { active: 'Metformin {s} mg', strengths: ['500', '850', '1000'], forms: ['Tablet'], purpose: 'for type 2 diabetes', mrp: [15, 70], rx: true, tags: ['type 2 diabetes', 'metformin'], effects: ['Nausea', 'Diarrhoea', 'Metallic taste'] },
      { active: 'Glimepiride {s} mg + Metformin 500 mg', strengths: ['1', '2'], forms: ['Tablet'], purpose: 'for type 2 diabetes not controlled by metformin alone', mrp: [60, 160], rx: true, tags: ['type 2 diabetes', 'glimepiride'], effects: ['Low blood sugar', 'Weight gain'] },
      { active: 'Sitagliptin {s} mg', strengths: ['50', '100'], forms: ['Tablet'], purpose: 'for blood sugar control in type 2 diabetes', mrp: [120, 400], rx: true, tags: ['type 2 diabetes', 'dpp-4 inhibitor'], effects: ['Headache', 'Stuffy nose'] },
      { active: 'Dapagliflozin {s} mg', strengths: ['5', '10'], forms: ['Tablet'], purpose: 'for type 2 diabetes and heart failure', mrp: [150, 550], rx: true, tags: ['type 2 diabetes', 'sglt2 inhibitor'], effects: ['Genital infections', 'Increased urination'] },
      { active: null, forms: ['Test Strips'], purpose: 'for home blood glucose monitoring', mrp: [600, 1500], tags: ['test strips', 'glucometer', 'blood sugar monitoring'], effects: [] },
      { active: null, forms: ['Device'], purpose: 'for quick and accurate home blood sugar testing', mrp: [800, 4500], tags: ['glucometer', 'blood sugar monitoring', 'device'], effects: [] },
    ],
  },
  {
    slug: 'antibiotics', weight: 6, makers: PHARMA, cap: 10000,
    stems: ['Amoxiclav', 'Azicure', 'Cefixil', 'Ciproflox', 'Levoquin', 'Doxibact', 'Cefpod', 'Clarimac', 'Linobid', 'Ofloxin', 'Metrozol'],
    tags: ['bacterial infection', 'antibiotic'],
    templates: [
      { active: 'Amoxicillin {s} mg + Clavulanic acid 125 mg', strengths: ['250', '500', '875'], forms: ['Tablet'], purpose: 'for ear, throat, chest and urinary infections', mrp: [110, 260], rx: true, tags: ['penicillin', 'sinusitis'], effects: ['Diarrhoea', 'Nausea', 'Rash'] },
      { active: 'Azithromycin {s} mg', strengths: ['250', '500'], forms: ['Tablet', 'Suspension'], purpose: 'for respiratory and skin infections', mrp: [40, 140], rx: true, tags: ['macrolide', 'throat infection'], effects: ['Diarrhoea', 'Abdominal pain'] },
      { active: 'Cefixime {s} mg', strengths: ['100', '200', '400'], forms: ['Tablet', 'Suspension'], purpose: 'for typhoid and urinary tract infections', mrp: [70, 200], rx: true, tags: ['cephalosporin', 'typhoid'], effects: ['Diarrhoea', 'Stomach pain'] },
      { active: 'Levofloxacin {s} mg', strengths: ['250', '500', '750'], forms: ['Tablet'], purpose: 'for pneumonia, sinusitis and urinary infections', mrp: [60, 180], rx: true, tags: ['fluoroquinolone', 'pneumonia'], effects: ['Nausea', 'Insomnia', 'Tendon pain (rare)'] },
      { active: 'Doxycycline {s} mg', strengths: ['100'], forms: ['Capsule'], purpose: 'for acne and chest infections', mrp: [60, 140], rx: true, tags: ['tetracycline', 'acne'], effects: ['Nausea', 'Sensitivity to sunlight'] },
      { active: 'Ceftriaxone {s} g', strengths: ['0.5', '1'], forms: ['Injection'], purpose: 'for serious bacterial infections, given by a professional', mrp: [45, 120], rx: true, tags: ['cephalosporin', 'hospital infection'], effects: ['Injection-site pain', 'Diarrhoea'] },
    ],
  },
  {
    slug: 'allergy', weight: 6, makers: PHARMA, cap: 5000,
    stems: ['Allerfree', 'Fexomax', 'Levoline', 'Montilair', 'Histafree', 'Rhinofree', 'Bilaxo', 'Alertop', 'Nasoflu'],
    tags: ['allergy', 'sneezing'],
    templates: [
      { active: 'Cetirizine {s} mg', strengths: ['5', '10'], forms: ['Tablet', 'Syrup'], purpose: 'for sneezing, runny nose and itchy skin', mrp: [15, 60], tags: ['runny nose', 'itching', 'antihistamine'], effects: ['Drowsiness', 'Dry mouth'] },
      { active: 'Fexofenadine {s} mg', strengths: ['120', '180'], forms: ['Tablet'], purpose: 'for seasonal allergies and hives', mrp: [120, 300], rx: true, tags: ['hay fever', 'hives', 'non-drowsy'], effects: ['Headache', 'Nausea'] },
      { active: 'Montelukast 10 mg + Levocetirizine {s} mg', strengths: ['5'], forms: ['Tablet'], purpose: 'for allergic rhinitis and allergic cough', mrp: [120, 280], rx: true, tags: ['allergic rhinitis', 'runny nose'], effects: ['Drowsiness', 'Headache'] },
      { active: 'Fluticasone propionate {s} mcg per spray', strengths: ['50'], forms: ['Nasal Spray'], purpose: 'for allergic rhinitis and a blocked nose', mrp: [180, 520], rx: true, tags: ['allergic rhinitis', 'blocked nose'], effects: ['Nosebleeds', 'Nasal dryness'] },
      { active: 'Olopatadine {s}% w/v', strengths: ['0.1', '0.2'], forms: ['Drops'], purpose: 'for itchy, watery eyes due to allergy', mrp: [120, 260], rx: true, tags: ['itchy eyes', 'eye drops'], effects: ['Eye burning'] },
    ],
  },
  {
    slug: 'homeopathic', weight: 6, makers: HOMOEO, cap: 5000,
    stems: ['Homeocare', 'Similia', 'Organa', 'Vitalforce', 'Potentia', 'Hahnecure', 'Bioplasgen', 'Materia'],
    tags: ['homeopathy'],
    templates: [
      { active: '{s} 30 CH', strengths: ['Arnica montana', 'Nux vomica', 'Belladonna', 'Rhus toxicodendron', 'Pulsatilla', 'Bryonia alba'], forms: ['Dilution'], purpose: 'traditionally used in homeopathy for everyday complaints', mrp: [90, 140], tags: ['dilution'], effects: ['No known side effects when taken as directed'] },
      { active: '{s} Q (mother tincture)', strengths: ['Calendula officinalis', 'Thuja occidentalis', 'Berberis vulgaris', 'Echinacea angustifolia'], forms: ['Mother Tincture'], purpose: 'traditionally used in homeopathy', mrp: [150, 260], tags: ['mother tincture'], effects: ['No known side effects when taken as directed'] },
      { active: '{s} 6X', strengths: ['Ferrum phosphoricum', 'Kali phosphoricum', 'Calcarea phosphorica', 'Magnesia phosphorica'], forms: ['Tablet'], purpose: 'a biochemic tissue salt used in homeopathy', mrp: [90, 130], tags: ['biochemic'], effects: ['No known side effects when taken as directed'] },
      { active: 'Homeopathic combination drops', forms: ['Drops'], purpose: 'traditionally used for acidity, cough or sleeplessness', mrp: [180, 280], tags: ['drops'], effects: ['No known side effects when taken as directed'] },
    ],
  },
  {
    slug: 'nutraceuticals', weight: 7, makers: WELLNESS, cap: 10000,
    stems: ['Proteinix', 'Nutrimax', 'Wheyfit', 'Omegalife', 'Probiogut', 'Collagenix', 'Hydrasalt', 'Vitalshake', 'Musclefuel'],
    tags: ['nutrition'],
    templates: [
      { active: 'Whey protein {s} g per scoop', strengths: ['24', '25', '30'], forms: ['Powder'], purpose: 'for muscle recovery and daily protein', mrp: [1200, 4200], tags: ['whey protein', 'fitness'], effects: ['Bloating'] },
      { active: 'Protein + 32 vitamins and minerals', forms: ['Powder'], purpose: 'for complete, balanced adult nutrition', mrp: [400, 950], tags: ['protein', 'adult nutrition'], effects: ['Bloating'] },
      { active: 'Fish oil {s} mg (EPA + DHA)', strengths: ['1000', '1250'], forms: ['Capsule'], purpose: 'for heart, brain and joint health', mrp: [400, 1500], tags: ['omega 3', 'fish oil', 'heart health'], effects: ['Fishy burps'] },
      { active: 'Probiotic blend {s} billion CFU', strengths: ['5', '10', '30'], forms: ['Capsule', 'Sachet'], purpose: 'for gut health', mrp: [100, 600], tags: ['probiotic', 'gut health'], effects: ['Mild gas'] },
      { active: 'Sodium + Potassium + Magnesium + Vitamin C', forms: ['Sachet'], purpose: 'for hydration during exercise and heat', mrp: [150, 500], tags: ['electrolytes', 'hydration'], effects: ['Bloating if taken too fast'] },
    ],
  },
  {
    slug: 'prescription', weight: 7, makers: PHARMA, cap: 5000,
    stems: ['Thyrofit', 'Asthacort', 'Neuropreg', 'Escital', 'Ondset', 'Predcort', 'Tamsulin', 'Betavert', 'Levetra', 'Ursolit'],
    tags: ['prescription'],
    templates: [
      { active: 'Thyroxine sodium {s} mcg', strengths: ['25', '50', '75', '100'], forms: ['Tablet'], purpose: 'for hypothyroidism', mrp: [90, 220], rx: true, tags: ['thyroid', 'hypothyroidism'], effects: ['Palpitations', 'Weight loss'] },
      { active: 'Salbutamol {s} mcg per puff', strengths: ['100'], forms: ['Inhaler'], purpose: 'for quick relief of asthma and wheezing', mrp: [120, 200], rx: true, tags: ['asthma', 'inhaler'], effects: ['Tremor', 'Fast heartbeat'] },
      { active: 'Pregabalin {s} mg', strengths: ['75', '150'], forms: ['Capsule'], purpose: 'for nerve pain', mrp: [150, 550], rx: true, tags: ['nerve pain', 'neuropathy'], effects: ['Dizziness', 'Drowsiness'] },
      { active: 'Escitalopram {s} mg', strengths: ['5', '10', '20'], forms: ['Tablet'], purpose: 'for depression and anxiety', mrp: [80, 220], rx: true, tags: ['depression', 'anxiety'], effects: ['Nausea', 'Sleep changes'] },
      { active: 'Ondansetron {s} mg', strengths: ['4', '8'], forms: ['Tablet', 'Syrup'], purpose: 'for nausea and vomiting', mrp: [40, 120], rx: true, tags: ['nausea', 'vomiting'], effects: ['Headache', 'Constipation'] },
      { active: 'Betahistine {s} mg', strengths: ['8', '16', '24'], forms: ['Tablet'], purpose: 'for vertigo', mrp: [100, 260], rx: true, tags: ['vertigo', 'dizziness'], effects: ['Indigestion', 'Headache'] },
    ],
  },
  {
    slug: 'topicals', weight: 7, makers: PHARMA, cap: 5000,
    stems: ['Dermacure', 'Fungicide', 'Skinheal', 'Clotrin', 'Mupicin', 'Woundex', 'Calamex', 'Acneclear', 'Emolin', 'Sunguard'],
    tags: ['skin care'],
    templates: [
      { active: 'Clotrimazole {s}% w/w', strengths: ['1', '2'], forms: ['Cream', 'Powder'], purpose: 'for fungal skin infections and itching', mrp: [60, 180], tags: ['fungal infection', 'antifungal', 'itching'], effects: ['Burning', 'Redness'] },
      { active: 'Mupirocin {s}% w/w', strengths: ['2'], forms: ['Ointment'], purpose: 'for bacterial skin infections', mrp: [90, 200], rx: true, tags: ['skin infection', 'antibiotic'], effects: ['Stinging', 'Itching'] },
      { active: 'Povidone-iodine {s}% w/w', strengths: ['5', '10'], forms: ['Ointment', 'Cream'], purpose: 'an antiseptic for cuts, wounds and burns', mrp: [60, 180], tags: ['antiseptic', 'wounds', 'first aid'], effects: ['Skin irritation'] },
      { active: 'Calamine {s}% + Zinc oxide', strengths: ['8', '15'], forms: ['Cream', 'Gel'], purpose: 'to soothe itching, rashes and sunburn', mrp: [70, 220], tags: ['itching', 'rashes', 'calamine'], effects: ['None known'] },
      { active: 'Clindamycin {s}% w/w', strengths: ['1'], forms: ['Gel'], purpose: 'for inflammatory acne', mrp: [120, 260], rx: true, tags: ['acne', 'pimples'], effects: ['Dryness', 'Peeling'] },
      { active: 'Ceramides + Urea {s}%', strengths: ['5', '10'], forms: ['Cream'], purpose: 'a moisturiser for very dry skin', mrp: [250, 700], tags: ['dry skin', 'moisturiser'], effects: ['Mild stinging on cracked skin'] },
    ],
  },
  {
    slug: 'ayurvedic', weight: 7, makers: AYUR, cap: 5000,
    stems: ['Ayurkalp', 'Vaidyaraj', 'Rasayan', 'Sanjeevani', 'Dhanvantari', 'Amritam', 'Trikatu', 'Vedicare', 'Prakriti'],
    tags: ['ayurvedic', 'herbal'],
    templates: [
      { active: '{s} extract 500 mg', strengths: ['Ashwagandha', 'Giloy', 'Tulsi', 'Shatavari', 'Brahmi', 'Arjuna'], forms: ['Tablet', 'Capsule'], purpose: 'a classical Ayurvedic herb for everyday wellness', mrp: [90, 450], tags: ['immunity', 'stress'], effects: ['Generally well tolerated'] },
      { active: '{s} powder 100%', strengths: ['Triphala', 'Ashwagandha', 'Amla', 'Hingvashtak'], forms: ['Churna'], purpose: 'traditionally taken for digestion and vitality', mrp: [60, 180], tags: ['digestion', 'churna'], effects: ['Loose stools at higher doses'] },
      { active: 'Classical herbal decoction (Ayurvedic arishta)', forms: ['Syrup'], purpose: 'a classical fermented Ayurvedic tonic', mrp: [150, 300], tags: ['tonic'], effects: ['Generally well tolerated'] },
      { active: 'Herbal oils in a sesame oil base (Ayurvedic)', forms: ['Oil'], purpose: 'a massage oil for joint and muscle aches', mrp: [120, 350], tags: ['massage oil', 'joint pain'], effects: ['Patch-test on sensitive skin'] },
    ],
  },
  {
    slug: 'heart', weight: 5, makers: PHARMA, cap: 5000,
    stems: ['Cardiostat', 'Atorlip', 'Rosuline', 'Clopirel', 'Aspicard', 'Cardiomet', 'Bisocard', 'Torsecard', 'Statinex'],
    tags: ['heart health'],
    templates: [
      { active: 'Atorvastatin {s} mg', strengths: ['10', '20', '40', '80'], forms: ['Tablet'], purpose: 'to lower cholesterol and heart risk', mrp: [60, 300], rx: true, tags: ['cholesterol', 'statin'], effects: ['Muscle pain', 'Headache'] },
      { active: 'Rosuvastatin {s} mg', strengths: ['5', '10', '20'], forms: ['Tablet'], purpose: 'to lower LDL cholesterol', mrp: [90, 350], rx: true, tags: ['cholesterol', 'statin'], effects: ['Muscle pain', 'Nausea'] },
      { active: 'Clopidogrel 75 mg + Aspirin {s} mg', strengths: ['75', '150'], forms: ['Tablet', 'Capsule'], purpose: 'to prevent clots after a heart attack or stent', mrp: [60, 160], rx: true, tags: ['blood thinner', 'antiplatelet'], effects: ['Bleeding', 'Acidity'] },
      { active: 'Metoprolol succinate {s} mg', strengths: ['25', '50'], forms: ['Tablet'], purpose: 'for angina, heart failure and fast heart rate', mrp: [60, 180], rx: true, tags: ['beta blocker', 'heart failure'], effects: ['Tiredness', 'Slow heart rate'] },
      { active: 'Coenzyme Q10 {s} mg', strengths: ['100', '200'], forms: ['Capsule'], purpose: 'for heart health and cellular energy', mrp: [400, 1800], tags: ['coq10', 'energy'], effects: ['Mild stomach upset'] },
    ],
  },
  {
    slug: 'blood-pressure', weight: 5, makers: PHARMA, cap: 5000,
    stems: ['Telmisar', 'Amlotens', 'Losacar', 'Olmetens', 'Cilnipres', 'Nebitens', 'Ramicard', 'Hypotens', 'Presscare'],
    tags: ['blood pressure', 'hypertension'],
    templates: [
      { active: 'Telmisartan {s} mg', strengths: ['20', '40', '80'], forms: ['Tablet'], purpose: 'for high blood pressure', mrp: [60, 260], rx: true, tags: ['arb', 'high blood pressure'], effects: ['Dizziness', 'Back pain'] },
      { active: 'Amlodipine {s} mg', strengths: ['2.5', '5', '10'], forms: ['Tablet'], purpose: 'for high blood pressure and angina', mrp: [25, 120], rx: true, tags: ['high blood pressure', 'amlodipine'], effects: ['Ankle swelling', 'Flushing'] },
      { active: 'Losartan {s} mg', strengths: ['25', '50'], forms: ['Tablet'], purpose: 'for high blood pressure and kidney protection', mrp: [50, 150], rx: true, tags: ['arb', 'high blood pressure'], effects: ['Dizziness', 'High potassium'] },
      { active: 'Telmisartan {s} mg + Hydrochlorothiazide 12.5 mg', strengths: ['40', '80'], forms: ['Tablet'], purpose: 'for blood pressure needing two medicines', mrp: [120, 280], rx: true, tags: ['high blood pressure', 'diuretic'], effects: ['Dizziness', 'Frequent urination'] },
      { active: null, forms: ['Device'], purpose: 'an automatic upper-arm blood pressure monitor for home use', mrp: [1200, 4400], tags: ['bp monitor', 'blood pressure monitoring', 'device'], effects: [] },
    ],
  },
];

// ---------------------------------------------------------------------------------------------

/** mulberry32: a tiny, fast, well-distributed 32-bit PRNG. */
function mulberry32(a: number): () => number {
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function rngFor(seed: number, index: number): () => number {
  // Mix seed and index so neighbouring indices start far apart in the PRNG's sequence.
  let h = Math.imul(seed ^ 0x9e3779b9, 0x85ebca6b) ^ Math.imul(index + 1, 0xc2b2ae35);
  h = Math.imul(h ^ (h >>> 16), 0x7feb352d);
  return mulberry32(h ^ (h >>> 15));
}

function pick<T>(rng: () => number, items: readonly T[]): T {
  return items[Math.floor(rng() * items.length)] as T;
}

function between(rng: () => number, min: number, max: number): number {
  return min + rng() * (max - min);
}

function logBetween(rng: () => number, min: number, max: number): number {
  return Math.exp(between(rng, Math.log(min), Math.log(max)));
}

// Crockford base-32: no I, L, O or U, so codes read unambiguously and never spell words.
const CODE_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const FOUR_CHAR_SPACE = 1 << 20;

/**
 * A short code unique to each index. Below 2^20 the index is scrambled by multiplying with an odd
 * constant modulo 2^20 (a bijection) and written in exactly 4 characters; larger indices are
 * written plainly in 5 or more characters, so the two ranges never meet.
 */
export function syntheticCode(index: number): string {
  if (!Number.isSafeInteger(index) || index < 0) throw new RangeError(`invalid product index ${index}`);
  // index * 0x9e3b5 < 2^40, exact in a double.
  let n = index < FOUR_CHAR_SPACE ? (index * 0x9e3b5) % FOUR_CHAR_SPACE : index;
  const width = index < FOUR_CHAR_SPACE ? 4 : 5;
  let code = '';
  do {
    code = (CODE_ALPHABET[n % 32] as string) + code;
    n = Math.floor(n / 32);
  } while (n > 0);
  return code.padStart(width, '0');
}

const TOTAL_WEIGHT = CATEGORIES_SPEC.reduce((sum, c) => sum + c.weight, 0);

function pickCategory(rng: () => number): CategorySpec {
  let r = rng() * TOTAL_WEIGHT;
  for (const c of CATEGORIES_SPEC) {
    r -= c.weight;
    if (r < 0) return c;
  }
  return CATEGORIES_SPEC[CATEGORIES_SPEC.length - 1] as CategorySpec;
}

function toPaise(rupees: number): number {
  // MRPs are printed in whole rupees or 50 paise.
  return Math.max(100, Math.round(rupees * 2) * 50);
}

// Indian brand names are often a molecule's first syllables plus a maker's suffix (Amlokind, Atorva, Pantocid).
const SUFFIXES = ['', 'a', 'cip', 'kind', 'mol', 'nex', 'zen', 'vas', 'max', 'tas', 'lin', 'rex', 'on', 'gen', 'fort'];

function stemFor(rng: () => number, cat: CategorySpec, t: Template, strength: string | null): string {
  // Herbal and homeopathic lines, devices and blends keep the category's house brands.
  const word = t.strengths && t.active && !t.active.startsWith('{s}') ? /[A-Za-z]{4,}/.exec(t.active)?.[0] : undefined;
  if (!word || !strength || rng() < 0.2) return pick(rng, cat.stems);
  const head = word.slice(0, 4 + Math.floor(rng() * 2)).toLowerCase();
  return head.charAt(0).toUpperCase() + head.slice(1) + pick(rng, SUFFIXES);
}

const DEVICE_NAMES: Record<string, string> = { diabetes: 'Glucometer', 'blood-pressure': 'BP Monitor' };
const CLOSERS_OTC = ['Read the label carefully before use.', 'Keep out of reach of children.', 'Consult a doctor if symptoms persist.'];
const CLOSER_RX = 'Dispensed only against a valid prescription.';

function generateOne(index: number, seed: number): SeedProduct {
  const rng = rngFor(seed, index);
  const cat = pickCategory(rng);
  const t = pick(rng, cat.templates);
  const form = pick(rng, t.forms);
  const strength = t.strengths ? pick(rng, t.strengths) : null;
  const stem = stemFor(rng, cat, t, strength);
  const code = syntheticCode(index);
  const isDevice = form === 'Device';
  const formWord = isDevice ? (DEVICE_NAMES[cat.slug] ?? 'Device') : form;
  // The strength (or the remedy, for herbal and homeopathic lines) is part of the name, as in "Dolo 650".
  const name = `${stem}-${code}${strength ? ` ${strength}` : ''} ${formWord}`;
  const active = t.active === null ? null : strength ? t.active.replace('{s}', strength) : t.active;

  const sizes = SIZES[form] ?? SIZES.Device ?? [];
  const wantVariants = sizes.length > 1 && rng() < 0.32;
  const chosen: Size[] = wantVariants ? sizes.slice(0, rng() < 0.5 ? 2 : 3) : [pick(rng, sizes)];
  const firstSize = chosen[0] as Size;
  const capPaise = cat.cap * 100;
  // Keep the first pack comfortably under the category's price ceiling; bigger packs over it are dropped.
  const baseMrp = Math.min(logBetween(rng, t.mrp[0], t.mrp[1]), (cat.cap * 0.9) / firstSize.q);
  const off = Math.round(between(rng, 3, 23));
  const outOfStock = rng() < 0.08;

  const variants: SeedVariant[] = [];
  chosen.forEach((size, i) => {
    // Bigger packs get a slightly lower price per unit.
    const mrpPaise = toPaise(baseMrp * size.q * (size.q > 1 ? 0.97 : 1));
    const pricePaise = Math.round((mrpPaise * (100 - off - (size.q > 1 ? 2 : 0))) / 100);
    if (pricePaise >= capPaise) return;
    const stock = outOfStock ? 0 : Math.round(logBetween(rng, 5, 500));
    variants.push({ label: size.label, sku: `SYN-${code}-${i + 1}`, pricePaise, mrpPaise, stock });
  });
  const first = variants[0] as SeedVariant;
  const hasVariants = variants.length > 1;

  const rx = t.rx ?? false;
  const reviewCount = rng() < 0.05 ? 0 : Math.floor(logBetween(rng, 1, 20000));
  const rating = reviewCount === 0 ? 0 : Math.round(Math.min(5, Math.max(2.8, 4.3 + (rng() + rng() + rng() - 1.5) * 0.6)) * 10) / 10;
  const purchaseCount = reviewCount * Math.round(between(rng, 5, 20)) + Math.floor(rng() * 200);
  const sellerKeys = Object.keys(SELLERS) as (keyof typeof SELLERS)[];
  const seller = SELLERS[pick(rng, sellerKeys)];

  const tagPool = [...t.tags, ...cat.tags];
  const tags = [...new Set(tagPool.filter((_, i) => i < 2 || rng() < 0.6))];
  const maker = pick(rng, cat.makers);
  const what = active ? `${formWord.toLowerCase()} with ${active}` : formWord.toLowerCase();

  return {
    name,
    brand: stem,
    manufacturer: maker,
    categorySlug: cat.slug,
    description: `${stem} ${what}, ${t.purpose}. ${rx ? CLOSER_RX : pick(rng, CLOSERS_OTC)}`,
    dosage: DOSAGE[form] ?? null,
    dosageForm: form,
    packSize: firstSize.pack,
    activeIngredient: active,
    inactiveIngredients: INACTIVE[form] ?? [],
    countryOfOrigin: isDevice || form === 'Test Strips' ? pick(rng, ['China', 'Taiwan', 'India', 'Germany']) : 'India',
    pricePaise: first.pricePaise,
    mrpPaise: first.mrpPaise,
    basePricePaise: hasVariants ? first.pricePaise : null,
    stockQuantity: first.stock,
    requiresPrescription: rx,
    rating,
    reviewCount,
    purchaseCount,
    seller: { ...seller },
    tags,
    variants: hasVariants ? variants : [],
    shippingInfo: isDevice ? 'Free shipping on this item' : null,
    deliveryEstimate: form === 'Injection' ? '1-2 business days (cold chain)' : null,
    authenticGuarantee: true,
    sideEffects:
      t.effects.length > 0 && rng() < 0.5 ? [...t.effects, pick(rng, COMMON_EFFECTS)].filter((e, i, a) => a.indexOf(e) === i) : t.effects,
    storage: STORAGE[form] ?? DEFAULT_STORAGE,
    featured: false,
  };
}

/**
 * `count` generated products for indices startIndex .. startIndex + count - 1. Deterministic for a
 * given seed; product i is the same whatever startIndex a run begins at.
 */
export function generateSyntheticProducts(count: number, options: { startIndex: number; seed: number }): SeedProduct[] {
  const out: SeedProduct[] = new Array<SeedProduct>(count);
  for (let i = 0; i < count; i++) out[i] = generateOne(options.startIndex + i, options.seed);
  return out;
}

/**
 * Every active-ingredient line the generator can write, with its category: each template with each
 * of its strengths. The knowledge base's coverage test reads it, so a template added here without
 * a monograph for its salts fails there (issue 23).
 */
export function syntheticActiveIngredients(): { categorySlug: string; activeIngredient: string }[] {
  return CATEGORIES_SPEC.flatMap((category) =>
    category.templates.flatMap((t) => {
      const active = t.active;
      if (active === null) return [];
      const lines = t.strengths ? t.strengths.map((strength) => active.replace('{s}', strength)) : [active];
      return lines.map((activeIngredient) => ({ categorySlug: category.slug, activeIngredient }));
    }),
  );
}
