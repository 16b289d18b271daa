import { and, count, eq, isNull } from 'drizzle-orm';
import type { ConsultationMode } from '@dawa/shared/care/doctor-rules';
import type { Specialization } from '@dawa/shared/care/medical-councils';
import type { Database } from '../client.ts';
import { doctorAvailability, doctors, users } from '../schema/index.ts';

/** The demo doctor account (demo-accounts.ts) is linked to the profile with this registration. */
const DEMO_DOCTOR_EMAIL = 'doctor@dawa.in';
const DEMO_DOCTOR_REGISTRATION = { medicalCouncil: 'MMC', registrationNumber: 'MMC/2011/04218' };

interface SeedDoctor {
  name: string;
  specialization: Specialization;
  qualifications: string;
  experienceYears: number;
  medicalCouncil: string;
  registrationNumber: string;
  /** Whole rupees, turned into paise below. */
  fee: number;
  followUpFee: number;
  clinicAddress: string;
  city: string;
  languages: string[];
  about: string;
  slotMinutes: number;
  /** Weekly hours: days (0 = Sunday) with a clinic window and an online window each. */
  days: number[];
  clinic: [string, string];
  online: [string, string];
}

/** Twelve-plus plausible doctors across the common specialities: catalogue data every fresh database gets. */
export const SEED_DOCTORS: readonly SeedDoctor[] = [
  {
    name: 'Dr. Rohan Mehta',
    specialization: 'General Physician',
    qualifications: 'MBBS, MD (General Medicine)',
    experienceYears: 14,
    ...DEMO_DOCTOR_REGISTRATION,
    fee: 500,
    followUpFee: 300,
    clinicAddress: 'Dawa Clinic, 21 Linking Road, Bandra West',
    city: 'Mumbai',
    languages: ['English', 'Hindi', 'Marathi'],
    about: 'Family physician for fevers, infections, blood pressure and routine check-ups.',
    slotMinutes: 15,
    days: [1, 2, 3, 4, 5, 6],
    clinic: ['09:30', '13:30'],
    online: ['18:00', '20:00'],
  },
  {
    name: 'Dr. Ananya Iyer',
    specialization: 'Paediatrics',
    qualifications: 'MBBS, MD (Paediatrics)',
    experienceYears: 11,
    medicalCouncil: 'TNMC',
    registrationNumber: '87452',
    fee: 600,
    followUpFee: 400,
    clinicAddress: '4 Khader Nawaz Khan Road, Nungambakkam',
    city: 'Chennai',
    languages: ['English', 'Tamil', 'Hindi'],
    about: 'Newborn care, vaccinations, growth and nutrition in children.',
    slotMinutes: 15,
    days: [1, 2, 3, 4, 5],
    clinic: ['10:00', '13:00'],
    online: ['17:00', '19:00'],
  },
  {
    name: 'Dr. Kavita Rao',
    specialization: 'Dermatology',
    qualifications: 'MBBS, MD (Dermatology, Venereology & Leprosy)',
    experienceYears: 12,
    medicalCouncil: 'KMC',
    registrationNumber: 'KMC-45678',
    fee: 800,
    followUpFee: 500,
    clinicAddress: '12 MG Road',
    city: 'Bengaluru',
    languages: ['English', 'Kannada', 'Hindi'],
    about: 'Acne, eczema, psoriasis, hair fall and skin allergies.',
    slotMinutes: 20,
    days: [1, 3, 5, 6],
    clinic: ['11:00', '14:00'],
    online: ['18:00', '20:00'],
  },
  {
    name: 'Dr. Meera Nair',
    specialization: 'Gynaecology',
    qualifications: 'MBBS, MS (Obstetrics & Gynaecology)',
    experienceYears: 18,
    medicalCouncil: 'TCMC',
    registrationNumber: 'TCMC 34127',
    fee: 900,
    followUpFee: 500,
    clinicAddress: 'MG Road, Ravipuram',
    city: 'Kochi',
    languages: ['English', 'Malayalam', 'Hindi'],
    about: 'Pregnancy care, PCOS, menstrual problems and menopause.',
    slotMinutes: 20,
    days: [1, 2, 4, 5],
    clinic: ['10:00', '13:00'],
    online: ['16:00', '18:00'],
  },
  {
    name: 'Dr. Vikram Singh',
    specialization: 'Cardiology',
    qualifications: 'MBBS, MD (Medicine), DM (Cardiology)',
    experienceYears: 20,
    medicalCouncil: 'DMC',
    registrationNumber: 'DMC/R/04567',
    fee: 1200,
    followUpFee: 700,
    clinicAddress: 'Heart Care Centre, Saket',
    city: 'New Delhi',
    languages: ['English', 'Hindi', 'Punjabi'],
    about: 'Chest pain, high blood pressure, heart failure and heart rhythm problems.',
    slotMinutes: 20,
    days: [1, 2, 3, 4, 5],
    clinic: ['09:00', '12:00'],
    online: ['15:00', '17:00'],
  },
  {
    name: 'Dr. Arjun Reddy',
    specialization: 'Orthopaedics',
    qualifications: 'MBBS, MS (Orthopaedics)',
    experienceYears: 15,
    medicalCouncil: 'TSMC',
    registrationNumber: 'TSMC/FMR/05321',
    fee: 1000,
    followUpFee: 600,
    clinicAddress: 'Road No. 2, Banjara Hills',
    city: 'Hyderabad',
    languages: ['English', 'Telugu', 'Hindi'],
    about: 'Joint pain, back pain, sports injuries and fractures.',
    slotMinutes: 15,
    days: [1, 2, 3, 5, 6],
    clinic: ['10:00', '14:00'],
    online: ['19:00', '20:30'],
  },
  {
    name: 'Dr. Sunil Bhat',
    specialization: 'ENT',
    qualifications: 'MBBS, MS (ENT)',
    experienceYears: 9,
    medicalCouncil: 'MMC',
    registrationNumber: 'MMC/2015/07731',
    fee: 700,
    followUpFee: 400,
    clinicAddress: 'FC Road, Shivajinagar',
    city: 'Pune',
    languages: ['English', 'Marathi', 'Hindi', 'Konkani'],
    about: 'Sinusitis, ear infections, hearing loss, tonsils and snoring.',
    slotMinutes: 15,
    days: [2, 3, 4, 5, 6],
    clinic: ['10:30', '13:30'],
    online: ['17:30', '19:30'],
  },
  {
    name: 'Dr. Farhan Qureshi',
    specialization: 'Psychiatry',
    qualifications: 'MBBS, MD (Psychiatry)',
    experienceYears: 10,
    medicalCouncil: 'UPMC',
    registrationNumber: '61842',
    fee: 1000,
    followUpFee: 800,
    clinicAddress: 'Hazratganj',
    city: 'Lucknow',
    languages: ['English', 'Hindi', 'Urdu'],
    about: 'Anxiety, depression, sleep problems and addiction.',
    slotMinutes: 30,
    days: [1, 2, 3, 4, 5, 6],
    clinic: ['11:00', '14:00'],
    online: ['18:00', '21:00'],
  },
  {
    name: 'Dr. Priya Deshpande',
    specialization: 'Diabetology & Endocrinology',
    qualifications: 'MBBS, MD (Medicine), DM (Endocrinology)',
    experienceYears: 13,
    medicalCouncil: 'GMC',
    registrationNumber: 'G-28461',
    fee: 900,
    followUpFee: 500,
    clinicAddress: 'CG Road, Navrangpura',
    city: 'Ahmedabad',
    languages: ['English', 'Gujarati', 'Hindi', 'Marathi'],
    about: 'Diabetes, thyroid disorders, obesity and hormone problems.',
    slotMinutes: 15,
    days: [1, 2, 3, 4, 5],
    clinic: ['09:30', '12:30'],
    online: ['16:00', '18:30'],
  },
  {
    name: 'Dr. Sandeep Banerjee',
    specialization: 'Gastroenterology',
    qualifications: 'MBBS, MD (Medicine), DM (Gastroenterology)',
    experienceYears: 16,
    medicalCouncil: 'WBMC',
    registrationNumber: 'WBMC 59213',
    fee: 1100,
    followUpFee: 600,
    clinicAddress: 'Park Street',
    city: 'Kolkata',
    languages: ['English', 'Bengali', 'Hindi'],
    about: 'Acidity, liver disease, irritable bowel and digestive problems.',
    slotMinutes: 20,
    days: [1, 3, 4, 6],
    clinic: ['10:00', '13:00'],
    online: ['17:00', '19:00'],
  },
  {
    name: 'Dr. Harpreet Kaur',
    specialization: 'Pulmonology',
    qualifications: 'MBBS, MD (Respiratory Medicine)',
    experienceYears: 8,
    medicalCouncil: 'PMC',
    registrationNumber: 'PMC/42019',
    fee: 800,
    followUpFee: 500,
    clinicAddress: 'Sector 17',
    city: 'Chandigarh',
    languages: ['English', 'Punjabi', 'Hindi'],
    about: 'Asthma, COPD, chronic cough and breathing problems.',
    slotMinutes: 15,
    days: [1, 2, 4, 5, 6],
    clinic: ['09:00', '12:00'],
    online: ['16:00', '18:00'],
  },
  {
    name: 'Dr. Neha Kulkarni',
    specialization: 'Ophthalmology',
    qualifications: 'MBBS, MS (Ophthalmology)',
    experienceYears: 7,
    medicalCouncil: 'KMC',
    registrationNumber: 'KMC-98312',
    fee: 600,
    followUpFee: 300,
    clinicAddress: 'Jayanagar 4th Block',
    city: 'Bengaluru',
    languages: ['English', 'Kannada', 'Marathi'],
    about: 'Eye checks, cataract, glaucoma and dry eyes.',
    slotMinutes: 15,
    days: [1, 2, 3, 4, 5, 6],
    clinic: ['10:00', '13:00'],
    online: ['18:30', '20:00'],
  },
  {
    name: 'Dr. Rajesh Menon',
    specialization: 'Neurology',
    qualifications: 'MBBS, MD (Medicine), DM (Neurology)',
    experienceYears: 22,
    medicalCouncil: 'NMC',
    registrationNumber: 'IMR-2003-41827',
    fee: 1200,
    followUpFee: 800,
    clinicAddress: 'Vazhuthacaud',
    city: 'Thiruvananthapuram',
    languages: ['English', 'Malayalam', 'Tamil'],
    about: 'Headache, migraine, epilepsy, stroke and nerve problems.',
    slotMinutes: 30,
    days: [1, 2, 3, 5],
    clinic: ['10:00', '13:00'],
    online: ['17:00', '19:00'],
  },
  {
    name: 'Dr. Aditi Sharma',
    specialization: 'General Physician',
    qualifications: 'MBBS',
    experienceYears: 5,
    medicalCouncil: 'RMC',
    registrationNumber: 'RMC/38291',
    fee: 300,
    followUpFee: 200,
    clinicAddress: 'C-Scheme',
    city: 'Jaipur',
    languages: ['English', 'Hindi'],
    about: 'Common illnesses, fevers, colds and lifestyle advice.',
    slotMinutes: 10,
    days: [0, 1, 2, 3, 4, 5, 6],
    clinic: ['09:00', '12:00'],
    online: ['19:00', '21:00'],
  },
];

