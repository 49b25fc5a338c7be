import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n';

// The spec's sentences of the assignment screens, character for character (CONVENTIONS habit 13).
describe('assignments catalogue', () => {
  it('holds the spec texts exactly', () => {
    const texts: [string, string][] = [
      ['assignments:notEditable.handedIn', 'De opdracht is ingeleverd ter beoordeling en kan niet gewijzigd worden.'],
      ['assignments:notEditable.notification', 'Je ontvangt een notificatie zodra de opdracht beoordeeld is.'],
      ['assignments:notEditable.back', 'Terug naar onderwijs'],
      ['assignments:fill.saveAndDone', 'Opslaan en gereed'],
      ['assignments:page.loadFailed', 'Er is iets fout gegaan bij het openen van de opdracht!'],
      ['assignments:practical.create', 'Nieuwe opdracht aanmaken'],
      ['assignments:practical.created', 'Nieuwe opdracht aangemaakt!'],
      ['assignments:practical.createFailed', 'Fout bij aanmaken opdracht.'],
      ['assignments:practical.deleted', 'De opdracht is verwijderd.'],
      ['assignments:practical.deleteFailed', 'Fout bij verwijderen van de opdracht.'],
      ['assignments:fill.submitFailed', 'Fout bij inleveren van opdracht!'],
      ['assignments:fill.saveFailed', 'Fout bij opslaan van opdracht!'],
      ['assignments:fill.submitted', 'De opdracht is ingeleverd!'],
      ['assignments:fill.saved', 'De opdracht is opgeslagen!'],
      ['assignments:messages.editFailed', 'Fout bij het bewerken van het bericht'],
      ['assignments:messages.deleteFailed', 'Fout bij het verwijderen van het bericht.'],
      ['assignments:evaluators.required', 'Je dient minimaal 1 beoordelaar te selecteren.'],
    ];
    for (const [key, text] of texts) expect(i18n.t(key as 'assignments:fill.save'), key).toBe(text);
    expect(i18n.t('assignments:invite.failed', { count: 1 })).toBe('Fout bij versturen uitnodiging!');
    expect(i18n.t('assignments:invite.failed', { count: 2 })).toBe('Fout bij versturen uitnodigingen!');
    expect(i18n.t('assignments:invite.sent', { count: 1 })).toBe('De uitnodiging is verstuurd.');
    expect(i18n.t('assignments:invite.sent', { count: 3 })).toBe('De uitnodigingen zijn verstuurd.');
  });
});
