import type { AdminDocumentListResponse } from '@dawa/shared/admin/documents';
import type { MessageResponse } from '@dawa/shared/auth/schemas';
import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { adminApiPaths } from '@/config/admin-paths';
import { apiDownload, apiGet, apiRequest } from '@/lib/api-client';
import { ME_QUERY_KEY } from '@/lib/auth/session';

const loadDocumentSchemas = () => import('@dawa/shared/admin/documents');
const loadMessageSchema = () => import('@dawa/shared/auth/schemas').then((m) => m.MessageResponseSchema);

export interface DocumentsQuery {
  category: string;
  page: number;
}

// Under the personal prefix: what an admin saw must not show to the next person in this browser.
export const adminDocumentsQueryKey = [...ME_QUERY_KEY, 'admin', 'documents'] as const;

/** GET /api/admin/documents: uploaded files, filtered by category and paged by the server. */
export const documentsQueryOptions = (query: DocumentsQuery) =>
  queryOptions({
    queryKey: [...adminDocumentsQueryKey, query.category, query.page],
    queryFn: ({ signal }): Promise<AdminDocumentListResponse> =>
      apiGet(adminApiPaths.documents(query), () => loadDocumentSchemas().then((m) => m.AdminDocumentListResponseSchema), { signal, auth: true }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

export function useDocuments(query: DocumentsQuery) {
  return useQuery(documentsQueryOptions(query));
}

/** DELETE /api/admin/documents/{id}: the file and its owner's reference go. */
export function deleteDocument(id: number): Promise<MessageResponse> {
  return apiRequest(adminApiPaths.document(id), { method: 'DELETE', auth: true, schema: loadMessageSchema });
}

export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteDocument, onSuccess: () => queryClient.invalidateQueries({ queryKey: adminDocumentsQueryKey }) });
}

/** The file through the authorised route (the bearer token goes with it; files are never in a public folder). */
export function openDocumentFile(id: number): Promise<Blob> {
  return apiDownload(adminApiPaths.documentFile(id), { auth: true });
}
