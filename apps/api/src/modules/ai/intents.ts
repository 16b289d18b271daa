/**
 * What a chat message asks, read from its words after triage found no emergency. Order matters:
 * a request for a person, a request to change a dose or to be prescribed something is answered
 * before any medicine facts are looked up (decision 037).
 */

export const MEDICATION_ASPECTS = [
  'uses',
  'dose',
  'sideEffects',
  'pregnancy',
  'alcohol',
  'driving',
  'storage',
  'warnings',
  'interactions',
] as const;
export type MedicationAspect = (typeof MEDICATION_ASPECTS)[number];

const ASPECT_WORDS: Record<MedicationAspect, RegExp> = {
  uses: /\b(for|use|uses|used|usage|treat|treats|kaam|kis liye|kyu|why)\b/,
  dose: /\b(dose|doses|dosage|how much|how many|maximum|max|mg|kitni|kitna|kitne|per day|a day|khurak|khuraak)\b|खुराक|डोज़|मात्रा/,
  sideEffects: /\b(side ?effects?|adverse|reactions?|nuksan|nuksaan)\b/,
  pregnancy: /\b(pregnan\w*|breast ?feed\w*|lactat\w*|garbh\w*)\b/,
  alcohol: /\b(alcohol|drink|drinking|beer|wine|whisky|sharab|daru|daaru)\b/,
  driving: /\b(driv\w*|machine\w*|sleepy|drows\w*)\b/,
  storage: /\b(store|storage|stored|keep|fridge|refrigerat\w*|rakh\w*)\b/,
  warnings: /\b(warnings?|precautions?|safe|avoid|careful)\b/,
  interactions: /\b(interact\w*)\b/,
};

/** The aspects of a medicine a question asks about; empty means 'tell me about it'. */
export function aspectsAsked(message: string): MedicationAspect[] {
  const text = message.toLowerCase();
  return MEDICATION_ASPECTS.filter((aspect) => ASPECT_WORDS[aspect].test(text));
}

/** 'connect to agent', 'talk to a human', 'customer care'. */
export function asksForPerson(message: string): boolean {
  return /\b(connect|talk|speak|chat|transfer)\b.{0,30}\b(agent|human|person|someone|staff|support|executive|representative|pharmacist)\b|\bcustomer (care|support|service)\b|\b(live|human) agent\b/i.test(
    message,
  );
}

/**
 * A question that would change a dose a doctor set ('can I take 2 instead of 1', 'increase my
 * dose', 'stop my BP tablets'): the assistant never answers it with a number.
 */
export function asksToChangeDose(message: string): boolean {
  const text = message.toLowerCase();
  return (
    /\b(\d+|one|two|three|double|half|extra)\b.{0,30}\binstead of\b/.test(text) ||
    /\b(increase|decrease|reduce|raise|lower|double|halve|change|adjust|skip|stop|quit)\b.{0,25}\b(my |the |this )?(dose|doses|dosage|tablets?|pills?|medicines?|medication|insulin)\b/.test(
      text,
    ) ||
    /\b(take|have)\b.{0,15}\b(more|less|fewer|extra)\b.{0,15}\b(tablets?|pills?|doses?|than (prescribed|the doctor))\b/.test(text) ||
    /\b(dose|dosage)\b.{0,20}\b(increase|decrease|badha|kam|double)\b/.test(text) ||
    /\b(dawai|dawa|goli)\b.{0,20}\b(badha|kam|band)\b/.test(text)
  );
}

/** 'prescribe me something', 'which antibiotic should I take', 'give me a prescription'. */
export function asksForPrescription(message: string): boolean {
  return /\b(prescribe|prescription for me|give me (a |an )?prescription|write (me )?(a )?prescription|which antibiotic|what antibiotic|antibiotic (should|can) i)\b/i.test(
    message,
  );
}

/** Orders, delivery and tracking. */
export function asksAboutOrders(message: string): boolean {
  return (
    /\b(orders?|deliver\w*|shipping|ship|shipped|track\w*|parcel|courier|dispatch\w*|refund\w*|cancel\w*|pin ?code|cod|cash on delivery)\b/i.test(
      message,
    ) || /ऑर्डर|आर्डर|डिलीवरी|रिफंड|पार्सल/.test(message)
  );
}

