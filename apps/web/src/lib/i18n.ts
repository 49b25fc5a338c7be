import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Namespace, Resources } from '@portal/i18n';
import { defaultLanguage, defaultNS, defaultVariables } from '@portal/i18n/settings';
import auth from '@portal/i18n/nl/auth.json';
import common from '@portal/i18n/nl/common.json';
import errors from '@portal/i18n/nl/errors.json';
import shell from '@portal/i18n/nl/shell.json';
import validation from '@portal/i18n/nl/validation.json';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: Resources;
    defaultVariables: typeof defaultVariables;
  }
}

/**
 * The namespaces in the first chunk: what the frame, the error pages and the signed-out screens say. The others come
 * with `loadCatalogue()`, which every lazy screen waits for (`withCatalogue`).
 */
const core = { common, errors, auth, validation, shell } satisfies Partial<Resources>;
export type CoreNamespace = keyof typeof core;
export const CORE_NAMESPACES: readonly CoreNamespace[] = Object.freeze(Object.keys(core) as CoreNamespace[]);

/** The app's i18next instance. The core is bundled, so initialisation is synchronous: no Suspense needed. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: [defaultLanguage],
  // Copies: i18next adds the namespaces `loadCatalogue()` brings to both.
  resources: { [defaultLanguage]: { ...core } },
  ns: [...CORE_NAMESPACES],
  defaultNS,
  initAsync: false,
  interpolation: { escapeValue: false, defaultVariables },
  react: { useSuspense: false },
  returnNull: false,
});

let catalogue: Promise<void> | undefined;

/**
 * Adds the rest of the Dutch catalogue (its own chunk, ~18 kB gzipped). Resolves at once when it is there; a load
 * that failed is tried again on the next call.
 */
export function loadCatalogue(): Promise<void> {
  catalogue ??= import('./i18n-catalogue').then(
    ({ rest }) => {
      for (const [ns, bundle] of Object.entries(rest) as [Namespace, object][]) {
        i18n.addResourceBundle(defaultLanguage, ns, bundle, true, false);
      }
    },
    (error: unknown) => {
      catalogue = undefined;
      throw error;
    },
  );
  return catalogue;
}

/**
 * A lazy module's loader that also waits for the catalogue, so the screen's texts are there when it renders: every
 * lazy screen and lazy part of the shell loads through this (app/router.tsx wraps each route's `lazy`).
 */
export function withCatalogue<T>(load: () => Promise<T>): () => Promise<T> {
  return () => Promise.all([load(), loadCatalogue()]).then(([module]) => module);
}
