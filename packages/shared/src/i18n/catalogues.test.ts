import { readdirSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { UI_LANGUAGES } from './languages.ts';
import type { Catalogue, Message } from './messages.ts';

/** Every namespace file of every language, found on disk (a new namespace is checked without editing this test). */
const dir = new URL('./catalogues/', import.meta.url);
const namespaces = readdirSync(new URL('en/', dir))
  .filter((f) => f.endsWith('.ts'))
  .map((f) => f.replace(/\.ts$/, ''));

async function load(language: string, namespace: string): Promise<Catalogue | undefined> {
  try {
    return ((await import(`./catalogues/${language}/${namespace}.ts`)) as { default: Catalogue }).default;
  } catch {
    return undefined;
  }
}

const placeholders = (message: Message): string[] =>
  [
    ...new Set(
      [...(typeof message === 'string' ? message : `${message.one} ${message.other}`).matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? ''),
    ),
  ].sort();

describe('catalogues', () => {
  it('has namespaces', () => {
    expect(namespaces).toContain('common');
  });

  it.each(UI_LANGUAGES.flatMap((language) => namespaces.map((namespace) => [language, namespace] as const)))(
    '%s/%s exists with exactly the keys, plural forms and placeholders of en/%s',
    async (language, namespace) => {
      const source = await load('en', namespace);
      const translation = await load(language, namespace);
      expect(translation, `catalogues/${language}/${namespace}.ts is missing`).toBeDefined();
      if (!source || !translation) return;
      expect(Object.keys(translation).sort()).toEqual(Object.keys(source).sort());
      for (const [key, message] of Object.entries(source)) {
        const translated = translation[key] as Message;
        expect(typeof translated, `${language}/${namespace} ${key}`).toBe(typeof message);
        // A translation that drops {count} or invents {name} would show a raw or an empty gap.
        expect(placeholders(translated), `${language}/${namespace} ${key}`).toEqual(placeholders(message));
        const texts = typeof translated === 'string' ? [translated] : [translated.one, translated.other];
        for (const text of texts) expect(text.trim(), `${language}/${namespace} ${key} is empty`).not.toBe('');
      }
    },
  );

  it('has no language folder beyond the translated languages', () => {
    expect(readdirSync(dir).sort()).toEqual([...UI_LANGUAGES].sort());
  });
});
