import { z } from 'zod';
import { CONSULTATION_MODES, type ConsultationMode } from '../../care/doctor-rules.ts';
import { SPECIALIZATIONS, type Specialization } from '../../care/medical-councils.ts';
import { assessTriage, escalationFor, type TriageAssessment } from './assess.ts';
import { UrgencyLevelSchema, mostUrgent, type UrgencyLevel } from './levels.ts';
import { FOLLOW_UPS } from './protocol-schema.ts';

/**
 * The `triage` of every symptom answer (chat, symptom checker, guided intake, widget): the level
 * the screens show first, the reasons in plain words (English and Hindi), one question when the
 * level depends on what was not said, where to book, and the versions that decided (issue 22).
 */

const WordsSchema = z.object({ en: z.string(), hi: z.string() });

export const EMERGENCY_NUMBERS = ['108', '112'] as const;

/** The earliest free slot of our own booking that meets a doctor level (issue 22). */
export const EarliestSlotSchema = z.object({
  doctorId: z.number().int().positive(),
  doctorName: z.string(),
  mode: z.enum(CONSULTATION_MODES),
  /** Clinic date 'YYYY-MM-DD', and how many clinic days from today (0 = today). */
  date: z.string(),
  dayOffset: z.number().int().min(0),
  /** UTC instant, ISO 8601, and the clinic-time label ('4:30 PM - 4:45 PM'). */
  startsAt: z.string(),
  label: z.string(),
});
export type EarliestSlot = z.infer<typeof EarliestSlotSchema>;

/**
 * What a doctor level asks of a booking: doctor_today is in person the same day; doctor_soon is
 * within 3 days (today counts as the first), an online consultation being fine. A slot outside this
 * is not offered as meeting the advice.
 */
export const BOOKING_NEED: Record<'doctor_today' | 'doctor_soon', { withinDays: number; modes: readonly ConsultationMode[] }> = {
  doctor_today: { withinDays: 1, modes: ['clinic'] },
  doctor_soon: { withinDays: 3, modes: ['clinic', 'online'] },
};

export const TriageAnswerSchema = z.object({
  level: UrgencyLevelSchema,
  reasons: z.array(WordsSchema),
  /** What we ask before saying more (and before offering any product); null when nothing is missing. */
  followUp: z.enum(FOLLOW_UPS).nullable(),
  followUpQuestion: WordsSchema.nullable(),
  /** When to get help, with a self-care answer. */
  escalation: z.array(WordsSchema),
  /** The numbers to call, at the emergency level only. */
  call: z.array(z.enum(EMERGENCY_NUMBERS)),
  /** The doctor to book at the doctor levels, and the booking page for them. */
  specialization: z.enum(SPECIALIZATIONS).nullable(),
  bookingHref: z.string().nullable(),
  /**
   * At the doctor levels, once our booking was searched: the earliest free slot that meets the level
   * (BOOKING_NEED), or null when none does (the screen then says to see a doctor elsewhere in time).
   * Absent when not searched (the guided intake in the browser).
   */
  earliestSlot: EarliestSlotSchema.nullable().optional(),
  complaints: z.array(z.string()),
  ruleIds: z.array(z.string()),
  rulesVersion: z.string(),
  protocolsVersion: z.string(),
});
export type TriageAnswer = z.infer<typeof TriageAnswerSchema>;

const SPECIALIZATION_OF: Record<string, Specialization> = {
  general_physician: 'General Physician',
  paediatrics: 'Paediatrics',
  gynaecology: 'Gynaecology',
  dermatology: 'Dermatology',
  ent: 'ENT',
  ophthalmology: 'Ophthalmology',
  orthopaedics: 'Orthopaedics',
  psychiatry: 'Psychiatry',
  dentistry: 'Dentistry',
};

export const FOLLOW_UP_QUESTIONS: Record<(typeof FOLLOW_UPS)[number], { en: string; hi: string }> = {
  age: { en: 'How old is the person who is unwell?', hi: 'जो बीमार हैं उनकी उम्र कितनी है?' },
  duration: { en: 'How long has this been going on?', hi: 'यह कब से हो रहा है?' },
  red_flags: {
    en: 'What is the main symptom, and since when? Is there chest pain, breathlessness, confusion, weakness of one side or heavy bleeding?',
    hi: 'मुख्य तकलीफ क्या है और कब से? क्या सीने में दर्द, सांस की तकलीफ, उलझन, एक तरफ कमज़ोरी या ज़्यादा खून आ रहा है?',
  },
};

