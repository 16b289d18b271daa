import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { mockApi } from '@/test/api-mock';
import { categoryList } from '@/test/factories';
import { inLanguage } from '@/test/language';
import { renderRoute } from '@/test/render';
import { CategoryTiles } from './category-grid';
import { CategoryList } from './category-list';

const categories = categoryList().categories;

describe('categories in Hindi', () => {
  inLanguage('hi');

  it('names the category tiles in Hindi', () => {
    renderRoute(<CategoryTiles categories={categories} />, { path: '/', url: '/' });
    const tiles = within(screen.getByRole('list'));
    expect(tiles.getByText('दर्द निवारक')).toBeTruthy();
    expect(tiles.queryByText('Pain Relief')).toBeNull();
  });

  it('names and describes every category of All Categories in Hindi', async () => {
    mockApi({ '/api/categories': { body: categoryList() } });
    renderRoute(<CategoryList />, { path: '/categories', url: '/categories' });
    expect(await screen.findByText('दर्द निवारक')).toBeTruthy();
    expect(screen.getByText('सिरदर्द, बदन दर्द, बुखार और सूजन के लिए टैबलेट, जेल और स्प्रे।')).toBeTruthy();
    for (const category of categories) {
      expect(screen.queryByText(category.name), category.slug).toBeNull();
      expect(screen.queryByText(category.description), category.slug).toBeNull();
    }
  });
});
