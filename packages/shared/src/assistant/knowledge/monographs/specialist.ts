import { dailyMed, emc, nhs } from '../sources.ts';
import type { Monograph } from '../types.ts';
import { AS_PRESCRIBED, DONT_STOP, rx } from './builders.ts';

// Gout, immune-suppressing and rheumatology medicines, steroids, thyroid, bones and more diabetes
// tablets. Specialist medicines keep 'as prescribed': their doses are set for the person.

const INFECTION_HELP = 'Fever, sore throat, mouth ulcers, unusual bruising or bleeding (low blood counts)';
const LIVER_HELP = 'Yellow skin or eyes, dark urine, or pale stools';
const IMMUNE_OTHER = [
  'Regular blood tests are essential.',
  'Avoid live vaccines; ask before any vaccination.',
  'Report any infection early; use sunscreen (a higher skin-cancer risk).',
];
const IMMUNE_PREGNANCY =
  'Talk to your specialist before planning a pregnancy: some of these must be stopped months before. Do not stop on your own.';
const CALCINEURIN_INTERACTIONS =
  'Many medicines change its level: clarithromycin, erythromycin, fluconazole, itraconazole, diltiazem and verapamil raise it (toxic); rifampicin, carbamazepine, phenytoin and St John’s wort lower it (rejection). With NSAIDs, gentamicin or other kidney-harming medicines the kidneys suffer. Potassium can rise with spironolactone, ACE inhibitors or potassium. Avoid grapefruit juice.';
const THIOPURINE_INTERACTIONS =
  'Allopurinol and febuxostat stop its breakdown: with them the blood count can fall dangerously (the dose must be cut or the combination avoided). Co-trimoxazole adds to the blood effects. It can weaken warfarin.';
const STEROID_SIDE = {
  common: ['Increased appetite, weight gain', 'Trouble sleeping, mood changes', 'Indigestion', 'Raised blood sugar'],
  seekHelp: ['Black stools or vomiting blood', 'Signs of infection (fever, sore throat)', 'Severe mood changes', 'Blurred vision'],
};
const STEROID_OTHER = [
  'After more than 3 weeks the dose must be lowered slowly: never stop suddenly.',
  'Long use raises blood sugar, blood pressure and the risk of infections, weak bones and cataracts.',
];
const STEROID_INTERACTIONS =
  'With NSAIDs or aspirin the risk of stomach ulcers rises. It raises blood sugar (diabetes medicines may need adjusting). With diuretics or salbutamol potassium can fall. With fluoroquinolones tendons can tear. Rifampicin, carbamazepine and phenytoin weaken it.';
const HYPO_HELP = 'Shaking, sweating, confusion or fainting (low blood sugar): take sugar and get help';
const SU_INTERACTIONS =
  'Insulin and other diabetes medicines add to the low-sugar risk; clarithromycin, fluconazole, co-trimoxazole and fluoroquinolones can push sugar too low. Beta blockers hide the warning signs. Alcohol can cause low sugar.';
const SU_OTHER = ['Do not skip meals after taking it.', 'Carry glucose or sweets for a low.', 'Check your sugar as your doctor advised.'];

