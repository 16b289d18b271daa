import { formatIndianInteger, pluralFormOf } from './indian-digits.ts';
import { LOCALES, type UiLanguage } from './languages.ts';

/** A message that depends on a number: Intl.PluralRules picks the form by `count` (English and Hindi use only these two). */
export interface PluralMessage {
  readonly one: string;
  readonly other: string;
}
export type Message = string | PluralMessage;

/** One namespace of one language: flat keys ('header.cart') to messages with `{name}` placeholders. */
export type Catalogue = Readonly<Record<string, Message>>;

/**
 * What a translation of the English catalogue T must be: exactly its keys (`satisfies` also refuses
 * extra ones), a sentence for a sentence and plural forms for plural forms. TypeScript thereby fails
 * on a key missing in hi; catalogues.test.ts checks the same and the placeholders at run time.
 */
export type TranslationOf<T extends Catalogue> = { readonly [K in keyof T]: T[K] extends string ? string : PluralMessage };

type Placeholders<S> = S extends `${string}{${infer Name}}${infer Rest}` ? Name | Placeholders<Rest> : never;
export type ParamValue = string | number;

/** The parameters a message asks for, read from its English text ('{count} items' needs `count`). */
export type ParamsOf<M> = M extends PluralMessage
  ? { count: number } & { [K in Exclude<Placeholders<M['one'] | M['other']>, 'count'>]: ParamValue }
  : { [K in Placeholders<M>]: ParamValue };

/** Arguments of t(key, …): none for a plain sentence, the parameters object when the message has placeholders. */
export type ParamsArg<M> = keyof ParamsOf<M> extends never ? [params?: undefined] : [params: ParamsOf<M>];

/** The function screens and mails call: t('cart.items', { count: 3 }) → '3 items'. */
export type Translate<T extends Catalogue> = <K extends keyof T & string>(key: K, ...params: ParamsArg<T[K]>) => string;

const numberFormats = new Map<UiLanguage, Intl.NumberFormat>();

// Fractions only: integers (every count in the catalogues) are grouped without Intl (indian-digits.ts).
function numberFormatOf(language: UiLanguage): Intl.NumberFormat {
  let format = numberFormats.get(language);
  if (!format) numberFormats.set(language, (format = new Intl.NumberFormat(LOCALES[language])));
  return format;
}

/**
 * A message with its parameters filled in: the plural form chosen for `count`, numbers written with
 * Indian grouping (12,34,567). A placeholder without a value stays visible as `{name}`, so a missing
 * argument shows in review instead of an empty gap.
 */
export function formatMessage(message: Message, params: Readonly<Record<string, ParamValue>> | undefined, language: UiLanguage): string {
  let text: string;
  if (typeof message === 'string') text = message;
  else {
    const count = Number(params?.count ?? 0);
    text = pluralFormOf(count, language) === 'one' ? message.one : message.other;
  }
  if (!params) return text;
  return text.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name];
    if (value === undefined) return whole;
    if (typeof value !== 'number') return value;
    return formatIndianInteger(value) ?? numberFormatOf(language).format(value);
  });
}

/** The t() of one namespace in one language. */
export function createTranslator<T extends Catalogue>(catalogue: T | TranslationOf<T>, language: UiLanguage): Translate<T> {
  return (key: string, params?: Record<string, ParamValue>) => {
    const message = (catalogue as Catalogue)[key];
    // Types make this unreachable; a stale build or a hand-edited key still shows something findable.
    if (message === undefined) return key;
    return formatMessage(message, params, language);
  };
}

/** The catalogue of a language from a namespace's pair, for code that holds both (the server's mails and invoice). */
export function pickCatalogue<T extends Catalogue>(pair: { en: T; hi: TranslationOf<T> }, language: UiLanguage): T | TranslationOf<T> {
  return language === 'hi' ? pair.hi : pair.en;
}