/** Mentions of interaction: 'with', 'together', 'and', 'mix', in English, Hinglish or Devanagari ('साथ', 'और'). */
export function asksAboutCombining(message: string): boolean {
  return /\b(with|together|and|along|combine\w*|mix\w*|interact\w*|same time|saath|sath|aur)\b|\+|&|साथ|और|मिला/i.test(message);
}

// Words around the names of a 'can I take A with B' question that are not a medicine.
const NOT_A_MEDICINE = new Set(
  (
    'can could may might should is are it its ok okay fine safe safely take taking taken have having use using together with and along ' +
    'i me my we he she they mother father wife husband son daughter a an the to of at same time tablet tablets capsule capsules syrup ' +
    'medicine medicines drug drugs pill pills mg ml dose doses kya main mai mein hum le lena lene sakta sakti sakte hoon hu hai ke ki ka ' +
    'saath sath aur bhi ek do dono combine mix interaction interact daily everyday also please tell know ' +
    'drink drinking alcohol beer wine whisky sharab daru food meal meals milk tea coffee juice water empty stomach eat eating ' +
    'pregnancy pregnant breastfeeding driving drive sleep side effects effect fever cold cough pain headache ' +
    'क्या मैं हम ले लें लेना सकता सकती सकते हूँ हूं है हैं दवा दवाई गोली एक साथ'
  ).split(' '),
);

/**
 * The other side of a combining question whose one named medicine was found ('can I take
 * atorvastatin with zoloftix' → 'zoloftix'): the words on the far side of 'with'/'and'/'saath' that
 * are not everyday words, or null when nothing is left.
 */
export function otherSideOfCombining(message: string, namesAMedicine: (piece: string) => boolean): string | null {
  const pieces = message.toLowerCase().split(/\b(?:with|and|along with|together with|saath|sath|aur|ke saath|plus)\b|\+|&|के साथ|साथ|और/);
  if (pieces.length < 2) return null;
  for (const piece of pieces) {
    if (namesAMedicine(piece)) continue;
    const words = (piece.match(/[a-z\p{Script=Devanagari}][a-z0-9\p{Script=Devanagari}-]{2,}/gu) ?? []).filter(
      (word) => !NOT_A_MEDICINE.has(word) && !/^\d/.test(word),
    );
    if (words.length > 0 && words.length <= 3) return words.join(' ');
  }
  return null;
}

/** Looks like a question about some medicine, even one we do not know ('what is zolgensma used for?'). */
export function looksLikeMedicineQuestion(message: string): boolean {
  return /\b(what is|what's|whats|used for|uses of|use of|dose|dosage|side ?effects?|tablets?|capsules?|syrup|injection|mg|medicine|drug|safe to take|can i take|kya hai|ki dawa)\b/i.test(
    message,
  );
}

export function isGreeting(message: string): boolean {
  return /^\s*(hi|hello|hey|hii+|namaste|namaskar|good (morning|afternoon|evening)|नमस्ते)\b[\s!.,]*$/i.test(message);
}

/** Words of a message that may be a product's name ('dolo', 'crocin'): 3+ letters, not everyday words. */
export function candidateProductWords(message: string): string[] {
  const words = message.toLowerCase().match(/[a-z][a-z0-9-]{2,}/g) ?? [];
  return [...new Set(words.filter((word) => !STOP_WORDS.has(word)))].slice(0, 12);
}

const STOP_WORDS = new Set(
  (
    'the and for with what whats can take taking took have has had how much many does this that from your you are was were will ' +
    'would should could about side effects effect dose dosage use used uses tablet tablets capsule capsules syrup medicine medicines ' +
    'drug drugs safe pregnancy pregnant alcohol drink driving store storage keep day days daily max maximum per after before food ' +
    'water time times morning night together interaction interact mix any there their them they not but also just like need want ' +
    'please tell know give get kya hai kaise kab aur mein liye ki ka ke mujhe kitni kitna order orders delivery'
  ).split(' '),
);
