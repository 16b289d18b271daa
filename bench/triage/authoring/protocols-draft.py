import json, os
OUT='/work/wt-triage/packages/shared/src/assistant/triage/protocols'
VERSION='2026-12-02.1'; REVIEWED='2026-12-02'; DUE='2027-06-02'
# Shared word lists (expanded into each phrase: the JSON holds plain phrases).
FEVER='fever|feverish|fevers|temperature|temp|febrile|bukhar|bukhaar|bukar|taap|बुखार|ताप'
PAIN='pain|pains|ache|aches|aching|hurts|hurting|hurt|sore|painful|dard|darad|दर्द'
CHILD='child|kid|toddler|son|daughter|baby|bachcha|bachche|bacche|bachchi|bacha|bache|beta|beti|बच्चा|बच्चे|बच्ची|बेटा|बेटी'
DROWSY='drowsy|lethargic|lethargy|floppy|unresponsive|sust|सुस्त|confused|confusion|drowsiness'
NOT_DRINKING=['not|=wont|=isnt|=cant|unable|refuses|refusing ~ drink|drinking|feed|feeding|breastfeed|breastfeeding','pee|peeing|urine|urinating|wee ~ little|less|not|hardly','peshab|pesab|पेशाब ~ kam|कम|nahi|नहीं']
VOMIT='vomit|vomits|vomiting|vomited|throwing|ulti|ultee|ultiyan|उल्टी'
DUR=lambda d:{'durationDaysAtLeast':d}
def W(en,hi): return {'en':en,'hi':hi}
def R(pid, rid, level, en, hi, any=(), all=(), when=None, none=()):
    return {'id':f'{pid}.{rid}','level':level,'any':list(any),'all':[list(g) for g in all],'none':list(none),'when':when or {},'reason':W(en,hi)}
SRC={
 'nhs':lambda page,slug:{'title':f'NHS: {page}','url':f'https://www.nhs.uk/conditions/{slug}/'},
 'cks':lambda page,slug:{'title':f'NICE CKS: {page}','url':f'https://cks.nice.org.uk/topics/{slug}/'},
}
IMCI={'title':'WHO IMCI Chart Booklet (2014)','url':'https://www.who.int/publications/m/item/integrated-management-of-childhood-illness---chart-booklet-(march-2014)'}
NG143={'title':'NICE NG143: Fever in under 5s','url':'https://www.nice.org.uk/guidance/ng143'}
NG232={'title':'NICE NG232: Head injury','url':'https://www.nice.org.uk/guidance/ng232'}
NCDC_RABIES={'title':'NCDC National Guidelines for Rabies Prophylaxis (2019)','url':'https://ncdc.mohfw.gov.in/'}
ICMR_SNAKE={'title':'ICMR Standard Treatment Workflow: Snakebite','url':'https://stw.icmr.org.in/'}
DENGUE={'title':'NCVBDC National Guidelines for Clinical Management of Dengue','url':'https://ncvbdc.mohfw.gov.in/'}
MALARIA={'title':'NCVBDC Guidelines for Diagnosis and Treatment of Malaria in India','url':'https://ncvbdc.mohfw.gov.in/'}
NTEP={'title':'NTEP Technical and Operational Guidelines for TB Control','url':'https://tbcindia.mohfw.gov.in/'}
TPG={'title':'Telemedicine Practice Guidelines (MoHFW, 2020)','url':'https://www.mohfw.gov.in/pdf/Telemedicine.pdf'}
NG151={'title':'NICE NG151: Neutropenic sepsis','url':'https://www.nice.org.uk/guidance/ng151'}
P=[]
def proto(pid, en, hi, sources, match, baseline, specialty, rules, escalate, products=None, ask=()):
    P.append({'id':pid,'version':VERSION,'reviewed':REVIEWED,'reviewDue':DUE,'title':W(en,hi),'sources':sources,'match':match,'baseline':baseline,'specialty':specialty,'rules':rules,'askIfMissing':list(ask),'products':products,'escalate':escalate})
def prod(*ids, minAge=12): return {'symptoms':list(ids),'minAgeYears':minAge}

STIFF=['stiff|stiffness ~ neck','neck ~ stiff|stiffness','gardan|gardhan|गर्दन ~ akad*|jakad*|अकड*','akad*|अकड* ~ gardan|गर्दन']
NONBLANCH=['purple|tiny|red ~ spots|rash ~ =dont|=doesnt|not|=wont fade','rash ~ not|=doesnt|=dont fade|blanch','glass test','purple|purplish spots|rash|blotches']
LIGHT=['light ~ hurts|hurting|bothers|painful','roshni|रोशनी ~ aankh|आंख|dukh|chubh|दुख','photophobia']
CHILLS='chills|chill|shivering|shivers|rigors|rigor|kapkapi|kaanpna|thand|ठंड|कंपकंपी'
fever_common=lambda pid:[
 R(pid,'meningism','emergency','Fever with a stiff neck.','बुखार के साथ गर्दन में अकड़न।',any=STIFF),
 R(pid,'non-blanching-rash','emergency','Fever with a rash that does not fade under a glass.','बुखार के साथ ऐसे दाने जो गिलास से दबाने पर नहीं मिटते।',any=NONBLANCH),
 R(pid,'light-hurts','emergency','Fever with eyes hurting in light.','बुखार के साथ रोशनी से आँखों में दर्द।',any=LIGHT),
 R(pid,'drowsy','emergency','Fever with drowsiness or confusion.','बुखार के साथ सुस्ती या उलझन।',any=[DROWSY,'hard|difficult to wake','not making sense','uth nahi','उठ नहीं']),
 R(pid,'chemotherapy','emergency','Fever during chemotherapy or with a weak immune system.','कीमोथेरेपी के दौरान या कमज़ोर इम्युनिटी में बुखार।',when={'chronic':['immunosuppressed']}),
 R(pid,'fits','emergency','Fever with a fit.','बुखार के साथ दौरा।',any=['fit|fits|seizure|convulsion|jhatke|दौरा']),
]
proto('fever-adult','Fever (adult)','बुखार (वयस्क)',[SRC['nhs']('High temperature (fever) in adults','fever-in-adults'),MALARIA,DENGUE],
 [FEVER,'feels|feeling|body|badan hot|garam|गरम','burning up'],'self_care','general_physician',
 fever_common('fever-adult')+[
 R('fever-adult','three-days','doctor_today','Fever for 3 days or more: it needs a test for malaria, dengue or typhoid.','3 दिन या अधिक से बुखार: मलेरिया, डेंगू या टाइफाइड की जाँच ज़रूरी है।',when=DUR(3)),
 R('fever-adult','very-high','doctor_today','A very high fever (103 °F / 39.5 °C or more).','बहुत तेज़ बुखार (103 °F / 39.5 °C या अधिक)।',when={'tempCAtLeast':39.5}),
 R('fever-adult','high','doctor_soon','A high fever.','तेज़ बुखार।',when={'highFever':True}),
 R('fever-adult','chills','doctor_today','Fever with chills or shivering can be malaria.','ठंड या कंपकंपी के साथ बुखार मलेरिया हो सकता है।',any=[CHILLS]),
 R('fever-adult','eye-body-pain','doctor_today','Fever with pain behind the eyes or severe body pain can be dengue.','आँखों के पीछे दर्द या तेज़ बदन दर्द के साथ बुखार डेंगू हो सकता है।',any=['behind ~ eyes|eye','aankhon|aankh|आंखों|आंख ~ peeche|piche|पीछे','severe|bad|intense|terrible|tez|bahut body|badan|joint|muscle|बदन pain|dard|ache|aches|दर्द']),
 R('fever-adult','rash','doctor_today','Fever with a rash.','बुखार के साथ दाने।',any=['rash|rashes|daane|dane|दाने|chakatte']),
 R('fever-adult','pregnant','doctor_today','Fever in pregnancy.','गर्भावस्था में बुखार।',when={'pregnant':True}),
 R('fever-adult','older','doctor_soon','Fever at 65 or older.','65 वर्ष या अधिक उम्र में बुखार।',when={'ageBands':['older']}),
 R('fever-adult','long-term-illness','doctor_soon','Fever with a long-term illness.','लंबी बीमारी के साथ बुखार।',when={'chronic':['diabetes','heart','lung','kidney']}),
 R('fever-adult','cough-breathless','doctor_today','Fever with a cough and phlegm at 65 or older.','65 वर्ष या अधिक उम्र में बलगम वाली खांसी के साथ बुखार।',any=['phlegm|sputum|balgam|बलगम','cough|khansi|खांसी'],when={'ageBands':['older']}),
 ],W('Get help the same day if the fever lasts 3 days, goes above 103 °F, or comes with a stiff neck, a rash, confusion or breathlessness.','अगर बुखार 3 दिन रहे, 103 °F से ऊपर जाए, या गर्दन में अकड़न, दाने, उलझन या सांस की तकलीफ हो, तो उसी दिन डॉक्टर को दिखाएं।'),
 prod('fever','bodyAches','cold'),ask=['age'])
CHILD_BANDS={'ageBands':['child']}
proto('fever-child','Fever (child)','बुखार (बच्चा)',[NG143,IMCI],[FEVER,'feels|feeling|body hot|garam|गरम'],'self_care','paediatrics',
 [dict(r,when={**r['when'],**CHILD_BANDS}) for r in fever_common('fever-child')]+[
 R('fever-child','five-days','doctor_today','A child’s fever for 5 days or more.','बच्चे को 5 दिन या अधिक से बुखार।',when={**DUR(5),'ageBands':['child']}),
 R('fever-child','three-days','doctor_soon','A child’s fever for 3 days.','बच्चे को 3 दिन से बुखार।',when={**DUR(3),'ageBands':['child']}),
 R('fever-child','not-drinking','emergency','A child with fever who will not drink or vomits everything.','बुखार वाला बच्चा जो पी नहीं रहा या सब उल्टी कर देता है।',any=NOT_DRINKING[:1]+['vomits|vomiting everything|all'],when=CHILD_BANDS),
 R('fever-child','fast-breathing','doctor_today','A child with fever breathing faster than usual.','बुखार के साथ बच्चे की सांस सामान्य से तेज़।',any=['breathing|breathes|breath|saans|सांस ~ fast|faster|rapid|tez|तेज'],when=CHILD_BANDS),
 R('fever-child','vomiting-headache','doctor_today','A child with fever, headache and vomiting.','बच्चे को बुखार, सिरदर्द और उल्टी।',any=[VOMIT],when=CHILD_BANDS),
 R('fever-child','rash','doctor_today','A child with fever and a rash.','बच्चे को बुखार के साथ दाने।',any=['rash|rashes|daane|दाने'],none=['chickenpox','chicken pox'],when=CHILD_BANDS),
 R('fever-child','very-high','doctor_today','A child with a fever of 39 °C (102.2 °F) or more.','बच्चे को 39 °C (102.2 °F) या अधिक बुखार।',when={'tempCAtLeast':39,'ageBands':['child'],'ageYearsBelow':5}),
 R('fever-child','feeding-less','doctor_today','A child with fever who is feeding or drinking less.','बुखार वाला बच्चा जो कम खा-पी रहा है।',any=['feeding|eating|drinking less','less|poor|not ~ feeding|eating'],when=CHILD_BANDS),
 ],W('See a doctor the same day if your child’s fever lasts 5 days, or they are drowsy, will not drink, breathe fast, or have a rash or a fit.','अगर बच्चे का बुखार 5 दिन रहे, या वह सुस्त हो, पी न रहा हो, तेज़ सांस ले, दाने हों या दौरा पड़े तो उसी दिन डॉक्टर को दिखाएं।'),
 None,ask=['age'])
