import { mentionsInfantAge, mentionsManyPillsTaken } from './detectors.ts';
import type { Token } from './tokens.ts';

/**
 * The red-flag rules (decision 037). Change a rule → change RULES_VERSION: the version is logged
 * with the rule id whenever one fires, so an answer can be traced to the rules that gave it.
 * Phrase syntax: matcher.ts. Every phrase is checked for negation ('no chest pain').
 */
export const RULES_VERSION = '2026-12-02.4';

/** The rule id of a plain 'yes' to the intake's red-flag question (when no phrase rule fired). */
export const INTAKE_YES_RULE_ID = 'intake.red-flag-yes';

export const TRIAGE_CATEGORIES = [
  'cardiac',
  'breathing',
  'stroke',
  'bleeding',
  'unconscious',
  'seizure',
  'anaphylaxis',
  'poisoning',
  'self_harm',
  'infant_fever',
  'pregnancy',
  'abdominal',
  'other',
] as const;
export type TriageCategory = (typeof TRIAGE_CATEGORIES)[number];

export interface TriageRule {
  id: string;
  category: TriageCategory;
  /** Any one of these phrases… */
  phrases: readonly string[];
  /** …together with one of these anywhere in the message (context such as 'pregnant' or a baby's age). */
  requires?: readonly (string | ((tokens: Token[]) => boolean))[];
  /** A detector that fires the rule alone. */
  detect?: (tokens: Token[]) => boolean;
  /** The message is not this emergency when one of these is in it ('food poisoning'). */
  unless?: readonly string[];
  /** Only in the guided intake's answer to 'any of these red flags?', where a bare 'numbness' is a yes. */
  redFlagAnswerOnly?: boolean;
}

// Word lists used by several rules.
const CHEST = 'chest|chst|chests|seene|seena|seeney|sina|sinay|chhati|chati|chaati|chhaati|chhatee|सीने|सीना|छाती';
const CHEST_PAIN_EN =
  'pain|pains|ache|aches|aching|hurts|hurting|hurt|tightness|tight|pressure|heaviness|heavy|squeezing|crushing|discomfort';
const PAIN_HI = 'dard|darad|dardh|dardd|pain|दर्द|dabav|dabaav|dabaw|दबाव|jakdan|jakdhan|jakadan|जकडन|bhaaripan|bharipan|भारीपन|chubhan|चुभन';
const IN_HI = 'mein|me|mai|main|mei|mien|में|मे|ka|ki|ke|का|की|के';
// 'breath' alone is also bad breath ('bad breath problem'): only where the phrase leaves no doubt.
const BREATH = 'breathe|breathing|breathin|brething|brethe';
const BREATH_ANY = `${BREATH}|breath`;
const SAANS = 'saans|sans|saas|saans|sas|saas|swas|swaas|shwas|shwaas|saansein|सांस|श्वास|स्वास';
const NAHI = 'nahi|nahin|nhi|nai|nahii|na|नहीं|नही|ना';
const TROUBLE_HI =
  'taklif|takleef|taklef|takleeph|dikkat|diqqat|dikat|pareshani|pareshaani|problem|mushkil|muskil|तकलीफ|दिक्कत|परेशानी|मुश्किल';
const BLOOD = 'bleeding|bleed|bleeds|blood|bloods|haemorrhage|hemorrhage|hemorrhaging|nosebleed';
const KHOON = 'khoon|khun|khoon|kun|khoonn|खून|रक्त|blood';
const FEVER = 'fever|feverish|fevers|temperature|temp|febrile|bukhar|bukhaar|bukar|bukhhar|taap|tap|बुखार|ताप|hot';
const PREGNANT =
  'pregnant|pregnancy|pregnent|pregant|pregnet|prengnant|trimester|garbhvati|garbhavati|garbhwati|गर्भवती|गर्भ|गर्भावस्था|expecting';
// '=pait': one letter from 'pain', so 'severe body pain and pain behind my eyes' read as a stomach.
const STOMACH = 'abdominal|abdomen|stomach|belly|tummy|pet|=pait|=pett|पेट';
const SEVERE =
  'severe|extreme|extremely|unbearable|excruciating|terrible|intense|worst|horrible|agonizing|agonising|tez|taez|bhayankar|bhayanak|asahniya|asahneeya|तेज|भयंकर|भयानक|असहनीय';
