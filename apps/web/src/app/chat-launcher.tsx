import { lazy, Suspense, useState } from 'react';
import { useT } from '@/lib/i18n/use-t';
import { withQueryClient } from '@/lib/query-loading';

// The widget's body (conversation, intake, triage rules, the support thread) is its own chunk, fetched
// on the first click: only this button is in every page's first download (the home page's JS budget).
// It fetches (recommendations, the support thread), so TanStack Query comes with it (decision 067).
const AssistantWidget = lazy(withQueryClient(() => import('./assistant-widget')));

const CLOSED = 0;
const OPEN = 1;
const MINIMISED = 2;

/**
 * The chat launcher of every page. Closed → open; open and expanded → minimised (spec: clicking the
 * launcher while open minimises it); minimised → open. Closing ends the visit's conversation.
 * On a phone it is a tab docked to the screen's edge, clear of every product card's controls (index.css).
 */
export default function ChatLauncher() {
  const [mode, setMode] = useState(CLOSED);
  const t = useT('assistant');
  return (
    <>
      {mode !== CLOSED && (
        <Suspense fallback={null}>
          <AssistantWidget minimised={mode === MINIMISED} onMinimise={() => setMode(MINIMISED)} onClose={() => setMode(CLOSED)} />
        </Suspense>
      )}
      <button
        type="button"
        aria-label={mode === OPEN ? t('launcher.minimise') : t('launcher.open')}
        aria-expanded={mode === OPEN}
        onClick={() => setMode(mode === OPEN ? MINIMISED : OPEN)}
        // Its look and icon are in index.css (.chat-launcher): the first download is at its budget.
        className="chat-launcher"
      />
    </>
  );
}
