// The catalogue's settings without its texts (only the common namespace, for the product name): what the web's first
// chunk needs to set up i18next before the other namespaces have loaded (`@portal/i18n/settings`).
import common from '../nl/common.json' with { type: 'json' };

/** The catalogue's namespaces, one JSON file each in `nl/`. */
export const namespaces = [
  'common',
  'errors',
  'auth',
  'roles',
  'validation',
  'domain',
  'mail',
  'apiKeys',
  'profile',
  'shell',
  'components',
  'information',
  'management',
  'forms',
  'formTrial',
  'education',
  'users',
  'educatorModules',
  'participants',
  'afas',
  'agenda',
  'assignments',
] as const;
export type Namespace = (typeof namespaces)[number];

/** Namespace used by `t()` when a key carries no `ns:` prefix. */
export const defaultNS = 'common' satisfies Namespace;

/** The only language of the product. */
export const defaultLanguage = 'nl';

/** The product name, also filled into `{{product}}` by every i18next instance (see `defaultVariables`). */
export const productName = common.productName;

/** Variables every translation may use without passing them (`{{product}}`). */
export const defaultVariables = { product: productName };
