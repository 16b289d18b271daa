import { toQueryString } from './paths';

/** API endpoints of My Prescriptions (lazy: only the prescriptions page and its modals load them). */
export const prescriptionsApiPaths = {
  list: (search: string, page: number) => `/api/prescriptions${toQueryString({ search: search.trim(), page: page > 1 ? page : undefined })}`,
  /** GET (one prescription) and DELETE. */
  prescription: (id: number) => `/api/prescriptions/${id}`,
  upload: () => '/api/prescriptions/upload',
  analyze: (id: number) => `/api/prescriptions/analyze/${id}`,
};
