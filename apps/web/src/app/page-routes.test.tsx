import { PAGE_ROUTE_PATTERNS } from '@dawa/shared/routes/page-routes';
import { isValidElement, type ReactElement, type ReactNode } from 'react';
import { Route } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from './router';
import SecondaryRoutes from './secondary-routes';

/** The `path` of every <Route> in an element tree (the route tables are plain JSX, no hooks). */
function routePaths(node: ReactNode): string[] {
  if (Array.isArray(node)) return node.flatMap(routePaths);
  if (!isValidElement(node)) return [];
  const element = node as ReactElement<{ path?: string; children?: ReactNode }>;
  const own = element.type === Route && element.props.path ? [element.props.path] : [];
  return [...own, ...routePaths(element.props.children)];
}

describe('the page list the server answers 200 for', () => {
  it('is exactly the routes the app declares (besides its catch-all)', () => {
    const declared = [...routePaths(AppRoutes()), ...routePaths(SecondaryRoutes())].filter((path) => path !== '*');
    expect(new Set(declared).size).toBe(declared.length);
    expect([...declared, '/'].sort()).toEqual([...PAGE_ROUTE_PATTERNS].sort());
  });
});
