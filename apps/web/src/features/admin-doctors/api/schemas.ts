import * as doctorSchemas from '@dawa/shared/care/doctors';

/**
 * The doctor contracts. The form validates with them too, so they are in this section's chunk anyway
 * (the whole section is lazy: nothing here reaches the app shell); the loader keeps the api-client shape.
 */
export const loadDoctorSchemas = () => Promise.resolve(doctorSchemas);
