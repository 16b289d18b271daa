/** The doctor contracts, loaded with this section's own chunks (never by the app shell). */
export const loadDoctorSchemas = () => import('@dawa/shared/care/doctors');