const PAIN = 'pain|pains|ache|cramps|cramp|cramping|dard|darad|दर्द|hurts|hurting';
// A sting, a food or a medicine just before: swelling or not swallowing is then an allergic reaction.
const ALLERGIC =
  'sting|stung|stinging|bee|bees|wasp|hornet|insect|allergy|allergic|allergies|reaction|anaphylaxis|peanut|peanuts|nut|nuts|shellfish|prawn|prawns|injection|vaccine|keeda|keede|मधुमक्खी|एलर्जी';
// A child's chest or breathing described by a parent.
const CHILD =
  'baby|babys|babies|child|childs|kid|kids|toddler|toddlers|son|sons|daughter|daughters|infant|newborn|bachcha|bachche|bacche|bacha|bache|bachchi|bacchi|bachi|beta|beti|munna|munni|बच्चा|बच्चे|बच्ची|बेटा|बेटी|शिशु';
// Said once the faint is over: 'fine now', 'came round', 'ab theek hoon'. A faint that is over is a doctor's visit (fainting protocol), not 108.
const RECOVERED = [
  'fine|ok|okay|better|alright|normal|good now',
  'feel|feeling|felt|am|im ~ fine|ok|okay|better|alright|normal',
  'came|come round|around|to',
  'woke|woken up',
  'recovered|recovering',
  'ab|अब ~ theek|thik|ठीक|behtar|बेहतर',
  'theek|thik|ठीक ~ hoon|hun|hu|hai|hain|ho|हूं|है|हैं',
  'hosh|होश ~ aa|aaya|आ|आया',
];
const AFTER_SOMETHING = `${ALLERGIC}|ate|eating|eaten|medicine|tablet|antibiotic|injection|took|taking`;

