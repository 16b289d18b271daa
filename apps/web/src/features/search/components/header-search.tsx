import { SUGGESTIONS_BLUR_CLOSE_MS } from '@dawa/shared/catalog/suggestion-timing';
import SearchIcon from 'lucide-react/icons/search';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import {
  lazy,
  Suspense,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type FormEvent,
  type KeyboardEvent,
} from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { withQueryClient } from '@/lib/query-loading';
import type { AdvancedSearchSlotProps } from './advanced-search-panel';
import type { SearchAssistHandle, SuggestionListState } from './search-assist';

// The suggestions and their keyboard load when the box is first focused (or a search is submitted),
// well before the suggestions' delay is over: the header is in every page's first bundle. They fetch,
// so TanStack Query comes with them (decision 067).
const loadSearchAssist = () => import('./search-assist');
const loadSearchAssistPart = () => loadSearchAssist().then((m) => ({ default: m.SearchAssist }));
const SearchAssist = lazy(withQueryClient(loadSearchAssistPart));

const CLOSED_LIST: SuggestionListState = { expanded: false, activeId: undefined };

/** The query text of the page the customer is on (so the box shows what the results are for). */
function queryOfLocation(pathname: string, search: string): string {
  const params = new URLSearchParams(search);
  if (pathname === paths.search()) return params.get('query') ?? params.get('name') ?? '';
  if (pathname === paths.home()) return params.get('q') ?? '';
  return '';
}

/**
 * The header search: a combobox with suggestions (after 300 ms, closing 150 ms after blur), a
 * submit that goes straight to a product whose name was typed exactly, and, on desktop, an
 * advanced-search panel. `advancedSearch` is that panel with its category list, composed by the app (a
 * lazy part, opened by few visitors).
 */
export function HeaderSearch({ advancedSearch: AdvancedSearch }: { advancedSearch: ComponentType<AdvancedSearchSlotProps> }) {
  const t = useT('common');
  const navigate = useNavigate();
  const location = useLocation();
  const id = useId();
  const listboxId = `${id}-suggestions`;
  const inputId = `${id}-input`;

  const [text, setText] = useState(() => queryOfLocation(location.pathname, location.search));
  const [focused, setFocused] = useState(false);
  const [engaged, setEngaged] = useState(false);
  const [list, setList] = useState(CLOSED_LIST);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const assist = useRef<SearchAssistHandle>(null);
  const blurTimer = useRef<number | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);

  // When the page's query changes (a new search, back button), show it in the box.
  const [syncedLocation, setSyncedLocation] = useState(location.key);
  if (syncedLocation !== location.key) {
    setSyncedLocation(location.key);
    setText(queryOfLocation(location.pathname, location.search));
    setAdvancedOpen(false);
  }

  useEffect(() => () => window.clearTimeout(blurTimer.current), []);

  // Escape, or a press anywhere outside the search, closes the advanced panel.
  useEffect(() => {
    if (!advancedOpen) return;
    const onPointerDown = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) setAdvancedOpen(false);
    };
    const onKeyDown = (event: globalThis.KeyboardEvent) => {
      if (event.key === 'Escape') setAdvancedOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('pointerdown', onPointerDown);
      document.removeEventListener('keydown', onKeyDown);
    };
  }, [advancedOpen]);

  const trimmed = text.trim();

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    const handle = assist.current;
    if (handle) {
      handle.close();
      await handle.submit(query);
      return;
    }
    // Submitted before the suggestions' code arrived: it comes now, with the app's query client.
    const [{ submitSearch }, { queryClient }] = await Promise.all([loadSearchAssist(), import('@/lib/query-client')]);
    await submitSearch(queryClient, navigate, query);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (assist.current?.keyDown(event) || event.key !== 'Escape') return;
    if (advancedOpen) setAdvancedOpen(false);
    else if (text) setText('');
  }

  function onFocus() {
    setEngaged(true);
    window.clearTimeout(blurTimer.current);
    setFocused(true);
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    // Focus moving within the search (to 'View all results', say) keeps the list open.
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    window.clearTimeout(blurTimer.current);
    blurTimer.current = window.setTimeout(() => setFocused(false), SUGGESTIONS_BLUR_CLOSE_MS);
  }

  return (
    <div ref={rootRef} className="relative">
      <div className="flex items-center gap-2">
        <div className="relative flex-1" onFocus={onFocus} onBlur={onBlur}>
          <form role="search" aria-label={t('search.label')} onSubmit={(e) => void onSubmit(e)} className="flex">
            <label htmlFor={inputId} className="sr-only">
              {t('search.label')}
            </label>
            <input
              id={inputId}
              type="search"
              role="combobox"
              aria-autocomplete="list"
              aria-expanded={list.expanded}
              aria-controls={list.expanded ? listboxId : undefined}
              aria-activedescendant={list.activeId}
              autoComplete="off"
              enterKeyHint="search"
              maxLength={200}
              placeholder={t('search.placeholder')}
              value={text}
              onChange={(e) => setText(e.target.value)}
              onKeyDown={onKeyDown}
              className="h-11 w-full rounded-l-lg border border-r-0 border-slate-300 bg-white pr-3 pl-4 text-sm text-slate-900 placeholder:text-slate-500 focus:border-teal-600 focus:outline-none dark:border-slate-600 dark:bg-slate-900 dark:text-slate-100 dark:placeholder:text-slate-400"
            />
            <button
              type="submit"
              aria-label={t('search.submit')}
              disabled={trimmed === ''}
              className="inline-flex h-11 w-12 items-center justify-center rounded-r-lg bg-teal-700 text-white hover:bg-teal-800 disabled:cursor-not-allowed disabled:bg-teal-700/70 dark:bg-teal-400 dark:text-slate-950 dark:hover:bg-teal-300 dark:disabled:bg-teal-400/70"
            >
              <SearchIcon aria-hidden="true" className="size-5" />
            </button>
          </form>

          {engaged ? (
            <Suspense fallback={null}>
              <SearchAssist ref={assist} text={trimmed} focused={focused} listboxId={listboxId} onListState={setList} />
            </Suspense>
          ) : null}
        </div>
        <button
          type="button"
          aria-expanded={advancedOpen}
          aria-controls={advancedOpen ? `${id}-advanced` : undefined}
          onClick={() => setAdvancedOpen((v) => !v)}
          className={cn(
            'hidden h-11 items-center gap-2 rounded-lg border px-3 text-sm font-medium md:inline-flex',
            advancedOpen
              ? 'border-teal-700 bg-teal-50 text-teal-900 dark:border-teal-400 dark:bg-slate-800 dark:text-teal-200'
              : 'border-slate-300 text-slate-700 hover:bg-slate-100 dark:border-slate-600 dark:text-slate-200 dark:hover:bg-slate-800',
          )}
        >
          <SlidersHorizontal aria-hidden="true" className="size-4" />
          <span className="hidden xl:inline">{t('search.advanced')}</span>
          <span className="sr-only xl:hidden">{t('search.advanced')}</span>
        </button>
      </div>

      {advancedOpen ? (
        <Suspense fallback={null}>
          <AdvancedSearch id={`${id}-advanced`} query={trimmed} onClose={() => setAdvancedOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
