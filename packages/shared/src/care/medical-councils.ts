/**
 * Where an Indian doctor is registered: the National Medical Commission (Indian Medical Register)
 * or a state medical council. Stored by code; the name is what people read.
 */
export const MEDICAL_COUNCILS = [
  { code: 'NMC', name: 'National Medical Commission' },
  { code: 'APMC', name: 'Andhra Pradesh Medical Council' },
  { code: 'ARPMC', name: 'Arunachal Pradesh Medical Council' },
  { code: 'AMC', name: 'Assam Medical Council' },
  { code: 'BCMR', name: 'Bihar Council of Medical Registration' },
  { code: 'CGMC', name: 'Chhattisgarh Medical Council' },
  { code: 'DMC', name: 'Delhi Medical Council' },
  { code: 'GOAMC', name: 'Goa Medical Council' },
  { code: 'GMC', name: 'Gujarat Medical Council' },
  { code: 'HMC', name: 'Haryana Medical Council' },
  { code: 'HPMC', name: 'Himachal Pradesh Medical Council' },
  { code: 'JKMC', name: 'Jammu & Kashmir Medical Council' },
  { code: 'JMC', name: 'Jharkhand Medical Council' },
  { code: 'KMC', name: 'Karnataka Medical Council' },
  { code: 'TCMC', name: 'Travancore Cochin Medical Council (Kerala)' },
  { code: 'MPMC', name: 'Madhya Pradesh Medical Council' },
  { code: 'MMC', name: 'Maharashtra Medical Council' },
  { code: 'MNMC', name: 'Manipur Medical Council' },
  { code: 'MGMC', name: 'Meghalaya Medical Council' },
  { code: 'MZMC', name: 'Mizoram Medical Council' },
  { code: 'NGMC', name: 'Nagaland Medical Council' },
  { code: 'OCMR', name: 'Odisha Council of Medical Registration' },
  { code: 'PMC', name: 'Punjab Medical Council' },
  { code: 'RMC', name: 'Rajasthan Medical Council' },
  { code: 'SMC', name: 'Sikkim Medical Council' },
  { code: 'TNMC', name: 'Tamil Nadu Medical Council' },
  { code: 'TSMC', name: 'Telangana State Medical Council' },
  { code: 'TRMC', name: 'Tripura State Medical Council' },
  { code: 'UPMC', name: 'Uttar Pradesh Medical Council' },
  { code: 'UKMC', name: 'Uttarakhand Medical Council' },
  { code: 'WBMC', name: 'West Bengal Medical Council' },
] as const;

export type MedicalCouncilCode = (typeof MEDICAL_COUNCILS)[number]['code'];
export const MEDICAL_COUNCIL_CODES = MEDICAL_COUNCILS.map((c) => c.code) as [MedicalCouncilCode, ...MedicalCouncilCode[]];

/** The council's name by its code. */
export function medicalCouncilName(code: string): string {
  return MEDICAL_COUNCILS.find((c) => c.code === code)?.name ?? code;
}

/** The specialities the catalogue uses (an admin picks one; the booking search matches them). */
export const SPECIALIZATIONS = [
  'General Physician',
  'Paediatrics',
  'Dermatology',
  'Gynaecology',
  'Cardiology',
  'Orthopaedics',
  'ENT',
  'Psychiatry',
  'Diabetology & Endocrinology',
  'Gastroenterology',
  'Pulmonology',
  'Ophthalmology',
  'Neurology',
  'Nephrology',
  'Urology',
  'Dentistry',
] as const;
export type Specialization = (typeof SPECIALIZATIONS)[number];
