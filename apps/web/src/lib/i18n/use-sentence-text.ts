import type { CatalogueOf, Namespace } from '@dawa/shared/i18n/namespaces';
import { useCallback } from 'react';
import { useT } from './use-t';

const indexes = new WeakMap<object, Map<string, string>>();
/** sentence → its key in `messages`, built once per constant. */
function keysByText(messages: Readonly<Record<string, string>>): Map<string, string> {
  let index = indexes.get(messages);
  if (!index) indexes.set(messages, (index = new Map(Object.entries(messages).map(([key, text]) => [text, key]))));
  return index;
}

/**
 * Words a feature's shared English sentences (a constant such as ROOM_MESSAGES, which the API, the
 * checks and the tests use as the spec's text) in the page's language: the sentence's key in
 * `messages` becomes a catalogue key through `keyOf` (typed: every key must exist in `namespace`).
 * A sentence that is not one of them (already worded, or a provider's own) passes through.
 */
export function useSentenceText<N extends Namespace, K extends string>(
  namespace: N,
  messages: Readonly<Record<K, string>>,
  keyOf: (key: K) => keyof CatalogueOf<N> & string,
): (message: string) => string {
  // The sentences have no placeholders, so t is called with the key alone.
  const t = useT(namespace) as unknown as (key: string) => string;
  return useCallback(
    (message: string) => {
      const key = keysByText(messages).get(message) as K | undefined;
      return key === undefined ? message : t(keyOf(key));
    },
    [t, messages, keyOf],
  );
}