INF={'ageBands':['infant']}
proto('fever-infant','Fever (baby under 1 year)','बुखार (1 साल से छोटा शिशु)',[NG143,IMCI],[FEVER,'feels|feeling|is hot|garam|गरम','hot'],'self_care','paediatrics',[
 R('fever-infant','under-3-months','emergency','Any fever in a baby under 3 months.','3 महीने से छोटे शिशु को कोई भी बुखार।',when={'ageBands':['young_infant']}),
 R('fever-infant','under-6-months-high','emergency','A fever of 39 °C or more in a baby under 6 months.','6 महीने से छोटे शिशु को 39 °C या अधिक बुखार।',when={'ageYearsBelow':0.5,'tempCAtLeast':39}),
 R('fever-infant','baby','doctor_today','A fever in a baby under 1 year.','1 साल से छोटे शिशु को बुखार।',when=INF),
 R('fever-infant','not-feeding','emergency','A baby with fever who is not feeding or is floppy.','बुखार वाला शिशु जो दूध नहीं पी रहा या ढीला पड़ गया है।',any=NOT_DRINKING[:1]+[DROWSY],when={'ageBands':['infant','young_infant']}),
 ],W('A baby with fever should be seen by a doctor.','बुखार वाले शिशु को डॉक्टर को दिखाना चाहिए।'),None)
proto('fever-travel','Fever after travel (malaria)','यात्रा के बाद बुखार (मलेरिया)',[MALARIA],[FEVER],'self_care','general_physician',[
 R('fever-travel','after-travel','doctor_today','Fever after travel needs a malaria test today.','यात्रा के बाद बुखार में आज ही मलेरिया की जाँच ज़रूरी है।',when={'travel':True}),
 R('fever-travel','alternate-days','doctor_today','Fever coming back every other day with chills.','ठंड के साथ एक दिन छोड़कर आने वाला बुखार।',any=['every other|alternate|second day','ek din chhod|chhodkar','thand|ठंड lagkar|lagke|lag','ठंड लगकर']),
 R('fever-travel','severe-malaria','emergency','Fever with drowsiness, confusion, yellow eyes or dark urine.','बुखार के साथ सुस्ती, उलझन, पीली आँखें या गहरा पेशाब।',any=[DROWSY,'yellow ~ eyes|skin','dark|black|cola urine|pee'],when={'travel':True}),
 ],W('Get a malaria test the same day if a fever follows travel.','यात्रा के बाद बुखार हो तो उसी दिन मलेरिया की जाँच कराएं।'),None)
proto('dengue-warning','Dengue and its warning signs','डेंगू और उसके चेतावनी संकेत',[DENGUE],['dengue|dengu|dengi|डेंगू'],'doctor_today','general_physician',[
 R('dengue-warning','bleeding','emergency','Dengue with bleeding gums, nose or skin spots.','डेंगू के साथ मसूड़ों, नाक से खून या त्वचा पर धब्बे।',any=['bleeding|bleed|blood|khoon|खून','gums|masoode|masoodon|masudon|मसूड़ों']),
 R('dengue-warning','abdominal-pain','emergency','Dengue with belly pain or repeated vomiting.','डेंगू के साथ पेट दर्द या बार-बार उल्टी।',any=['stomach|tummy|belly|abdominal|pet|पेट ~ '+PAIN.split('|')[0]+'|pain|ache|dard|दर्द|hurts',VOMIT,'pet mein dard','पेट में दर्द']),
 R('dengue-warning','lethargy','emergency','Dengue with drowsiness, restlessness or cold hands and feet.','डेंगू के साथ सुस्ती, बेचैनी या ठंडे हाथ-पैर।',any=[DROWSY,'restless|restlessness|clammy','cold hands|feet','bechaini|बेचैनी']),
 ],W('In dengue, see a doctor daily during the fever and go to hospital at once for belly pain, vomiting, bleeding or drowsiness, especially as the fever settles.','डेंगू में बुखार के दौरान रोज़ डॉक्टर को दिखाएं; पेट दर्द, उल्टी, खून आना या सुस्ती हो तो तुरंत अस्पताल जाएं, ख़ासकर बुखार उतरते समय।'),None)
HEAD='head|sar|sir|सिर|सर'
proto('headache','Headache','सिरदर्द',[SRC['cks']('Headache - assessment','headache-assessment'),SRC['nhs']('Headaches','headaches')],
 ['headache|headaches|migraine|migrane','head|sar|sir|सिर|सर ~ pain|ache|aches|dard|दर्द|hurts|bhaari|भारी','sardard|sirdard|सरदर्द|सिरदर्द'],'self_care','general_physician',[
 R('headache','thunderclap','emergency','A sudden, very severe headache.','अचानक बहुत तेज़ सिरदर्द।',any=['sudden|suddenly|worst|thunderclap|achanak|अचानक ~ headache|sardard|dard|pain']),
 R('headache','fever-neck','emergency','Headache with fever and a stiff neck or a rash.','बुखार और गर्दन की अकड़न या दानों के साथ सिरदर्द।',any=STIFF+NONBLANCH),
 R('headache','pregnant','doctor_today','A bad headache in pregnancy can be pre-eclampsia.','गर्भावस्था में तेज़ सिरदर्द प्री-एक्लेम्पसिया हो सकता है।',when={'pregnant':True},any=['bad|severe|tez|बहुत|worse|terrible','vision|swelling|swollen']),
 R('headache','temples-older','doctor_today','A new headache over 50 with tender temples or jaw pain on chewing.','50 से अधिक उम्र में नया सिरदर्द, कनपटी में दर्द या चबाने पर जबड़े में दर्द।',any=['temple|temples|kanpati','jaw ~ chew|chewing|eating']),
 R('headache','with-vomiting','doctor_today','Headache with vomiting.','उल्टी के साथ सिरदर्द।',any=[VOMIT]),
 R('headache','fever-child','doctor_today','A child with headache and fever.','बच्चे को बुखार के साथ सिरदर्द।',any=[FEVER],when={'ageBands':['child']}),
 R('headache','weeks','doctor_soon','Headaches for 2 weeks or more.','2 हफ्ते या अधिक से सिरदर्द।',when=DUR(14)),
 R('headache','every-morning','doctor_soon','Headaches that come back every morning or every day.','हर सुबह या हर दिन लौटने वाला सिरदर्द।',any=['every|each morning|day|night|daily','roz|रोज','rehta|रहता']),
 R('headache','older-new','doctor_soon','A new kind of headache at 50 or older.','50 वर्ष या अधिक उम्र में नए तरह का सिरदर्द।',when={'ageYearsAtLeast':50}),
 ],W('See a doctor if headaches keep coming back, get worse, or come with vomiting, fever, a stiff neck or weakness.','अगर सिरदर्द बार-बार हो, बढ़ता जाए, या उल्टी, बुखार, गर्दन में अकड़न या कमज़ोरी के साथ हो तो डॉक्टर को दिखाएं।'),prod('headache'))
CHEST='chest|seene|seena|sina|chhati|chati|सीने|सीना|छाती'
proto('chest-pain','Chest pain','सीने में दर्द',[SRC['nhs']('Chest pain','chest-pain'),SRC['nhs']('Heart attack','heart-attack')],
 [f'{CHEST} ~ pain|ache|tight|tightness|pressure|heavy|heaviness|dard|दर्द|hurts|discomfort'],'doctor_today','general_physician',[
 R('chest-pain','with-breathlessness','emergency','Chest pain with breathlessness, sweating, or pain spreading to the arm or jaw.','सांस फूलने, पसीने, या बांह-जबड़े तक फैलते दर्द के साथ सीने में दर्द।',any=['breathless|breathlessness|sweating|sweaty|sweat|clammy|pasina|पसीना','arm|jaw|shoulder|haath|बांह','short of breath']),
 R('chest-pain','after-surgery','emergency','Chest pain after an operation or a long journey.','ऑपरेशन या लंबी यात्रा के बाद सीने में दर्द।',when={'recentSurgery':True}),
 R('chest-pain','older-or-heart','emergency','Chest pain with heart disease, diabetes or over 40.','दिल की बीमारी, डायबिटीज़ या 40 से अधिक उम्र में सीने में दर्द।',when={'chronic':['heart','diabetes']}),
 ],W('Any chest pain that is new should be seen by a doctor today.','कोई भी नया सीने का दर्द आज ही डॉक्टर को दिखाएं।'),None)
proto('palpitations','Palpitations','दिल की धड़कन तेज़ होना',[SRC['nhs']('Heart palpitations','heart-palpitations')],
 ['palpitation|palpitations','heart|dil|दिल ~ racing|pounding|fast|tez|तेज|fluttering|beating|dhadak|dhadkan|धड़कन','dhadkan|धड़कन ~ tez|तेज|badh'],'doctor_soon','general_physician',[
 R('palpitations','with-faint','emergency','Palpitations with fainting, chest pain or breathlessness.','बेहोशी, सीने में दर्द या सांस फूलने के साथ तेज़ धड़कन।',any=['faint|fainted|fainting|blackout|chest|breath|breathless','pass|passing out','behosh|बेहोश']),
 R('palpitations','not-stopping','doctor_today','Palpitations that do not stop.','तेज़ धड़कन जो रुक नहीं रही।',any=['not|=wont stopping|stop','for hours','continuous']),
 ],W('See a doctor soon if palpitations keep coming back; call 108 if they come with chest pain, fainting or breathlessness.','अगर धड़कन बार-बार तेज़ हो तो डॉक्टर को दिखाएं; सीने में दर्द, बेहोशी या सांस फूलने के साथ हो तो 108 पर कॉल करें।'),None)