/** The answer's `triage` from an assessment; `atLeast` raises it (the intake's severity), never lowers it. */
export function toTriageAnswer(assessment: TriageAssessment, atLeast: UrgencyLevel = 'self_care'): TriageAnswer {
  const level = mostUrgent([assessment.level, atLeast]);
  const raised = level !== assessment.level;
  const specialization =
    level === 'self_care' || level === 'emergency'
      ? null
      : (SPECIALIZATION_OF[assessment.specialty ?? 'general_physician'] ?? 'General Physician');
  return {
    level,
    reasons: assessment.reasons,
    followUp: level === 'emergency' ? null : assessment.followUp,
    followUpQuestion: level === 'emergency' || !assessment.followUp ? null : FOLLOW_UP_QUESTIONS[assessment.followUp],
    escalation: level === 'self_care' ? escalationFor(assessment) : [],
    call: level === 'emergency' ? [...EMERGENCY_NUMBERS] : [],
    specialization,
    bookingHref: specialization
      ? `/appointments/book?specialization=${encodeURIComponent(specialization)}${level === 'doctor_today' ? '&when=today' : ''}`
      : null,
    complaints: assessment.complaints,
    ruleIds: raised ? [...assessment.ruleIds, 'intake.severity'] : assessment.ruleIds,
    rulesVersion: assessment.rulesVersion,
    protocolsVersion: assessment.protocolsVersion,
  };
}

/**
 * The booking page opened on one slot (issue 22): the wizard shows that doctor, date and time at its
 * Confirm step, or that day's other times if someone took it meanwhile.
 */
export function slotBookingHref(slot: Pick<EarliestSlot, 'doctorId' | 'date' | 'mode' | 'startsAt'>): string {
  const query = new URLSearchParams({ doctor: String(slot.doctorId), date: slot.date, mode: slot.mode, slot: slot.startsAt });
  return `/appointments/book?${query.toString()}`;
}

/** The answer with our booking's earliest slot for its level: the booking action then opens on that slot. */
export function withEarliestSlot(answer: TriageAnswer, earliestSlot: EarliestSlot | null | undefined): TriageAnswer {
  if (earliestSlot === undefined) return answer;
  return { ...answer, earliestSlot, bookingHref: earliestSlot ? slotBookingHref(earliestSlot) : answer.bookingHref };
}

/** The triage of a message, as answered. */
export const triageAnswerFor = (text: string): TriageAnswer => toTriageAnswer(assessTriage(text));

/**
 * A short reply to our own question ('2 years', 'papa 70') is read with the message that led to it:
 * the chat's history holds our question, and the person's message before it.
 */
export function withAnsweredQuestion(message: string, history: readonly { sender: 'user' | 'bot'; content: string }[]): string {
  const lastBot = [...history].reverse().find((entry) => entry.sender === 'bot');
  const asked =
    lastBot && Object.entries(FOLLOW_UP_QUESTIONS).find(([, q]) => lastBot.content.includes(q.en) || lastBot.content.includes(q.hi));
  if (!lastBot || !asked) return message;
  const index = history.lastIndexOf(lastBot);
  const before = history
    .slice(0, index)
    .reverse()
    .find((entry) => entry.sender === 'user');
  const reply = asked[0] === 'age' ? asAge(message) : message;
  return before ? `${before.content}. ${reply}` : reply;
}

const AGE_UNIT = /\d\s*(years?|yrs?|months?|weeks?|days?|saal|sal|mahine|mahina|hafte|din|साल|महीने|महीना|हफ्ते|दिन)(?![\p{L}])/u;

/** A reply to 'how old?' read as an age: '35' is 35 years, '2 months' is a baby's age, not how long. */
function asAge(reply: string): string {
  if (/^\s*\d{1,3}\s*$/.test(reply)) return `${reply.trim()} years old`;
  if (AGE_UNIT.test(reply) && !/\bold\b|\bka\b|\bki\b|का|की/u.test(reply)) return `${reply.trim()} old`;
  return reply;
}
