import { act, render, screen } from '@testing-library/react';
import { Suspense, useId, useMemo, useState, type ComponentType } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';

type RouteModule = { default: ComponentType };

/**
 * The app's i18n and route modules afresh, with no catalogue loaded yet (the test setup loads every
 * catalogue for the other tests): what a phone has on its first visit.
 */
async function freshApp() {
  vi.resetModules();
  const [{ lazyRoute }, { useT }, { languageStore }, { loadedCatalogue }] = await Promise.all([
    import('@/lib/route-loading'),
    import('@/lib/i18n/use-t'),
    import('@/lib/i18n/language-store'),
    import('@/lib/i18n/catalogues'),
  ]);
  return { lazyRoute, useT, languageStore, loadedCatalogue };
}

/** Records every render of a Suspense fallback, so a flash that lasts one frame still counts. */
function fallbackLog() {
  const shown: string[] = [];
  function Fallback({ name }: { name: string }) {
    shown.push(name);
    return <p>{name}</p>;
  }
  return { shown, Fallback };
}

describe('lazy routes and their texts', () => {
  beforeEach(() => localStorage.clear());

  it('renders a route only once its code and its namespaces are in: no loading flash inside the page, no React error #467', async () => {
    const { lazyRoute, useT, loadedCatalogue } = await freshApp();
    const { shown, Fallback } = fallbackLog();

    // Hooks after useT(): a component that suspended there on its first render could be replayed half-mounted.
    function CartLine() {
      const t = useT('cart');
      const [count] = useState(2);
      const id = useId();
      const label = useMemo(() => t('meta.items', { count }), [t, count]);
      return <p id={id}>{label}</p>;
    }
    function HomePage() {
      const t = useT('home');
      const [title] = useState(() => t('hero.title'));
      return (
        <>
          <h1>{title}</h1>
          <Suspense fallback={<Fallback name="inside the page" />}>
            <CartLine />
          </Suspense>
        </>
      );
    }

    let finishCode: (module: RouteModule) => void = () => undefined;
    const Home = lazyRoute(() => new Promise<RouteModule>((resolve) => (finishCode = resolve)), ['home', 'cart']);
    render(
      <Suspense fallback={<Fallback name="page" />}>
        <Home />
      </Suspense>,
    );
    expect(screen.getByText('page')).toBeTruthy();

    // The code arrives first; the route still waits for its texts.
    await act(async () => finishCode({ default: HomePage }));
    expect(await screen.findByRole('heading', { name: 'Genuine medicines, delivered to your door' })).toBeTruthy();
    expect(screen.getByText('Your cart: 2 items.')).toBeTruthy();
    expect(loadedCatalogue('en', 'cart')).toBeDefined();
    expect(shown).not.toContain('inside the page');
  });

  it('shows a route again in another language only with that language’s texts in (the page never half-renders)', async () => {
    const { lazyRoute, useT, languageStore } = await freshApp();
    const { shown, Fallback } = fallbackLog();
    function Title() {
      const t = useT('home');
      const [shownTitle] = useState(() => t('hero.title'));
      return <h1>{shownTitle}</h1>;
    }
    function HomePage() {
      return (
        <Suspense fallback={<Fallback name="inside the page" />}>
          <Title />
        </Suspense>
      );
    }
    const Home = lazyRoute(() => Promise.resolve({ default: HomePage }), ['home']);
    const { unmount } = render(
      <Suspense fallback={<Fallback name="page" />}>
        <Home />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'Genuine medicines, delivered to your door' })).toBeTruthy();
    unmount();

    // The route's code is in; its Hindi texts are not (the language changed without a switch's preloading).
    act(() => languageStore.set('hi'));
    render(
      <Suspense fallback={<Fallback name="page" />}>
        <Home />
      </Suspense>,
    );
    expect(await screen.findByRole('heading', { name: 'असली दवाइयाँ, आपके दरवाज़े तक' })).toBeTruthy();
    expect(shown).not.toContain('inside the page');
  });

  it('a component whose namespace no route listed waits at its own boundary, then mounts with all its hooks', async () => {
    const { useT } = await freshApp();
    function Notice() {
      const t = useT('cart');
      const [count, setCount] = useState(1);
      const id = useId();
      return (
        <button type="button" id={id} onClick={() => setCount((n) => n + 1)}>
          {t('meta.items', { count })}
        </button>
      );
    }
    render(
      <Suspense fallback={<p>Loading texts</p>}>
        <Notice />
      </Suspense>,
    );
    expect(screen.getByText('Loading texts')).toBeTruthy();
    const button = await screen.findByRole('button', { name: 'Your cart: 1 item.' });
    act(() => button.click());
    expect(screen.getByRole('button', { name: 'Your cart: 2 items.' })).toBeTruthy();
  });
});
