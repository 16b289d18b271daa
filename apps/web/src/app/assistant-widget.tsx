import ChatWidget, { type ChatWidgetProps } from '@/features/assistant/components/chat-widget';
import { SupportThread } from '@/features/support/components/support-thread';

/** The chat widget with the support conversation it opens after 'connect to agent' (one lazy chunk). */
export default function AssistantWidget(props: Omit<ChatWidgetProps, 'support'>) {
  return <ChatWidget {...props} support={<SupportThread compact />} />;
}
