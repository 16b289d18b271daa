import { dailyMed, emc, NFI, nhs } from '../sources.ts';
import type { Monograph } from '../types.ts';
import { ALLERGY_HELP, AS_PRESCRIBED, DONT_STOP, rx, STORE_LIQUID } from './builders.ts';

// Heart, blood pressure, clots and potassium: the medicines beyond heart-bp.ts that Indian
// prescriptions and our interaction rules name. Doses from the UK SmPCs and US labels; where the
// dose is set for the person (heart rhythm, clotting tests), the entry says so.

const BP_ALCOHOL = 'Alcohol can lower blood pressure further and make you dizzy: drink little.';
const BP_DRIVING = 'Can make you dizzy, especially at the start: do not drive if affected.';
const DIZZY = 'Dizziness or light-headedness on standing';
const FAINT = 'Fainting, a very slow or irregular heartbeat';
const BETA_OTHER = [
  DONT_STOP,
  'Can hide the signs of low sugar in people with diabetes.',
  'Usually not for people with asthma (ask your doctor).',
];
const BETA_SIDE = {
  common: ['Tiredness, cold hands and feet', 'Slow heartbeat', DIZZY],
  seekHelp: ['Wheezing or breathlessness', FAINT, 'Swollen ankles getting worse'],
};
const BETA_INTERACTIONS =
  'Verapamil, diltiazem, digoxin or amiodarone can slow the heart too much. Decongestants raise blood pressure against it. It can block salbutamol and hide low sugar with insulin or glimepiride.';
const RATE_SLOWING_INTERACTIONS =
  'With beta blockers, digoxin or amiodarone the heartbeat can slow too much. Clarithromycin, erythromycin, ketoconazole and itraconazole raise its level; it raises the levels of simvastatin, atorvastatin, colchicine, digoxin, tacrolimus and ciclosporin.';
const ACE_PREGNANCY = 'Must not be taken in pregnancy (it can harm the baby): tell your doctor at once if you are pregnant or planning it.';
const ACE_SIDE = {
  common: ['A dry, tickly cough', DIZZY, 'Headache'],
  seekHelp: ['Swelling of the face, lips, tongue or throat', 'Passing much less urine'],
};
const ACE_OTHER = [
  'Blood tests for kidney function and potassium are done after starting.',
  'Avoid salt substitutes that contain potassium.',
];
const ACE_INTERACTIONS =
  'NSAIDs (ibuprofen, diclofenac) weaken it and, with a diuretic, can harm the kidneys. With spironolactone, amiloride, eplerenone or potassium supplements potassium can rise dangerously. Not with an ARB or sacubitril. It raises lithium levels.';
const NITRATE_INTERACTIONS =
  'Never with sildenafil, tadalafil or vardenafil (erectile-dysfunction or lung pressure medicines): blood pressure can fall dangerously. Alcohol and other blood pressure medicines add to the drop.';
const NITRATE_SIDE = {
  common: ['Headache (often eases after the first days)', 'Flushing', DIZZY],
  seekHelp: ['Fainting', 'Chest pain that does not go away'],
};
const CLOT_HELP = 'Blood in the urine or black stools, vomiting blood, a severe headache, or bleeding that will not stop';
const CLOT_OTHER = ['Tell every doctor and dentist you take it before any procedure.', DONT_STOP];
const CLOT_INTERACTIONS =
  'NSAIDs (ibuprofen, diclofenac), aspirin, clopidogrel and SSRIs raise the bleeding risk; paracetamol is the safer painkiller.';
const K_SPARING_INTERACTIONS =
  'With ACE inhibitors, ARBs, potassium supplements, other potassium-sparing medicines or salt substitutes potassium can rise dangerously. NSAIDs add a kidney risk. It raises lithium levels.';
const K_SPARING_OTHER = [
  'Blood tests for potassium and kidney function are done regularly.',
  'Avoid salt substitutes that contain potassium.',
];
const HIGH_K_HELP = 'Muscle weakness, tingling, or a slow or irregular heartbeat (high potassium)';
const THIAZIDE_SIDE = {
  common: ['Passing more urine', DIZZY, 'Low potassium or sodium (blood tests check)'],
  seekHelp: ['Muscle cramps with weakness or irregular heartbeat', 'Confusion', 'Painful swollen joint (gout)'],
};
const THIAZIDE_INTERACTIONS = 'It raises lithium to toxic levels. NSAIDs weaken it. With digoxin, low potassium makes digoxin more toxic.';