BREATH_W='breathless|breathlessness|wheeze|wheezing|wheezes|short of breath|saans|सांस'
proto('breathing','Breathlessness and wheeze','सांस फूलना और घरघराहट',[SRC['nhs']('Shortness of breath','shortness-of-breath'),IMCI,SRC['cks']('Asthma','asthma')],
 ['breathless|breathlessness|wheeze|wheezing|wheezes|wheezy','short|shortness of breath','saans|sans|सांस ~ phool|phoolna|फूल|taklif|तकलीफ|dikkat|दिक्कत|tez|तेज','asthma|inhaler|pump|nebuliser|nebulizer','grunting|grunts|grunt'],'doctor_soon','general_physician',[
 R('breathing','asthma-attack','emergency','An asthma attack: the inhaler is not helping or speaking in sentences is hard.','अस्थमा का दौरा: इनहेलर से आराम नहीं या पूरा वाक्य बोलना मुश्किल।',any=['=cant|=cannot|unable|hard|difficult ~ finish|complete|speak|talk ~ sentence|sentences|words','inhaler|pump|nebuliser ~ not|=isnt|=doesnt|=arent|=wont ~ helping|working|help|work']),
 R('breathing','grunting','emergency','A baby grunting with each breath.','हर सांस के साथ शिशु का कराहना।',any=['grunting|grunts|grunt']),
 R('breathing','breathless-now','doctor_today','Breathlessness that is new.','नई सांस फूलने की तकलीफ।',any=['breathless|breathlessness','short|shortness of breath'],none=['no breathlessness']),
 R('breathing','child-fast','doctor_today','A child breathing faster than usual.','बच्चे की सांस सामान्य से तेज़।',any=['breathing|breathes|saans|सांस ~ fast|faster|rapid|tez|तेज'],when={'ageBands':['child','infant']}),
 R('breathing','after-surgery','emergency','Breathlessness after an operation or with a swollen calf.','ऑपरेशन के बाद या सूजी पिंडली के साथ सांस फूलना।',when={'recentSurgery':True}),
 R('breathing','calf','emergency','Breathlessness with a swollen calf.','सूजी पिंडली के साथ सांस फूलना।',any=['calf|leg|pindli|पिंडली ~ swollen|swelling|sujan|सूजन']),
 ],W('Call 108 if breathing gets hard, lips turn blue or you =cannot speak in sentences.','अगर सांस लेना मुश्किल हो, होंठ नीले पड़ें या पूरा वाक्य न बोल पाएं तो 108 पर कॉल करें।'),None)
COUGH='cough|coughs|coughing|khansi|khaansi|khasi|खांसी|खाँसी'
proto('cough','Cough','खांसी',[SRC['cks']('Cough - acute','cough-acute'),NTEP,IMCI],[COUGH],'self_care','general_physician',[
 R('cough','two-weeks','doctor_soon','A cough for 2 weeks or more needs a TB test.','2 हफ्ते या अधिक की खांसी में टीबी की जाँच ज़रूरी है।',when=DUR(14)),
 R('cough','tb-signs','doctor_soon','Cough with night sweats, weight loss or evening fever.','रात को पसीना, वज़न घटने या शाम के बुखार के साथ खांसी।',any=['night sweats|sweating','weight loss','lost|losing weight','raat ko pasina','evening fever']),
 R('cough','child-fast','doctor_today','A child with a cough breathing faster than usual.','खांसी वाले बच्चे की सांस सामान्य से तेज़।',any=['breathing|breathes|saans|सांस ~ fast|faster|rapid|tez|तेज'],when={'ageBands':['child','infant']}),
 R('cough','chest-indrawing','emergency','A child’s ribs sucking in with each breath.','हर सांस पर बच्चे की पसलियाँ अंदर धंसना।',any=['ribs|chest ~ sucking|drawing|pulling|indrawing','pasliyan|pasli|पसलियां ~ andar|अंदर','stridor','high pitched ~ breathing|noise|sound','noisy breathing']),
 R('cough','older-phlegm-fever','doctor_today','Cough with fever and phlegm at 65 or older.','65 वर्ष या अधिक उम्र में बुखार और बलगम के साथ खांसी।',any=[FEVER],when={'ageBands':['older']}),
 R('cough','wheeze-weeks','doctor_soon','Wheeze or night cough for weeks.','हफ्तों से घरघराहट या रात की खांसी।',any=['wheeze|wheezes|wheezing','at night|raat'],when=DUR(7)),
 R('cough','for-weeks','doctor_soon','A cough for weeks.','हफ्तों से खांसी।',any=['for weeks']),
 R('cough','long-term-illness','doctor_soon','A cough with a long-term lung or heart illness.','फेफड़े या दिल की लंबी बीमारी के साथ खांसी।',when={'chronic':['lung','heart','immunosuppressed']}),
 ],W('See a doctor if the cough lasts 2 weeks, you cough blood, lose weight, or breathe fast.','अगर खांसी 2 हफ्ते रहे, खून आए, वज़न घटे या सांस तेज़ चले तो डॉक्टर को दिखाएं।'),prod('cough','cold'))
THROAT='throat|gala|gale|galaa|गला|गले'
proto('sore-throat','Sore throat','गले में खराश',[SRC['cks']('Sore throat - acute','sore-throat-acute'),SRC['nhs']('Scarlet fever','scarlet-fever')],
 [f'{THROAT} ~ sore|pain|ache|dard|दर्द|kharash|खराश|kharab|खराब|itchy|scratchy|infection|hurts','kharash|खराश','sore throat'],'self_care','ent',[
 R('sore-throat','cannot-swallow','doctor_today','A sore throat so bad you =cannot swallow, open your mouth or your voice is muffled.','गले में इतना दर्द कि निगल न पाएं, मुंह न खुले या आवाज़ दब जाए।',any=['=cant|=cannot|unable|difficult|difficulty|trouble ~ swallow|swallowing|open','muffled|drooling','nigal|निगल ~ nahi|नहीं']),
 R('sore-throat','week','doctor_soon','A sore throat for a week or more.','एक हफ्ते या अधिक से गले में खराश।',when=DUR(7)),
 R('sore-throat','scarlet','doctor_today','A sore throat with fever and a rough rash.','बुखार और खुरदुरे दानों के साथ गले में खराश।',any=['rash|sandpaper|daane|दाने']),
 R('sore-throat','immune','doctor_today','A sore throat with a weak immune system.','कमज़ोर इम्युनिटी के साथ गले में खराश।',when={'chronic':['immunosuppressed']}),
 ],W('See a doctor if it lasts a week, you =cannot swallow, or you have a high fever or a rash.','अगर खराश एक हफ्ते रहे, निगल न पाएं, या तेज़ बुखार या दाने हों तो डॉक्टर को दिखाएं।'),prod('soreThroat','cold','cough'))
proto('common-cold','Cold, runny or blocked nose','सर्दी-जुकाम, बहती या बंद नाक',[SRC['cks']('Common cold','common-cold'),SRC['cks']('Sinusitis','sinusitis')],
 ['cold|zukam|zukaam|jukam|sardi|nazla|जुकाम|सर्दी','runny|running|blocked|stuffy|block nose','naak|nak|नाक ~ beh|bah|band|बह|बंद','sneezing|sneeze|sneezes|chheenk|छींक'],'self_care','general_physician',[
 R('common-cold','ten-days','doctor_soon','Cold or blocked nose for 10 days or more, or pain in the face.','10 दिन या अधिक से जुकाम या बंद नाक, या चेहरे में दर्द।',when=DUR(10)),
 R('common-cold','face-pain','doctor_soon','A blocked nose with pain in the cheeks or forehead.','गालों या माथे में दर्द के साथ बंद नाक।',any=['cheeks|cheek|face|facial|forehead ~ pain|ache|hurts|dard'],when=DUR(5)),
 R('common-cold','months','doctor_soon','Snoring or a blocked nose for months.','महीनों से खर्राटे या बंद नाक।',any=['for months','snore|snores|snoring']),
 ],W('See a doctor if it lasts over 10 days, the fever is high, or breathing is hard.','अगर 10 दिन से ज़्यादा रहे, तेज़ बुखार हो या सांस में तकलीफ हो तो डॉक्टर को दिखाएं।'),prod('cold','allergy','cough','soreThroat'))
proto('ear','Ear problems','कान की तकलीफ',[SRC['cks']('Otitis media - acute','otitis-media-acute'),SRC['cks']('Otitis externa','otitis-externa'),SRC['nhs']('Earwax build-up','earwax-build-up'),SRC['cks']('Hearing loss in adults','hearing-loss-in-adults')],
 ['ear|ears|earache|kaan|kan|कान','tinnitus','ringing in ~ ears|ear'],'self_care','ent',[
 R('ear','pain-days','doctor_soon','Ear pain for 3 days or more.','3 दिन या अधिक से कान में दर्द।',any=['pain|ache|earache|dard|दर्द|hurts'],when=DUR(3)),
 R('ear','discharge','doctor_soon','Fluid or pus coming from the ear.','कान से पानी या मवाद आना।',any=['discharge|discharging|pus|fluid|leaking|behna|मवाद','beh raha']),
 R('ear','behind-swelling','doctor_today','A painful swelling behind the ear.','कान के पीछे दर्दनाक सूजन।',any=['behind ~ ear|ears ~ swelling|swollen|lump','swelling|swollen ~ behind ~ ear']),
 R('ear','sudden-hearing-loss','doctor_today','Sudden loss of hearing.','अचानक सुनाई कम होना।',any=['sudden|suddenly ~ hearing|deaf','hearing loss|lost ~ sudden|suddenly|today|morning']),
 R('ear','diabetic-pain','doctor_today','Severe ear pain with discharge in diabetes.','डायबिटीज़ में कान से पानी के साथ तेज़ दर्द।',any=['severe|bad|swelling|discharging|discharge'],when={'chronic':['diabetes','immunosuppressed']}),
 R('ear','child-fever','doctor_soon','A child with ear pain and fever.','बच्चे को कान दर्द और बुखार।',any=[FEVER],when={'ageBands':['child','infant']}),
 R('ear','weeks','doctor_soon','Ringing or ear trouble for weeks.','हफ्तों से कान में आवाज़ या तकलीफ।',when=DUR(14)),
 ],W('See a doctor if ear pain lasts 3 days, fluid comes out, hearing drops or there is swelling behind the ear.','अगर कान दर्द 3 दिन रहे, पानी आए, सुनाई कम हो या कान के पीछे सूजन हो तो डॉक्टर को दिखाएं।'),None)
EYE='eye|eyes|eyelid|aankh|ankh|aankhen|आंख|आँख|आंखें|stye'
proto('eye','Eye problems','आँख की तकलीफ',[SRC['cks']('Red eye','red-eye'),SRC['cks']('Conjunctivitis - infective','conjunctivitis-infective'),SRC['nhs']('Eye injuries','eye-injuries')],
 [EYE,'vision|nazar|नज़र|नजर'],'self_care','ophthalmology',[
 R('eye','painful-red-vision','doctor_today','A painful red eye, blurred vision or pain in light.','दर्द वाली लाल आँख, धुंधला दिखना या रोशनी से दर्द।',any=['blurred|blurry|blur|dhundhla|धुंधला','light ~ hurts|sensitive|painful','very painful','painful ~ red','red ~ painful']),
 R('eye','contact-lens','doctor_today','A red or painful eye in a contact lens wearer.','कॉन्टैक्ट लेंस पहनने वाले की लाल या दर्द वाली आँख।',any=['contact lens|lenses']),
 R('eye','injury','doctor_today','An eye that was hit or injured.','चोट लगी आँख।',any=['hit|injury|injured|struck|poked|ball|chot|चोट']),
 R('eye','chemical','emergency','A chemical in the eye.','आँख में केमिकल।',any=['chemical|acid|bleach|lime|chuna|choona']),
 R('eye','vision-loss','emergency','Sudden loss of sight.','अचानक दिखना बंद होना।',any=['lost|loss|losing ~ vision|sight','=cant|=cannot see','sudden|suddenly ~ blind|vision']),
 R('eye','shingles','doctor_today','A blistering rash around the eye.','आँख के आसपास फफोले वाले दाने।',any=['rash|blisters|blistering']),
 R('eye','newborn','doctor_today','Sticky eyes in a newborn.','नवजात की चिपचिपी आँखें।',when={'ageBands':['young_infant']}),
 ],W('See a doctor today for a painful eye, a change in vision or an injury; wash a chemical out with clean water and go to hospital.','आँख में दर्द, दिखने में बदलाव या चोट हो तो आज ही डॉक्टर को दिखाएं; केमिकल जाए तो साफ़ पानी से धोकर अस्पताल जाएं।'),prod('allergy'))
