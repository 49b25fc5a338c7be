import { describe, expect, it } from 'vitest';
import { API_KEY_ROLES, ROLES } from '@portal/contracts';
import { namespaces } from '@portal/i18n';
import { CORE_NAMESPACES, i18n } from '../src/lib/i18n';

// The spec's sentences are copied character for character (CONVENTIONS habit 13); a typo here is a bug.
describe('Dutch catalogue', () => {
  it('holds the spec texts exactly', () => {
    expect(i18n.t('errors:title')).toBe('Oeps!');
    expect(i18n.t('errors:forbidden')).toBe('Je hebt geen toestemming om deze pagina te bekijken.');
    expect(i18n.t('errors:generic')).toBe('Er is iets fout gegaan. Probeer het later opnieuw.');
    expect(i18n.t('auth:login.failed')).toBe('Er is iets fout gegaan bij het inloggen!');
    expect(i18n.t('auth:login.inactive')).toBe('Je account is nog niet geactiveerd.');
    expect(i18n.t('validation:email')).toBe('Vul een geldig e-mailadres in');
    // Sign-in (spec 1 §2, spec 3 §8).
    expect(i18n.t('auth:code.attemptsRemaining', { attempts: 3 })).toBe('Je hebt nog 3 poging(en) over.');
    expect(i18n.t('auth:code.limitExceeded')).toBe(
      'Je hebt teveel foute pogingen gedaan. Probeer het over enkele minuten nog eens.',
    );
    expect(i18n.t('auth:code.invalid')).toBe('De opgegeven code is onjuist.');
    expect(i18n.t('auth:twoFactorSetup.heading')).toBe('Inloggen met meervoudige verificatie');
    expect(i18n.t('auth:home.title')).toBe('Opleiding');
    expect(i18n.t('common:account.profile')).toBe('Profiel');
    expect(i18n.t('common:account.logout')).toBe('Uitloggen');
    // Recovery, views and impersonation (spec 1 §2, §4; spec 3 §8).
    expect(i18n.t('auth:resetPassword.failed')).toBe('Wachtwoord veranderen mislukt!');
    expect(i18n.t('auth:activation.failed')).toBe('Er is iets fout gegaan bij het activeren van je account.');
    expect(i18n.t('common:account.stopImpersonating')).toBe('Stop overnemen');
    expect(i18n.t('common:account.switchView', { label: 'Deelnemer' })).toBe('Deelnemer weergave');
    expect(i18n.t('common:impersonation.failed', { name: 'Lotte de Graaf' })).toBe(
      'Kan de gebruiker "Lotte de Graaf" niet imiteren.',
    ); // The agenda (spec 2 "Agenda page", §8).
    expect(i18n.t('agenda:loadFailed')).toBe('Er ging iets mis bij het ophalen van de agenda.');
    expect(i18n.t('agenda:controls.includePastItems')).toBe('Items afgelopen maand tonen');
    expect(i18n.t('agenda:controls.sync')).toBe('Agenda synchroniseren');
    expect(i18n.t('agenda:feed.copied')).toBe('Link gekopieerd naar klembord!');
    expect(i18n.t('agenda:educators.empty')).toBe('Nog geen docent bekend.');
    expect(i18n.t('agenda:table.columns.item')).toBe('Opdracht/bijeenkomst');
    expect(i18n.t('agenda:participants.columns.cohort')).toBe('Deelname vanuit');
  });

  it('labels the roles, filling in the product name', () => {
    expect(
      [
        'ROLE_ADMIN',
        'ROLE_PARTICIPANT',
        'ROLE_FREE_E_LEARNING_USER',
        'ROLE_EDUCATOR',
        'ROLE_PRACTICAL_TRAINER',
        'ROLE_INSTITUTE_EDUCATOR',
        'ROLE_PROGRAM_ASSISTANT',
        'ROLE_TEACHER',
      ].map((role) => i18n.t(`roles:${role}` as 'roles:ROLE_ADMIN')),
    ).toEqual([
      'Admin',
      'Deelnemer',
      'E-learninggebruiker',
      'Beoordelaar',
      'Praktijkopleider',
      'Opleidingsportaal opleider',
      'Programma assistent',
      'Docent',
    ]);
  });

  it('has a label for every role and API-key role of the contract', () => {
    for (const role of ROLES) expect(i18n.exists(`roles:${role}`), role).toBe(true);
    for (const role of API_KEY_ROLES) expect(i18n.exists(`roles:apiKey.${role}`), role).toBe(true);
  });

  it('has every namespace but the server’s mails once the rest has loaded (test/setup.ts loads it)', () => {
    expect(namespaces.filter((ns) => !i18n.hasResourceBundle('nl', ns))).toEqual(['mail']);
    expect(CORE_NAMESPACES).toEqual(['common', 'errors', 'auth', 'validation', 'shell']);
  });

  it('is the only language, its core loaded synchronously', () => {
    expect(i18n.language).toBe('nl');
    expect(i18n.isInitialized).toBe(true);
  });
});
