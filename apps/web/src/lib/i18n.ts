import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { defaultLanguage, defaultNS, defaultVariables, namespaces, resources, type Resources } from '@portal/i18n';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: typeof defaultNS;
    resources: Resources;
    defaultVariables: typeof defaultVariables;
  }
}

/** The app's i18next instance. The catalogue is bundled, so initialisation is synchronous: no Suspense needed. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: defaultLanguage,
  fallbackLng: defaultLanguage,
  supportedLngs: [defaultLanguage],
  resources,
  ns: namespaces,
  defaultNS,
  initAsync: false,
  interpolation: { escapeValue: false, defaultVariables },
  react: { useSuspense: false },
  returnNull: false,
});