proto('mouth-teeth','Mouth and teeth','मुंह और दांत',[SRC['nhs']('Toothache','toothache'),SRC['nhs']('Mouth ulcers','mouth-ulcers'),SRC['nhs']('Dental abscess','dental-abscess')],
 ['tooth|teeth|toothache|daant|dant|दांत|दाँत|gum|gums|masoode','mouth|munh|muh|मुंह ulcer|ulcers|chhala|chhale|छाला','ulcer|ulcers|chhala|छाला','cold sore|sores','lips|lip ~ chapped|dry|cracked'],'self_care','dentistry',[
 R('mouth-teeth','toothache','doctor_soon','Toothache needs a dentist.','दांत दर्द में दंत चिकित्सक को दिखाएं।',any=['tooth|teeth|toothache|daant|dant|दांत'],all=[['pain|ache|toothache|dard|दर्द|hurts|hurting']]),
 R('mouth-teeth','abscess','doctor_today','Tooth pain with a swollen face or fever.','सूजे चेहरे या बुखार के साथ दांत दर्द।',any=['face|cheek|jaw ~ swelling|swollen|swell','swelling|swollen ~ face|cheek|jaw',FEVER]),
 R('mouth-teeth','ulcer-weeks','doctor_soon','A mouth ulcer that has not healed in 3 weeks.','3 हफ्ते में न भरने वाला मुंह का छाला।',when=DUR(21)),
 ],W('See a dentist for toothache; get help the same day if your face swells or you have a fever.','दांत दर्द में दंत चिकित्सक को दिखाएं; चेहरा सूजे या बुखार हो तो उसी दिन।'),None)
STOMACH='stomach|tummy|belly|abdominal|abdomen|pet|pait|पेट'
proto('abdominal-pain','Abdominal pain','पेट दर्द',[SRC['nhs']('Stomach ache','stomach-ache'),SRC['nhs']('Appendicitis','appendicitis')],
 [f'{STOMACH} ~ pain|ache|aches|cramps|dard|दर्द|hurts','stomachache|bellyache|tummyache'],'self_care','general_physician',[
 R('abdominal-pain','lower-right','emergency','Belly pain that moved to the lower right and hurts to walk.','पेट का दर्द जो नीचे दाईं ओर आ गया और चलने पर दुखता है।',any=['lower right','right side','moved|moving|shifted ~ right']),
 R('abdominal-pain','hard-belly','emergency','A swollen hard belly with vomiting.','उल्टी के साथ फूला हुआ सख़्त पेट।',any=['hard|rigid|swollen|distended'],all=[[VOMIT]]),
 R('abdominal-pain','severe','emergency','Severe belly pain.','बहुत तेज़ पेट दर्द।',any=['severe|unbearable|worst|excruciating|tez ~ pain|dard']),
 R('abdominal-pain','pregnant','doctor_today','Belly pain in pregnancy.','गर्भावस्था में पेट दर्द।',when={'pregnant':True}),
 R('abdominal-pain','fever','doctor_today','Belly pain with fever.','बुखार के साथ पेट दर्द।',any=[FEVER]),
 R('abdominal-pain','week','doctor_soon','Belly pain for a week or more.','एक हफ्ते या अधिक से पेट दर्द।',when=DUR(7)),
 R('abdominal-pain','older','doctor_soon','New belly pain at 65 or older.','65 वर्ष या अधिक उम्र में नया पेट दर्द।',when={'ageBands':['older']}),
 ],W('Get help today if the pain is severe, lasts, or comes with fever, vomiting, blood or a hard belly.','दर्द तेज़ हो, बना रहे, या बुखार, उल्टी, खून या सख़्त पेट के साथ हो तो आज ही डॉक्टर को दिखाएं।'),None)
proto('vomiting','Vomiting','उल्टी',[SRC['nhs']('Diarrhoea and vomiting','diarrhoea-and-vomiting'),SRC['nhs']('Dehydration','dehydration'),IMCI],
 [VOMIT,'nausea|nauseous|nauseated|queasy|matli|मतली','feel|feeling sick','ji machlana'],'self_care','general_physician',[
 R('vomiting','cannot-keep-fluids','doctor_today','Vomiting so much that fluids do not stay down.','इतनी उल्टी कि पानी भी नहीं टिकता।',any=['=cant|=cannot|unable|barely|not ~ keep|keeping|hold ~ down|anything|water|fluids','keep nothing down','haven’t|=havent|=hasnt ~ kept']),
 R('vomiting','green','emergency','Vomiting green bile.','हरी पित्त की उल्टी।',any=['green|bile|bilious']),
 R('vomiting','little-urine','doctor_today','Vomiting with very little urine.','उल्टी के साथ बहुत कम पेशाब।',any=NOT_DRINKING[1:]),
 R('vomiting','two-days','doctor_today','Vomiting for 2 days or more.','2 दिन या अधिक से उल्टी।',when=DUR(2)),
 R('vomiting','child-everything','emergency','A child vomiting everything or very drowsy.','बच्चा सब कुछ उल्टी कर दे या बहुत सुस्त हो।',any=['everything|all|sab',DROWSY],when={'ageBands':['child','infant','young_infant']}),
 R('vomiting','baby','doctor_today','A baby vomiting.','शिशु को उल्टी।',when={'ageBands':['infant','young_infant']}),
 R('vomiting','pregnant','doctor_today','Vomiting in pregnancy that keeps fluids from staying down.','गर्भावस्था में उल्टी जिससे पानी भी न टिके।',when={'pregnant':True},any=['so much','all day','=cant|=cannot|=havent ~ keep|kept']),
 ],W('Sip fluids (ORS); see a doctor the same day if nothing stays down for a day, you pass little urine, or there is blood or green bile.','ओआरएस घूंट-घूंट पिएं; एक दिन तक कुछ न टिके, पेशाब कम हो, या खून या हरी उल्टी हो तो उसी दिन डॉक्टर को दिखाएं।'),prod('nausea'))
DIARR='diarrhoea|diarrhea|diarrhoe|loose|motions|dast|दस्त|loosemotion|loo'
proto('diarrhoea','Diarrhoea','दस्त',[SRC['nhs']('Diarrhoea and vomiting','diarrhoea-and-vomiting'),IMCI],
 ['diarrhoea|diarrhea|diarhea|diarrhoe|dast|dasth|दस्त','loose motion|motions|stool|stools'],'self_care','general_physician',[
 R('diarrhoea','blood','doctor_today','Blood in diarrhoea (dysentery) needs treatment.','दस्त में खून (पेचिश) का इलाज ज़रूरी है।',any=['blood|bloody|khoon|खून'],none=['no blood','koi khoon nahi']),
 R('diarrhoea','severe-dehydration','emergency','Diarrhoea with sunken eyes, not drinking or drowsiness.','धंसी आँखें, न पीना या सुस्ती के साथ दस्त।',any=['sunken|dhansi|धंसी']+NOT_DRINKING[:1]+[DROWSY]),
 R('diarrhoea','little-urine','doctor_today','Diarrhoea with little urine, dizziness on standing or fewer wet nappies.','कम पेशाब, खड़े होने पर चक्कर या कम गीले डायपर के साथ दस्त।',any=NOT_DRINKING[1:]+['dizzy|dizziness|chakkar|lightheaded','fewer|less wet nappies|diapers']),
 R('diarrhoea','two-weeks','doctor_soon','Diarrhoea for 2 weeks or more.','2 हफ्ते या अधिक से दस्त।',when=DUR(14)),
 R('diarrhoea','older-days','doctor_today','Diarrhoea for 3 days at 65 or older.','65 वर्ष या अधिक उम्र में 3 दिन से दस्त।',when={**DUR(3),'ageBands':['older']}),
 R('diarrhoea','baby','doctor_today','A baby with diarrhoea many times a day.','शिशु को दिन में कई बार दस्त।',when={'ageBands':['infant','young_infant']},any=['times|baar|बार','fewer|less']),
 R('diarrhoea','high-fever','doctor_today','Diarrhoea with a high fever.','तेज़ बुखार के साथ दस्त।',when={'highFever':True}),
 R('diarrhoea','week','doctor_soon','Diarrhoea for a week.','एक हफ्ते से दस्त।',when=DUR(7)),
 ],W('Drink ORS after every loose stool; see a doctor today for blood, little urine, drowsiness, or a baby or an older person who is not drinking.','हर दस्त के बाद ओआरएस पिएं; खून, कम पेशाब, सुस्ती, या शिशु या बुज़ुर्ग पी न रहे हों तो आज ही डॉक्टर को दिखाएं।'),prod('looseMotions'))
proto('constipation','Constipation','कब्ज़',[SRC['cks']('Constipation','constipation')],['constipation|constipated|kabz|kabj|kabziyat|कब्ज'],'self_care','general_physician',[
 R('constipation','weeks-older','doctor_soon','A new change in bowel habit for 3 weeks, especially over 50.','3 हफ्ते से पेट साफ़ होने में नया बदलाव, ख़ासकर 50 से ऊपर।',when=DUR(21)),
 R('constipation','blood-weight','doctor_soon','Constipation with blood or weight loss.','खून या वज़न घटने के साथ कब्ज़।',any=['blood|khoon|खून','weight loss','losing|lost weight']),
 R('constipation','obstruction','emergency','No stool or wind with vomiting and a swollen belly.','उल्टी और फूले पेट के साथ न मल न गैस।',any=[VOMIT],all=[['swollen|bloated|distended|hard']]),
 ],W('See a doctor if it lasts 3 weeks, is a new change for you, or comes with blood or weight loss.','अगर 3 हफ्ते रहे, आपके लिए नया बदलाव हो, या खून या वज़न घटने के साथ हो तो डॉक्टर को दिखाएं।'),None)
