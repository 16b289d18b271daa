/** The appointment contracts, loaded with the appointment screens' own chunks (never by the app shell). */
export const loadAppointmentSchemas = () => import('@dawa/shared/care/appointments');
export const loadDoctorSchemas = () => import('@dawa/shared/care/doctors');
