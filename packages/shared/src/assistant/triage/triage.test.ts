import { describe, expect, it } from 'vitest';
import { emergencyAdvice, replyLanguage } from './emergency-advice.ts';
import { RULES_VERSION, TRIAGE_RULES } from './rules.ts';
import { triage } from './triage.ts';

// [message, the category expected to fire]
const EMERGENCIES: [string, string][] = [
  // the spec's terms
  ['I have chest pain', 'cardiac'],
  ['difficulty breathing since an hour', 'breathing'],
  ['shortness of breath when lying down', 'breathing'],
  ['there is severe bleeding from the cut', 'bleeding'],
  ['uncontrolled bleeding from his nose', 'bleeding'],
  ['my father has slurred speech', 'stroke'],
  ['sudden weakness in her left arm', 'stroke'],
  ['severe abdominal pain on the right side', 'abdominal'],
  ['he had a loss of consciousness for a minute', 'unconscious'],
  // cardiac
  ['my chest hurts when I walk', 'cardiac'],
  ['crushing pressure in my chest and sweating', 'cardiac'],
  ['tightness across the chest', 'cardiac'],
  ['I think I am having a heart attack', 'cardiac'],
  ['pain spreading to my left arm and jaw', 'cardiac'],
  ['chset pain since 20 min', 'cardiac'],
  ['Chest pian and dizzy', 'cardiac'],
  ['seene mein dard ho raha hai', 'cardiac'],
  ['seene me bahut tez dard', 'cardiac'],
  ['chhati mein dabav sa lag raha hai', 'cardiac'],
  ['सीने में दर्द हो रहा है', 'cardiac'],
  ['papa ko dil ka daura pada lagta hai', 'cardiac'],
  ['not sure but I think it is chest pain', 'cardiac'],
  // breathing
  ['I cant breathe', 'breathing'],
  ["I can't breathe properly", 'breathing'],
  ['No, I cannot breathe', 'breathing'],
  ['my son is struggling to breathe', 'breathing'],
  ['having trouble breatheing', 'breathing'],
  ['breahting is very difficult', 'breathing'],
  ['she is not breathing', 'breathing'],
  ['gasping for air', 'breathing'],
  ['his lips are turning blue', 'breathing'],
  ['I feel breathless even at rest', 'breathing'],
  ['short of breath after climbing one step', 'breathing'],
  ['my daughter is having an asthma attack and the inhaler is not working', 'breathing'],
  ['saans nahi aa rahi', 'breathing'],
  ['sans nhi aa rhi hai', 'breathing'],
  ['saans lene mein taklif ho rahi hai', 'breathing'],
  ['saans phool rahi hai bahut', 'breathing'],
  ['सांस नहीं आ रही', 'breathing'],
  ['साँस लेने में तकलीफ है', 'breathing'],
  ['dam ghut raha hai', 'breathing'],
  ['the baby is choking on a grape', 'breathing'],
  // stroke
  ['her face is drooping on one side', 'stroke'],
  ['his speech is slurred and he is confused', 'stroke'],
  ['suddenly I cannot speak properly', 'stroke'],
  ['numbness on one side of the body', 'stroke'],
  ['weakness in the right side of his body', 'stroke'],
  ['my grandmother had a stroke I think', 'stroke'],
  ['dadi ko lakwa maar gaya', 'stroke'],
  ['papa ka munh tedha ho gaya hai', 'stroke'],
  ['zuban ladkhada rahi hai', 'stroke'],
  ['अचानक एक तरफ कमजोरी', 'stroke'],
  ['worst headache of my life', 'stroke'],
  // bleeding
  ['the bleeding will not stop', 'bleeding'],
  ["bleeding won't stop after a knife cut", 'bleeding'],
  ['he is bleeding heavily from the head', 'bleeding'],
  ['she is bleeding a lot', 'bleeding'],
  ['vomiting blood since morning', 'bleeding'],
  ['coughing up blood', 'bleeding'],
  ['khoon nahi ruk raha', 'bleeding'],
  ['bahut khoon beh raha hai', 'bleeding'],
  ['खून नहीं रुक रहा', 'bleeding'],
  ['khoon ki ulti ho rahi hai', 'bleeding'],
  // unconscious
  ['my mother fainted and is unconscious', 'unconscious'],
  ['he passed out in the bathroom', 'unconscious'],
  ['grandpa is not responding', 'unconscious'],
  ['I cannot wake him up', 'unconscious'],
  ['she collapsed at work', 'unconscious'],
  ['he is unconcious', 'unconscious'],
  ['mummy behosh ho gayi', 'unconscious'],
  ['वो बेहोश हो गए हैं', 'unconscious'],
  ['hosh nahi aa raha', 'unconscious'],
  // seizure
  ['my son is having a seizure', 'seizure'],
  ['she had convulsions for 5 minutes', 'seizure'],
  ['he is having a fit', 'seizure'],
  ['bachche ko mirgi ka daura pada', 'seizure'],
  ['jhatke aa rahe hain', 'seizure'],
  ['मिर्गी का दौरा', 'seizure'],
  // anaphylaxis
  ['my throat is swelling after a bee sting', 'anaphylaxis'],
  ['tongue swollen after eating peanuts', 'anaphylaxis'],
  ['I cannot swallow after the wasp sting', 'anaphylaxis'],
  ['her lips are swelling after taking the antibiotic', 'anaphylaxis'],
  ['anaphylactic reaction', 'anaphylaxis'],
  ['gala sujh gaya hai injection ke baad', 'anaphylaxis'],
  // poisoning and overdose
  ['I took too many pills', 'poisoning'],
  ['she took way too much paracetamol', 'poisoning'],
  ['my friend overdosed on sleeping pills', 'poisoning'],
  ['I took 20 tablets of crocin', 'poisoning'],
  ['he swallowed 15 pills an hour ago', 'poisoning'],
  ['my toddler swallowed some tablets', 'poisoning'],
  ['my child drank bleach', 'poisoning'],
  ['he drank kerosene by mistake', 'poisoning'],
  ['zeher kha liya', 'poisoning'],
  ['usne zahar pi liya hai', 'poisoning'],
  ['bahut saari goliyan kha li', 'poisoning'],
  ['neend ki goliyan kha li', 'poisoning'],
  ['das goliyan kha li', 'poisoning'],
  ['ज़हर खा लिया', 'poisoning'],
  ['child ate rat poison', 'poisoning'],
  // self-harm
  ['I want to kill myself', 'self_harm'],
  ['I have suicidal thoughts', 'self_harm'],
  ['I want to end my life', 'self_harm'],
  ['I just want to die', 'self_harm'],
  ["I don't want to live anymore", 'self_harm'],
  ['thinking of hurting myself', 'self_harm'],
  ['marna chahta hoon', 'self_harm'],
  ['main marna chahti hu', 'self_harm'],
  ['jeena nahi chahta', 'self_harm'],
  ['मैं मरना चाहता हूं', 'self_harm'],
  ['aatmahatya ke vichar aa rahe hain', 'self_harm'],
  ['apni jaan le lunga', 'self_harm'],
  // infant fever
  ['my 6 week old baby has a fever', 'infant_fever'],
  ['2 month old with temperature of 100.4', 'infant_fever'],
  ['baby under 3 months has fever', 'infant_fever'],
  ['newborn has fever', 'infant_fever'],
  ['my infant feels hot and has a fever', 'infant_fever'],
  ['20 din ke bachche ko bukhar hai', 'infant_fever'],
  ['2 mahine ke bachche ko bukhar', 'infant_fever'],
  ['नवजात को बुखार है', 'infant_fever'],
  ['my baby is 5 weeks. She has a fever', 'infant_fever'],
  // pregnancy
  ['I am pregnant and bleeding', 'pregnancy'],
  ['pregnant with severe pain in the lower belly', 'pregnancy'],
  ['7 months pregnant, baby not moving since yesterday', 'pregnancy'],
  ['my water broke at 30 weeks pregnancy', 'pregnancy'],
  ['main pregnant hoon aur khoon aa raha hai', 'pregnancy'],
  ['गर्भवती हूं और खून आ रहा है', 'pregnancy'],
  // abdominal
  ['unbearable stomach pain', 'abdominal'],
  ['excruciating pain in my abdomen', 'abdominal'],
  ['pet mein bahut tez dard', 'abdominal'],
  ['पेट में तेज दर्द', 'abdominal'],
  ['stomach pain is severe since last night', 'abdominal'],
  // other
  ['snake bite on the leg', 'other'],
  ['saanp ne kaata', 'other'],
  ['fever with a stiff neck', 'other'],
  // negation does not hide the emergency in another clause
  ['no fever but I have chest pain', 'cardiac'],
  ["I don't have a cough but I can't breathe", 'breathing'],
];