proto('heartburn','Heartburn, acidity and gas','सीने में जलन, एसिडिटी और गैस',[SRC['cks']('Dyspepsia - unidentified cause','dyspepsia-unidentified-cause'),SRC['nhs']('Heartburn and acid reflux','heartburn-and-acid-reflux'),{'title':'NICE NG12: Suspected cancer','url':'https://www.nice.org.uk/guidance/ng12'}],
 ['heartburn|acidity|acid|reflux|gerd|indigestion|gas|bloating|bloated|flatulence|burping|dakar|डकार|एसिडिटी|गैस','pet|पेट|chest|seene ~ jalan|जलन|burning'],'self_care','general_physician',[
 R('heartburn','alarm','doctor_soon','Heartburn with weight loss, food sticking or trouble swallowing.','वज़न घटने, खाना अटकने या निगलने में दिक्कत के साथ जलन।',any=['weight|wajan|वजन','sticks|sticking|stuck','swallow|swallowing|nigal']),
 R('heartburn','weeks-older','doctor_soon','Heartburn most days for a month at 55 or older.','55 या अधिक उम्र में एक महीने से लगभग रोज़ जलन।',when={**DUR(28),'ageYearsAtLeast':55}),
 R('heartburn','weeks','doctor_soon','Heartburn for 3 weeks or more.','3 हफ्ते या अधिक से जलन।',when=DUR(21)),
 R('heartburn','not-helping','doctor_soon','Heartburn that antacids do not help.','जलन जिसमें एंटासिड से आराम न हो।',any=['not helping|working','=doesnt|=dont|=didnt|=isnt|=arent help|work|helping','no relief']),
 ],W('See a doctor if it lasts 3 weeks, antacids do not help, or you lose weight, vomit or find swallowing hard.','अगर 3 हफ्ते रहे, एंटासिड से आराम न हो, या वज़न घटे, उल्टी हो या निगलने में दिक्कत हो तो डॉक्टर को दिखाएं।'),prod('acidity'))
URINE='urine|urinating|urination|pee|peeing|wee|peshab|pesab|pishab|पेशाब'
proto('urinary','Urinary symptoms','पेशाब की तकलीफ',[SRC['cks']('Urinary tract infection (lower) - women','urinary-tract-infection-lower-women'),SRC['cks']('Pyelonephritis - acute','pyelonephritis-acute'),SRC['cks']('Urinary tract infection (lower) - men','urinary-tract-infection-lower-men')],
 [f'burning|burns|pain|painful|jalan|जलन|dard ~ {URINE}',f'{URINE} ~ burning|burns|pain|painful|jalan|जलन|dard|दर्द|blood|khoon','frequent|frequently ~ urination|urine|peeing','baar|बार baar|बार ~ peshab|पेशाब|urine','uti|cystitis'],'doctor_soon','general_physician',[
 R('urinary','kidney','doctor_today','Burning urine with fever, shivering or back pain can be a kidney infection.','बुखार, कंपकंपी या कमर दर्द के साथ पेशाब में जलन गुर्दे का संक्रमण हो सकता है।',any=[FEVER,CHILLS,'back|kamar|कमर|side|flank ~ pain|dard|दर्द|ache']),
 R('urinary','pregnant','doctor_today','Urinary symptoms in pregnancy.','गर्भावस्था में पेशाब की तकलीफ।',when={'pregnant':True}),
 R('urinary','older-confused','doctor_today','Urinary symptoms with new confusion in an older person.','बुज़ुर्ग में नई उलझन के साथ पेशाब की तकलीफ।',any=['confused|confusion']),
 R('urinary','cannot-pass','emergency','Not able to pass urine at all.','पेशाब बिल्कुल न उतरना।',any=['=cant|=cannot|unable ~ pass|pee|urinate','peshab|पेशाब ~ ruk|रुक|band|बंद']),
 ],W('Burning urine needs a doctor, who may test your urine; go the same day with fever, back pain or in pregnancy.','पेशाब में जलन में डॉक्टर को दिखाएं; बुखार, कमर दर्द या गर्भावस्था में उसी दिन।'),None)
proto('genital','Genital and vaginal symptoms','जननांग और योनि की तकलीफ',[SRC['nhs']('Vaginal thrush','thrush-in-men-and-women'),SRC['nhs']('Vaginal discharge','vaginal-discharge'),SRC['nhs']('Sexually transmitted infections','sexually-transmitted-infections-stis')],
 ['vagina|vaginal|genital|genitals|penis|thrush','private part|parts','safed|white paani|pani|discharge','सफेद पानी'],'self_care','gynaecology',[
 R('genital','new','doctor_soon','Genital symptoms that are new or not diagnosed before need a doctor.','जननांग की नई या पहले न पहचानी गई तकलीफ में डॉक्टर को दिखाएं।',none=['again|before|recurring|recurrent|diagnosed|usual']),
 R('genital','sore','doctor_soon','A genital sore or discharge after sex.','सेक्स के बाद जननांग पर घाव या स्राव।',any=['sore|ulcer|blister|blisters|unprotected|penis']),
 R('genital','pelvic-fever','doctor_today','Pelvic pain with fever.','बुखार के साथ पेट के निचले हिस्से में दर्द।',any=[FEVER],all=[['pain|dard|दर्द']]),
 ],W('Treat repeat thrush you know as before; see a doctor if it is the first time, keeps coming back, or in pregnancy.','पहले जैसी बार-बार होने वाली थ्रश का इलाज वैसे ही करें; पहली बार हो, बार-बार हो या गर्भावस्था में हो तो डॉक्टर को दिखाएं।'),prod('fungal',minAge=16))
proto('periods','Periods','माहवारी',[SRC['nhs']('Period pain','period-pain'),SRC['nhs']('Heavy periods','heavy-periods'),SRC['nhs']('Irregular periods','irregular-periods'),{'title':'NICE NG12: Suspected cancer','url':'https://www.nice.org.uk/guidance/ng12'}],
 ['period|periods|menstrual|menses|mc|mahwari|masik|माहवारी|पीरियड','menopause'],'self_care','gynaecology',[
 R('periods','irregular-heavy','doctor_soon','Heavy, irregular or changed periods.','भारी, अनियमित या बदले हुए पीरियड्स।',any=['heavy|irregular|missed|stopped|changed|changing|between']),
 R('periods','after-menopause','doctor_soon','Bleeding after the menopause needs a doctor soon.','रजोनिवृत्ति के बाद खून आना — जल्द डॉक्टर को दिखाएं।',any=['menopause']),
 R('periods','new-severe','doctor_soon','Period pain that is new or worse than usual.','नया या सामान्य से ज़्यादा पीरियड दर्द।',none=['usual|same|always|normal','every month','har mahine']),
 ],W('See a doctor if periods are heavy or irregular, pain is worse than usual, or you bleed after the menopause.','पीरियड भारी या अनियमित हों, दर्द सामान्य से ज़्यादा हो, या रजोनिवृत्ति के बाद खून आए तो डॉक्टर को दिखाएं।'),prod('periodPain'))
proto('pregnancy','Problems in pregnancy','गर्भावस्था की तकलीफ',[SRC['nhs']('Pregnancy: when to get help','pregnancy'),SRC['nhs']('Pre-eclampsia','pre-eclampsia'),SRC['nhs']('Severe vomiting in pregnancy','severe-vomiting-in-pregnancy'),TPG],
 ['pregnant|pregnancy|pregnent|pregant|trimester|garbhvati|garbhavati|गर्भवती|गर्भावस्था'],'self_care','gynaecology',[
 R('pregnancy','swelling','doctor_today','Sudden swelling of the face or hands in pregnancy.','गर्भावस्था में चेहरे या हाथों में अचानक सूजन।',any=['face|hands|fingers ~ swollen|swelling|swell']),
 R('pregnancy','itching','doctor_today','Itching of the hands and feet in pregnancy.','गर्भावस्था में हथेलियों और तलवों में खुजली।',any=['itch|itching|itchy|khujli']),
 R('pregnancy','fever','doctor_today','A fever in pregnancy.','गर्भावस्था में बुखार।',any=[FEVER]),
 R('pregnancy','burning-urine','doctor_today','Burning urine in pregnancy.','गर्भावस्था में पेशाब में जलन।',any=['burning|jalan ~ '+URINE, URINE]),
 R('pregnancy','vomiting','doctor_today','Vomiting in pregnancy that keeps water from staying down.','गर्भावस्था में उल्टी जिससे पानी भी न टिके।',any=['=cant|=cannot|=havent|not ~ keep|kept ~ water|down|fluids']),
 R('pregnancy','not-helping','doctor_soon','A pregnancy complaint that the usual remedies do not help.','गर्भावस्था की तकलीफ जिसमें सामान्य उपाय काम न करें।',any=['not helping|working','no relief']),
 ],W('Ask your doctor or midwife before any medicine in pregnancy; go to the maternity unit at once for bleeding, fluid leaking, less movement of the baby, a bad headache or blurred vision.','गर्भावस्था में कोई भी दवा लेने से पहले डॉक्टर से पूछें; खून, पानी आना, बच्चे की हलचल कम होना, तेज़ सिरदर्द या धुंधला दिखे तो तुरंत अस्पताल जाएं।'),None)
BACK='back|kamar|कमर|peeth|पीठ'
proto('back-pain','Back pain','कमर दर्द',[SRC['cks']('Back pain - low (without radiculopathy)','back-pain-low-without-radiculopathy'),SRC['cks']('Sciatica (lumbar radiculopathy)','sciatica-lumbar-radiculopathy')],
 [f'{BACK} ~ pain|ache|dard|दर्द|hurts|backache','backache|backpain|kamardard'],'self_care','orthopaedics',[
 R('back-pain','cauda-equina','emergency','Back pain with numbness around the bottom or trouble passing urine.','कूल्हों के आसपास सुन्नपन या पेशाब में दिक्कत के साथ कमर दर्द।',any=['numb|numbness ~ bottom|buttocks|groin|genitals','trouble|difficulty|=cant|unable ~ peeing|pee|urinating|passing urine','lost control']),
 R('back-pain','fever','doctor_today','Back pain with fever.','बुखार के साथ कमर दर्द।',any=[FEVER]),
 R('back-pain','leg-weakness','doctor_today','Back pain with a weak or numb leg.','कमज़ोर या सुन्न पैर के साथ कमर दर्द।',any=['leg|legs|foot ~ weak|weakness|numb'],none=['no numbness']),
 R('back-pain','weeks','doctor_soon','Back pain for 4 weeks or more.','4 हफ्ते या अधिक से कमर दर्द।',when=DUR(28)),
 R('back-pain','steroids-cancer','doctor_soon','Back pain with steroids, cancer or at 65 or older.','स्टेरॉयड, कैंसर के साथ या 65 से अधिक उम्र में कमर दर्द।',when={'medicines':['steroid']}),
 R('back-pain','older','doctor_soon','New back pain at 65 or older.','65 वर्ष या अधिक उम्र में नया कमर दर्द।',when={'ageBands':['older']}),
 ],W('Keep moving gently; see a doctor if it lasts 4 weeks, and go at once with numbness around the bottom, leg weakness or trouble passing urine.','धीरे-धीरे चलते-फिरते रहें; 4 हफ्ते रहे तो डॉक्टर को दिखाएं, और कूल्हों के आसपास सुन्नपन, पैर में कमज़ोरी या पेशाब में दिक्कत हो तो तुरंत।'),prod('backPain','bodyAches'))