export const TRIAGE_RULES: readonly TriageRule[] = [
  {
    id: 'cardiac.chest-pain',
    category: 'cardiac',
    phrases: [
      `${CHEST} ${CHEST_PAIN_EN}`,
      `${CHEST} is|feels|feeling|getting|has|hai ${CHEST_PAIN_EN}`,
      `pain|ache|pressure|tightness|heaviness|squeezing|crushing|discomfort in|on|across|around|inside ~ ${CHEST}`,
      `${CHEST} ~ ${IN_HI} ~ ${PAIN_HI}`,
      `${CHEST} ${PAIN_HI}`,
      `${CHEST} ~ ${IN_HI} ~ pain|hurting|tightness`,
      `clutching|clutches|clutched|holding|grabbing|grabbed ~ ${CHEST}`,
      `heavy|heaviness|tight|tightness|squeezing|crushing|painful feeling|sensation in|on|across ~ ${CHEST}`,
      'angina',
    ],
  },
  {
    id: 'cardiac.heart-attack',
    category: 'cardiac',
    phrases: [
      'heart|hart|heartt attack|attak|atack|arrest',
      'heartattack|cardiac arrest',
      'dil|dill|दिल ka|ki|का|की daura|dora|dauraa|दौरा|attack|atak',
      'dil|दिल ~ dard|दर्द|ruk|रुक',
      'radiating|radiates|spreading|spreads|spread|shooting|going|goes|moving ~ jaw|arm|arms',
      'left arm|shoulder|jaw ~ pain|ache|hurts|numb|heavy ~ sweating|sweat|breath',
    ],
  },
  {
    id: 'breathing.difficulty',
    category: 'breathing',
    phrases: [
      `difficulty|difficult|difficulties|trouble|problem|problems|struggling|struggle|hard|laboured|labored|heavy|fast|rapid|noisy ~ ${BREATH}`,
      `${BREATH} ~ difficulty|difficulties|trouble|hard|difficult|laboured|labored|struggle|struggling|fast|rapid|heavy`,
      `shortness|shortnes|shortness of ${BREATH_ANY}`,
      `short ~ of ${BREATH_ANY}`,
      `cant|cannot|cnt|unable|couldnt|cudnt ~ ${BREATH_ANY}`,
      `not|isnt|wasnt|no ${BREATH}`,
      `stopped|stops|stop ~ ${BREATH}`,
      `not|havent|hasnt|never ~ able to ${BREATH}`,
      `cant|cannot|couldnt|unable ~ catch|get ~ ${BREATH_ANY}|air`,
      'gasping|gasp|gasps',
      // Not 'choked': Indian English says 'choked nose' for a blocked one.
      'choking|suffocating|suffocation|suffocate',
      'breathless|breathlessness|breathlesness',
      'wheezing|wheeze|breathless|panting ~ cant|cannot|unable|not ~ talk|speak|speaking|talking',
      'lips|face|skin|fingers|nails ~ blue|bluish|purple',
      'blue|bluish lips|face',
      'asthma|ashtma|asthama attack|attak',
      'severe|bad|serious asthma|wheezing|wheeze',
      `${SAANS} ~ ${NAHI} ~ aa|aaa|aana|aani|aati|aata|ati|le|lee|li|lena|pa|paa|रही|आ|ले|ली|पा`,
      `${SAANS} ~ ${TROUBLE_HI}`,
      `${SAANS} phool|phul|fool|ful|phoolna|phoolne|phulna|fulna|phool|phool|phoolti|फूल|फूलना|फूलने|फूली|chadh|chad|chadhna|चढ|ukhad|ukhar|उखड|ruk|rukna|ruki|रुक|रुकना|atak|atk|अटक|tez|तेज`,
      `${SAANS} ~ phool|phul|fool|ful|फूल|ruk|रुक|atak|अटक|ukhad|उखड|chadh|चढ`,
      'dam|dum|दम ghut|ghutt|ghutna|ghutta|ghut|घुट|घुटना',
      'ghutan|घुटन',
    ],
  },
  {
    // A child working hard to breathe (NHS: breathing problems in children; WHO IMCI: chest indrawing).
    id: 'breathing.child-working-hard',
    category: 'breathing',
    phrases: [
      'ribs|rib|chest|skin|tummy|belly|neck ~ sucking|sucks|sucked|pulling|pulls|pulled|drawing|caving|sinking ~ in|under',
      'sucking|pulling|drawing|caving ~ in ~ ribs|rib|chest|between|under',
      'chest indrawing|recession',
      'indrawing',
      'pasli|pasliyan|pasliyaan|pasliya|pasliyon|पसली|पसलियां|पसलियों ~ chal|chalna|chalti|chalne|dhans|dhas|dhansi|andar|dab|चल|चलना|चलती|धंस|अंदर',
    ],
  },
  {
    // Flaring nostrils and grunting are a child's signs of working to breathe (an adult's nostrils flare on a run).
    id: 'breathing.child-flaring-grunting',
    category: 'breathing',
    phrases: [
      'nostrils|nose ~ flaring|flare|flares|flared',
      'grunting|grunts|grunt ~ breath|breathing|breathes|breathe|every',
      'breathing|breathes|breath ~ grunting|grunt|grunts',
    ],
    requires: [`${CHILD}|old|olds|month|months|mahine|महीने`],
  },
  {
    // 'saans bahut tez chal rahi hai': fast breathing said in Hindi or Hinglish; not after a run or the gym.
    id: 'breathing.fast-hindi',
    category: 'breathing',
    phrases: [`${SAANS} ~ tez|तेज|jaldi|जल्दी`],
    unless: ['running|run|exercise|gym|workout|daud|daudne|दौड|seedhi|stairs|सीढी'],
  },
  {
    // A sudden, severe headache ('thunderclap'), said in Hindi and Hinglish too (NICE CKS: Headache - assessment).
    // Not a headache that comes 'kabhi kabhi' (now and then): that is the headache protocol's.
    id: 'stroke.sudden-severe-headache',
    category: 'stroke',
    phrases: [
      'sudden|suddenly ~ severe|bad|terrible|excruciating|worst|intense|splitting ~ headache|head',
      'achanak|achaanak|अचानक|ekdum|ekdam|एकदम ~ sar|sir|sirr|सिर|sarr ~ dard|दर्द',
      'sar|sir|सिर ~ achanak|achaanak|अचानक|ekdum|ekdam|एकदम ~ dard|दर्द',
      'sabse|सबसे ~ bura|बुरा|bhayankar|भयंकर|tez|तेज ~ sar|sir|सिर ~ dard|दर्द',
      'sar|sir|सिर ~ dard|दर्द ~ zindagi|जिंदगी|life ~ sabse|सबसे',
    ],
    unless: ['kabhi|कभी|aksar|अक्सर|roz|रोज|often|sometimes|usually|hamesha|हमेशा|every'],
  },
  {
    id: 'stroke.signs',
    category: 'stroke',
    phrases: [
      'face|mouth|smile|lip ~ droop|drooping|droops|drooped|droopy|sagging|sags|crooked|twisted|uneven|lopsided|numb|paralysed|paralyzed',
      'drooping|droopy|drooped|sagging|crooked|lopsided ~ face|mouth|smile',
      'slurred|slurring|slured|slurrd',
      'speech|words|talking|voice ~ slurred|slurring|garbled|jumbled|unclear|confused|strange|weird|odd|funny',
      'cant|cannot|unable|couldnt ~ move|feel|lift ~ left|right|one side|half|arm|leg',
      'sudden|suddenly ~ weak|weakness|numb|numbness|paralysed|paralyzed|paralysis|confusion|confused|blind|blindness|vision|balance|speak|speaking|talk|talking|speech|words|droop|drooping|move|walk|stand',
      'one|left|right|half side|sided|half ~ weak|weakness|numb|numbness|paralysed|paralyzed|paralysis|droop|drooping|cant',
      'weak|weakness|numb|numbness|paralysed|paralyzed|paralysis ~ one|left|right|half side|sided|half|of',
      'stroke|strok|brainstroke',
      'brain|heat|sun stroke',
      'lakwa|paralysis|paralytic attack|maar|mara',
      'paralysis|paralytic|paralysed|paralyzed|laqwa|lakwa|lakva|lakwaa|laqva|लकवा',
      'worst|thunderclap headache',
      'munh|muh|mu|muhn|moonh|mooh|chehra|chehre|मुंह|मुँह|चेहरा|चेहरे ~ tedha|tedhaa|terha|tedhe|tedi|teda|latak|latka|latki|टेढा|टेढ़ा|लटक',
      'zuban|zaban|juban|jaban|jubaan|zubaan|जुबान|जबान ~ ladkhad|ladkhada|ladkhadaa|ladkhadana|ladkhadane|ladkhada|laṛkhaṛa|लडखड|लडखडा|लडखडाना|लडखडाने|atak|अटक',
      'achanak|achaanak|अचानक ~ kamzori|kamjori|sunn|sun|sunpan|bol|bolne|lakwa|कमजोरी|सुन्न|बोल|बोलने',
      'ek|एक taraf|tarf|taraf|side|तरफ ~ kamzori|kamjori|sunn|lakwa|कमजोरी|सुन्न|लकवा',
    ],
  },
  {
    id: 'bleeding.severe',
    category: 'bleeding',
    phrases: [
      `severe|heavy|heavily|uncontrolled|uncontrollable|profuse|profusely|massive|excessive|continuous|nonstop|gushing|spurting|pouring ~ ${BLOOD}`,
      `lots|lot of ${BLOOD}`,
      `${BLOOD} ~ spurting|gushing|pouring|squirting|spraying`,
      `${KHOON} ~ bahut|bohot|zyada|jyada|बहुत|ज्यादा ~ beh|bah|nikal|बह|निकल`,
      `${BLOOD} ~ wont|doesnt|didnt|not|cant|cannot|isnt|hasnt|never|dont ~ stop|stopping|stopped|stops`,
      'bleeding|bleeds|bleed|blood heavily|profusely|badly|nonstop|continuously|everywhere|alot',
      'bleeding|bleeds|bleed a lot',
      `vomiting|vomited|vomit|vomits|coughing|coughed|cough|coughs|spitting|spit|throwing|bringing ${BLOOD}|up`,
      'vomiting|vomited|coughing|coughed|spitting|throwing|bringing up blood',
      `${BLOOD} in|with ~ vomit|vomiting|sputum|spit`,
      `${KHOON} ~ ${NAHI} ~ ruk|rukh|rukta|rukti|ruka|band|रुक|रुकता|रुकती|बंद`,
      `bahut|bohot|bahot|zyada|jyada|ziada|itna|बहुत|ज्यादा ~ ${KHOON} ~ beh|bah|beh|nikal|aa|ja|gir|बह|निकल|आ|गिर`,
      `${KHOON} ~ ki|का|की ~ ulti|ulty|उल्टी|khansi|खांसी`,
      `ulti|ulty|उल्टी|khansi|खांसी ~ ${IN_HI} ~ ${KHOON}`,
    ],
  },
  {
    id: 'unconscious.loss-of-consciousness',
    category: 'unconscious',
    phrases: [
      'loss|lost|losing|lose|loses ~ consciousness|conscious|consciousnes|consiousness|conciousness|consience',
      'unconscious|unconcious|unconsious|unconscius|unconscous',
      'unresponsive|unresponsiv|nonresponsive',
      // A person not responding; 'fever not responding to paracetamol' is not it.
      `${'he|she|him|her|baby|child|kid|patient|father|mother|papa|mummy|dad|mom|husband|wife|son|daughter|grandfather|grandmother|grandpa|grandma|dadi|nani|dada|nana|someone|friend|brother|sister|person|bhai|behen'} ~ not|isnt|wasnt|wont|stopped|no|nahi responding|waking|response|reacting|uth`,
      'cant|cannot|couldnt|unable ~ wake|rouse him|her|them|baby|papa|mummy|dad|mom|grandpa|grandma',
      'collapsed|collapse|collapses|collapsing',
      'knocked out',
      'hosh|होश ~ nahi|nhi|नहीं|kho|खो|gaya|chala|गया',
      'gir|गिर ~ pada|padi|pade|gaya|gayi|पडा|पडी|गया|गई ~ uth|उठ ~ nahi|नहीं',
    ],
    // 'I fainted once last year, can I take this?' asks about the past, not an emergency now.
    unless: ['last year|month|months|week|weeks|time', 'years|months|weeks ago', 'history of'],
  },
  {
    // A faint (NHS: Fainting): 108 while the person has not come round; once they say they are fine again,
    // the fainting protocol decides (a doctor; 108 for a faint in exercise, lying down or with palpitations).
    id: 'unconscious.fainted',
    category: 'unconscious',
    phrases: [
      'passed|passing|pass out',
      'blacked|blacking|black out',
      'fainted|fainting|faints',
      'behosh|behos|beyhosh|behoshi|behosi|bahosh|बेहोश|बेहोशी',
    ],
    unless: ['last year|month|months|week|weeks|time', 'years|months|weeks ago', 'history of', ...RECOVERED],
  },
  {
    id: 'seizure.convulsions',
    category: 'seizure',
    phrases: [
      'seizure|seizures|siezure|siezures|seizing|sezure|seisure|seizer|seizers',
      'convulsion|convulsions|convulsing|convulsed|convulsive',
      'having|had|has|getting|got a|an ~ fit|fits|seizure',
      'fits|fitting',
      'epileptic|epilepsy|mirgi ~ fit|attack|seizure|fits|daura',
      'mirgi|mirgee|mirgy|मिर्गी',
      'daura|dora|दौरा ~ pada|padaa|pad|pade|aaya|aya|aa|पडा|आया',
      'jhatke|jhatka|jhatkay|झटके|झटका ~ aa|aaye|aaya|lag|आ|आए|लग',
      'fit|fits aaya|aa|aaye|pada|pade|aate',
      'shaking|jerking|twitching uncontrollably',
      'whole body jerking|jerks|shaking|twitching',
    ],
    unless: ['heart|dil|दिल ~ daura|दौरा', 'fits all|well|perfectly|me|size'],
  },
  {
    // 'bachche ko tez bukhar aur daure': fits with a fever or in a child (NHS: Febrile seizures, a first fit is 999;
    // WHO IMCI: convulsions are a danger sign). Not 'daure pe' (on tour) nor 'dil ke daure' (heart attacks: cardiac).
    id: 'seizure.fits-with-fever-or-child',
    category: 'seizure',
    phrases: ['daure|दौरे|daura|दौरा|dore|jhatke|झटके'],
    requires: [FEVER, CHILD],
    unless: ['daure|दौरे|daura|दौरा pe|par|पर|पे', 'heart|dil|दिल ~ daura|daure|दौरा|दौरे'],
  },
  {
    id: 'anaphylaxis.swelling',
    category: 'anaphylaxis',
    phrases: [
      'anaphylaxis|anaphylactic|anafylaxis|anaphylaxsis|anaphalaxis',
      'throat|tongue|airway|windpipe ~ swell|swelling|swelled|swollen|swells|closing|closed|tightening',
      'swollen|swelling|swelled ~ throat|tongue|airway',
      'severe|serious|bad allergic reaction',
      'gala|gale|galaa|गला|गले|jeebh|jeeb|jibh|jeebh|जीभ|जुबान ~ sujh|soojh|suj|sooj|sujan|soojan|sooj|sujan|सूज|सूजन|सूजा|fool|phool|फूल|band|बंद',
    ],
  },
  {
    id: 'anaphylaxis.allergic-swelling',
    category: 'anaphylaxis',
    phrases: [
      'lips|lip|face|mouth ~ swell|swelling|swelled|swollen|swells',
      'swollen|swelling|swelled ~ lips|lip|face|mouth',
      'honth|hont|होंठ|chehra|chehre|चेहरा|चेहरे ~ sujh|soojh|suj|sooj|sujan|सूज|सूजन|fool|phool|फूल',
    ],
    requires: [AFTER_SOMETHING],
  },
  {
    // Swallowing is hard with a sore throat or a big tablet; with a sting or an allergy it is an airway closing.
    id: 'anaphylaxis.cannot-swallow',
    category: 'anaphylaxis',
    phrases: [
      'cant|cannot|unable|couldnt|difficult|difficulty|trouble ~ swallow|swallowing',
      'nigal|nigalne|nigalna|निगल ~ nahi|नहीं|taklif|dikkat|तकलीफ|दिक्कत',
    ],
    requires: [ALLERGIC],
  },
  {
    id: 'poisoning.overdose',
    category: 'poisoning',
    phrases: [
      // Not 'od': on a prescription it means once a day.
      'overdose|overdosed|overdosing|overdoze|overdosage',
      'over dose|dosed',
      'took|=taken|=swallowed|=consumed|=popped|=ingested ~ too many|much',
      'took|taken|swallowed|consumed|popped ~ whole|entire|full ~ strip|bottle|pack|packet|box|sheet',
      'took|taken|swallowed|consumed|popped ~ all the|of pills|tablets|capsules|medicines',
      'child|kid|son|daughter|baby|toddler|bachcha|bachche|beta|beti ~ =swallowed|ate|=drank|eaten|took|has ~ pills|tablets|medicine|medicines|capsules|coin|magnet|battery|batteries|tablet|pill',
      '=swallowed|ate|eaten ~ coin|magnet|battery|batteries',
      'accidentally|accidently|mistakenly ~ =swallowed|=drank|ate ~ pills|tablets|medicine|medicines|capsules|bottle|syrup',
      'bahut|saari|sari|sabhi|zyada|jyada|poori|puri|bohot|बहुत|सारी|ज्यादा|पूरी ~ goli|goliyan|goliyaan|goliya|गोली|गोलियां|dawai|dawa|दवाई|दवा|tablet|tablets ~ kha|khaa|खा|khali|khayi|khaayi|खाली|खाई',
      'took|taken|injected|=took ~ double|extra|twice ~ insulin',
      'neend|नींद ki|की goli|goliyan|गोली|गोलियां ~ kha|khaa|खा|khali|khayi|खाली|खाई',
    ],
    detect: mentionsManyPillsTaken,
  },
  {
    id: 'poisoning.toxic-substance',
    category: 'poisoning',
    phrases: [
      // Not 'took': 'took acid reflux tablets'.
      '=swallowed|=drank|=drunk|ate|eaten|=consumed|=ingested|=licked|=sipped ~ bleach|poison|poisonous|kerosene|kerosine|acid|pesticide|pesticides|insecticide|phenyl|phenol|harpic|detergent|rat|rodenticide|cleaner|mothballs|naphthalene|petrol|diesel|thinner|turpentine|dettol|lizol|colin|sanitiser|sanitizer|antifreeze|weedkiller|chemical|chemicals',
      'poisoning|poisoned|poisened|poisining',
      'zeher|zehar|zahar|zaher|jahar|jeher|jehar|zahr|zehr|jahr|जहर|विष|keetnashak|keednashak|kitnashak|कीटनाशक|phenyl|फिनाइल|tezaab|tezab|तेजाब|chuha|chuhe|चूहे ~ kha|khaa|khaya|khali|khayi|pi|pee|piya|pili|peeli|le|liya|खा|खाया|पी|पिया|लिया',
      'zeher|zehar|zahar|jahar|जहर|विष ~ de|diya|दिया',
    ],
    unless: ['food poisoning|poisioning|poison', 'poison ivy|oak'],
  },
  {
    // Pesticide breathed in or on the skin while spraying, with symptoms (NHS: Poisoning; WHO: pesticide poisoning).
    id: 'poisoning.pesticide-exposure',
    category: 'poisoning',
    phrases: [
      'pesticide|pesticides|insecticide|insecticides|organophosphate|keetnashak|keednashak|kitnashak|कीटनाशक|phorate|chlorpyrifos|monocrotophos',
    ],
    requires: [
      'vomiting|vomit|vomited|ulti|उल्टी|sweating|sweat|sweaty|pasina|पसीना|drooling|drool|saliva|laar|twitching|twitch|twitches|jhatke|झटके|dizzy|dizziness|chakkar|चक्कर|pupils|pupil|breathless|faint|fainted|confused|confusion|unconscious|behosh|बेहोश|weak|weakness|kamzori|headache|watering|tears|diarrhoea|dast|cramps|shaking|tremor|blurred|ghabrahat',
    ],
  },
  {
    id: 'self-harm.suicidal',
    category: 'self_harm',
    phrases: [
      'suicide|suicidal|sucide|suiside|suicde|sucidal|suicidel|suicid',
      'kill|killing myself',
      'end|ending|take|taking my|own life',
      'end|ending|take|taking my own life',
      'end|ending it all',
      'want|wanna|plan|planning|thinking|wish|ready ~ die|dying|dead',
      'wish i|id was|were dead',
      'better off dead',
      'no reason|point ~ live|living',
      'dont|not want ~ live|alive|exist',
      'want|wanna|urge|urges|thinking|thoughts|like ~ hurt|harm|cut|cutting|harming|hurting|kill myself',
      'self harm|harming|injury|hurt',
      'selfharm',
      'marna|marne|mar|मरना|मरने|मर ~ chahta|chahti|chahata|chahate|chahte|chaahta|chaahti|chahiye|चाहता|चाहती|चाहते|jaana|jana|जाना|jaun|jaaun|जाऊं',
      'marne|मरने ka|का ~ mann|man|मन|khayal|ख्याल',
      'jeena|jina|jeene|jine|जीना|जीने ~ nahi|nhi|नहीं ~ chahta|chahti|chahata|chahte|चाहता|चाहती',
      'jeena|jina|जीना nahi|nhi|नहीं hai|है',
      'jeene|जीने ka|का ~ mann|man|मन ~ nahi|नहीं',
      'khudkushi|khudkhushi|khudkhushi|aatmahatya|atmahatya|aatmhatya|atmhatya|आत्महत्या|खुदकुशी',
      'apni|apne|अपनी|अपने jaan|jan|जान ~ le|lena|lunga|lungi|dena|de|दे|ले',
      'khud|apne|खुद|अपने ko|को ~ nuksan|nuksaan|khatam|maar|mar|नुकसान|खत्म|मार',
    ],
  },
  {
    id: 'infant-fever.under-3-months',
    category: 'infant_fever',
    phrases: [FEVER],
    requires: [mentionsInfantAge, 'newborn|newborns|neonate|neonatal|infant|infants|navjaat|navjat|nawjaat|नवजात', 'new born'],
  },
  {
    id: 'pregnancy.bleeding-or-pain',
    category: 'pregnancy',
    phrases: [
      // Not 'blood' alone: 'blood pressure in pregnancy' is a routine question.
      'bleeding|bleed|spotting|hemorrhage|haemorrhage',
      'blood ~ coming|discharge|loss|clots|clot|leaking',
      'khoon|खून ~ aa|aana|aaya|beh|bah|nikal|gir|आ|बह|निकल|गिर',
      `${SEVERE}|bad|sharp|strong ~ ${PAIN}`,
      'water|waters broke|broken|leaking',
      'leaking|leak fluid|water',
      'blurred|blurry vision',
      'severe headache',
      'miscarriage|miscarrying|abortion bleeding',
      'fits|seizure|convulsion|convulsions',
    ],
    requires: [PREGNANT],
  },
  {
    // Baby moving less, or not at all (NHS: Your baby's movements: call the maternity unit straight away, day or night).
    // Not 'can't feel the baby yet': before 24 weeks that is a question for the midwife.
    id: 'pregnancy.baby-moving-less',
    category: 'pregnancy',
    phrases: [
      'baby|babys|bachcha|bachche|bacha|bache ~ not|isnt|hasnt|havent|stopped|no|nahi|नहीं ~ moving|moved|move|kicking|kicked|kick|movement|movements|hil|hila|hilna|हिल',
      'cant|cannot|couldnt|havent|hasnt|not|didnt|dont ~ feel|felt ~ baby|babys|movement|movements|kicks|kicking|moving',
      'reduced|less|decreased|fewer|no|slower movement|movements|kicks|kicking',
      'movement|movements|kicks|kicking ~ less|fewer|reduced|slowed|decreased|stopped',
      'hil|hilna|hila|hilta|hilti|हिल ~ nahi|nhi|नहीं|kam|कम',
      'harkat|halchal|हलचल|हरकत ~ kam|nahi|nhi|band|कम|नहीं|बंद',
    ],
    requires: [PREGNANT],
    unless: ['yet'],
  },
  {
    id: 'abdominal.severe-pain',
    category: 'abdominal',
    phrases: [
      `${SEVERE} ~ ${STOMACH} ~ ${PAIN}`,
      `${STOMACH} ~ ${PAIN} ~ ${SEVERE}`,
      `${STOMACH} ~ ${IN_HI} ~ ${SEVERE} ~ ${PAIN}`,
      `${SEVERE} ~ ${PAIN} ~ in|of|around ~ ${STOMACH}`,
      'appendicitis',
      'appendix burst|pain|burst',
    ],
    unless: ['not|isnt|no|nahi ~ severe|tez|तेज'],
  },
  {
    id: 'other.bites-burns-injuries',
    category: 'other',
    phrases: [
      'snake|snakebite|saanp|sanp|saap|sap|सांप|साँप ~ bite|bit|bitten|kata|kaata|kaat|kaati|kaatna|katna|काटा|काट|dasa|dasaa|daas|डसा|डस',
      'electric|electrical|current|karant|करंट ~ shock|laga|lagaa|लगा',
      'drowning|drowned|drown|doob|dooba|डूब',
      'severe|major|serious ~ burn|burns|burned|burnt|injury|accident|trauma',
      'head injury|trauma',
      'stiff neck ~ fever|rash',
      'fever|rash ~ stiff neck',
      'hit|knocked|banged ~ head ~ vomiting|vomit|unconscious|confused|sleepy',
    ],
  },
  {
    // The spec's bare terms: a yes in the intake's red-flag answer, too broad for a chat message ('weakness after flu').
    id: 'intake.listed-term',
    category: 'other',
    phrases: [
      'numbness|numb|weakness|weak|bleeding|confusion|confused|faint|fainting|dizzy|seizure',
      'sunn|kamzori|kamjori|behoshi|सुन्न|कमजोरी|बेहोशी',
    ],
    redFlagAnswerOnly: true,
  },
];
