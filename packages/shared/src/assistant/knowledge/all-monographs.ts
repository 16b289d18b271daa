import { antibioticMonographs } from './monographs/antibiotics.ts';
import { antiInfectiveMonographs } from './monographs/anti-infectives.ts';
import { cardiovascularMonographs } from './monographs/cardiovascular.ts';
import { cnsMonographs } from './monographs/cns.ts';
import { coldAllergyMonographs } from './monographs/cold-allergy.ts';
import { commonRxMonographs } from './monographs/common-rx.ts';
import { diabetesMonographs } from './monographs/diabetes.ts';
import { digestiveMonographs } from './monographs/digestive.ts';
import { heartBpMonographs } from './monographs/heart-bp.ts';
import { painReliefMonographs } from './monographs/pain-relief.ts';
import { prescriptionMonographs } from './monographs/prescription.ts';
import { specialistMonographs } from './monographs/specialist.ts';
import { topicalMonographs } from './monographs/topicals.ts';
import { urologyWomensHealthMonographs } from './monographs/urology-womens-health.ts';
import { vitaminMineralMonographs } from './monographs/vitamins-minerals.ts';
import type { Monograph } from './types.ts';

/** Every monograph, grouped in files by the catalogue's categories and then by therapeutic area (issue 23). */
export const ALL_MONOGRAPHS: readonly Monograph[] = [
  ...painReliefMonographs,
  ...coldAllergyMonographs,
  ...digestiveMonographs,
  ...antibioticMonographs,
  ...diabetesMonographs,
  ...heartBpMonographs,
  ...prescriptionMonographs,
  ...topicalMonographs,
  ...vitaminMineralMonographs,
  ...cnsMonographs,
  ...cardiovascularMonographs,
  ...antiInfectiveMonographs,
  ...specialistMonographs,
  ...urologyWomensHealthMonographs,
  ...commonRxMonographs,
];
