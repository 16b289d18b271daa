import { describe, expect, it } from 'vitest';
import { assessTriage } from './assess.ts';

// Pictures written in the words clinicians and published vignettes use ('haematemesis', 'right lower
// quadrant', 'stridor at rest'), and in plain words for the same emergencies; each gold level is the one
// the named source gives. Written on 2026-12-06 before the rules that answer them.
describe('triage in a clinician’s words and in plain words', () => {
  it.each([
    // NHS: Vomiting blood; NHS: Coughing up blood
    ['A 70-year-old woman with haematemesis and melaena since this morning, feeling lightheaded.', 'emergency'],
    // NHS: Appendicitis
    ['A 35-year-old man with right lower quadrant abdominal pain, anorexia and low-grade fever since last night.', 'emergency'],
    // NHS: Epiglottitis; NHS: Croup (stridor at rest)
    ['A 4-year-old with stridor at rest and drooling, sitting forward.', 'emergency'],
    // NHS: Fainting (a faint during exercise)
    ['A 65-year-old with syncope while exercising and palpitations.', 'emergency'],
    // NHS: Heart attack (pressure, heaviness)
    ["my chest feels like an elephant is sitting on it and I'm clammy", 'emergency'],
    // NHS: Sepsis; NICE NG143 (a floppy child, hard to wake)
    ["my baby is floppy and won't wake up properly", 'emergency'],
    // NHS: Low blood sugar (hypoglycaemia), confusion
    ["my mother's sugar is 40 and she isn't making sense", 'emergency'],
    // NICE NG41: Spinal injury
    ['I was in a car crash and my neck hurts and my hands are tingling', 'emergency'],
    // NHS: Burns and scalds (large burn)
    ["burn from boiling water over half of my child's arm and chest", 'emergency'],
    // NHS: Subarachnoid haemorrhage (thunderclap headache)
    ['severe headache came on like a thunderclap 10 minutes ago', 'emergency'],
    // NICE NG143 / NHS Meningitis (a rash that does not fade under a glass), in Hindi
    ['बच्चे के शरीर पर लाल चकत्ते हैं जो दबाने पर नहीं जाते, बुखार भी है', 'emergency'],
    // NHS: Subarachnoid haemorrhage, in Hindi
    ['मेरे पति को बहुत तेज़ सिर दर्द अचानक शुरू हुआ, उल्टी हो रही है', 'emergency'],
    // NICE NG232: Head injury (bleeding and vomiting after an accident)
    ['भाई का एक्सीडेंट हुआ, सिर से खून बह रहा है और उल्टी हो रही है', 'emergency'],
    // NHS: Low blood sugar, in Hinglish
    ['mummy ki sugar 35 aayi hai, bol nahi pa rahi theek se', 'emergency'],
    // NCDC: Heat-related illness (heat stroke: hot body, confusion)
    ['garmi mein kaam karte hue papa gir gaye, body bahut garam hai, behki behki baatein', 'emergency'],
    // NHS: Intussusception
    ['my baby has blood and jelly in her nappy and keeps screaming and pulling up her legs', 'emergency'],
    // NHS: Poisoning (a child who swallowed someone's medicine)
    ["my 3 year old swallowed some of grandma's blood pressure tablets", 'emergency'],
    // NHS: Hip fracture
    ['my 78 year old father fell and can’t get up, his hip hurts and leg looks shorter', 'emergency'],
    // NHS: Stab wounds; NHS: Burns and scalds (short messages as typed)
    ['pet mein chaku lag gaya', 'emergency'],
    ['jal gaya bahut, aadha sharir', 'emergency'],
    // NHS: Help for suicidal thoughts ('I want to end it' had matched no phrase)
    ['I just want to end it', 'emergency'],
    ['मैं सब खत्म कर देना चाहता हूँ', 'emergency'],
    // NHS: Help for suicidal thoughts (someone else at risk)
    ['my husband is talking about killing himself and has a rope', 'emergency'],
    // NHS: Help for suicidal thoughts (a plan and saved-up pills, in Hindi)
    ['मैंने अपनी जान लेने का फैसला कर लिया है, नींद की गोलियाँ जमा कर ली हैं', 'emergency'],
    // NCDC: Heat-related illness (hot dry body, no sweat, muddled talk), in Hindi
    ['धूप में काम करते हुए पिताजी गिर पड़े, पसीना नहीं आ रहा, उलझी हुई बातें कर रहे हैं', 'emergency'],
  ] as const)('%s → %s', (text, level) => {
    expect(assessTriage(text).level).toBe(level);
  });

  it.each([
    // NICE NG143 traffic light: 3-6 months with 39 °C or more is amber (seen the same day), not red
    ['meri beti 4 mahine ki hai, bukhar 39.4 hai, doodh pee rahi hai, saans theek', 'doctor_today'],
    // NHS: Newborn jaundice
    ['my 6 day old baby looks yellow, feeding well', 'doctor_today'],
    // NHS: Ear infections (fluid from the ear with a high temperature)
    ['my 5 year old has ear pain and pus coming out of the ear, fever 102', 'doctor_today'],
    // NHS: Dental abscess
    ['I have a painful swelling in my gum with a bad taste and my face is puffy', 'doctor_today'],
    // NHS: Tonsillitis / quinsy
    ['my tonsils are swollen with white patches and I can barely swallow, fever', 'doctor_today'],
    // NHS: Blood in urine
    ['65 year old man, pink pee twice this week, no pain, no fever', 'doctor_soon'],
    // NHS: Squint
    ['my 4 year old’s right eye turns outwards when she is tired', 'doctor_soon'],
    // NHS: Infertility
    ['we have been trying to get pregnant for 15 months, periods regular', 'doctor_soon'],
    // NHS: Acne (pharmacy treatment not working)
    ['A 25-year-old with acne on face and back not improving with over-the-counter creams for 3 months.', 'doctor_soon'],
    // NHS: Hives (mild, no swelling of the mouth, breathing fine: an antihistamine from a pharmacist)
    ['mild hives after trying a new soap, no swelling of lips or tongue, breathing fine', 'self_care'],
    // NHS: Shingles (antivirals within 3 days); NHS: Chickenpox (adults)
    ['painful rash with blisters on one side of my back, started 2 days ago', 'doctor_today'],
    ["I'm 30 and have chickenpox, feel quite unwell with a high temperature", 'doctor_today'],
    // NHS: Asthma attacks (the reliever needed more often)
    ['my asthma is worse this week, using my blue inhaler 4 times a day, can talk in full sentences', 'doctor_today'],
    // NHS: Kidney stones
    ['I think I have a kidney stone, pain comes in waves in my side going to groin', 'doctor_today'],
    // BNF: methotrexate (a sore throat is checked for a low blood count at once)
    ["I'm on methotrexate and have a sore throat and mouth ulcers", 'doctor_today'],
    // NHS: Ingrown toenail
    ['ingrown toenail, a bit sore, not red or swollen', 'self_care'],
    // NHS: Insomnia (one short night); NHS: Cracked heels
    ['sar dard hai, neend poori nahi hui kal', 'self_care'],
    ['एड़ी फट गई है, हल्का दर्द', 'self_care'],
    // NHS: Cellulitis (around the eye)
    ['my 7 year old has a swollen red eyelid and it hurts to move the eye', 'doctor_today'],
    // NHS: Tetanus (a deep wound from a rusty nail, no booster)
    ['stepped on a rusty nail, deep wound, not sure when my last tetanus jab was', 'doctor_today'],
    // NHS: Conjunctivitis (yellow discharge from the eye is not jaundice); NHS: Cold sores; NHS: Heat rash
    ['my 4 year old has red eyes with yellow sticky discharge, sees fine, no pain', 'self_care'],
    ['cold sore on my lip again, I get them twice a year, my eyes are fine', 'self_care'],
    ['my 8 month old has a prickly heat rash on his neck in this hot weather, no fever, feeding well', 'self_care'],
    ['बच्चे को डायपर वाली जगह पर लाल चकत्ते हैं, बुखार नहीं', 'self_care'],
    // A run of pertinent negatives in Hindi: the last 'nahi' covers its list
    ['45 साल, एक हफ़्ते से कब्ज़; खून नहीं, वज़न कम नहीं हुआ, पेट में तेज़ दर्द, पेट फूलना या उल्टी नहीं', 'self_care'],
    // NHS: Threadworms (a pharmacist treats the household)
    ['my 6 year old has threadworms, itchy bottom at night, otherwise well', 'self_care'],
    // NHS: Colic
    ['My 7-week-old cries for hours every evening but feeds well and is gaining weight, no fever', 'self_care'],
    // NHS: Hay fever (seasonal, every year)
    ['sneezing and itchy eyes every spring for years, started again this week, no wheeze', 'self_care'],
    // NHS: Back pain; NHS: Dehydration; NHS: Stress (a plain tension headache)
    ['my back aches after sitting at the desk all day, no numbness', 'self_care'],
    ['got a headache after not drinking enough water today, feels better after paracetamol', 'self_care'],
    ['sir mein halka dard hai, kaam ke stress se, dawai se aaram mila', 'self_care'],
    ['sore muscles after the gym yesterday', 'self_care'],
    ['I sneezed a lot today after dusting the house', 'self_care'],
  ] as const)('%s → %s', (text, level) => {
    expect(assessTriage(text).level).toBe(level);
  });

  it('one’s own daily tablets are not an overdose', () => {
    expect(assessTriage('I am 40 years old and took my blood pressure tablets, can I eat now?').level).not.toBe('emergency');
  });
});

// A spell that is over (NHS Dizziness, NHS Heat exhaustion, NHS Low blood sugar) lowers only the
// complaint's own baseline; a spell that keeps coming back is not over, and red flags still decide.
describe('symptoms that have settled', () => {
  it.each([
    ['felt dizzy when I stood up, fine now', 'self_care'],
    ['beta 15 ka hai, dhoop mein khel ke aaya, chakkar aur pasina, thande kamre mein litaya aur ORS pilaya, ab theek hai', 'self_care'],
    ['my sugar was 58 and I felt shaky, had glucose and juice, now I feel normal', 'doctor_soon'],
    ['every time I turn over in bed the room spins for a few seconds, then it is fine, for a week', 'doctor_soon'],
    ['my arm went weak and my speech was slurred for 10 minutes, now back to normal', 'emergency'],
    ['I felt dizzy with double vision, now fine', 'emergency'],
  ] as const)('%s → %s', (text, level) => {
    expect(assessTriage(text).level).toBe(level);
  });
});
