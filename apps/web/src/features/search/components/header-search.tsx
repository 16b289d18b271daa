import { SUGGESTIONS_BLUR_CLOSE_MS, SUGGESTIONS_DELAY_MS } from '@dawa/shared/catalog/rules';
import type { Suggestion } from '@dawa/shared/catalog/schemas';
import { useQueryClient } from '@tanstack/react-query';
import SearchIcon from 'lucide-react/icons/search';
import SlidersHorizontal from 'lucide-react/icons/sliders-horizontal';
import { lazy, Suspense, useEffect, useId, useRef, useState, type FocusEvent, type FormEvent, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { paths } from '@/config/paths';
import { cn } from '@/lib/cn';
import { useT } from '@/lib/i18n/use-t';
import { suggestionsQueryOptions, useSuggestions } from '../api/get-suggestions';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import type { CategoryOption } from '../utils/search-params';

// Its code loads when the box is first focused, well before the suggestions' delay is over: the header is in every first bundle.
const loadSuggestionsPopup = () => import('./suggestions-popup');
const SuggestionsPopup = lazy(() => loadSuggestionsPopup().then((m) => ({ default: m.SuggestionsPopup })));
// Opened by few visitors, so its code (and the filter helpers it uses) loads on first open.
const AdvancedSearchPanel = lazy(() => import('./advanced-search-panel').then((m) => ({ default: m.AdvancedSearchPanel })));

/** The product whose name is exactly the text typed (case-insensitive), if any. */
export function exactNameMatch(items: readonly Suggestion[], text: string): Suggestion | undefined {
  const wanted = text.trim().toLowerCase();
  return wanted ? items.find((item) => item.name.trim().toLowerCase() === wanted) : undefined;
}

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
 * advanced-search panel.
 */
export function HeaderSearch({ categories }: { categories: readonly CategoryOption[] }) {
  const t = useT('common');
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const id = useId();
  const listboxId = `${id}-suggestions`;
  const inputId = `${id}-input`;

  const [text, setText] = useState(() => queryOfLocation(location.pathname, location.search));
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);
  const [advancedOpen, setAdvancedOpen] = useState(false);
  const blurTimer = useRef<number | undefined>(undefined);
  const rootRef = useRef<HTMLDivElement>(null);

  // When the page's query changes (a new search, back button), show it in the box.
  const [syncedLocation, setSyncedLocation] = useState(location.key);
  if (syncedLocation !== location.key) {
    setSyncedLocation(location.key);
    setText(queryOfLocation(location.pathname, location.search));
    setDismissed(true);
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
  const debounced = useDebouncedValue(trimmed, SUGGESTIONS_DELAY_MS);
  // Suggestions are for the settled text only (300 ms after the last keystroke).
  const settled = focused && trimmed !== '' && debounced === trimmed ? debounced : '';
  const suggestions = useSuggestions(settled);
  const items = suggestions.data?.items ?? [];
  const open = focused && !dismissed && settled !== '' && (suggestions.isSuccess || suggestions.isError);
  const showList = open && items.length > 0;

  function changeText(value: string) {
    setText(value);
    setDismissed(false);
    setActiveIndex(-1);
  }

  function close() {
    setDismissed(true);
    setActiveIndex(-1);
  }

  function goToProduct(item: Suggestion) {
    close();
    void navigate(paths.product(item.id));
  }

  function searchAll(query: string) {
    close();
    void navigate(paths.search({ query }));
  }

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    close();
    // The suggestions for exactly this text, from the cache or fetched now (Enter may beat the delay).
    let candidates: readonly Suggestion[] = [];
    try {
      candidates = (await queryClient.fetchQuery(suggestionsQueryOptions(query))).items;
    } catch {
      candidates = [];
    }
    const match = exactNameMatch(candidates, query);
    void navigate(match ? paths.product(match.id) : paths.search({ query }));
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (!showList) {
        setDismissed(false);
        return;
      }
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      setActiveIndex((i) => (i + step + items.length + (i === -1 && step === -1 ? 1 : 0)) % items.length);
    } else if (event.key === 'Enter' && showList && activeIndex >= 0) {
      const item = items[activeIndex];
      if (item) {
        event.preventDefault();
        goToProduct(item);
      }
    } else if (event.key === 'Escape') {
      if (open) {
        event.preventDefault();
        close();
      } else if (advancedOpen) {
        setAdvancedOpen(false);
      } else if (text) {
        changeText('');
      }
    }
  }

  function onFocus() {
    void loadSuggestionsPopup();
    window.clearTimeout(blurTimer.current);
    setFocused(true);
  }

  function onBlur(event: FocusEvent<HTMLDivElement>) {
    // Focus moving within the search (to 'View all results', say) keeps the list open.
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    window.clearTimeout(blurTimer.current);
    blurTimer.current = window.setTimeout(() => {
      setFocused(false);
      setActiveIndex(-1);
    }, SUGGESTIONS_BLUR_CLOSE_MS);
  }

  const activeId = showList && activeIndex >= 0 ? `${listboxId}-${activeIndex}` : undefined;

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
              aria-expanded={showList}
              aria-controls={showList ? listboxId : undefined}
              aria-activedescendant={activeId}
              autoComplete="off"
              enterKeyHint="search"
              maxLength={200}
              placeholder={t('search.placeholder')}
              value={text}
              onChange={(e) => changeText(e.target.value)}
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

          {open ? (
            <Suspense fallback={null}>
              <SuggestionsPopup
                listboxId={listboxId}
                items={showList ? items : []}
                activeIndex={activeIndex}
                query={trimmed}
                onPick={goToProduct}
                onHover={setActiveIndex}
                onViewAll={close}
                onSearchAll={() => searchAll(trimmed)}
              />
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
          <AdvancedSearchPanel id={`${id}-advanced`} query={trimmed} categories={categories} onClose={() => setAdvancedOpen(false)} />
        </Suspense>
      ) : null}
    </div>
  );
}
