import {
  getNotificationPreferences,
  getUserFormData,
  notificationTypesFor,
  postNotificationPreferences,
} from '@portal/contracts';
import { asc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import countries from 'i18n-iso-countries';
import dutchCountries from 'i18n-iso-countries/langs/nl.json' with { type: 'json' };
import type { Db } from '../../db/client';
import { specialisations, users } from '../../db/schema';
import { AppError } from '../../lib/app-error';
import { defineRoute, registerRoutes } from '../../lib/define-route';

countries.registerLocale(dutchCountries);
/** Countries by their everyday Dutch name ("Nederland", not the official one), the Netherlands first. */
const COUNTRIES = Object.entries(countries.getNames('nl', { select: 'alias' }))
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => (a.code === 'NL' ? -1 : b.code === 'NL' ? 1 : a.name.localeCompare(b.name, 'nl')));
/** The specialisation a new user gets (spec 3 §2). */
const DEFAULT_SPECIALISATION_ID = 99;

export function profileRoutes(db: Db) {
  const userOf = async (id: string) => {
    const [user] = await db.select().from(users).where(eq(users.id, id));
    if (!user) throw new AppError('unauthorized');
    return user;
  };

  return async (app: FastifyInstance) => {
    registerRoutes(app, [
      defineRoute({
        endpoint: getNotificationPreferences,
        access: 'login',
        handler: async (request) => {
          const user = await userOf((request.identity as { userId: string }).userId);
          const availableTypes = notificationTypesFor(user.roles);
          return {
            optOutTypes: user.optOutTypes.filter((type) => availableTypes.includes(type)),
            optOutMailings: user.optOutMailings,
            availableTypes,
          };
        },
      }),
      defineRoute({
        endpoint: postNotificationPreferences,
        access: 'login',
        handler: async (request) => {
          const user = await userOf((request.identity as { userId: string }).userId);
          const available = notificationTypesFor(user.roles);
          const foreign = request.body.optOutTypes.filter((type) => !available.includes(type));
          if (foreign.length > 0) {
            throw AppError.validation(
              foreign.map((type) => ({
                propertyPath: 'optOutTypes',
                detail: `validation.notificationTypeNotAvailable:${type}`,
              })),
            );
          }
          const optOutTypes = [...new Set(request.body.optOutTypes)];
          await db
            .update(users)
            .set({ optOutTypes, optOutMailings: request.body.optOutMailings })
            .where(eq(users.id, user.id));
          return { optOutTypes, optOutMailings: request.body.optOutMailings };
        },
      }),
      defineRoute({
        endpoint: getUserFormData,
        access: 'login',
        handler: async () => ({
          specialisations: await db
            .select({ id: specialisations.id, name: specialisations.name })
            .from(specialisations)
            .orderBy(asc(specialisations.name)),
          countries: COUNTRIES,
          defaultSpecialisationId: DEFAULT_SPECIALISATION_ID,
        }),
      }),
    ]);
  };
}
