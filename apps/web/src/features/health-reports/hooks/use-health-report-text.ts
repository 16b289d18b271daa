import { HEALTH_REPORT_MESSAGES } from '@dawa/shared/care/health-reports';
import { useSentenceText } from '@/lib/i18n/use-sentence-text';

const keyOf = (key: keyof typeof HEALTH_REPORT_MESSAGES) => `msg.${key}` as const;

/** A health-report sentence (HEALTH_REPORT_MESSAGES, which the form's checks answer with) in the page's language. */
export const useHealthReportText = () => useSentenceText('healthReports', HEALTH_REPORT_MESSAGES, keyOf);