/** The profile rows and weekly hours of the seed doctors (fees in paise). */
function seedRows(doctor: SeedDoctor) {
  const { fee, followUpFee, days, clinic, online, ...fields } = doctor;
  const windows = days.flatMap((dayOfWeek) =>
    (
      [
        ['clinic', clinic],
        ['online', online],
      ] as [ConsultationMode, [string, string]][]
    ).map(([mode, [startTime, endTime]]) => ({ mode, dayOfWeek, startTime, endTime })),
  );
  return {
    profile: {
      ...fields,
      consultationFeePaise: fee * 100,
      followUpFeePaise: followUpFee * 100,
      offersOnlineConsultation: true,
      bufferMinutes: 5,
      minNoticeMinutes: 120,
      bookingWindowDays: 30,
    },
    windows,
  };
}

/** Inserts the seed doctors into a database without doctors; answers how many it added. */
export async function seedDoctors(db: Database): Promise<number> {
  const [existing] = await db.select({ n: count() }).from(doctors);
  if ((existing?.n ?? 0) > 0) return 0;
  await db.transaction(async (tx) => {
    for (const doctor of SEED_DOCTORS) {
      const { profile, windows } = seedRows(doctor);
      const [row] = await tx.insert(doctors).values(profile).returning({ id: doctors.id });
      if (!row) throw new Error('insert into doctors returned no row');
      await tx.insert(doctorAvailability).values(windows.map((w) => ({ ...w, doctorId: row.id })));
    }
  });
  return SEED_DOCTORS.length;
}

/** Links the demo doctor account (demo mode) to its profile, when both exist and neither is linked yet. */
export async function linkDemoDoctor(db: Database): Promise<boolean> {
  const [account] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.email, DEMO_DOCTOR_EMAIL), eq(users.role, 'doctor'), isNull(users.deletedAt)));
  if (!account) return false;
  const [taken] = await db.select({ id: doctors.id }).from(doctors).where(eq(doctors.userId, account.id));
  if (taken) return false;
  const linked = await db
    .update(doctors)
    .set({ userId: account.id })
    .where(
      and(
        eq(doctors.medicalCouncil, DEMO_DOCTOR_REGISTRATION.medicalCouncil),
        eq(doctors.registrationNumber, DEMO_DOCTOR_REGISTRATION.registrationNumber),
        isNull(doctors.userId),
      ),
    )
    .returning({ id: doctors.id });
  return linked.length > 0;
}