const ROUTINE: string[] = [
  'what is paracetamol for',
  'mild headache since morning',
  'acidity after meals',
  'what is the dose of cetirizine',
  'is ibuprofen safe with alcohol',
  'can I take crocin and dolo together',
  'where is my order',
  'how long does delivery take to 560001',
  'cough and cold for 2 days',
  'my baby has had a fever for 2 days, she is 2 years old',
  'paracetamol syrup dose for my 5 year old with fever',
  'how to store insulin',
  'side effects of metformin',
  'no chest pain',
  'I have no chest pain and no difficulty breathing',
  'seene mein dard nahi hai',
  'saans lene mein koi taklif nahi hai',
  'I feel weak after the flu',
  'numbness in my feet, I am diabetic',
  'how to cure bad breath problem',
  'blocked nose, choked nose at night',
  'is BP medicine safe in pregnancy, my blood pressure is high',
  'which antacid is safe during pregnancy',
  'food poisoning remedies',
  'I need 10 tablets of paracetamol',
  'I take 10 tablets a week of vitamin D',
  'my fever is not responding to paracetamol',
  'I cannot wake up early in the morning',
  'I have difficulty swallowing big tablets, is there a syrup',
  'took my acid reflux tablets, can I eat now',
  'can I drink lemon water with acid reflux',
  'vitamin for tiredness and weakness',
  'pet mein gas aur halka dard',
  'sar dard ki dawa',
  'mujhe sardi khansi hai',
  'बुखार की दवा बताइए',
  'cough syrup for a high blood pressure patient',
  'heat rash cream for my son',
  'sunscreen for sunburn',
  'running nose and sneezing',
  'can I give ORS to a 3 year old with loose motions',
  'paracetamol 650 OD after food',
  'I am not suicidal, just stressed about exams',
  'my phone battery is going to die, quick question on my order',
  'back pain after gym',
  'severe lower back pain after lifting',
  'can I take 2 tablets instead of 1',
  'what fits me better, tablets or syrup',
];