JOINT='knee|knees|joint|joints|ankle|wrist|elbow|shoulder|hip|toe|finger|fingers|hands|ghutna|ghutne|ghutnon|घुटने|घुटना|jodon|जोड़ों|जोड़'
proto('joint-pain','Joint pain and swelling','जोड़ों में दर्द और सूजन',[SRC['cks']('Hot swollen joint','hot-joints'),SRC['cks']('Osteoarthritis','osteoarthritis'),SRC['cks']('Gout','gout'),SRC['cks']('Rheumatoid arthritis','rheumatoid-arthritis')],
 [f'{JOINT} ~ pain|ache|dard|दर्द|hurts|swollen|swelling|stiff|stiffness','knee|knees|joint|joints|ghutna|ghutne|घुटने|घुटना','gout|arthritis','joint pain'],'self_care','orthopaedics',[
 R('joint-pain','hot-joint-fever','doctor_today','A hot, swollen joint with fever.','बुखार के साथ गरम, सूजा जोड़।',any=[FEVER]),
 R('joint-pain','hot-red','doctor_soon','A red, hot or swollen joint.','लाल, गरम या सूजा जोड़।',any=['red|hot|warm|swollen|swelling|sujan|सूजन'],none=['bit|slightly|little swollen']),
 R('joint-pain','weeks','doctor_soon','Joint pain for 2 weeks or more.','2 हफ्ते या अधिक से जोड़ों में दर्द।',when=DUR(14)),
 R('joint-pain','morning-stiffness','doctor_soon','Joint pain with morning stiffness in both hands.','दोनों हाथों में सुबह की जकड़न के साथ जोड़ों का दर्द।',any=['morning stiffness','stiff|stiffness ~ morning']),
 ],W('See a doctor if a joint is hot and swollen, you have a fever, or the pain lasts 2 weeks.','जोड़ गरम और सूजा हो, बुखार हो या दर्द 2 हफ्ते रहे तो डॉक्टर को दिखाएं।'),prod('backPain','bodyAches'))
CALF='calf|calves|pindli|pindliyan|पिंडली'
proto('calf','Calf pain and swelling','पिंडली में दर्द और सूजन',[SRC['cks']('Deep vein thrombosis','deep-vein-thrombosis'),SRC['nhs']('Pulmonary embolism','pulmonary-embolism'),SRC['nhs']('Leg cramps','leg-cramps')],
 [CALF],'self_care','general_physician',[
 R('calf','swollen-one-side','doctor_today','A swollen, warm or painful calf on one side can be a clot.','एक तरफ सूजी, गरम या दर्द वाली पिंडली में थक्का हो सकता है।',any=['swollen|swelling|sujan|सूजन|warm|hot|tender|painful|dard|दर्द'],none=['cramps|cramp']),
 R('calf','clot-to-lung','emergency','A swollen calf with breathlessness or coughing blood.','सांस फूलने या खांसी में खून के साथ सूजी पिंडली।',any=['breathless|breathlessness','saans|सांस ~ phool*|फूल*|taklif|तकलीफ','short of breath','coughing|cough|coughed blood']),
 ],W('Leg cramps are eased by stretching; see a doctor today if one calf is swollen, warm or painful.','ऐंठन में खिंचाव से आराम मिलता है; एक पिंडली सूजी, गरम या दर्द वाली हो तो आज ही डॉक्टर को दिखाएं।'),None)
SKIN='rash|rashes|spots|daane|dane|दाने|skin|eczema|hives|pimples|pimple|acne|muhase|मुंहासे|ringworm|daad|दाद|fungal|dandruff|boil|boils|chickenpox|cellulitis|prickly|athletes|athlete'
proto('skin','Rash and skin infections','दाने और त्वचा के संक्रमण',[SRC['cks']('Cellulitis - acute','cellulitis-acute'),SRC['nhs']('Rashes in babies and children','rashes-babies-and-children'),SRC['nhs']('Scabies','scabies'),{'title':'NICE NG19: Diabetic foot problems','url':'https://www.nice.org.uk/guidance/ng19'}],
 [SKIN,'wound|ulcer on ~ foot|leg','laal|red ~ sujan|सूजन|swelling|patch|garam'],'self_care','dermatology',[
 R('skin','spreading-red-fever','doctor_today','A red, hot, spreading patch with fever.','बुखार के साथ लाल, गरम, फैलता हिस्सा।',any=['spreading|spread|badh|बढ','red|hot|laal hot|red|swollen|garam'],all=[[FEVER]]),
 R('skin','diabetic-foot','doctor_today','A foot wound in diabetes.','डायबिटीज़ में पैर का घाव।',any=['wound|ulcer|sore|cut|ghav|घाव'],when={'chronic':['diabetes']}),
 R('skin','weeks','doctor_soon','A rash for 2 weeks or more.','2 हफ्ते या अधिक से दाने।',when=DUR(14)),
 R('skin','not-improving','doctor_soon','A rash that is spreading or not better with treatment.','दाने जो फैल रहे हैं या इलाज से ठीक नहीं हो रहे।',any=['despite|worse|spreading|worsening','not helping','not getting better']),
 R('skin','household','doctor_soon','Itching at night that others at home share (scabies).','रात में खुजली जो घर के दूसरे लोगों को भी है (खाज)।',any=['others|family|everyone ~ itching|itch|too']),
 R('skin','newborn-pregnant-chickenpox','doctor_today','Chickenpox in a baby, in pregnancy or with a weak immune system.','शिशु, गर्भावस्था या कमज़ोर इम्युनिटी में चिकनपॉक्स।',any=['chickenpox','chicken pox'],when={'ageBands':['young_infant','infant']}),
 ],W('See a doctor if a rash spreads, lasts 2 weeks, or comes with fever; go at once if spots do not fade under a glass.','दाने फैलें, 2 हफ्ते रहें या बुखार हो तो डॉक्टर को दिखाएं; दबाने पर न मिटने वाले दाने हों तो तुरंत।'),prod('itching','fungal','pimples'))
proto('itching-allergy','Itching and allergy','खुजली और एलर्जी',[SRC['nhs']('Itchy skin','itchy-skin'),SRC['nhs']('Hay fever','hay-fever'),SRC['nhs']('Allergies','allergies')],
 ['itch|itchy|itching|khujli|kharish|खुजली','allergy|allergic|allergies|एलर्जी','hay fever','dandruff'],'self_care','dermatology',[
 R('itching-allergy','weeks','doctor_soon','Itching for 2 weeks or more.','2 हफ्ते या अधिक से खुजली।',when=DUR(14)),
 R('itching-allergy','household','doctor_soon','Itching at night that others at home share.','रात में खुजली जो घर के दूसरों को भी है।',any=['others|family|everyone ~ itching|itch|too']),
 R('itching-allergy','all-over','doctor_soon','Itching all over without a rash you can explain.','पूरे शरीर में खुजली।',any=['all over','whole body'],none=['bites|bite']),
 ],W('Call 108 if lips, tongue or throat swell or breathing is hard; see a doctor if itching lasts 2 weeks.','होंठ, जीभ या गला सूजे या सांस में तकलीफ हो तो 108 पर कॉल करें; खुजली 2 हफ्ते रहे तो डॉक्टर को दिखाएं।'),prod('itching','allergy'))
proto('anaphylaxis','Severe allergic reaction','गंभीर एलर्जिक रिएक्शन',[SRC['nhs']('Anaphylaxis','anaphylaxis')],
 ['anaphylaxis|epipen|adrenaline','allergic reaction|reaction','hives|urticaria|pitti|पित्ती'],'doctor_today','general_physician',[
 R('anaphylaxis','airway','emergency','An allergic reaction with swelling, wheeze, dizziness or faintness.','सूजन, घरघराहट, चक्कर या बेहोशी के साथ एलर्जिक रिएक्शन।',any=['swelling|swollen|swell|wheeze|wheezing|dizzy|faint|breath|breathing|throat|tongue|lips']),
 R('anaphylaxis','hives-only','doctor_soon','Hives without swelling or breathing trouble.','बिना सूजन या सांस की तकलीफ के पित्ती।',any=['hives|urticaria|pitti|पित्ती']),
 ],W('Call 108 for any swelling of the lips, tongue or throat, wheeze or faintness.','होंठ, जीभ या गले में सूजन, घरघराहट या बेहोशी हो तो 108 पर कॉल करें।'),None)
proto('bites-stings','Insect bites and stings','कीड़े का काटना और डंक',[SRC['nhs']('Insect bites and stings','insect-bites-and-stings')],
 ['mosquito|macchar|machhar|मच्छर|insect|bug|keeda|कीड़े|ant|ants|bee|wasp|sting|stung|bite|bites|bitten|madhumakhi|मधुमक्खी'],'self_care','general_physician',[
 R('bites-stings','spreading','doctor_today','A bite that is red, hot and spreading, or with fever.','लाल, गरम, फैलता हुआ या बुखार के साथ काटा हुआ हिस्सा।',any=['spreading|pus|hot','swollen arm|leg',FEVER],none=['no fever','no swelling']),
 R('bites-stings','mouth-throat','emergency','A sting in the mouth or throat, or swelling of the face with breathing trouble.','मुंह या गले में डंक, या सांस की तकलीफ के साथ चेहरे पर सूजन।',any=['mouth|throat|tongue ~ sting|stung|bite','wheeze|wheezing|breath|breathing'],none=['no breathing']),
 ],W('Wash, cool and raise the bite; get help if it spreads, you get a fever, or the face or throat swells.','धोएं, ठंडा करें और ऊपर रखें; फैलने, बुखार, या चेहरा या गला सूजने पर मदद लें।'),prod('itching'))
ANIMAL='dog|dogs|puppy|kutta|kutte|kutiya|कुत्ते|कुत्ता|monkey|bandar|बंदर|cat|billi|बिल्ली|bat|jackal|mongoose|stray|animal'
proto('animal-bite','Dog, monkey and other animal bites (rabies)','कुत्ते, बंदर और अन्य जानवरों का काटना (रेबीज़)',[NCDC_RABIES,SRC['nhs']('Animal and human bites','animal-and-human-bites')],
 [f'{ANIMAL} ~ bite|bit|bitten|biting|kaat|kata|kaata|kaati|kat|काट|काटा|scratch|scratched|scratches|nakhun|panja','human bite'],'doctor_today','general_physician',[
 R('animal-bite','exposure','doctor_today','An animal bite or scratch that broke the skin needs rabies vaccine today, after washing it for 15 minutes.','त्वचा कटने वाले जानवर के काटने या खरोंच में 15 मिनट धोने के बाद आज ही रेबीज़ का टीका ज़रूरी है।'),
 ],W('Wash the wound with soap and running water for 15 minutes and go to a rabies clinic today; never wait to watch the animal.','घाव को साबुन और बहते पानी से 15 मिनट धोएं और आज ही रेबीज़ क्लिनिक जाएं; जानवर पर नज़र रखने के लिए इंतज़ार न करें।'),None)
proto('snake-bite','Snake bite','सांप का काटना',[ICMR_SNAKE],['snake|snakebite|saanp|sanp|saap|सांप|साँप'],'emergency','general_physician',[],
 W('Keep still, remove rings, do not cut or suck the bite, and go to hospital at once: antivenom is given there.','स्थिर रहें, अंगूठी उतारें, काटे हिस्से को न काटें न चूसें, और तुरंत अस्पताल जाएं: वहीं एंटीवेनम मिलता है।'),None)
