import type { Catalogue } from '../../messages.ts';

/**
 * The AI health assistant's screens: the chat widget of every page and /ai-assistant (decision 037).
 * The spec's sentences are here word for word; the assistant's answers come from the API in English.
 */
const assistant = {
  'launcher.open': 'Open health assistant chat',
  'launcher.minimise': 'Minimise health assistant chat',
  'widget.title': 'Dawa Health Assistant',
  'widget.smaller': 'Make the chat smaller',
  'widget.larger': 'Make the chat larger',
  'widget.size': 'Chat size {size}',
  'widget.minimise': 'Minimise chat',
  'widget.close': 'Close chat',
  'chat.greeting':
    'Hello! I am Dawa’s health assistant. Ask me about a medicine, two medicines together, your orders, or describe your symptoms. I give information, not medical advice.',
  'chat.clear': 'Clear Chat',
  'chat.messages': 'Chat messages',
  'chat.inputLabel': 'Type your message',
  'chat.inputPlaceholder': 'Type your message...',
  'chat.send': 'Send',
  'chat.typing': 'The assistant is typing…',
  'chat.you': 'You',
  'chat.assistant': 'Assistant',
  'chat.links': 'Links',
  'chat.sources': 'Sources',
  'chat.retry': 'Retry',
  'chat.quickActions': 'Quick actions',
  'chat.support': 'Support chat',
  'chat.failed': 'Sorry, I encountered an error. Please try again later.',
  'chat.notMedicalAdvice': 'Not medical advice',
  'chat.diagnosisMode': 'Diagnosis Mode Active – informational only, not a medical diagnosis.',
  'chip.medication': 'Medication Info',
  'chip.symptoms': 'Symptom Help',
  'chip.interactions': 'Drug Interactions',
  'chip.diagnosis': 'Start Diagnosis',
  'chipReply.medication': 'Type the name of a medicine and what you want to know, for example: “What is paracetamol for?” or “Dolo 650 side effects”.',
  'chipReply.symptoms': 'Describe your symptoms, for example “fever and headache since yesterday”. For a step-by-step check, choose Start Diagnosis.',
  'chipReply.interactions': 'Name the two medicines, for example: “Can I take ibuprofen with aspirin?”',
  'page.title': 'AI Health Assistant',
  'page.intro': 'Ask about medicines, check your symptoms step by step, and see suggestions for you. Information only, not medical advice.',
  'page.chatHeading': 'Chat with the assistant',
  'checker.heading': 'AI Symptom Checker',
  'checker.label': 'Describe your symptoms',
  'checker.placeholder': 'For example: sore throat and runny nose since 2 days',
  'checker.submit': 'Check Symptoms',
  'checker.checking': 'Checking...',
  'checker.whyItFits': 'Why it fits',
  'checker.seeDoctor': 'See a doctor instead if',
  'checker.unavailable': 'The symptom analysis service is temporarily unavailable. Please try again.',
  'recommendations.heading': 'Personalized Recommendations',
  'recommendations.login': 'Log in to see recommendations based on your orders and health profile.',
  'recommendations.conditions': 'Long-term conditions (comma-separated)',
  'recommendations.allergies': 'Allergies (comma-separated)',
  'recommendations.medications': 'Medicines you take (comma-separated)',
  'recommendations.submit': 'Get Recommendations',
  'recommendations.refills': 'Refills due',
  'recommendations.noRefills': 'No refills due.',
  'recommendations.products': 'Suggested for you',
  'recommendations.noProducts': 'No suggestions right now.',
  'recommendations.excluded': 'Left out for your safety',
  'intake.prompt.age': 'Let us go through your symptoms step by step. You can type exit at any time. How old are you (in years)?',
  'intake.prompt.sex': 'What is your sex? (male, female or other)',
  'intake.prompt.primarySymptom': 'What is the main symptom that troubles you?',
  'intake.prompt.duration': 'How long have you had it? (for example: 2 days, 1 week)',
  'intake.prompt.severity': 'How severe is it, from 1 (very mild) to 10 (worst)?',
  'intake.prompt.additionalSymptoms': 'Any other symptoms? List them separated by commas, or type none.',
  'intake.prompt.chronicConditions':
    'Do you have any long-term conditions (for example diabetes, high blood pressure, asthma)? Separate them by commas, or type none.',
  'intake.prompt.redFlags':
    'Do you have any of these right now: chest pain, difficulty breathing, shortness of breath, severe or uncontrolled bleeding, slurred speech, numbness or sudden weakness, severe abdominal pain, loss of consciousness? Answer yes or no.',
  'intake.error.invalidAge': 'Please enter a valid age (1-130).',
  'intake.error.invalidSex': 'Please answer male, female or other.',
  'intake.error.invalidSeverity': 'Severity must be a number from 1 to 10.',
  'intake.error.emptyAnswer': 'Please type an answer, or exit to stop.',
  'intake.cancelled': 'Diagnosis session cancelled.',
  'how.heading': 'How Our AI Works',
  'how.step1': 'Red-flag check first: any sign of an emergency gets advice to call 108 or 112 at once.',
  'how.step2': 'We look up your question in our own medicine information and catalogue.',
  'how.step3': 'You get an answer with its sources and links, and a doctor to book when you need one.',
} as const satisfies Catalogue;

export default assistant;

declare module '../../namespaces.ts' {
  interface Namespaces {
    assistant: typeof assistant;
  }
}
