// The module the declaration at the end extends (loaded here, so servers importing this file alone resolve it).
import type {} from '../../namespaces.ts';
import type { Catalogue } from '../../messages.ts';

/** Booking an appointment: the wizard's four steps (doctor, date, time, confirm). My Appointments' texts are in `appointments`. */
const booking = {
  'meta.title': 'Book an Appointment',
  'meta.description': 'Find a doctor and book a clinic visit or an online consultation.',
  heading: 'Book an Appointment',
  login: 'Please log in to book appointments',
  failed: 'Failed to book appointment. Please try again.',
  stepOf: 'Step {step} of 4',
  'step.1': 'Select Doctor',
  'step.2': 'Choose Date',
  'step.3': 'Pick Time',
  'step.4': 'Confirm',
  back: 'Back',
  confirm: 'Confirm Booking',
  booking: 'Booking...',
  noSlots: 'No available slots for this doctor on this date',
  otherDate: 'Choose Different Date',
  'fromAssistant.opening': 'Opening the time the assistant found...',
  'fromAssistant.slotTaken': 'The time the assistant found has just been taken. Please pick another time on this day, or another day.',
  'fromAssistant.notFound': 'We could not open the time the assistant found. Please choose a doctor.',
  'doctors.search': 'Search doctors',
  'doctors.placeholder': 'Search by name or specialization',
  'doctors.loading': 'Loading doctors...',
  'doctors.loadFailed': 'Failed to load doctors',
  'doctors.found': '{count} doctor(s) found matching "{query}"',
  'doctors.none': 'No doctors found',
  'doctors.noneAvailable': 'No doctors available',
  'doctors.clear': 'Clear search',
  'doctors.online': 'Online',
  'doctors.experience': '{years} years experience',
  'doctors.select': 'Select',
  'doctors.selectLabel': 'Select {name}',
  'date.visitType': 'Visit Type',
  'date.clinic': 'Clinic Visit',
  'date.online': 'Online Visit',
  'date.onlineNotOffered': 'Online Visit (not offered)',
  'date.choose': 'Choose a date',
  'date.invalid': 'Please select a valid date',
  'date.previousMonth': 'Previous month',
  'date.nextMonth': 'Next month',
  'date.noFreeSlots': '{date}, no free slots',
  'date.greyed': 'Days in grey have no free time with this doctor.',
  'date.checking': 'Checking which days have free time...',
  'date.noneInWindow': 'This doctor has no free time in the next {days} days. Please choose another doctor or the other visit type.',
  'confirm.doctor': 'Doctor',
  'confirm.specialization': 'Specialization',
  'confirm.registration': 'Registration',
  'confirm.date': 'Date',
  'confirm.time': 'Time',
  'confirm.type': 'Type',
  'confirm.location': 'Location',
  'confirm.totalFee': 'Total Fee',
  'confirm.online': 'Online (video consultation)',
  'confirm.clinic': 'Clinic, {city}',
  'confirm.payAtClinic': '{amount} (pay at the clinic)',
  'confirm.paidNow': '{amount} (paid now)',
  'confirm.appointmentType': 'Appointment Type',
  'confirm.mode': 'Consultation Mode',
  'confirm.reason': 'Reason for Visit',
  'confirm.reasonPlaceholder': 'Describe your symptoms or the reason for this visit',
} as const satisfies Catalogue;

export default booking;

declare module '../../namespaces.ts' {
  interface Namespaces {
    booking: typeof booking;
  }
}
