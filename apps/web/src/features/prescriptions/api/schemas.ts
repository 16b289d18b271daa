/** The shared prescription schemas, loaded with this feature (never in the home page's bundle). */
export const loadPrescriptionSchemas = () => import('@dawa/shared/prescriptions/schemas');
