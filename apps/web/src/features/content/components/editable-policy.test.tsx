import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { renderRoute } from '@/test/render';
import { EditablePolicy } from './editable-policy';

const renderPolicy = () =>
  renderRoute(
    <EditablePolicy page="returns">
      <h1>Built-in returns text</h1>
    </EditablePolicy>,
    { path: '/returns', url: '/returns' },
  );

describe('a policy page', () => {
  it('shows the newest published version from Site Content with its date', async () => {
    mockApi({
      '/api/policies/returns': {
        body: {
          policy: { page: 'returns', version: 2, title: 'Returns & Refunds', body: 'Our promise.\n\n## Time limit\n\nFifteen days.\n\n- Unopened packs', publishedAt: '2026-11-20T06:00:00.000Z' },
        },
      },
    });
    renderPolicy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Returns & Refunds' })).toBeTruthy();
    expect(screen.getByText('Our promise.')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Time limit' })).toBeTruthy();
    expect(screen.getByText('Unopened packs')).toBeTruthy();
    expect(screen.getByText('20 November 2026')).toBeTruthy();
    expect(screen.queryByText('Built-in returns text')).toBeNull();
  });

  it('shows the built-in text while no version has been published', async () => {
    mockApi({ '/api/policies/returns': { body: { policy: null } } });
    renderPolicy();
    expect(await screen.findByRole('heading', { name: 'Built-in returns text' })).toBeTruthy();
  });
});
