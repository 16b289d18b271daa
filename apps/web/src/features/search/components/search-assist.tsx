import { SUGGESTIONS_DELAY_MS } from '@dawa/shared/catalog/rules';
import type { Suggestion } from '@dawa/shared/catalog/schemas';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect, useImperativeHandle, useState, type KeyboardEvent, type Ref } from 'react';
import { useLocation, useNavigate, type NavigateFunction } from 'react-router';
import { paths } from '@/config/paths';
import { suggestionsQueryOptions, useSuggestions } from '../api/get-suggestions';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { SuggestionsPopup } from './suggestions-popup';

/** The product whose name is exactly the text typed (case-insensitive), if any. */
export function exactNameMatch(items: readonly Suggestion[], text: string): Suggestion | undefined {
  const wanted = text.trim().toLowerCase();
  return wanted ? items.find((item) => item.name.trim().toLowerCase() === wanted) : undefined;
}

/**
 * A submitted search: straight to the product whose name was typed exactly, else the search page.
 * The suggestions for exactly this text come from the cache or are fetched now (Enter may beat the delay).
 */
export async function submitSearch(queryClient: QueryClient, navigate: NavigateFunction, query: string): Promise<void> {
  let candidates: readonly Suggestion[] = [];
  try {
    candidates = (await queryClient.fetchQuery(suggestionsQueryOptions(query))).items;
  } catch {
    candidates = [];
  }
  const match = exactNameMatch(candidates, query);
  void navigate(match ? paths.product(match.id) : paths.search({ query }));
}

/** What the header's input shows of the list (its combobox attributes). */
export interface SuggestionListState {
  expanded: boolean;
  activeId: string | undefined;
}

/** What the header's input asks of the assist. */
export interface SearchAssistHandle {
  /** Arrow keys, Enter on a highlighted suggestion and Escape on an open list; false when the key is not its business. */
  keyDown(event: KeyboardEvent<HTMLInputElement>): boolean;
  close(): void;
  /** A submitted search, with this part's query client (the header itself has none: decision 067). */
  submit(query: string): Promise<void>;
}

/**
 * The header search's suggestions (after 300 ms, for the settled text) and their keyboard: a chunk of
 * its own, loaded when the box is first focused (header-search.tsx), since the first paint of every
 * page only needs the box itself.
 */
export function SearchAssist({
  ref,
  text,
  focused,
  listboxId,
  onListState,
}: {
  ref: Ref<SearchAssistHandle>;
  /** The trimmed text of the box. */
  text: string;
  focused: boolean;
  listboxId: string;
  onListState: (state: SuggestionListState) => void;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [dismissed, setDismissed] = useState(false);
  const [activeIndex, setActiveIndex] = useState(-1);

  // New text reopens the list; a new page (a search, the back button) or leaving the box closes it.
  const [seen, setSeen] = useState({ text, key: location.key, focused });
  if (seen.text !== text || seen.key !== location.key || seen.focused !== focused) {
    setSeen({ text, key: location.key, focused });
    setActiveIndex(-1);
    if (seen.text !== text) setDismissed(false);
    if (seen.key !== location.key) setDismissed(true);
  }

  const debounced = useDebouncedValue(text, SUGGESTIONS_DELAY_MS);
  // Suggestions are for the settled text only (300 ms after the last keystroke).
  const settled = focused && text !== '' && debounced === text ? debounced : '';
  const suggestions = useSuggestions(settled);
  const items = suggestions.data?.items ?? [];
  const open = focused && !dismissed && settled !== '' && (suggestions.isSuccess || suggestions.isError);
  const showList = open && items.length > 0;
  const activeId = showList && activeIndex >= 0 ? `${listboxId}-${activeIndex}` : undefined;

  useEffect(() => onListState({ expanded: showList, activeId }), [onListState, showList, activeId]);

  function close() {
    setDismissed(true);
    setActiveIndex(-1);
  }

  function goToProduct(item: Suggestion) {
    close();
    void navigate(paths.product(item.id));
  }

  useImperativeHandle(ref, () => ({
    close,
    submit: (query) => submitSearch(queryClient, navigate, query),
    keyDown(event) {
      if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
        if (!showList) {
          setDismissed(false);
          return true;
        }
        event.preventDefault();
        const step = event.key === 'ArrowDown' ? 1 : -1;
        setActiveIndex((i) => (i + step + items.length + (i === -1 && step === -1 ? 1 : 0)) % items.length);
        return true;
      }
      if (event.key === 'Enter' && showList && activeIndex >= 0) {
        const item = items[activeIndex];
        if (!item) return false;
        event.preventDefault();
        goToProduct(item);
        return true;
      }
      if (event.key === 'Escape' && open) {
        event.preventDefault();
        close();
        return true;
      }
      return false;
    },
  }));

  return open ? (
    <SuggestionsPopup
      listboxId={listboxId}
      items={showList ? items : []}
      activeIndex={activeIndex}
      query={text}
      onPick={goToProduct}
      onHover={setActiveIndex}
      onViewAll={close}
      onSearchAll={() => {
        close();
        void navigate(paths.search({ query: text }));
      }}
    />
  ) : null;
}
