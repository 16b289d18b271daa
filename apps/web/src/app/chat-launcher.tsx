import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useT } from '@/lib/i18n/use-t';

// The widget's body (conversation, intake, triage rules, the support thread) is its own chunk, fetched
// on the first click: only this button is in every page's first download (the home page's JS budget).
const AssistantWidget = lazy(() => import('./assistant-widget'));

const CLOSED = 0;
const OPEN = 1;
const MINIMISED = 2;

/** Pixels scrolled in one direction before the launcher goes or comes back (a jittery thumb moves it not). */
const SCROLL_STEP = 8;

/**
 * True while the visitor scrolls down a phone-width page: the launcher then steps aside, so it never
 * sits over a product card's Add to Cart as the cards pass under it (issue 21, item 19); it returns on
 * scrolling up and near the top. Wider screens have room beside the cards and keep it in place.
 */
function useAwayWhileScrollingDown(): boolean {
  const [away, setAway] = useState(false);
  const last = useRef(0);
  useEffect(() => {
    last.current = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const phone = window.innerWidth < 768;
      if (!phone || y < 64) setAway(false);
      else if (y - last.current > SCROLL_STEP) setAway(true);
      else if (last.current - y > SCROLL_STEP) setAway(false);
      else return;
      last.current = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, []);
  return away;
}

/**
 * The chat launcher of every page. Closed → open; open and expanded → minimised (spec: clicking the
 * launcher while open minimises it); minimised → open. Closing ends the visit's conversation.
 */
export default function ChatLauncher() {
  const [mode, setMode] = useState(CLOSED);
  const t = useT('assistant');
  const [focused, setFocused] = useState(false);
  // Never while the conversation is open, nor while the launcher has the keyboard focus.
  const away = useAwayWhileScrollingDown() && mode !== OPEN && !focused;
  return (
    <>
      {mode !== CLOSED && (
        <Suspense fallback={null}>
          <AssistantWidget minimised={mode === MINIMISED} onMinimise={() => setMode(MINIMISED)} onClose={() => setMode(CLOSED)} />
        </Suspense>
      )}
      <button
        onFocus={() => setFocused(true)}
        onBlur={() => setFocused(false)}
        type="button"
        // Stepped aside: out of the way of taps too (index.css), and out of the tab order until it returns.
        data-away={away || undefined}
        tabIndex={away ? -1 : undefined}
        aria-label={mode === OPEN ? t('launcher.minimise') : t('launcher.open')}
        aria-expanded={mode === OPEN}
        onClick={() => setMode(mode === OPEN ? MINIMISED : OPEN)}
        // Its look and icon are in index.css (.chat-launcher): the first download is at its budget.
        className="chat-launcher"
      />
    </>
  );
}
