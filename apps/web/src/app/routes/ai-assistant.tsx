import { lazy } from 'react';
import { AiAssistantPage } from '@/features/assistant/components/ai-assistant-page';

const SupportThread = lazy(() => import('@/features/support/components/support-thread'));

/** /ai-assistant: the assistant page, with the support conversation after 'connect to agent'. */
export default function AiAssistantRoute() {
  return <AiAssistantPage support={<SupportThread />} />;
}