proto('burns','Burns and scalds','जलना',[SRC['nhs']('Burns and scalds','burns-and-scalds')],
 ['burn|burns|burnt|burned|scald|scalded|jal|jala|jali|jalna|जल|जला|जली','sunburn|sunburnt','boiling|scalding','hot|garam ~ oil|water|tea|milk|tel|paani|pani ~ spilled|spilt|fell|gir|jal*'],'self_care','general_physician',[
 R('burns','large-face','emergency','A large burn, or a burn of the face, hands, feet or genitals, or a chemical or electrical burn.','बड़ा जलना, या चेहरे, हाथ, पैर या जननांग का जलना, या केमिकल या बिजली से जलना।',any=['large|big|whole|entire|pura|poora|पूरा|face|chemical|electric|electrical|oil'],none=['sunburn|sun','no blister|blisters','shoulders','finger']),
 R('burns','blisters','doctor_today','A blistered burn larger than a coin.','सिक्के से बड़ा फफोले वाला जलना।',any=['blister|blisters|blistering|chhale|chhala|छाले|palm'],none=['no blister|blisters']),
 R('burns','child','doctor_today','A burn in a child or baby, other than a small red one.','बच्चे या शिशु का जलना।',any=['blister|blisters|chhale|white','skin peeling'],when={'ageBands':['child','infant','young_infant']}),
 ],W('Cool the burn under running water for 20 minutes; get help for blisters, a burn larger than a palm, or on the face, hands or genitals.','जले हिस्से को 20 मिनट बहते पानी में ठंडा करें; फफोले, हथेली से बड़ा जलना, या चेहरे, हाथ या जननांग पर जलने पर मदद लें।'),None)
proto('injuries','Injuries and falls','चोट और गिरना',[SRC['nhs']('Sprains and strains','sprains-and-strains'),SRC['nhs']('Broken bones','broken-arm-or-wrist')],
 ['twisted|sprain|sprained|strain|injury|injured|fell|fall|fallen|gir|गिर|chot|चोट|bruise|bruised|cut|accident','broken|fracture|moch|मोच'],'self_care','orthopaedics',[
 R('injuries','cannot-bear-weight','doctor_today','An injury you =cannot put weight on, very swollen or out of shape.','ऐसी चोट जिस पर वज़न न डाल सकें, बहुत सूजी हो या टेढ़ी दिखे।',any=['=cant|=cannot|unable ~ weight|walk|stand|move','very swollen','deformed|bent','out of shape','looks wrong','broken|fracture']),
 R('injuries','bone-out','emergency','A bone showing, or legs that =cannot move after a fall.','हड्डी दिखना, या गिरने के बाद पैर न हिलना।',any=['bone ~ sticking|showing|out','=cant|=cannot ~ move ~ legs|leg']),
 R('injuries','older-fall','doctor_today','A fall at 65 or older, or on blood thinners.','65 वर्ष या अधिक उम्र में या ब्लड थिनर लेते हुए गिरना।',any=['fell|fall|fallen|gir|गिर'],when={'ageBands':['older']}),
 R('injuries','thinners','doctor_today','An injury while on blood thinners.','ब्लड थिनर लेते हुए चोट।',when={'medicines':['blood_thinner']}),
 ],W('Rest, ice and raise a sprain; see a doctor the same day if you =cannot put weight on it or it looks out of shape.','मोच में आराम, बर्फ और ऊपर रखें; वज़न न डाल सकें या टेढ़ा दिखे तो उसी दिन डॉक्टर को दिखाएं।'),prod('backPain'))
proto('head-injury','Head injury','सिर की चोट',[NG232,SRC['nhs']('Head injury and concussion','head-injury-and-concussion')],
 ['hit|banged|bumped|knocked|injured|injury|chot|चोट|fell|gir ~ head|sar|sir|सिर','head injury'],'self_care','general_physician',[
 R('head-injury','red-flags','emergency','A head injury with vomiting, knocking out, confusion, drowsiness or a fit.','उल्टी, बेहोशी, उलझन, सुस्ती या दौरे के साथ सिर की चोट।',any=[VOMIT,'knocked|passed|blacked out','unconscious|behosh|बेहोश',DROWSY,'fit|seizure']),
 R('head-injury','thinners','emergency','A head injury while on blood thinners.','ब्लड थिनर लेते हुए सिर की चोट।',when={'medicines':['blood_thinner']}),
 R('head-injury','older','doctor_today','A head injury at 65 or older.','65 वर्ष या अधिक उम्र में सिर की चोट।',when={'ageBands':['older']}),
 R('head-injury','headache','doctor_today','A headache that follows a head injury.','सिर की चोट के बाद सिरदर्द।',any=['headache|सिरदर्द','head pain','sar dard']),
 ],W('Go to hospital for vomiting, drowsiness, confusion, a fit or a worsening headache after a head injury.','सिर की चोट के बाद उल्टी, सुस्ती, उलझन, दौरा या बढ़ता सिरदर्द हो तो अस्पताल जाएं।'),None)
proto('dizziness','Dizziness and vertigo','चक्कर',[SRC['cks']('Benign paroxysmal positional vertigo','benign-paroxysmal-positional-vertigo'),SRC['nhs']('Dizziness','dizziness')],
 ['dizzy|dizziness|vertigo|lightheaded|giddy|giddiness|chakkar|chakar|चक्कर'],'doctor_soon','general_physician',[
 R('dizziness','central','emergency','Dizziness with slurred speech, double vision, a weak side or unable to walk.','लड़खड़ाती बोली, दोहरा दिखने, एक तरफ कमज़ोरी या चल न पाने के साथ चक्कर।',any=['slurred','double vision','weak|one side','=cant|=cannot ~ walk|stand ~ straight']),
 R('dizziness','dehydration','doctor_today','Dizziness on standing with vomiting or diarrhoea.','उल्टी या दस्त के साथ खड़े होने पर चक्कर।',any=[VOMIT,'diarrhoea|diarrhea|dast|loose']),
 ],W('Sit or lie down when dizzy; see a doctor if it keeps happening.','चक्कर आने पर बैठ या लेट जाएं; बार-बार हो तो डॉक्टर को दिखाएं।'),None)
proto('fainting','Fainting','बेहोशी',[SRC['nhs']('Fainting','fainting')],
 ['faint|fainted|fainting|behosh|बेहोश','passed|blacked out'],'doctor_soon','general_physician',[
 R('fainting','with-heart-signs','emergency','Fainting with chest pain, palpitations or breathlessness.','सीने में दर्द, तेज़ धड़कन या सांस फूलने के साथ बेहोशी।',any=['chest|palpitations|heart|racing|breath|breathless']),
 R('fainting','exercise-pregnant','doctor_today','Fainting during exercise, in pregnancy or at 65 or older.','व्यायाम के दौरान, गर्भावस्था में या 65 से अधिक उम्र में बेहोशी।',any=['exercise|running|gym|pregnant']),
 ],W('See a doctor after a faint you =cannot explain; call 108 if the person does not come round quickly.','बिना कारण बेहोशी के बाद डॉक्टर को दिखाएं; जल्दी होश न आए तो 108 पर कॉल करें।'),None)
proto('confusion','Confusion','उलझन या भ्रम',[SRC['nhs']('Confusion','confusion'),SRC['cks']('Delirium','delirium')],
 ['confused|confusion|disoriented|bhram|भ्रम','not making sense','=doesnt recognise|recognize'],'doctor_today','general_physician',[
 R('confusion','sudden','emergency','Sudden confusion.','अचानक उलझन।',any=['sudden|suddenly|achanak|अचानक']),
 R('confusion','with-signs','emergency','Confusion with fever, yellow eyes, a diabetic low or a head injury.','बुखार, पीली आँखें, शुगर कम होने या सिर की चोट के साथ उलझन।',any=[FEVER,'yellow ~ eyes|skin','shaky|sweaty|sweating','head']),
 ],W('New confusion needs a doctor the same day; call 108 if it came on suddenly.','नई उलझन में उसी दिन डॉक्टर को दिखाएं; अचानक हो तो 108 पर कॉल करें।'),None)
proto('weakness-numbness','Weakness or numbness','कमज़ोरी या सुन्नपन',[SRC['nhs']('Stroke','stroke'),SRC['nhs']('Numbness','pins-and-needles')],
 ['numb|numbness|tingling|weak|weakness|kamzori|kamjori|sunn|सुन्न|कमजोरी','pins and needles'],'doctor_soon','general_physician',[
 R('weakness-numbness','one-side','emergency','Weakness or numbness of one side, the face or an arm.','एक तरफ, चेहरे या बांह में कमज़ोरी या सुन्नपन।',any=['face|arm|left|right|haath|हाथ','one side','ek|एक taraf|तरफ'],none=['both hands|both feet']),
 R('weakness-numbness','sudden','emergency','Sudden weakness or numbness.','अचानक कमज़ोरी या सुन्नपन।',any=['sudden|suddenly|achanak|अचानक']),
 R('weakness-numbness','after-dengue','doctor_today','Weakness during or after dengue or another fever.','डेंगू या किसी बुखार के दौरान या बाद कमज़ोरी।',any=['dengue|डेंगू']),
 ],W('Call 108 at once for weakness or numbness that is sudden or on one side; see a doctor for tingling that lasts.','अचानक या एक तरफ कमज़ोरी या सुन्नपन हो तो तुरंत 108 पर कॉल करें; लगातार झनझनाहट हो तो डॉक्टर को दिखाएं।'),None)
proto('seizures','Fits and seizures','दौरे',[SRC['nhs']('Febrile seizures','febrile-seizures'),SRC['nhs']('Epilepsy','epilepsy')],
 ['fit|fits|seizure|seizures|convulsion|convulsions|daura|दौरा|mirgi|मिर्गी|epilepsy|jhatke'],'emergency','general_physician',[],
 W('Call 108 for a first fit, a fit over 5 minutes, or one after which the person does not wake.','पहला दौरा, 5 मिनट से लंबा दौरा, या दौरे के बाद होश न आए तो 108 पर कॉल करें।'),None)
proto('low-mood','Low mood, anxiety and sleep','उदासी, घबराहट और नींद',[SRC['cks']('Depression','depression'),SRC['cks']('Self-harm','self-harm'),SRC['cks']('Insomnia','insomnia')],
 ['depressed|depression|low mood|sad|udaas|udas|उदास|anxiety|anxious|panic|ghabrahat|घबराहट|stress|stressed|insomnia','=cant|=cannot sleep','sleep|neend|नींद ~ not|nahi|नहीं|problem','hopeless|worthless|tanav|तनाव','mood|mann|man|मन ~ low|udaas|उदास'],'doctor_soon','psychiatry',[
 R('low-mood','hopeless','doctor_today','Feeling hopeless or unable to cope.','निराशा या सहन न कर पाने की भावना।',any=['hopeless|=cant cope|=cannot cope|no hope']),
 ],W('Talk to a doctor; if you ever think of harming yourself, call Tele-MANAS 14416 or 112 at once.','डॉक्टर से बात करें; अगर ख़ुद को नुकसान पहुँचाने का ख़याल आए तो तुरंत टेली-मानस 14416 या 112 पर कॉल करें।'),None)
