import type { Catalogue } from '../../messages.ts';

/** The customer's conversation with the support team ('connect to agent', /support and the chat; decision 039). */
const support = {
  title: 'Chat with our support team',
  intro: 'An agent will reply here. You can leave this page and come back: your conversation is kept.',
  connecting: 'Connecting you to our support team...',
  loginRequired: 'Please log in to chat with our support team.',
  logIn: 'Log in',
  waiting: 'An agent will reply here shortly.',
  closed: 'Our support team closed this conversation. Send a message to start a new one.',
  you: 'You',
  supportTeam: 'Support team',
  agent: '{name} (Support team)',
  messageLabel: 'Your message',
  placeholder: 'Type your message...',
  send: 'Send',
  sending: 'Sending...',
  empty: 'Please type a message.',
  failed: 'Could not reach our support team. Please try again.',
  retry: 'Try Again',
  messagesLabel: 'Messages with our support team',
} as const satisfies Catalogue;

export default support;

declare module '../../namespaces.ts' {
  interface Namespaces {
    support: typeof support;
  }
}
