import type { BlogArticle, BlogAuthor } from './blog.ts';

/*
 * The health articles of /blog, written for readers in India. Plain data: the web renders it, the
 * tests check its shape. Every article ends with when to see a doctor; none replaces medical advice.
 * The authors are Dawa's in-house pharmacists and doctor (names to be replaced by the operator's staff).
 */

const PHARMACIST: BlogAuthor = { name: 'Priya Nair', role: 'B.Pharm, registered pharmacist at Dawa' };
const CLINICAL_PHARMACIST: BlogAuthor = { name: 'Arjun Mehta', role: 'Pharm.D, clinical pharmacist at Dawa' };
const DOCTOR: BlogAuthor = { name: 'Dr. Kavita Rao', role: 'MBBS, MD (General Medicine), medical reviewer at Dawa' };

export const BLOG_ARTICLES: readonly BlogArticle[] = [
  {
    slug: 'monsoon-infections',
    title: 'Monsoon infections: how to protect your family from dengue, malaria, typhoid and leptospirosis',
    summary:
      'The rains bring mosquitoes, contaminated water and flooded streets. Here is what spreads in the monsoon, the warning signs that need a doctor the same day, and simple habits that prevent most of it.',
    image: '/blog/monsoon-infections.svg',
    imageAlt: 'Rain clouds over a mosquito and a water drop',
    date: '2026-07-02',
    author: DOCTOR,
    sections: [
      {
        heading: 'Why infections rise from June to September',
        paragraphs: [
          'Stagnant rainwater in coolers, flower pots, tyres and construction sites is where the Aedes mosquito (dengue, chikungunya) and the Anopheles mosquito (malaria) breed. Overflowing drains mix with drinking-water lines, which spreads typhoid, hepatitis A and E, and diarrhoea. Wading through flood water lets leptospirosis bacteria from rat urine enter through cuts and cracked skin.',
          'Most of these illnesses start the same way, with fever, body ache and tiredness. That is why a fever in the monsoon deserves more attention than a fever at other times of the year.',
        ],
      },
      {
        heading: 'Stop mosquitoes breeding at home',
        paragraphs: ['The Aedes mosquito bites in the daytime and breeds in small amounts of clean, still water. One check a week removes most breeding spots:'],
        list: [
          'Empty, scrub and dry desert coolers, flower-pot trays and pet bowls every week.',
          'Cover water tanks, drums and buckets with tight lids.',
          'Throw away old tyres, coconut shells and containers that collect rain on terraces and balconies.',
          'Use mosquito nets, window screens and a repellent with DEET or picaridin, especially for children and older people.',
          'Wear full-sleeved clothes in the early morning and late afternoon, when Aedes bites most.',
        ],
      },
      {
        heading: 'Safe water and food',
        paragraphs: [
          'Drink boiled, filtered (RO or UV) or sealed bottled water. Boiling for one minute at a rolling boil kills the germs that cause typhoid and hepatitis. Avoid cut fruit, chutneys and pani puri from roadside stalls during the rains, wash vegetables well and eat food while it is hot.',
          'Typhoid vaccines are available for adults and children over six months; ask your doctor whether your family is due.',
        ],
      },
      {
        heading: 'Flood water and leptospirosis',
        paragraphs: [
          'If you must walk through flood water, wear gumboots, cover cuts with waterproof dressings and wash your feet with soap afterwards. Fever with severe calf pain, red eyes or yellow skin within two weeks of wading needs a doctor quickly: leptospirosis is treatable with antibiotics when caught early, and dangerous when it is not.',
        ],
      },
      {
        heading: 'Fever: what to take and what to avoid',
        paragraphs: [
          'Paracetamol, fluids and rest are the safe first steps for a monsoon fever. Do not take ibuprofen, diclofenac, aspirin or other painkillers of the NSAID family until dengue has been ruled out: in dengue they raise the risk of bleeding. Drink oral rehydration solution (ORS), coconut water, soups and plenty of water.',
          'Do not start antibiotics on your own. Dengue, chikungunya and most fevers are viral, and antibiotics do not help them.',
        ],
      },
      {
        heading: 'When to see a doctor the same day',
        paragraphs: ['Get a blood test and a doctor\'s opinion for any fever lasting more than two days in the monsoon. Go to a hospital at once for:'],
        list: [
          'Severe abdominal pain or vomiting that does not stop.',
          'Bleeding from the gums or nose, blood in vomit or stool, or red spots on the skin.',
          'Drowsiness, confusion or restlessness, especially as the fever comes down (days 3 to 7 of dengue).',
          'Fast breathing, cold hands and feet, or passing very little urine.',
          'Yellow eyes or skin, or fever with a stiff neck.',
        ],
      },
    ],
    sources: [
      'National Center for Vector Borne Diseases Control (NCVBDC), Ministry of Health and Family Welfare: dengue and malaria guidelines',
      'World Health Organization: dengue and severe dengue fact sheet',
    ],
  },
  {
    slug: 'diabetes-during-festivals',
    title: 'Diwali, Navratri and Eid with diabetes: enjoying the festive season without sugar spikes',
    summary:
      'Festivals mean sweets, late dinners and sometimes fasting. A few plans made in advance keep blood sugar steady, and protect you from the lows that fasting on diabetes medicines can cause.',
    image: '/blog/diabetes-during-festivals.svg',
    imageAlt: 'A diya beside a glucometer',
    date: '2026-10-08',
    author: CLINICAL_PHARMACIST,
    sections: [
      {
        heading: 'Plan before the festival starts',
        paragraphs: [
          'India has more than 100 million people with diabetes, and the festive months from Navratri to Diwali, and Ramzan for many families, are when glucose readings climb most. If you plan to fast, or your routine will change a lot, speak to your doctor a week or two before. Doses of insulin and of tablets such as glimepiride or gliclazide (sulfonylureas) often need to change on fasting days, and only your doctor can change them safely.',
        ],
      },
      {
        heading: 'Sweets and snacks: portion, not prohibition',
        paragraphs: ['You do not have to skip every sweet. What matters is how much, how often and what you eat with it:'],
        list: [
          'Choose one small piece of your favourite sweet after a meal rather than several through the day.',
          'Prefer sweets made with milk, nuts or dry fruit in small amounts over syrup-soaked ones such as gulab jamun and jalebi.',
          'Roast or air-fry namkeen snacks, and fill half your plate with salad or sabzi before the rich dishes.',
          'Sugar-free sweets still carry fat and calories from khoya and ghee: count them as part of the meal.',
          'Watch drinks: sherbets, packaged juices and sweetened lassi raise sugar quickly.',
        ],
      },
      {
        heading: 'Fasting safely',
        paragraphs: [
          'People with type 1 diabetes, those who have had a severe low sugar (hypoglycaemia) recently, pregnant women and people with kidney disease are usually advised not to fast. If your doctor agrees that you can fast, check your sugar more often: before the first meal, in the middle of the day and before you break the fast.',
          'Break the fast at once, with glucose or a sweet drink, if your sugar falls below 70 mg/dL or rises above 300 mg/dL, or if you feel unwell. For fast-day meals choose slow-release foods such as kuttu or singhara roti with curd, sabudana with plenty of peanuts and vegetables in moderation, fruits with the skin on, and plenty of water.',
        ],
      },
      {
        heading: 'Know the signs of low sugar',
        paragraphs: ['Sweating, shaking, a racing heart, sudden hunger, confusion or irritability can mean low blood sugar. Follow the 15-15 rule:'],
        list: [
          'Take 15 g of fast sugar: 3 to 4 glucose tablets, 150 ml of juice or a tablespoon of sugar in water.',
          'Check again after 15 minutes; repeat if you are still below 70 mg/dL.',
          'Once you feel better, eat a proper snack or meal.',
          'Keep glucose tablets with you when you travel or visit family during the festival.',
        ],
      },
      {
        heading: 'Keep your routine where you can',
        paragraphs: [
          'Take your medicines at the times agreed with your doctor, even on busy days. A 20-minute walk after the big meal helps your muscles use the sugar. Keep a spare strip of your medicines and glucometer strips at home before the festival rush, when pharmacies and deliveries are slower.',
          'See your doctor if your readings stay above 250 mg/dL for more than a day, or if you have repeated lows.',
        ],
      },
    ],
    sources: [
      'ICMR guidelines for management of type 2 diabetes',
      'International Diabetes Federation and DAR International Alliance: diabetes and Ramadan practical guidelines',
    ],
  },
  {
    slug: 'antibiotic-resistance',
    title: 'Antibiotics are not for every fever: understanding antibiotic resistance in India',
    summary:
      'Taking antibiotics for colds and viral fevers is making them fail when we truly need them. Learn when antibiotics help, what the Red Line on a pack means, and how to use them safely.',
    image: '/blog/antibiotic-resistance.svg',
    imageAlt: 'A capsule with a red line across a medicine strip',
    date: '2026-11-18',
    author: PHARMACIST,
    sections: [
      {
        heading: 'What antibiotic resistance means',
        paragraphs: [
          'Antibiotics kill bacteria. Every time they are used, the few bacteria that survive can multiply and pass on their resistance. Over time, infections such as urinary tract infections, typhoid and pneumonia stop responding to the medicines that used to cure them, and need stronger, costlier drugs given in hospital. India has some of the highest rates of resistant infections in the world, and misuse of antibiotics is a major cause.',
        ],
      },
      {
        heading: 'Antibiotics do not treat viruses',
        paragraphs: [
          'Common colds, most sore throats, flu, most coughs and viral fevers such as dengue are caused by viruses. Antibiotics do nothing for them, but they still cause side effects such as diarrhoea, rashes and allergic reactions. Most viral illnesses get better in a few days with rest, fluids and paracetamol for fever.',
        ],
      },
      {
        heading: 'Look for the Red Line',
        paragraphs: [
          'Packs of antibiotics and other prescription-only medicines in India carry a vertical red line. It means the medicine must be sold only against a doctor\'s prescription. Many antibiotics are also in Schedule H1 of the Drugs Rules, and their labels carry a warning in a red box. Pharmacies, including Dawa, must keep a record of every Schedule H1 sale, which is why we always ask for your prescription.',
        ],
      },
      {
        heading: 'If your doctor prescribes an antibiotic',
        paragraphs: ['Used correctly, antibiotics save lives. Help them work:'],
        list: [
          'Take it exactly as prescribed: the right dose, at the right times, for as many days as your doctor said.',
          'Do not stop early because you feel better unless your doctor tells you to, and do not take extra days on your own.',
          'Never keep leftover antibiotics for next time, and never share them with family members.',
          'Tell your doctor about earlier allergies to penicillin or other antibiotics.',
          'Ask before taking antacids, iron or calcium at the same time: some antibiotics are absorbed poorly with them.',
        ],
      },
      {
        heading: 'Preventing infections is the best protection',
        paragraphs: [
          'Washing hands with soap, safe drinking water, completing your children\'s vaccinations and the recommended adult vaccines (such as influenza and pneumococcal vaccines for older adults) mean fewer infections and fewer antibiotics. Return unused medicines to your pharmacy rather than throwing them in the bin or the drain.',
          'See a doctor if a fever lasts more than three days, if you have pain while passing urine, or if a wound becomes red, hot and swollen: these may be bacterial infections that do need treatment.',
        ],
      },
    ],
    sources: [
      'Ministry of Health and Family Welfare: Medicines with the Red Line campaign',
      'ICMR Antimicrobial Resistance Research and Surveillance Network annual report',
      'Indian Drugs Rules, 1945: Schedule H1',
    ],
  },
  {
    slug: 'heat-stroke',
    title: 'Heat stroke in Indian summers: warning signs, first aid and who is most at risk',
    summary:
      'Heat waves across India are becoming longer and hotter. Heat exhaustion can turn into heat stroke, a medical emergency, within hours. Know the signs and what to do while help is on the way.',
    image: '/blog/heat-stroke.svg',
    imageAlt: 'A blazing sun above a thermometer and a glass of water',
    date: '2026-04-15',
    author: DOCTOR,
    sections: [
      {
        heading: 'Heat exhaustion and heat stroke are different',
        paragraphs: [
          'Heat exhaustion comes first: heavy sweating, weakness, dizziness, headache, nausea, muscle cramps and a fast pulse. Rest in a cool place and fluids usually bring recovery within an hour.',
          'Heat stroke is an emergency. The body can no longer cool itself, and its temperature rises to 40 °C or more. The person may be confused, speak strangely, stagger, have a seizure or lose consciousness. The skin may be hot and dry, although some people still sweat. Without fast cooling, heat stroke damages the brain, kidneys and heart.',
        ],
      },
      {
        heading: 'First aid for heat stroke',
        paragraphs: ['Call 108 or 112 for an ambulance, then start cooling at once: every minute counts.'],
        list: [
          'Move the person into shade or an air-conditioned room and lay them down.',
          'Remove extra clothing, then wet the skin with cool water and fan them continuously.',
          'Put ice packs or cold wet cloths on the neck, armpits and groin.',
          'Give sips of cool water or ORS only if they are fully awake and can swallow; never give fluids to someone who is drowsy.',
          'Do not give paracetamol or aspirin: they do not lower the temperature of heat stroke.',
        ],
      },
      {
        heading: 'Who is most at risk',
        paragraphs: [
          'Older people, infants and young children, pregnant women, outdoor workers such as construction workers and delivery riders, people with heart, kidney or lung disease, and anyone taking diuretics (water tablets), some blood pressure medicines or medicines for mental health conditions. Check on elderly neighbours who live alone during a heat wave.',
        ],
      },
      {
        heading: 'Preventing heat illness',
        paragraphs: ['Follow the India Meteorological Department\'s heat-wave alerts and plan your day around them:'],
        list: [
          'Drink water regularly even if you are not thirsty; add ORS, lemon water with a pinch of salt, buttermilk or coconut water when you sweat a lot.',
          'Avoid going out between 12 noon and 3 pm; schedule heavy work for early morning.',
          'Wear loose, light-coloured cotton clothes and cover your head with a cap, dupatta or umbrella.',
          'Limit tea, coffee, alcohol and sugary fizzy drinks: they add to fluid loss.',
          'Never leave children or pets in a parked vehicle, not even for a few minutes.',
        ],
      },
      {
        heading: 'Medicines in the heat',
        paragraphs: [
          'Most medicines should be stored below 25 °C or 30 °C, as printed on the pack. Do not leave them in a car or on a sunny windowsill. Insulin in use can stay at room temperature for a few weeks but not in extreme heat; keep spare pens in the refrigerator, never the freezer. If you take diuretics and expect to sweat a lot, ask your doctor whether your dose should change in summer.',
        ],
      },
    ],
    sources: [
      'National Centre for Disease Control: National Action Plan on Heat Related Illnesses',
      'India Meteorological Department: heat-wave warnings and guidance',
    ],
  },
  {
    slug: 'vitamin-d-deficiency',
    title: 'Vitamin D deficiency in sunny India: why it is so common and how to fix it safely',
    summary:
      'Surveys find low vitamin D in most Indian adults despite all the sunshine. Learn the causes, the symptoms, how much sun and which foods help, and why high-dose sachets need a doctor\'s advice.',
    image: '/blog/vitamin-d-deficiency.svg',
    imageAlt: 'A sun with a vitamin D capsule and a glass of milk',
    date: '2026-09-10',
    author: PHARMACIST,
    sections: [
      {
        heading: 'Why a sunny country has a vitamin D problem',
        paragraphs: [
          'Our skin makes vitamin D when ultraviolet B rays from the sun reach it. Many of us work and study indoors, travel in closed vehicles, cover most of our skin, and live under air pollution that filters UVB. Darker skin also needs longer in the sun to make the same amount. Few Indian foods are naturally rich in vitamin D, especially in vegetarian diets. Studies across India report low levels in a large majority of adults and children.',
        ],
      },
      {
        heading: 'Signs and testing',
        paragraphs: [
          'Deficiency is often silent. When it shows, it can cause tiredness, aches in the bones and lower back, muscle weakness and cramps, and in children delayed growth or bowed legs (rickets). Over years it weakens bones (osteomalacia and osteoporosis).',
          'A blood test for 25-hydroxy vitamin D tells your level. Most labs report below 20 ng/mL as deficient and 20 to 30 ng/mL as insufficient. Ask your doctor whether you need the test; routine testing of healthy people is not always needed.',
        ],
      },
      {
        heading: 'Sunlight',
        paragraphs: [
          'Exposing the face, arms and legs to direct sunlight (not through glass) for about 15 to 30 minutes, a few days a week, helps most people make vitamin D. The best hours are late morning to early afternoon, when UVB is strongest; in peak summer keep it short to avoid sunburn and heat illness.',
        ],
      },
      {
        heading: 'Foods that help',
        paragraphs: ['Food alone rarely corrects a deficiency, but it helps you stay in range:'],
        list: [
          'Fatty fish such as rohu, hilsa, mackerel (bangda) and sardines; egg yolks.',
          'Milk, edible oil and atta fortified with vitamin D: look for the FSSAI "+F" logo on the pack.',
          'Mushrooms dried in the sun.',
          'Calcium from milk, curd, paneer, ragi and sesame works together with vitamin D for strong bones.',
        ],
      },
      {
        heading: 'Supplements: useful, but not more is better',
        paragraphs: [
          'Doctors in India often prescribe cholecalciferol 60,000 IU sachets or capsules once a week for a few weeks to correct a deficiency, followed by a lower maintenance dose. Vitamin D is stored in the body, so taking high doses for months without a doctor\'s plan can cause vitamin D toxicity: high calcium, nausea, vomiting, confusion, kidney stones and kidney damage. Follow the schedule your doctor gives, write down the dates you take weekly doses, and get a repeat test when advised.',
          'See a doctor before starting supplements if you have kidney stones, kidney disease, sarcoidosis or take medicines for heart rhythm.',
        ],
      },
    ],
    sources: [
      'Indian Council of Medical Research and National Institute of Nutrition: nutrient requirements for Indians (2020)',
      'FSSAI: Food Safety and Standards (Fortification of Foods) Regulations, 2018',
    ],
  },
  {
    slug: 'reading-medicine-labels',
    title: 'How to read a medicine label in India: salt name, schedule, batch, expiry and MRP',
    summary:
      'A strip or bottle tells you much more than the brand name. Here is how to find the active ingredient and strength, what Rx, Schedule H and the Red Line mean, and how to spot an expired or suspicious pack.',
    image: '/blog/reading-medicine-labels.svg',
    imageAlt: 'A medicine box with a magnifying glass over its label',
    date: '2026-08-05',
    author: CLINICAL_PHARMACIST,
    sections: [
      {
        heading: 'Brand name and salt name',
        paragraphs: [
          'The large name on the pack is the brand. Just below or on the side is the generic or "salt" name, the active ingredient, with its strength: for example "Paracetamol Tablets IP 500 mg". Two brands with the same salt and strength do the same job. Always check the salt name before taking two medicines together: many cold and pain remedies contain paracetamol, and taking two of them can exceed the safe daily dose.',
          'IP, BP or USP after the name tells you which pharmacopoeia standard the medicine follows (Indian, British or United States).',
        ],
      },
      {
        heading: 'Prescription symbols and warnings',
        list: [
          'Rx: a prescription-only medicine (Schedule H). The label says it is to be sold by retail on the prescription of a Registered Medical Practitioner only.',
          'Schedule H1 (in a red-bordered box): certain antibiotics, anti-TB medicines and habit-forming drugs; the pharmacy must record each sale.',
          'NRx: narcotic and psychotropic medicines under the NDPS Act, with the strictest controls.',
          'A vertical red line: a prescription medicine, usually an antibiotic; do not take it without a doctor\'s advice.',
          'Medicines without these marks can be bought over the counter, but still read the dose and warnings.',
        ],
        paragraphs: ['Look for these marks on the pack:'],
      },
      {
        heading: 'Batch number, manufacturing and expiry dates',
        paragraphs: [
          'Every pack must show a batch or lot number (B.No.), the date of manufacture (Mfg. or MFD) and the expiry date (Exp.). A medicine is good until the last day of the month shown for expiry, when stored as the label says. Never take an expired medicine: it may not work, and some can be harmful. The batch number lets the maker recall a faulty batch; keep the strip until you finish it.',
        ],
      },
      {
        heading: 'MRP and the manufacturer',
        paragraphs: [
          'The maximum retail price (MRP) is printed "inclusive of all taxes"; no pharmacy may charge more than the MRP. The label also names the manufacturer, its address and the manufacturing licence number (Mfg. Lic. No.). Many popular brands now carry a QR code that you can scan to check the product\'s details, as required for the top-selling brands since 2023.',
        ],
      },
      {
        heading: 'Storage and how to take it',
        paragraphs: ['Read the small print on storage and use:'],
        list: [
          '"Store below 25 °C" or "30 °C", "protect from light and moisture": keep medicines away from kitchens and bathrooms.',
          '"Store in a refrigerator (2 °C to 8 °C)": insulin, some eye drops and vaccines; never freeze.',
          '"Shake well before use" for suspensions; "do not crush or chew" for extended-release tablets.',
          'Syrups and eye drops often need to be used within a few weeks after opening, even before the printed expiry date.',
        ],
      },
      {
        heading: 'When something looks wrong',
        paragraphs: [
          'Spelling mistakes, a blurred print, a missing batch number or expiry date, a broken seal or tablets that look different from your usual ones can be signs of a counterfeit or damaged product. Do not take it. Show it to your pharmacist, and report it to Dawa within 24 hours of delivery so that we can replace it and inform the manufacturer.',
        ],
      },
    ],
    sources: ['Drugs Rules, 1945: labelling rules (Rule 96) and Schedules H, H1 and X', 'Central Drugs Standard Control Organisation (CDSCO): guidance for consumers'],
  },
  {
    slug: 'ors-and-diarrhoea',
    title: 'ORS and zinc: the right way to treat diarrhoea at home',
    summary:
      'Most diarrhoea is dangerous because of the water and salt it drains from the body. Oral rehydration solution (ORS) replaces both. Learn how to make and give it, and the signs that need a doctor.',
    image: '/blog/ors-and-diarrhoea.svg',
    imageAlt: 'A glass of oral rehydration solution with a spoon and a salt sachet',
    date: '2026-06-12',
    author: DOCTOR,
    sections: [
      {
        heading: 'Why ORS works',
        paragraphs: [
          'Diarrhoea and vomiting drain water, sodium and potassium from the body. ORS contains glucose and salts in an exact proportion that lets the gut absorb water even during diarrhoea. Plain water, sweet juices and soft drinks do not do this: too much sugar can make the diarrhoea worse.',
        ],
      },
      {
        heading: 'Making ORS correctly',
        paragraphs: [
          'Use the WHO-recommended low-osmolarity ORS packets sold in pharmacies. Dissolve one full packet in the amount of clean drinking water printed on it, usually one litre; do not add sugar or use less water. Use the solution within 24 hours and make a fresh batch after that.',
          'If no packet is available, a home solution can tide you over: six level teaspoons of sugar and half a level teaspoon of salt in one litre of boiled and cooled water. Measure carefully; too much salt is harmful, especially to babies.',
        ],
      },
      {
        heading: 'How much to give',
        list: [
          'Children under 2 years: a quarter to half a cup (50 to 100 ml) after each loose stool.',
          'Children 2 to 10 years: half to one cup (100 to 200 ml) after each loose stool.',
          'Older children and adults: as much as they want, at least one glass after each loose stool.',
          'If the child vomits, wait 10 minutes and then give small sips from a spoon every minute or two.',
          'Keep breastfeeding babies and continue normal, soft meals: food helps the gut recover.',
        ],
        paragraphs: ['Give small, frequent sips rather than large gulps:'],
      },
      {
        heading: 'Zinc for children',
        paragraphs: [
          'For children with diarrhoea, the Indian national guidelines and WHO recommend zinc for 10 to 14 days alongside ORS: 10 mg a day for babies under 6 months and 20 mg a day for older children. Zinc shortens the illness and lowers the chance of diarrhoea in the following months. Continue it for the full 10 to 14 days even after the diarrhoea stops.',
          'Antibiotics are not needed for most diarrhoea. They are used for bloody diarrhoea, suspected cholera or typhoid, and only on a doctor\'s prescription. Medicines that stop loose motions, such as loperamide, must not be given to children.',
        ],
      },
      {
        heading: 'Danger signs: see a doctor at once',
        list: [
          'Very little or no urine for 6 hours or more (or dry nappies in a baby).',
          'Sunken eyes, a very dry mouth, or a child who is unusually sleepy or hard to wake.',
          'Blood in the stool, high fever, or vomiting everything.',
          'Diarrhoea for more than 2 days in an adult or more than 1 day in an infant.',
          'Diarrhoea in someone who is elderly, pregnant or has diabetes or kidney disease.',
        ],
        paragraphs: ['Dehydration can become serious within hours, especially in babies and older people. Go to a doctor or hospital if you notice:'],
      },
    ],
    sources: [
      'Ministry of Health and Family Welfare: Intensified Diarrhoea Control Fortnight and Stop Diarrhoea Campaign guidelines',
      'World Health Organization and UNICEF: clinical management of acute diarrhoea',
    ],
  },
];
