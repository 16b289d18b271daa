import { ProtocolSchema, type Protocol } from '../protocol-schema.ts';
import abdominalPain from './abdominal-pain.json' with { type: 'json' };
import anaphylaxis from './anaphylaxis.json' with { type: 'json' };
import animalBite from './animal-bite.json' with { type: 'json' };
import animalLick from './animal-lick.json' with { type: 'json' };
import backPain from './back-pain.json' with { type: 'json' };
import bitesStings from './bites-stings.json' with { type: 'json' };
import bloodInStool from './blood-in-stool.json' with { type: 'json' };
import bodyAches from './body-aches.json' with { type: 'json' };
import breathing from './breathing.json' with { type: 'json' };
import burns from './burns.json' with { type: 'json' };
import calf from './calf.json' with { type: 'json' };
import chestPain from './chest-pain.json' with { type: 'json' };
import commonCold from './common-cold.json' with { type: 'json' };
import confusion from './confusion.json' with { type: 'json' };
import constipation from './constipation.json' with { type: 'json' };
import cough from './cough.json' with { type: 'json' };
import dengueWarning from './dengue-warning.json' with { type: 'json' };
import diabetes from './diabetes.json' with { type: 'json' };
import diarrhoea from './diarrhoea.json' with { type: 'json' };
import dizziness from './dizziness.json' with { type: 'json' };
import ear from './ear.json' with { type: 'json' };
import eyeStrainSkinMinor from './eye-strain-skin-minor.json' with { type: 'json' };
import eye from './eye.json' with { type: 'json' };
import fainting from './fainting.json' with { type: 'json' };
import feverAdult from './fever-adult.json' with { type: 'json' };
import feverChild from './fever-child.json' with { type: 'json' };
import feverInfant from './fever-infant.json' with { type: 'json' };
import feverTravel from './fever-travel.json' with { type: 'json' };
import generalUnwell from './general-unwell.json' with { type: 'json' };
import genital from './genital.json' with { type: 'json' };
import headInjury from './head-injury.json' with { type: 'json' };
import headache from './headache.json' with { type: 'json' };
import heartburn from './heartburn.json' with { type: 'json' };
import heatIllness from './heat-illness.json' with { type: 'json' };
import highBloodPressure from './high-blood-pressure.json' with { type: 'json' };
import injuries from './injuries.json' with { type: 'json' };
import itchingAllergy from './itching-allergy.json' with { type: 'json' };
import jaundice from './jaundice.json' with { type: 'json' };
import jointPain from './joint-pain.json' with { type: 'json' };
import lowMood from './low-mood.json' with { type: 'json' };
import mouthTeeth from './mouth-teeth.json' with { type: 'json' };
import nosebleed from './nosebleed.json' with { type: 'json' };
import threadworms from './threadworms.json' with { type: 'json' };
import cryingBaby from './crying-baby.json' with { type: 'json' };
import tryingToConceive from './trying-to-conceive.json' with { type: 'json' };
import overdosePoisoning from './overdose-poisoning.json' with { type: 'json' };
import palpitations from './palpitations.json' with { type: 'json' };
import periods from './periods.json' with { type: 'json' };
import pregnancy from './pregnancy.json' with { type: 'json' };
import seizures from './seizures.json' with { type: 'json' };
import sickBaby from './sick-baby.json' with { type: 'json' };
import skin from './skin.json' with { type: 'json' };
import snakeBite from './snake-bite.json' with { type: 'json' };
import soreThroat from './sore-throat.json' with { type: 'json' };
import testicle from './testicle.json' with { type: 'json' };
import urinary from './urinary.json' with { type: 'json' };
import vaccineReaction from './vaccine-reaction.json' with { type: 'json' };
import vomiting from './vomiting.json' with { type: 'json' };
import weaknessNumbness from './weakness-numbness.json' with { type: 'json' };

/**
 * Every chief complaint's protocol (issue 22), one JSON file each, checked against the schema when
 * this module loads so a bad edit fails every test at once. A new file must be listed here (a test
 * compares this list with the folder).
 */
const RAW: unknown[] = [
  abdominalPain,
  anaphylaxis,
  animalBite,
  animalLick,
  backPain,
  bitesStings,
  bloodInStool,
  bodyAches,
  breathing,
  burns,
  calf,
  chestPain,
  commonCold,
  confusion,
  constipation,
  cough,
  dengueWarning,
  diabetes,
  diarrhoea,
  dizziness,
  ear,
  eyeStrainSkinMinor,
  eye,
  fainting,
  feverAdult,
  feverChild,
  feverInfant,
  feverTravel,
  generalUnwell,
  genital,
  headInjury,
  headache,
  heartburn,
  heatIllness,
  highBloodPressure,
  injuries,
  itchingAllergy,
  jaundice,
  jointPain,
  lowMood,
  mouthTeeth,
  nosebleed,
  threadworms,
  cryingBaby,
  tryingToConceive,
  overdosePoisoning,
  palpitations,
  periods,
  pregnancy,
  seizures,
  sickBaby,
  skin,
  snakeBite,
  soreThroat,
  testicle,
  urinary,
  vaccineReaction,
  vomiting,
  weaknessNumbness,
];

export const PROTOCOLS: readonly Protocol[] = RAW.map((raw) => ProtocolSchema.parse(raw));

/** The protocols' version: the newest of their versions and the count, so adding or editing one changes it. */
export const PROTOCOLS_VERSION = `${
  PROTOCOLS.map((p) => p.version)
    .sort()
    .at(-1) ?? 'none'
}/${PROTOCOLS.length}`;
