/** The assistant's API endpoints (under /api/ai), apart from `apiPaths` so the app shell does not carry them. */
export const assistantApiPaths = {
  chat: () => '/api/ai/chat',
  symptomsAnalysis: () => '/api/ai/symptoms-analysis',
  symptomChecker: () => '/api/ai/symptom-checker',
  intakeRedFlag: () => '/api/ai/intake-red-flag',
  recommendations: () => '/api/ai/recommendations',
};
