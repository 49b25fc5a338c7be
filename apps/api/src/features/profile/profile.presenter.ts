import type { z } from 'zod';
import type { userProfileSchema } from '@portal/contracts';
import type { users } from '../../db/schema';
import { fullName, fullNameLastNameFirst } from '../../lib/names';

type User = typeof users.$inferSelect;

/** The profile as the client sees it: an explicit field list, never a hash or a two-factor secret. */
export function presentProfile(user: User, specialisation: string | null): z.input<typeof userProfileSchema> {
  return {
    id: user.id,
    email: user.email,
    nickname: user.nickname,
    firstName: user.firstName,
    initials: user.initials,
    insertion: user.insertion,
    lastName: user.lastName,
    fullName: fullName(user),
    fullNameLastNameFirst: fullNameLastNameFirst(user),
    gender: user.gender,
    dateOfBirth: user.dateOfBirth,
    bigId: user.bigId,
    specialisationId: user.specialisationId,
    specialisation,
    phoneMobile: user.phoneMobile,
    addressStreet: user.addressStreet,
    addressHouseNumber: user.addressHouseNumber,
    addressHouseNumberAddition: user.addressHouseNumberAddition,
    addressPostalCode: user.addressPostalCode,
    addressTown: user.addressTown,
    addressCountryCode: user.addressCountryCode,
    newsletter: user.newsletter,
    dietaryPreferences: user.dietaryPreferences,
    afasId: user.afasId,
    participantId: user.participantId,
    lastSync: user.lastSync?.toISOString() ?? null,
    roles: user.roles,
    permissions: user.permissions,
    avatar: user.avatarFileId ? `/api/file/${user.avatarFileId}` : null,
    authMethod: user.authMethod,
    active: user.active,
  };
}