describe('red-flag triage', () => {
  it.each(EMERGENCIES)('%s → emergency (%s)', (message, category) => {
    const result = triage(message);
    expect(result.emergency ? result.category : 'none').toBe(category);
  });

  it.each(ROUTINE)('%s → routine', (message) => {
    const result = triage(message);
    expect(result.emergency ? result.ruleId : 'none').toBe('none');
  });

  it('counts the spec’s bare terms only in the intake’s red-flag answer', () => {
    expect(triage('numbness').emergency).toBe(false);
    expect(triage('numbness', 'red_flag_answer').emergency).toBe(true);
    expect(triage('weakness and confusion', 'red_flag_answer').emergency).toBe(true);
    expect(triage('none of these', 'red_flag_answer').emergency).toBe(false);
    expect(triage('no chest pain', 'red_flag_answer').emergency).toBe(false);
  });

  it('says which rule fired, under which version, and every rule has a unique id', () => {
    expect(triage('I have chest pain')).toEqual({
      emergency: true,
      ruleId: 'cardiac.chest-pain',
      category: 'cardiac',
      rulesVersion: RULES_VERSION,
    });
    const ids = TRIAGE_RULES.map((rule) => rule.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('finds a red flag at the end of a 10,000-character message quickly', () => {
    const message = `${'I have a mild cold and a runny nose. '.repeat(270)} Now I cannot breathe.`;
    const started = performance.now();
    expect(triage(message).emergency).toBe(true);
    expect(performance.now() - started).toBeLessThan(1500);
  });

  it('the emergency advice names 108, 112 and the emergency department, with a helpline for self-harm', () => {
    const advice = emergencyAdvice('cardiac');
    expect(advice).toContain('call 108 (ambulance) or 112 (emergency)');
    expect(advice).toContain('nearest emergency department');
    expect(emergencyAdvice('self_harm')).toContain('14416');
  });
});

describe('the urgent advice in the person’s language (decision 040)', () => {
  it('is the spec’s English by default and Hindi for हिन्दी, with the category’s own sentence', () => {
    expect(emergencyAdvice('cardiac')).toBe(
      'Please seek immediate medical attention. This may be a medical emergency: call 108 (ambulance) or 112 (emergency) now, or go to the nearest emergency department. Do not wait for an online answer and do not take any medicine on the advice of this chat. Stop any activity, sit down and keep still while help comes.',
    );
    expect(emergencyAdvice('cardiac', 'hi')).toBe(
      'कृपया तुरंत डॉक्टरी मदद लें। यह मेडिकल इमरजेंसी हो सकती है: अभी 108 (एम्बुलेंस) या 112 (इमरजेंसी) पर कॉल करें, या सबसे नज़दीकी इमरजेंसी विभाग में जाएँ। ऑनलाइन जवाब का इंतज़ार न करें और इस चैट की सलाह पर कोई दवा न लें। कोई भी काम रोक दें, बैठ जाएँ और मदद आने तक स्थिर रहें।',
    );
    expect(emergencyAdvice('self_harm', 'hi')).toContain('Tele-MANAS को 14416');
  });

  it('answers in Hindi when the message is in Devanagari or हिन्दी is chosen, else English', () => {
    expect(replyLanguage('सीने में दर्द', undefined)).toBe('hi');
    expect(replyLanguage('seene mein dard', 'hi')).toBe('hi');
    expect(replyLanguage('seene mein dard', 'en')).toBe('en');
    expect(replyLanguage('chest pain', undefined)).toBe('en');
  });
});
