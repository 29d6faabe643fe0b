import type { ResourceNamespaceMap } from 'i18next';
import { useTranslation } from 'react-i18next';

import { i18n } from './instance';
import type { Language } from './languages';

/** A namespace's strings in another language: the English object's shape, any words. */
export type Translation<T> = { [K in keyof T]: T[K] extends string ? string : Translation<T[K]> };

type Loader = () => Promise<object>;

/** Each namespace's loaders of its other languages, registered by the part of the portal that owns it. */
const loaders = new Map<string, Partial<Record<Language, Loader>>>();

/** The namespaces a component has asked for (`useStrings`). */
const asked = new Set<string>();

/** The other-language words being fetched now (see `stringsLoaded`). */
const loading = new Set<Promise<void>>();

/** The English each namespace was last registered with (see `registerStrings`' claim). */
const inForce = new Map<string, object>();

/**
 * A namespace's claim on the shared instance: `undefined` from a host released before claims
 * existed, so a remote calls it as `claim?.()`.
 */
export type StringsClaim = (() => void) | undefined;

/**
 * Registers a namespace: its English at once (the words the first render needs), its other
 * languages as loaders, fetched only when that language is on. The host registers `common` and
 * `host`; each remote registers its own namespace when its code loads, so a remote ships its
 * strings with its own release. Answers its claim: a release of a remote that the page loaded
 * before (its modules already run, so it registers nothing again) calls it before it speaks, and
 * takes its own words back from the release that registered after it (a rollback, ADR 0017).
 */
export function registerStrings<T extends object>(
  namespace: string,
  { en, ...others }: { en: T } & Record<Exclude<Language, 'en'>, () => Promise<Translation<T>>>,
): StringsClaim {
  const register = (silent: boolean, again = silent) => {
    // Silent when claimed during a render: the components about to render read the store as it is.
    i18n.addResourceBundle('en', namespace, en, true, true, { silent });
    inForce.set(namespace, en);
    loaders.set(namespace, others);
    const language = i18n.language as Language;
    if (language !== 'en') {
      const load = loadNamespace(namespace, language, again);
      loading.add(load);
      const done = () => void loading.delete(load);
      load.then(done, done);
    }
  };
  // Silent when no component has asked for the namespace yet, as for a remote's code arriving: an
  // 'added' event re-renders every component of every namespace (react-i18next's external store),
  // synchronously, in the middle of the transition that mounts the remote's screen (issue 35).
  register(!asked.has(namespace), false);
  return () => {
    if (inForce.get(namespace) !== en) register(true);
  };
}

async function loadNamespace(namespace: string, language: Language, again = false): Promise<void> {
  const load = loaders.get(namespace)?.[language];
  if (!load || (!again && i18n.hasResourceBundle(language, namespace))) return;
  // An added bundle re-renders the components of that namespace (bindI18nStore: 'added'), also
  // one drawn before it listened (react-i18next reads the store's revision again when it subscribes).
  i18n.addResourceBundle(language, namespace, await load(), true, true);
}

/**
 * Resolves once the words being fetched in the language shown have arrived (or failed), after
 * `limitMs` at the latest. A screen shown after it does not flash English in Urdu for the moment a
 * package's words take to arrive after its code (the forms' file control on a ticket's form).
 */
export function stringsLoaded(limitMs = 3000): Promise<void> {
  if (loading.size === 0) return Promise.resolve();
  const arrived = Promise.all([...loading].map((load) => load.catch(() => undefined)));
  return Promise.race([arrived, new Promise((resolve) => setTimeout(resolve, limitMs))]).then(() => undefined);
}

/** Fetches every registered namespace's strings in `language` (English is always in memory). */
export async function loadLanguage(language: Language): Promise<void> {
  await Promise.all([...loaders.keys()].map((namespace) => loadNamespace(namespace, language)));
}

/** The namespaces registered so far (the pseudo-locale of the tests covers each one). */
export const registeredNamespaces = (): string[] => [...loaders.keys()];

type Namespace = Extract<keyof ResourceNamespaceMap, string>;

/**
 * The `t` of a namespace for a component, re-rendered when the language changes. Keys are typed
 * from the English resources (`ResourceNamespaceMap`), so a missing key fails the type check.
 */
export function useStrings<N extends Namespace>(namespace: N) {
  asked.add(namespace);
  return useTranslation(namespace, { i18n });
}

/** The `t` of a namespace outside React (messages built in event handlers). */
export const stringsOf = <N extends Namespace>(namespace: N) => i18n.getFixedT(null, namespace);