export const cardiovascularMonographs: Monograph[] = [
  rx({
    id: 'simvastatin',
    name: 'Simvastatin',
    classes: ['statin', 'lipid-lowering'],
    uses: ['High cholesterol', 'Lowering the risk of heart attack and stroke'],
    howToTake: 'Once a day in the evening.',
    usualAdultDose: { text: '10 mg to 40 mg once a day in the evening', mgPerDose: 20, dosesPerDay: 1 },
    maxDailyDose: { text: '40 mg a day for most people (80 mg only for those already long on that dose)', mg: 80 },
    sideEffects: {
      common: ['Headache, nausea', 'Muscle aches', 'Constipation or diarrhoea'],
      seekHelp: ['Unexplained muscle pain, tenderness or weakness, or dark urine (muscle damage)', 'Yellow skin or eyes'],
    },
    warnings: {
      pregnancy: 'Do not take in pregnancy or while breastfeeding; stop and tell your doctor if you become pregnant.',
      alcohol: 'Keep alcohol low: heavy drinking with a statin harms the liver.',
      other: ['Do not drink large amounts of grapefruit juice: it raises the level.'],
    },
    interactions:
      'Must not be taken with clarithromycin, erythromycin, itraconazole, ketoconazole, some HIV medicines or ciclosporin (severe muscle damage). Verapamil, diltiazem, amiodarone and amlodipine need a lower dose. Never with fusidic acid tablets.',
    sources: [nhs('simvastatin', 'Simvastatin'), emc('simvastatin')],
  }),
  rx({
    id: 'ezetimibe',
    name: 'Ezetimibe',
    synonyms: ['Ezedoc', 'Ezentia'],
    classes: ['lipid-lowering'],
    uses: ['High cholesterol, alone or with a statin'],
    howToTake: 'Once a day, with or without food.',
    usualAdultDose: { text: '10 mg once a day', mgPerDose: 10, dosesPerDay: 1 },
    maxDailyDose: { text: '10 mg a day', mg: 10 },
    sideEffects: {
      common: ['Tummy pain, loose stools', 'Tiredness'],
      seekHelp: ['Unexplained muscle pain or weakness', 'Yellow skin or eyes'],
    },
    warnings: { alcohol: 'No direct interaction; keep alcohol light.' },
    interactions:
      'Ciclosporin raises its level. With fenofibrate gallstones are a little more likely. Take it 2 hours before or 4 hours after cholestyramine.',
    sources: [nhs('ezetimibe', 'Ezetimibe'), emc('ezetimibe')],
  }),
  rx({
    id: 'propranolol',
    name: 'Propranolol',
    synonyms: ['propranolol hydrochloride', 'Ciplar', 'Inderal'],
    classes: ['beta-blocker'],
    uses: [
      'Preventing migraine',
      'Shaking and fast heartbeat from anxiety',
      'High blood pressure, angina, fast or irregular heartbeat',
      'Overactive thyroid symptoms',
    ],
    usualAdultDose: { text: AS_PRESCRIBED },
    sideEffects: { ...BETA_SIDE, common: [...BETA_SIDE.common, 'Vivid dreams, trouble sleeping'] },
    warnings: { alcohol: BP_ALCOHOL, driving: BP_DRIVING, other: BETA_OTHER },
    interactions: BETA_INTERACTIONS,
    sources: [nhs('propranolol', 'Propranolol'), emc('propranolol')],
  }),
  rx({
    id: 'carvedilol',
    name: 'Carvedilol',
    synonyms: ['Carloc', 'Cardivas'],
    classes: ['beta-blocker'],
    uses: ['Heart failure', 'High blood pressure', 'Angina'],
    howToTake: 'With food, usually twice a day; in heart failure the dose is raised slowly over weeks.',
    usualAdultDose: { text: AS_PRESCRIBED },
    sideEffects: BETA_SIDE,
    warnings: { alcohol: BP_ALCOHOL, driving: BP_DRIVING, other: BETA_OTHER },
    interactions: `${BETA_INTERACTIONS} It raises digoxin and ciclosporin levels.`,
    sources: [emc('carvedilol'), dailyMed('carvedilol')],
  }),
  rx({
    id: 'sotalol',
    name: 'Sotalol',
    synonyms: ['sotalol hydrochloride', 'Sotagard'],
    classes: ['beta-blocker', 'antiarrhythmic'],
    uses: ['Keeping an irregular heartbeat in rhythm (specialist)'],
    usualAdultDose: { text: 'Started in hospital or by a specialist with ECG checks, as prescribed' },
    sideEffects: BETA_SIDE,
    warnings: {
      alcohol: BP_ALCOHOL,
      driving: BP_DRIVING,
      other: [...BETA_OTHER, 'Potassium and magnesium are kept normal: low levels raise the rhythm risk.'],
    },
    interactions: `${BETA_INTERACTIONS} With other medicines that prolong the QT interval (some antibiotics, antipsychotics, domperidone, amiodarone) a dangerous rhythm can follow; diuretics that lower potassium add to it.`,
    sources: [emc('sotalol'), dailyMed('sotalol')],
  }),
  rx({
    id: 'amiodarone',
    name: 'Amiodarone',
    synonyms: ['amiodarone hydrochloride', 'Cordarone', 'Tachyra'],
    classes: ['antiarrhythmic'],
    uses: ['Serious irregular heartbeats (specialist)'],
    usualAdultDose: { text: 'A higher starting dose for a few weeks, then a lower daily dose, as prescribed by a cardiologist' },
    sideEffects: {
      common: ['Nausea', 'Sensitivity to sunlight, grey-blue skin', 'Tiredness', 'Tiny deposits in the eyes'],
      seekHelp: [
        'New breathlessness or cough',
        'Yellow skin or eyes',
        FAINT,
        'Blurred vision',
        'Weight change with heat or cold intolerance (thyroid)',
      ],
    },
    warnings: {
      pregnancy: 'Usually avoided in pregnancy and breastfeeding; ask your cardiologist.',
      other: [
        'Regular blood tests (thyroid, liver) and chest checks.',
        'Use high-factor sunscreen.',
        'It stays in the body for months after stopping.',
      ],
    },
    interactions:
      'It raises warfarin, digoxin, simvastatin and atorvastatin levels (doses are lowered). Never with sofosbuvir (hepatitis C): the heart can slow dangerously. With other QT-prolonging medicines the rhythm risk rises.',
    sources: [emc('amiodarone'), dailyMed('amiodarone')],
  }),
  rx({
    id: 'verapamil',
    name: 'Verapamil',
    synonyms: ['verapamil hydrochloride', 'Calaptin'],
    classes: ['calcium-channel-blocker'],
    uses: ['Angina', 'Fast irregular heartbeat', 'High blood pressure', 'Preventing cluster headaches (specialist)'],
    usualAdultDose: { text: AS_PRESCRIBED },
    sideEffects: {
      common: ['Constipation', 'Headache, flushing', 'Ankle swelling'],
      seekHelp: [FAINT, 'Breathlessness, swollen ankles getting worse'],
    },
    warnings: { alcohol: `${BP_ALCOHOL} It also raises the alcohol level.`, driving: BP_DRIVING, other: ['Avoid grapefruit juice.'] },
    interactions: RATE_SLOWING_INTERACTIONS,
    sources: [emc('verapamil'), dailyMed('verapamil')],
  }),
  rx({
    id: 'diltiazem',
    name: 'Diltiazem',
    synonyms: ['diltiazem hydrochloride', 'Dilzem', 'Angizem'],
    classes: ['calcium-channel-blocker'],
    uses: ['Angina', 'High blood pressure', 'Fast irregular heartbeat'],
    howToTake: 'Swallow modified-release tablets and capsules whole; do not switch brands without asking.',
    usualAdultDose: { text: AS_PRESCRIBED },
    sideEffects: { common: ['Headache, flushing', 'Ankle swelling', 'Dizziness'], seekHelp: [FAINT, 'A spreading rash'] },
    warnings: { alcohol: BP_ALCOHOL, driving: BP_DRIVING },
    interactions: RATE_SLOWING_INTERACTIONS,
    sources: [nhs('diltiazem', 'Diltiazem'), emc('diltiazem')],
  }),
  rx({
    id: 'nifedipine',
    name: 'Nifedipine',
    synonyms: ['Depin', 'Nicardia', 'Calcigard'],
    classes: ['calcium-channel-blocker'],
    uses: ['High blood pressure', 'Angina', 'Raynaud’s (cold, white fingers)'],
    howToTake: 'Swallow modified-release tablets whole; do not switch brands without asking.',
    usualAdultDose: { text: AS_PRESCRIBED },
    sideEffects: {
      common: ['Headache, flushing', 'Ankle swelling', 'Fast heartbeat'],
      seekHelp: ['Chest pain that gets worse after a dose', 'Fainting'],
    },
    warnings: { alcohol: BP_ALCOHOL, driving: BP_DRIVING, other: ['Avoid grapefruit juice: it raises the level.'] },
    interactions:
      'Rifampicin, carbamazepine and phenytoin make it work much less; clarithromycin, itraconazole and ketoconazole raise its level. Other blood pressure medicines add to the drop.',
    sources: [nhs('nifedipine', 'Nifedipine'), emc('nifedipine')],
  }),
  rx({
    id: 'ivabradine',
    name: 'Ivabradine',
    synonyms: ['Ivabrad', 'Coralan'],
    classes: ['antianginal'],
    uses: ['Angina', 'Heart failure with a fast resting heartbeat'],
    howToTake: 'Twice a day, with breakfast and the evening meal.',
    usualAdultDose: { text: '5 mg twice a day, adjusted by the heart rate', mgPerDose: 5, dosesPerDay: 2 },
    maxDailyDose: { text: '7.5 mg twice a day (15 mg a day)', mg: 15 },
    sideEffects: {
      common: ['Flashes of light in the eyes (usually fade)', 'Slow heartbeat', 'Headache'],
      seekHelp: [FAINT, 'A fast, fluttering heartbeat'],
    },
    warnings: {
      pregnancy: 'Must not be taken in pregnancy or breastfeeding; use contraception.',
      driving: 'Flashes of light can affect driving at night.',
    },
    interactions:
      'Must not be taken with ketoconazole, itraconazole, clarithromycin, erythromycin tablets, verapamil or diltiazem. Avoid grapefruit juice. With QT-prolonging medicines the rhythm risk rises.',
    sources: [emc('ivabradine'), dailyMed('ivabradine')],
  }),
  rx({
    id: 'ranolazine',
    name: 'Ranolazine',
    synonyms: ['Ranozex', 'Ranexa'],
    classes: ['antianginal'],
    uses: ['Long-term angina, added to other medicines'],
    howToTake: 'Prolonged-release tablets twice a day; swallow whole.',
    usualAdultDose: { text: AS_PRESCRIBED },
    sideEffects: { common: ['Dizziness', 'Constipation, nausea', 'Headache'], seekHelp: [FAINT, 'Passing much less urine'] },
    warnings: { driving: BP_DRIVING },
    interactions:
      'Must not be taken with ketoconazole, itraconazole, clarithromycin or rifampicin. It raises simvastatin, digoxin and metformin levels. With QT-prolonging medicines the rhythm risk rises.',
    sources: [emc('ranolazine'), dailyMed('ranolazine')],
  }),
  rx({
    id: 'isosorbide-mononitrate',
    name: 'Isosorbide mononitrate',
    synonyms: ['ISMN'],
    classes: ['nitrate', 'antianginal'],
    uses: ['Preventing angina'],
    howToTake:
      'Modified-release once a day in the morning; tablets twice a day with an 8-hour gap (so there is a nitrate-free time at night).',
    usualAdultDose: {
      text: 'Modified release 30 mg to 60 mg once a day in the morning; plain tablets 20 mg 2 or 3 times a day, as prescribed',
    },
    sideEffects: NITRATE_SIDE,
    warnings: { alcohol: BP_ALCOHOL, driving: BP_DRIVING, other: [DONT_STOP] },
    interactions: NITRATE_INTERACTIONS,
    sources: [emc('isosorbide mononitrate'), dailyMed('isosorbide mononitrate')],
  }),
  rx({
    id: 'nitroglycerin',
    name: 'Glyceryl trinitrate',
    synonyms: ['GTN'],
    classes: ['nitrate', 'antianginal'],
    uses: ['Relieving an angina attack (under the tongue)', 'Preventing angina (patches, tablets)'],
    howToTake:
      'For an attack: sit down, spray or place a tablet under the tongue. If the pain is not better 5 minutes after the second dose, call an ambulance (108).',
    usualAdultDose: {
      text: 'One spray or tablet under the tongue at the start of angina; repeat after 5 minutes if needed, as prescribed',
    },
    sideEffects: NITRATE_SIDE,
    warnings: { alcohol: BP_ALCOHOL, driving: BP_DRIVING },
    interactions: NITRATE_INTERACTIONS,
    storage: 'Keep tablets in their glass bottle with the cap tight and discard 8 weeks after opening; keep sprays away from heat.',
    sources: [nhs('glyceryl-trinitrate', 'Glyceryl trinitrate'), emc('glyceryl trinitrate')],
  }),
  rx({
    id: 'nicorandil',
    name: 'Nicorandil',
    synonyms: ['Korandil'],
    classes: ['antianginal'],
    uses: ['Preventing angina'],
    howToTake: 'Twice a day, morning and evening.',
    usualAdultDose: { text: '10 mg twice a day at first (5 mg if headaches), then as prescribed' },
    sideEffects: {
      common: ['Headache at first', 'Flushing', DIZZY],
      seekHelp: ['Mouth, anal or skin ulcers that do not heal', 'Fainting'],
    },
    warnings: { alcohol: BP_ALCOHOL, driving: BP_DRIVING },
    interactions:
      'Never with sildenafil, tadalafil or vardenafil. With aspirin, NSAIDs or steroids the ulcer risk rises. Potassium can rise with ACE inhibitors and ARBs.',
    sources: [emc('nicorandil'), NFI],
  }),
  rx({
    id: 'lisinopril',
    name: 'Lisinopril',
    synonyms: ['Listril', 'Lipril'],
    classes: ['ace-inhibitor'],
    uses: ['High blood pressure', 'Heart failure', 'After a heart attack'],
    howToTake: 'Once a day at the same time.',
    usualAdultDose: { text: '10 mg once a day for blood pressure (usually 20 mg), as prescribed', mgPerDose: 10, dosesPerDay: 1 },
    maxDailyDose: { text: '80 mg a day', mg: 80 },
    sideEffects: ACE_SIDE,
    warnings: { pregnancy: ACE_PREGNANCY, alcohol: BP_ALCOHOL, driving: BP_DRIVING, other: ACE_OTHER },
    interactions: ACE_INTERACTIONS,
    sources: [nhs('lisinopril', 'Lisinopril'), emc('lisinopril')],
  }),
  rx({
    id: 'perindopril',
    name: 'Perindopril',
    synonyms: ['perindopril erbumine', 'perindopril arginine', 'Coversyl', 'Perigard'],
    classes: ['ace-inhibitor'],
    uses: ['High blood pressure', 'Heart failure', 'Stable coronary artery disease'],
    howToTake: 'Once a day in the morning, before breakfast.',
    usualAdultDose: { text: AS_PRESCRIBED },
    sideEffects: ACE_SIDE,
    warnings: { pregnancy: ACE_PREGNANCY, alcohol: BP_ALCOHOL, driving: BP_DRIVING, other: ACE_OTHER },
    interactions: ACE_INTERACTIONS,
    sources: [nhs('perindopril', 'Perindopril'), emc('perindopril')],
  }),
  rx({
    id: 'chlorthalidone',
    name: 'Chlorthalidone',
    synonyms: ['chlortalidone', 'Thalizide'],
    classes: ['diuretic'],
    uses: ['High blood pressure', 'Fluid retention'],
    howToTake: 'Once a day in the morning.',
    usualAdultDose: { text: 'For blood pressure usually 12.5 mg to 25 mg once a day in the morning, as prescribed' },
    sideEffects: THIAZIDE_SIDE,
    warnings: { alcohol: BP_ALCOHOL, driving: BP_DRIVING, other: ['Blood tests check potassium, sodium and sugar.'] },
    interactions: THIAZIDE_INTERACTIONS,
    sources: [emc('chlortalidone'), dailyMed('chlorthalidone')],
  }),
  rx({
    id: 'indapamide',
    name: 'Indapamide',
    synonyms: ['Natrilix', 'Lorvas'],
    classes: ['diuretic'],
    uses: ['High blood pressure'],
    howToTake: 'Once a day in the morning.',
    usualAdultDose: { text: '2.5 mg once a day in the morning (1.5 mg modified release)', mgPerDose: 2.5, dosesPerDay: 1 },
    maxDailyDose: { text: '2.5 mg a day', mg: 2.5 },
    sideEffects: THIAZIDE_SIDE,
    warnings: { alcohol: BP_ALCOHOL, driving: BP_DRIVING, other: ['Blood tests check potassium and sodium.'] },
    interactions: THIAZIDE_INTERACTIONS,
    sources: [nhs('indapamide', 'Indapamide'), emc('indapamide')],
  }),
  rx({
    id: 'amiloride',
    name: 'Amiloride',
    synonyms: ['amiloride hydrochloride', 'Biduret'],
    classes: ['diuretic', 'potassium-sparing'],
    uses: ['Keeping potassium up with other diuretics', 'High blood pressure and fluid retention'],
    howToTake: 'Once a day in the morning.',
    usualAdultDose: { text: AS_PRESCRIBED },
    sideEffects: { common: ['Nausea', 'Dizziness', 'Headache'], seekHelp: [HIGH_K_HELP, 'Confusion'] },
    warnings: { alcohol: BP_ALCOHOL, driving: BP_DRIVING, other: K_SPARING_OTHER },
    interactions: K_SPARING_INTERACTIONS,
    sources: [emc('amiloride'), dailyMed('amiloride')],
  }),
  rx({
    id: 'eplerenone',
    name: 'Eplerenone',
    synonyms: ['Eptus', 'Inspra'],
    classes: ['diuretic', 'potassium-sparing'],
    uses: ['Heart failure', 'After a heart attack with a weak heart'],
    howToTake: 'Once a day, with or without food.',
    usualAdultDose: { text: '25 mg once a day, raised to 50 mg, adjusted by potassium tests', mgPerDose: 25, dosesPerDay: 1 },
    maxDailyDose: { text: '50 mg a day', mg: 50 },
    sideEffects: { common: ['Dizziness', 'Nausea', 'Cough'], seekHelp: [HIGH_K_HELP, 'Passing much less urine'] },
    warnings: { alcohol: BP_ALCOHOL, driving: BP_DRIVING, other: K_SPARING_OTHER },
    interactions: `${K_SPARING_INTERACTIONS} Ketoconazole, itraconazole and clarithromycin must not be combined with it (its level rises).`,
    sources: [emc('eplerenone'), dailyMed('eplerenone')],
  }),
  rx({
    id: 'potassium-chloride',
    name: 'Potassium chloride',
    classes: ['potassium'],
    uses: ['Low potassium, or preventing it with some diuretics'],
    howToTake:
      'With or after food and a full glass of water; dilute oral solutions as the label says. Swallow slow-release tablets whole, sitting upright.',
    usualAdultDose: { text: AS_PRESCRIBED },
    sideEffects: { common: ['Nausea, stomach upset', 'Loose stools'], seekHelp: [HIGH_K_HELP, 'Black stools or severe stomach pain'] },
    warnings: {
      pregnancy: 'Can be used in pregnancy when prescribed.',
      alcohol: 'No direct interaction.',
      other: ['Blood tests check the potassium level.'],
    },
    interactions:
      'With spironolactone, amiloride, eplerenone, ACE inhibitors or ARBs potassium can rise dangerously; take it with them only when a doctor checks the level.',
    storage: STORE_LIQUID,
    sources: [emc('potassium chloride'), NFI],
  }),
  rx({
    id: 'potassium-citrate',
    name: 'Potassium citrate',
    classes: ['potassium'],
    uses: ['Preventing some kidney stones', 'Easing the burning of mild urine infections (alkalinising)'],
    howToTake: 'Dissolved or diluted in water, after meals, as the label says.',
    usualAdultDose: { text: AS_PRESCRIBED },
    sideEffects: { common: ['Stomach upset', 'Loose stools'], seekHelp: [HIGH_K_HELP, 'Severe stomach pain'] },
    warnings: {
      pregnancy: 'Ask your doctor before using it in pregnancy.',
      alcohol: 'No direct interaction.',
      other: ['Not for people with kidney failure unless a doctor advises it.'],
    },
    interactions: 'With spironolactone, amiloride, eplerenone, ACE inhibitors or ARBs potassium can rise dangerously.',
    storage: STORE_LIQUID,
    sources: [dailyMed('potassium citrate'), NFI],
  }),
  rx({
    id: 'rivaroxaban',
    name: 'Rivaroxaban',
    classes: ['anticoagulant'],
    uses: ['Preventing stroke in atrial fibrillation', 'Treating and preventing clots in the legs or lungs'],
    howToTake: 'The 15 mg and 20 mg tablets with food; at the same time each day.',
    usualAdultDose: { text: AS_PRESCRIBED },
    sideEffects: { common: ['Bruising, nosebleeds, bleeding gums', 'Heavier periods'], seekHelp: [CLOT_HELP] },
    warnings: {
      pregnancy: 'Not used in pregnancy or breastfeeding; use contraception.',
      alcohol: 'Keep alcohol low: it raises the bleeding risk.',
      other: CLOT_OTHER,
    },
    interactions: `${CLOT_INTERACTIONS} Ketoconazole and itraconazole raise its level (avoid); rifampicin, carbamazepine and phenytoin make it fail.`,
    sources: [nhs('rivaroxaban', 'Rivaroxaban'), emc('rivaroxaban')],
  }),
  rx({
    id: 'dabigatran',
    name: 'Dabigatran',
    synonyms: ['dabigatran etexilate', 'Pradaxa', 'Dabistar'],
    classes: ['anticoagulant'],
    uses: ['Preventing stroke in atrial fibrillation', 'Treating and preventing clots in the legs or lungs'],
    howToTake: 'Swallow the capsules whole with water (never open them); twice a day.',
    usualAdultDose: { text: AS_PRESCRIBED },
    sideEffects: { common: ['Indigestion, tummy pain', 'Bruising, nosebleeds'], seekHelp: [CLOT_HELP] },
    warnings: {
      pregnancy: 'Not used in pregnancy or breastfeeding.',
      alcohol: 'Keep alcohol low.',
      other: [...CLOT_OTHER, 'Keep the capsules in their original pack.'],
    },
    interactions: `${CLOT_INTERACTIONS} Ketoconazole, itraconazole, ciclosporin and dronedarone must not be combined with it; verapamil and amiodarone raise its level; rifampicin makes it fail.`,
    sources: [emc('dabigatran'), dailyMed('dabigatran')],
  }),
  rx({
    id: 'acenocoumarol',
    name: 'Acenocoumarol',
    synonyms: ['nicoumalone'],
    classes: ['anticoagulant'],
    uses: ['Preventing and treating blood clots', 'Preventing stroke with an irregular heartbeat or a mechanical heart valve'],
    howToTake: 'Once a day at the same time; the dose is set by INR blood tests.',
    usualAdultDose: { text: 'Set by INR blood tests, as prescribed' },
    sideEffects: { common: ['Bruising', 'Bleeding gums, nosebleeds'], seekHelp: [CLOT_HELP] },
    warnings: {
      pregnancy: 'Can harm the baby: tell your doctor at once if you are pregnant or planning it.',
      alcohol: 'Keep alcohol low and steady: binge drinking changes the INR.',
      other: [
        ...CLOT_OTHER,
        'Keep the amount of green leafy vegetables steady.',
        'Tell the clinic about every new medicine, even a short course of antibiotics.',
      ],
    },
    interactions:
      'Many medicines change its effect: NSAIDs and aspirin raise the bleeding risk; fluconazole, metronidazole, co-trimoxazole, clarithromycin, amiodarone and fluoroquinolones raise the INR; rifampicin, carbamazepine and phenytoin lower it.',
    sources: [NFI, emc('acenocoumarol')],
  }),
  rx({
    id: 'prasugrel',
    name: 'Prasugrel',
    synonyms: ['prasugrel hydrochloride', 'Prasita', 'Effient'],
    classes: ['antiplatelet'],
    uses: ['Preventing clots after a heart attack or a stent, with aspirin'],
    howToTake: 'Once a day, with or without food.',
    usualAdultDose: { text: '10 mg once a day after a first larger dose given in hospital (5 mg for some people), as prescribed' },
    sideEffects: { common: ['Bruising, nosebleeds', 'Anaemia'], seekHelp: [CLOT_HELP, ALLERGY_HELP] },
    warnings: {
      pregnancy: 'Ask your cardiologist.',
      alcohol: 'Keep alcohol low.',
      other: [...CLOT_OTHER, 'Not for people who have had a stroke.'],
    },
    interactions: 'NSAIDs, warfarin and other blood thinners raise the bleeding risk.',
    sources: [emc('prasugrel'), dailyMed('prasugrel')],
  }),
];