proto('overdose-poisoning','Poisoning and overdose','ज़हर और ओवरडोज़',[SRC['nhs']('Overdose','overdose'),SRC['nhs']('Paracetamol overdose','paracetamol-overdose'),SRC['nhs']('Poisoning','poisoning')],
 ['overdose|poison|poisoning|zeher|zehar|जहर','extra|double ~ tablets|tablet|pills|paracetamol|dose|doses|insulin','too many|much','more than ~ prescribed|tablets|dose','took|taken|swallowed ~ pills|tablets|paracetamol ~ every day|daily'],'emergency','general_physician',[],
 W('Call 108 or go to the emergency department now, even if you feel well; take the pack with you.','अभी 108 पर कॉल करें या इमरजेंसी जाएं, चाहे ठीक महसूस हो; दवा का पत्ता साथ ले जाएं।'),None)
proto('diabetes','Diabetes: high and low sugar','डायबिटीज़: शुगर ज़्यादा या कम',[SRC['nhs']('Low blood sugar (hypoglycaemia)','low-blood-sugar-hypoglycaemia'),SRC['nhs']('High blood sugar (hyperglycaemia)','high-blood-sugar-hyperglycaemia'),SRC['nhs']('Diabetic ketoacidosis','diabetic-ketoacidosis')],
 ['sugar|glucose|diabetes|diabetic|hypo|hypoglycaemia|hypoglycemia|शुगर|डायबिटीज','thirsty|thirst|pyaas|प्यास'],'doctor_soon','general_physician',[
 R('diabetes','very-high','doctor_today','Blood sugar of 300 mg/dL or more.','300 mg/dL या अधिक शुगर।',when={'glucoseAtLeast':300}),
 R('diabetes','dka','emergency','High sugar with vomiting, deep breathing or drowsiness.','उल्टी, गहरी सांस या सुस्ती के साथ हाई शुगर।',any=[VOMIT,'deep breathing|breathing deeply',DROWSY],when={'glucoseAtLeast':250}),
 R('diabetes','hypo','emergency','Low sugar with confusion, or not able to swallow sugar.','उलझन के साथ कम शुगर, या चीनी न निगल पाना।',any=['confused|confusion|=cant swallow|=cannot swallow|unconscious|drowsy'],all=[['shaky|sweaty|sweating|low|hypo|confused']]),
 R('diabetes','low-reading','doctor_today','A blood sugar below 70 mg/dL.','70 mg/dL से कम शुगर।',when={'glucoseBelow':70}),
 R('diabetes','thirst-urine','doctor_soon','Thirst and passing urine often can be diabetes.','ज़्यादा प्यास और बार-बार पेशाब डायबिटीज़ हो सकता है।',any=['thirst|thirsty|pyaas|प्यास']),
 ],W('Check your sugar; see a doctor soon if readings stay high, and at once for vomiting, drowsiness or a low you =cannot treat.','शुगर जाँचें; लगातार ज़्यादा रहे तो जल्द डॉक्टर को दिखाएं, और उल्टी, सुस्ती या न संभलने वाली कम शुगर में तुरंत।'),None)
proto('heat-illness','Heat illness','गर्मी से बीमारी (लू)',[SRC['nhs']('Heat exhaustion and heatstroke','heat-exhaustion-and-heatstroke'),{'title':'NCDC National Action Plan on Heat Related Illnesses','url':'https://ncdc.mohfw.gov.in/'}],
 ['heat|heatstroke|sunstroke|loo|लू|garmi|गर्मी|dhoop|धूप|sun'],'self_care','general_physician',[
 R('heat-illness','heatstroke','emergency','Heat with confusion, fainting, a fit or no sweating.','गर्मी में उलझन, बेहोशी, दौरा या पसीना बंद होना।',any=['confused|confusion|fainted|faint|collapsed|behosh|बेहोश|fit|seizure','stopped|no|not sweating','very hot ~ confused']),
 R('heat-illness','exhaustion','doctor_today','Heat exhaustion that does not settle in 30 minutes of cooling.','गर्मी की थकावट जो 30 मिनट ठंडक से ठीक न हो।',any=[VOMIT,'headache|dizzy|weak'],none=['rash|prickly']),
 ],W('Move to a cool place, drink water or ORS and cool the skin; call 108 for confusion, fainting or no sweating.','ठंडी जगह जाएं, पानी या ओआरएस पिएं और शरीर ठंडा करें; उलझन, बेहोशी या पसीना बंद हो तो 108 पर कॉल करें।'),None)
proto('general-unwell','Weight loss, tiredness and lumps','वज़न घटना, थकान और गांठ',[{'title':'NICE NG12: Suspected cancer','url':'https://www.nice.org.uk/guidance/ng12'},NTEP],
 ['weight loss','lost|losing ~ weight|kg|wajan|वजन','lump|lumps|gaanth|गांठ','tiredness|fatigue|thakan|थकान','tired all the time','always tired','hair ~ loss|falling|fall','night sweats'],'doctor_soon','general_physician',[],
 W('See a doctor to find the cause.','कारण जानने के लिए डॉक्टर को दिखाएं।'),None)
proto('testicle','Testicle pain and swelling','अंडकोष में दर्द और सूजन',[SRC['nhs']('Testicular pain','testicle-pain')],
 ['testicle|testicles|testis|scrotum|balls|andkosh|अंडकोष'],'doctor_soon','general_physician',[
 R('testicle','sudden-pain','emergency','Sudden severe pain in a testicle.','अंडकोष में अचानक तेज़ दर्द।',any=['sudden|suddenly|severe|bad']),
 ],W('Sudden testicle pain needs hospital at once; a lump needs a doctor soon.','अंडकोष में अचानक दर्द में तुरंत अस्पताल जाएं; गांठ हो तो जल्द डॉक्टर को दिखाएं।'),None)
proto('vaccine-reaction','After a vaccine','टीके के बाद',[SRC['nhs']('Vaccinations: side effects','vaccinations')],
 ['vaccine|vaccination|jab|tika|teeka|टीका|booster'],'self_care','general_physician',[
 R('vaccine-reaction','allergic','emergency','Swelling of the face or breathing trouble after a vaccine.','टीके के बाद चेहरे पर सूजन या सांस में तकलीफ।',any=['face|lips|throat ~ swelling|swollen','breath|breathing|wheeze']),
 R('vaccine-reaction','high-fever','doctor_today','A high fever after a vaccine.','टीके के बाद तेज़ बुखार।',when={'highFever':True}),
 ],W('A sore arm and mild fever for a day or two are common; get help for a high fever or any swelling of the face.','एक-दो दिन बांह में दर्द और हल्का बुखार आम है; तेज़ बुखार या चेहरे पर सूजन हो तो मदद लें।'),prod('fever','bodyAches'))
proto('eye-strain-skin-minor','Minor skin and lip care','त्वचा और होंठ की छोटी तकलीफें',[SRC['nhs']('Dry skin','dry-skin'),SRC['nhs']('Bruises','bruises'),SRC['nhs']('Cold sores','cold-sores')],
 ['chapped|bruise|bruised|stye|screen|nappy|diaper|teething|prickly|earwax|hangover|cramps|cramp','dry lips|skin','eye strain','motion|travel sickness','jet lag'],'self_care','general_physician',[],
 W('See a pharmacist or a doctor if it does not settle in a week or two.','एक-दो हफ्ते में ठीक न हो तो फार्मासिस्ट या डॉक्टर को दिखाएं।'),None)

proto('body-aches','Body aches and muscle pain','बदन दर्द और मांसपेशियों का दर्द',[SRC['nhs']('Sprains and strains','sprains-and-strains'),SRC['nhs']('Aches and pains','aches-and-pains')],
 ['body|badan|बदन|muscle|muscles|maspeshi ~ pain|pains|ache|aches|dard|दर्द|sore','bodyache|bodyaches'],'self_care','general_physician',[
 R('body-aches','weeks','doctor_soon','Aches for 2 weeks or more.','2 हफ्ते या अधिक से दर्द।',when=DUR(14)),
 R('body-aches','dark-urine-weak','doctor_today','Muscle pain with weakness or dark urine.','कमज़ोरी या गहरे पेशाब के साथ मांसपेशियों का दर्द।',any=['dark|brown|cola urine|pee','weakness|weak']),
 ],W('See a doctor if aches last 2 weeks or come with fever, weakness or dark urine.','दर्द 2 हफ्ते रहे या बुखार, कमज़ोरी या गहरे पेशाब के साथ हो तो डॉक्टर को दिखाएं।'),prod('bodyAches','backPain'))
proto('blood-in-stool','Blood in or black stools','मल में खून या काला मल',[SRC['nhs']('Blood in poo','blood-in-poo'),SRC['nhs']('Stomach ulcer','stomach-ulcer')],
 ['stool|stools|poo|poop|motion|motions|latrine|potty|mal ~ black|blood|bloody|tarry|khoon|खून','black|tarry|bloody ~ stool|stools|poo|poop|motion|motions|latrine|potty','मल ~ खून|काला'],'doctor_today','general_physician',[
 R('blood-in-stool','with-faint','emergency','Black or bloody stools with faintness, dizziness or vomiting blood.','बेहोशी, चक्कर या खून की उल्टी के साथ काला या खूनी मल।',any=['faint|fainting|dizzy|dizziness|lightheaded|chakkar|चक्कर|collapse','vomiting|vomit blood']),
 R('blood-in-stool','black','emergency','Black, tarry stools can be bleeding in the stomach.','काला, तारकोल जैसा मल पेट में खून बहने का संकेत हो सकता है।',any=['black|tarry ~ stool|stools|poo|poop|motion|motions|latrine|potty']),
 ],W('See a doctor today for blood in the stool; go to hospital at once for black stools or feeling faint.','मल में खून हो तो आज ही डॉक्टर को दिखाएं; काला मल या बेहोशी लगे तो तुरंत अस्पताल जाएं।'),None)
proto('sick-baby','A baby or child not feeding or drinking','शिशु या बच्चा जो दूध या पानी नहीं ले रहा',[IMCI,NG143],
 ['=wont|not|=isnt|refuses|refusing|stopped ~ feed|feeding|breastfeed|breastfeeding|drink|drinking|milk','doodh|दूध ~ nahi|नहीं|nahin'],'doctor_soon','paediatrics',[
 R('sick-baby','young-not-feeding','emergency','A baby who is not feeding.','शिशु जो दूध नहीं पी रहा।',when={'ageBands':['young_infant','infant']}),
 R('sick-baby','child-not-drinking','emergency','A child who cannot drink or breastfeed.','बच्चा जो पी या दूध नहीं ले पा रहा।',when={'ageBands':['child']},none=['not drinking enough','less']),
 ],W('A baby or young child who is not feeding needs a doctor at once.','दूध न पीने वाले शिशु या छोटे बच्चे को तुरंत डॉक्टर को दिखाएं।'),None)

os.makedirs(OUT,exist_ok=True)
for f in os.listdir(OUT):
    if f.endswith('.json'): os.remove(os.path.join(OUT,f))
for p in P:
    with open(os.path.join(OUT,p['id']+'.json'),'w') as fh: json.dump(p,fh,ensure_ascii=False,indent=2); fh.write('\n')
print(len(P),'protocols')
