import { toQueryString } from './paths';

/**
 * The support inbox's page and endpoints ('connect to agent', decision 039), apart from `paths` so
 * that the app shell every first visit downloads does not carry them.
 */
export const supportPaths = {
  support: () => '/support',
};

export const supportApiPaths = {
  conversation: (query: { after?: number } = {}) => `/api/support/conversation${toQueryString(query)}`,
  messages: () => '/api/support/conversation/messages',
  adminConversations: (query: { status?: string; page?: number } = {}) => `/api/admin/support/conversations${toQueryString(query)}`,
  adminConversation: (id: number, query: { after?: number } = {}) => `/api/admin/support/conversations/${id}${toQueryString(query)}`,
  adminReply: (id: number) => `/api/admin/support/conversations/${id}/messages`,
  adminClose: (id: number) => `/api/admin/support/conversations/${id}/close`,
};