export const specialistMonographs: Monograph[] = [
  // Gout
  rx({
    id: 'colchicine',
    name: 'Colchicine',
    classes: ['antigout'],
    uses: [
      'Gout attacks',
      'Preventing gout attacks when starting allopurinol or febuxostat',
      'Familial Mediterranean fever and pericarditis (specialist)',
    ],
    usualAdultDose: {
      text: 'For a gout attack usually 500 micrograms 2 to 4 times a day until the pain eases (not more than 6 mg per course); prevention doses are lower, as prescribed',
    },
    sideEffects: {
      common: ['Diarrhoea, nausea, tummy pain'],
      seekHelp: ['Severe diarrhoea or vomiting (stop it)', 'Muscle pain or weakness', INFECTION_HELP],
    },
    warnings: {
      pregnancy: 'Ask your doctor before using it in pregnancy or breastfeeding.',
      alcohol: 'Alcohol can bring on gout: keep it low.',
      other: ['An overdose is very dangerous: never take more than prescribed.'],
    },
    interactions:
      'Clarithromycin, erythromycin, ketoconazole, itraconazole, ciclosporin, verapamil and diltiazem raise its level to toxic: these combinations are avoided or the dose cut. With statins muscle damage is more likely.',
    sources: [nhs('colchicine', 'Colchicine'), emc('colchicine')],
  }),
  rx({
    id: 'allopurinol',
    name: 'Allopurinol',
    synonyms: ['Zyloric', 'Zyloprim'],
    classes: ['antigout'],
    uses: ['Preventing gout attacks (lowering uric acid)', 'Preventing some kidney stones', 'High uric acid during cancer treatment'],
    howToTake: 'Once a day after food, with plenty of water.',
    usualAdultDose: {
      text: '100 mg once a day at first, raised slowly by uric acid tests (usually 100 mg to 300 mg)',
      mgPerDose: 300,
      dosesPerDay: 1,
    },
    maxDailyDose: { text: '900 mg a day', mg: 900 },
    sideEffects: {
      common: ['Rash (stop and tell your doctor)', 'Nausea', 'A gout flare in the first months'],
      seekHelp: ['Any rash with fever, blisters, mouth ulcers or sore eyes (can be serious)', LIVER_HELP],
    },
    warnings: {
      pregnancy: 'Ask your doctor before using it in pregnancy.',
      alcohol: 'Alcohol raises uric acid: keep it low.',
      other: ['Keep taking it during a gout attack.', 'Drink 2 litres of fluid a day.'],
    },
    interactions:
      'Must not be given with full doses of azathioprine or mercaptopurine (the blood count can fall dangerously). It can raise warfarin’s effect; with amoxicillin rashes are more common.',
    sources: [nhs('allopurinol', 'Allopurinol'), emc('allopurinol')],
  }),
  // Immune suppression and rheumatology
  rx({
    id: 'tacrolimus',
    name: 'Tacrolimus',
    synonyms: ['Pangraf', 'Tacrograf', 'Prograf'],
    classes: ['immunosuppressant'],
    uses: ['Preventing rejection after an organ transplant', 'Eczema (ointment)'],
    howToTake: 'Capsules on an empty stomach at the same times each day; never switch brands or forms without your transplant team.',
    usualAdultDose: { text: 'Set by blood levels, as prescribed by the transplant team' },
    sideEffects: {
      common: ['Shaking, headache', 'High blood pressure', 'Raised blood sugar'],
      seekHelp: [INFECTION_HELP, 'Passing much less urine', 'Fits or confusion'],
    },
    warnings: { pregnancy: IMMUNE_PREGNANCY, alcohol: 'Avoid alcohol.', other: [...IMMUNE_OTHER, DONT_STOP] },
    interactions: CALCINEURIN_INTERACTIONS,
    sources: [emc('tacrolimus'), dailyMed('tacrolimus')],
  }),
  rx({
    id: 'ciclosporin',
    name: 'Ciclosporin',
    synonyms: ['cyclosporine', 'cyclosporin', 'Sandimmun'],
    classes: ['immunosuppressant'],
    uses: ['Preventing rejection after a transplant', 'Severe psoriasis, eczema and rheumatoid arthritis (specialist)'],
    howToTake: 'Twice a day at the same times; never switch brands without your specialist.',
    usualAdultDose: { text: 'Set by blood levels and kidney tests, as prescribed' },
    sideEffects: {
      common: ['High blood pressure', 'Shaking', 'Extra hair growth, swollen gums'],
      seekHelp: [INFECTION_HELP, 'Passing much less urine', 'Fits or confusion'],
    },
    warnings: { pregnancy: IMMUNE_PREGNANCY, alcohol: 'Avoid alcohol.', other: [...IMMUNE_OTHER, DONT_STOP] },
    interactions: `${CALCINEURIN_INTERACTIONS} It must not be taken with simvastatin and raises atorvastatin, rosuvastatin, colchicine and dabigatran levels.`,
    sources: [emc('ciclosporin'), dailyMed('cyclosporine')],
  }),
  rx({
    id: 'azathioprine',
    name: 'Azathioprine',
    synonyms: ['Azoran', 'Imuran'],
    classes: ['immunosuppressant'],
    uses: ['Rheumatoid arthritis, lupus and other immune conditions', 'Crohn’s and ulcerative colitis', 'Preventing transplant rejection'],
    howToTake: 'With or after food.',
    usualAdultDose: { text: 'By body weight, as prescribed by a specialist' },
    sideEffects: { common: ['Nausea', 'Tiredness'], seekHelp: [INFECTION_HELP, LIVER_HELP, 'Severe tummy pain (pancreas)'] },
    warnings: { pregnancy: IMMUNE_PREGNANCY, alcohol: 'Keep alcohol low.', other: IMMUNE_OTHER },
    interactions: THIOPURINE_INTERACTIONS,
    sources: [nhs('azathioprine', 'Azathioprine'), emc('azathioprine')],
  }),
  rx({
    id: 'mercaptopurine',
    name: 'Mercaptopurine',
    synonyms: ['6-mercaptopurine', '6-MP', 'Purinethol'],
    classes: ['immunosuppressant'],
    uses: ['Leukaemia (specialist)', 'Crohn’s and ulcerative colitis'],
    howToTake: 'At the same time each day, usually in the evening; the same way each day with or without food.',
    usualAdultDose: { text: 'By body weight, as prescribed by a specialist' },
    sideEffects: { common: ['Nausea', 'Loss of appetite'], seekHelp: [INFECTION_HELP, LIVER_HELP] },
    warnings: { pregnancy: IMMUNE_PREGNANCY, alcohol: 'Keep alcohol low.', other: IMMUNE_OTHER },
    interactions: THIOPURINE_INTERACTIONS,
    sources: [emc('mercaptopurine'), dailyMed('mercaptopurine')],
  }),
  rx({
    id: 'mycophenolate',
    name: 'Mycophenolate',
    synonyms: ['mycophenolate mofetil', 'mycophenolic acid', 'Cellcept', 'Mycept'],
    classes: ['immunosuppressant'],
    uses: ['Preventing transplant rejection', 'Lupus kidney disease and other immune conditions (specialist)'],
    howToTake: 'Twice a day on an empty stomach; do not crush tablets or open capsules.',
    usualAdultDose: { text: AS_PRESCRIBED },
    sideEffects: { common: ['Diarrhoea, nausea', 'Tiredness'], seekHelp: [INFECTION_HELP, 'Black stools or vomiting blood'] },
    warnings: {
      pregnancy:
        'Causes miscarriage and birth defects: reliable contraception is needed before, during and after treatment, as your specialist explains.',
      alcohol: 'Keep alcohol low.',
      other: IMMUNE_OTHER,
    },
    interactions: 'Antacids and PPIs lower its absorption; rifampicin lowers its level. Avoid live vaccines.',
    sources: [emc('mycophenolate'), dailyMed('mycophenolate')],
  }),
  rx({
    id: 'sulfasalazine',
    name: 'Sulfasalazine',
    synonyms: ['sulphasalazine', 'Saaz', 'Salazopyrin'],
    classes: ['dmard', 'aminosalicylate'],
    uses: ['Rheumatoid arthritis and other inflammatory arthritis', 'Ulcerative colitis'],
    howToTake: 'After food with water; swallow enteric-coated tablets whole.',
    usualAdultDose: { text: 'Started low and raised over weeks, as prescribed' },
    sideEffects: {
      common: ['Nausea, loss of appetite', 'Headache', 'Orange urine or tears (harmless)'],
      seekHelp: [INFECTION_HELP, 'A spreading rash', LIVER_HELP],
    },
    warnings: {
      pregnancy: 'Can be used in pregnancy with folic acid when prescribed.',
      alcohol: 'Keep alcohol low.',
      other: ['Blood tests are regular, especially in the first months.', 'Not for people allergic to sulfa medicines or aspirin.'],
    },
    interactions: 'It can lower digoxin and folic acid absorption. With methotrexate or azathioprine the blood tests are closer.',
    sources: [nhs('sulfasalazine', 'Sulfasalazine'), emc('sulfasalazine')],
  }),
  rx({
    id: 'leflunomide',
    name: 'Leflunomide',
    synonyms: ['Lefra', 'Arava'],
    classes: ['dmard'],
    uses: ['Rheumatoid arthritis', 'Psoriatic arthritis'],
    howToTake: 'Once a day, with or without food.',
    usualAdultDose: { text: '10 mg to 20 mg once a day, as prescribed', mgPerDose: 20, dosesPerDay: 1 },
    maxDailyDose: { text: '20 mg a day', mg: 20 },
    sideEffects: {
      common: ['Diarrhoea, nausea', 'Hair thinning', 'Raised blood pressure'],
      seekHelp: [LIVER_HELP, INFECTION_HELP, 'New cough or breathlessness'],
    },
    warnings: {
      pregnancy:
        'Must not be taken in pregnancy: it stays in the body for up to 2 years after stopping unless washed out; plan with your specialist.',
      alcohol: 'Avoid alcohol or keep it very low (liver).',
      other: ['Blood tests and blood pressure checks are regular.'],
    },
    interactions: 'With methotrexate or other liver-harming medicines the liver is at risk. It can raise warfarin’s effect.',
    sources: [emc('leflunomide'), dailyMed('leflunomide')],
  }),
  // Steroids
  rx({
    id: 'dexamethasone',
    name: 'Dexamethasone',
    synonyms: ['Dexona', 'Decdan', 'Decadron'],
    classes: ['corticosteroid'],
    uses: [
      'Severe allergies, asthma and inflammation',
      'Swelling of the brain, nausea with chemotherapy',
      'Severe COVID-19 and croup (doctor-given)',
    ],
    howToTake: 'With or after breakfast.',
    usualAdultDose: { text: AS_PRESCRIBED },
    sideEffects: STEROID_SIDE,
    warnings: { alcohol: 'Keep alcohol low: it adds to stomach irritation.', other: STEROID_OTHER },
    interactions: STEROID_INTERACTIONS,
    sources: [emc('dexamethasone'), dailyMed('dexamethasone')],
  }),
  rx({
    id: 'deflazacort',
    name: 'Deflazacort',
    synonyms: ['Defcort', 'DFZ', 'Enzocort'],
    classes: ['corticosteroid'],
    uses: ['Inflammation and immune conditions (asthma, arthritis, kidney conditions)', 'Duchenne muscular dystrophy (specialist)'],
    howToTake: 'Once a day with or after breakfast.',
    usualAdultDose: { text: AS_PRESCRIBED },
    sideEffects: STEROID_SIDE,
    warnings: { alcohol: 'Keep alcohol low.', other: STEROID_OTHER },
    interactions: STEROID_INTERACTIONS,
    sources: [emc('deflazacort'), dailyMed('deflazacort')],
  }),
  // Thyroid and bones
  rx({
    id: 'carbimazole',
    name: 'Carbimazole',
    synonyms: ['Neo-Mercazole', 'Thyrozol'],
    classes: ['antithyroid'],
    uses: ['Overactive thyroid (hyperthyroidism)'],
    usualAdultDose: { text: 'A higher starting dose, lowered by thyroid blood tests, as prescribed' },
    sideEffects: {
      common: ['Nausea, headache', 'Rash, itching', 'Joint pain'],
      seekHelp: ['Sore throat, fever or mouth ulcers: stop and get a blood count the same day', LIVER_HELP],
    },
    warnings: {
      pregnancy: 'Tell your doctor at once if you are pregnant or planning it: the medicine is often changed.',
      alcohol: 'No direct interaction.',
    },
    interactions: 'It can change warfarin’s effect as the thyroid settles.',
    sources: [nhs('carbimazole', 'Carbimazole'), emc('carbimazole')],
  }),
  rx({
    id: 'alendronate',
    name: 'Alendronic acid',
    synonyms: ['alendronate', 'alendronate sodium', 'Osteofos', 'Fosamax'],
    classes: ['bisphosphonate'],
    uses: ['Treating and preventing osteoporosis (thin bones)'],
    howToTake:
      'First thing in the morning on an empty stomach with a full glass of plain water; stay upright and eat, drink or take other medicines only after 30 minutes.',
    usualAdultDose: { text: '70 mg once a week (or 10 mg once a day)' },
    sideEffects: {
      common: ['Heartburn, tummy pain', 'Bone or muscle pain'],
      seekHelp: ['Pain or difficulty swallowing, chest pain', 'Jaw pain or a loose tooth', 'New thigh or groin pain'],
    },
    warnings: {
      pregnancy: 'Not used in pregnancy or breastfeeding.',
      alcohol: 'No direct interaction.',
      other: ['Tell your dentist you take it; have dental work done before starting if possible.'],
    },
    interactions:
      'Calcium, iron, antacids and milk stop it being absorbed: take them at least 30 minutes later. NSAIDs add to stomach irritation.',
    sources: [nhs('alendronic-acid', 'Alendronic acid'), emc('alendronic acid')],
  }),
  // More diabetes tablets
  rx({
    id: 'gliclazide',
    name: 'Gliclazide',
    synonyms: ['Diamicron', 'Glizid', 'Reclide'],
    classes: ['sulfonylurea', 'antidiabetic'],
    uses: ['Type 2 diabetes'],
    howToTake: 'With breakfast (modified release once a day); plain tablets with breakfast and the evening meal when the dose is higher.',
    usualAdultDose: {
      text: 'Plain tablets 40 mg to 80 mg with breakfast at first; modified release 30 mg to 120 mg once a day, as prescribed',
    },
    sideEffects: { common: ['Tummy upset', 'Weight gain'], seekHelp: [HYPO_HELP, LIVER_HELP] },
    warnings: {
      pregnancy: 'Usually switched to insulin in pregnancy: ask your doctor.',
      alcohol: 'Alcohol can cause low sugar: drink little and never on an empty stomach.',
      other: SU_OTHER,
    },
    interactions: SU_INTERACTIONS,
    sources: [nhs('gliclazide', 'Gliclazide'), emc('gliclazide')],
  }),
  rx({
    id: 'glibenclamide',
    name: 'Glibenclamide',
    synonyms: ['glyburide', 'Daonil', 'Euglucon'],
    classes: ['sulfonylurea', 'antidiabetic'],
    uses: ['Type 2 diabetes'],
    howToTake: 'With breakfast.',
    usualAdultDose: { text: '2.5 mg to 5 mg with breakfast at first, as prescribed' },
    sideEffects: { common: ['Tummy upset', 'Weight gain'], seekHelp: [HYPO_HELP, LIVER_HELP] },
    warnings: {
      pregnancy: 'Usually switched to insulin in pregnancy: ask your doctor.',
      alcohol: 'Alcohol can cause low sugar: drink little.',
      other: [...SU_OTHER, 'Low sugar lasts longer with it than with other sulfonylureas, especially in older people.'],
    },
    interactions: SU_INTERACTIONS,
    sources: [emc('glibenclamide'), dailyMed('glyburide')],
  }),
  rx({
    id: 'linagliptin',
    name: 'Linagliptin',
    synonyms: ['Trajenta', 'Ondero'],
    classes: ['antidiabetic'],
    uses: ['Type 2 diabetes'],
    howToTake: 'Once a day, with or without food.',
    usualAdultDose: { text: '5 mg once a day', mgPerDose: 5, dosesPerDay: 1 },
    maxDailyDose: { text: '5 mg a day', mg: 5 },
    sideEffects: {
      common: ['Stuffy nose, sore throat', 'Cough'],
      seekHelp: ['Severe tummy pain spreading to the back (pancreas)', 'Blisters on the skin', HYPO_HELP],
    },
    warnings: { pregnancy: 'Usually switched to insulin in pregnancy.', alcohol: 'Keep alcohol low.' },
    interactions: 'With a sulfonylurea or insulin sugar can go low. Rifampicin lowers its effect.',
    sources: [emc('linagliptin'), dailyMed('linagliptin')],
  }),
];
