import {
  getUserProfile,
  putUserProfile,
  getNotificationPreferences,
  getUserFormData,
  notificationTypesFor,
  postNotificationPreferences,
} from '@portal/contracts';
import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import countries from 'i18n-iso-countries';
import dutchCountries from 'i18n-iso-countries/langs/nl.json' with { type: 'json' };
import type { Db } from '../../db/client';
import type { Mailer } from '../../integrations/mail';
import { verifyPassword } from '../../lib/password';
import { specialisations, users } from '../../db/schema';
import { canEditProfile, canViewProfile } from './profile.policy';
import { presentProfile } from './profile.presenter';
import { AppError } from '../../lib/app-error';
import type { Identity } from '../../lib/access';
import { defineRoute, registerRoutes } from '../../lib/define-route';

countries.registerLocale(dutchCountries);
/** Countries by their everyday Dutch name ("Nederland", not the official one), the Netherlands first. */
const COUNTRIES = Object.entries(countries.getNames('nl', { select: 'alias' }))
  .map(([code, name]) => ({ code, name }))
  .sort((a, b) => (a.code === 'NL' ? -1 : b.code === 'NL' ? 1 : a.name.localeCompare(b.name, 'nl')));
/** The specialisation a new user gets (spec 3 §2). */
const DEFAULT_SPECIALISATION_ID = 99;

export function profileRoutes({ db, mailer }: { db: Db; mailer: Mailer<Db> }) {
  const userOf = async (id: string) => {
    const [user] = await db.select().from(users).where(eq(users.id, id));
    if (!user) throw new AppError('unauthorized');
    return user;
  };

  const profileOf = async (id: string) => {
    const [row] = await db
      .select({ user: users, specialisation: specialisations.name })
      .from(users)
      .leftJoin(specialisations, eq(specialisations.id, users.specialisationId))
      .where(eq(users.id, id));
    if (!row) throw AppError.notFound();
    return presentProfile(row.user, row.specialisation);
  };
  const actorOf = (identity: unknown) => identity as Extract<Identity, { kind: 'user' }>;

  /**
   * The e-mail address is the sign-in name: changing one's own asks for one's password, so a browser left signed in
   * cannot be used to take the account over. An admin changing someone else's (or acting as them) needs none.
   */
  const requireOwnPassword = async (
    actor: Extract<Identity, { kind: 'user' }>,
    targetId: string,
    passwordHash: string | null,
    currentPassword: string | undefined,
  ) => {
    if (actor.userId !== targetId || actor.impersonatorId) return;
    if (!currentPassword) {
      throw AppError.validation([{ propertyPath: 'currentPassword', detail: 'validation.currentPasswordRequired' }]);
    }
    if (!passwordHash || !(await verifyPassword(passwordHash, currentPassword))) {
      throw AppError.validation([{ propertyPath: 'currentPassword', detail: 'validation.currentPasswordIncorrect' }]);
    }
  };

  return async (app: FastifyInstance) => {
    registerRoutes(app, [
      defineRoute({
        endpoint: getUserProfile,
        access: 'login',
        handler: async (request) => {
          const decision = canViewProfile(actorOf(request.identity), request.params.id);
          if (decision !== 'allow') throw new AppError(decision);
          return profileOf(request.params.id);
        },
      }),
      defineRoute({
        endpoint: putUserProfile,
        access: 'login',
        handler: async (request) => {
          const decision = canEditProfile(actorOf(request.identity), request.params.id);
          if (decision !== 'allow') throw new AppError(decision);
          const { currentPassword, ...body } = request.body;
          const [target] = await db
            .select({ email: users.email, firstName: users.firstName, passwordHash: users.passwordHash })
            .from(users)
            .where(eq(users.id, request.params.id));
          if (!target) throw AppError.notFound();
          const emailChanged = body.email.toLowerCase() !== target.email.toLowerCase();
          if (emailChanged) {
            const [taken] = await db
              .select({ id: users.id })
              .from(users)
              .where(and(eq(sql`lower(${users.email})`, body.email.toLowerCase()), ne(users.id, request.params.id)));
            if (taken) throw AppError.validation([{ propertyPath: 'email', detail: 'validation.emailTaken' }]);
            await requireOwnPassword(
              actorOf(request.identity),
              request.params.id,
              target.passwordHash,
              currentPassword,
            );
          }
          // Fields left out keep their value; an emptied field is stored as null.
          const changes = Object.fromEntries(Object.entries(body).filter(([, v]) => v !== undefined));
          await db.transaction(async (tx) => {
            const updated = await tx.update(users).set(changes).where(eq(users.id, request.params.id)).returning();
            if (updated.length === 0) throw AppError.notFound();
            // The old address hears of it, so a takeover of the sign-in name does not go unnoticed.
            if (emailChanged) {
              await mailer.enqueue(tx, {
                to: target.email,
                userId: request.params.id,
                template: 'emailChanged',
                data: { name: target.firstName, newEmail: body.email },
              });
            }
          });
          return profileOf(request.params.id);
        },
      }),
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
