/**
 * The assistant's sentences that both sides show (spec: storefront §2, §4, §5, §8; account-and-care
 * §2 AI Health Assistant). The API answers with them and the web shows them, so tests on either
 * side assert the same text.
 */
export const ASSISTANT_MESSAGES = {
  notMedicalAdvice: 'Not medical advice',
  disclaimer:
    'This is general information from our medicine database, not a medical diagnosis or a prescription. Ask a doctor or pharmacist before you start, stop or change a medicine.',
  diagnosisMode: 'Diagnosis Mode Active – informational only, not a medical diagnosis.',
  // Guided intake (storefront §4, §5).
  invalidAge: 'Please enter a valid age (1-130).',
  invalidSeverity: 'Severity must be a number from 1 to 10.',
  cancelled: 'Diagnosis session cancelled.',
  // Chat failures (storefront §8).
  unavailable: 'Sorry, I am unable to process your request at the moment.',
  noResponse: 'I did not generate a response. Please try again.',
  noAnswer: 'Sorry, I could not find an answer.',
  error: 'Sorry, I encountered an error. Please try again later.',
  analysisUnavailable: 'The symptom analysis service is temporarily unavailable. Please try again.',
  // Symptom checker (account-and-care §2).
  noMedications: 'No specific medications found for these symptoms.',
  consultProfessional: 'Please consult a healthcare professional for a proper diagnosis and treatment.',
} as const;
