import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { NOTIFICATION_TYPES } from '@portal/contracts';
import { i18n } from '../../../lib/i18n';
import { callsTo, jsonResponse, networkError, reply, type FakeAnswer } from '../../../../test/test-utils';
import { API, mockAccountApi, preferences, renderAccount } from '../test-helpers';

async function renderTab(overrides: Record<string, FakeAnswer | FakeAnswer[]> = {}) {
  const fetchMock = mockAccountApi(overrides);
  const view = renderAccount('?tab=notificaties');
  await screen.findByRole('heading', { level: 2, name: 'Notificaties' });
  return { ...view, fetchMock };
}

const OPTIONAL_MAILS = 'Optionele e-mails: dagelijkse samenvatting en wekelijks ongelezen nieuws';

describe('notifications tab', () => {
  it('offers a switch only for the types of the user’s roles, on unless opted out', async () => {
    await renderTab();

    expect(await screen.findByRole('switch', { name: 'Je opdracht is beoordeeld' })).toBeChecked();
    expect(screen.getByRole('switch', { name: /leeromgeving \(Moodle\)/ })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Nieuw bericht bij een opdracht' })).not.toBeChecked();
    expect(screen.queryByRole('switch', { name: /AFAS/ })).not.toBeInTheDocument();
    // Three types and the optional mails.
    expect(screen.getAllByRole('switch')).toHaveLength(4);
    const mails = screen.getByRole('switch', { name: OPTIONAL_MAILS });
    expect(mails).toBeChecked();
    // The one switch says which two mails it covers.
    expect(mails).toHaveAccessibleDescription(
      /^Dagelijkse samenvatting, elke ochtend om 07:00 en hooguit één keer per 24 uur: .+ Wekelijks ongelezen nieuws, op maandagochtend: .+ Deze schakelaar zet beide e-mails aan of uit\./,
    );
    const covered = within(screen.getByRole('list'));
    expect(covered.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      expect.stringMatching(/^Dagelijkse samenvatting/),
      expect.stringMatching(/^Wekelijks ongelezen nieuws/),
    ]);
  });

  it('has a Dutch label for every notification type', () => {
    for (const type of NOTIFICATION_TYPES) {
      expect(i18n.exists(`profile:notifications.types.${type}`), type).toBe(true);
    }
  });

  it('saves a switched-off type at once', async () => {
    const saved = { optOutTypes: ['AssignmentMessage', 'AssignmentEvaluated'], optOutMailings: false };
    const { user, fetchMock } = await renderTab({
      [API.savePreferences]: reply(saved),
      [API.preferences]: [reply(preferences), reply({ ...preferences, ...saved })],
    });
    const evaluated = await screen.findByRole('switch', { name: 'Je opdracht is beoordeeld' });
    await user.click(evaluated);

    expect(await screen.findByText('De instellingen zijn opgeslagen!')).toBeInTheDocument();
    expect(evaluated).not.toBeChecked();
    expect(callsTo(fetchMock, API.savePreferences)).toEqual([
      { optOutTypes: ['AssignmentMessage', 'AssignmentEvaluated'], optOutMailings: false },
    ]);
  });

  it('keeps the earlier switch in the next save while the first is still under way', async () => {
    let answerFirst: () => void = () => {};
    const firstSave: FakeAnswer = () =>
      new Promise<Response>((resolve) => {
        answerFirst = () => resolve(jsonResponse({ optOutTypes: both, optOutMailings: false }));
      });
    const both = ['AssignmentMessage', 'AssignmentEvaluated'];
    const { user, fetchMock } = await renderTab({
      [API.savePreferences]: [firstSave, reply({ optOutTypes: both, optOutMailings: true })],
      [API.preferences]: [reply(preferences), reply({ ...preferences, optOutTypes: both, optOutMailings: true })],
    });
    await user.click(await screen.findByRole('switch', { name: 'Je opdracht is beoordeeld' }));
    await user.click(screen.getByRole('switch', { name: OPTIONAL_MAILS }));
    answerFirst();

    await waitFor(() => expect(screen.getAllByText('De instellingen zijn opgeslagen!')).toHaveLength(2));
    expect(callsTo(fetchMock, API.savePreferences)).toEqual([
      { optOutTypes: both, optOutMailings: false },
      { optOutTypes: both, optOutMailings: true },
    ]);
    expect(screen.getByRole('switch', { name: 'Je opdracht is beoordeeld' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: OPTIONAL_MAILS })).not.toBeChecked();
  });

  it('switches a type back on', async () => {
    const { user, fetchMock } = await renderTab({
      [API.savePreferences]: reply({ optOutTypes: [], optOutMailings: false }),
    });
    await user.click(await screen.findByRole('switch', { name: 'Nieuw bericht bij een opdracht' }));

    await screen.findByText('De instellingen zijn opgeslagen!');
    expect(callsTo(fetchMock, API.savePreferences)).toEqual([{ optOutTypes: [], optOutMailings: false }]);
  });

  it('opts out of the optional mails', async () => {
    const { user, fetchMock } = await renderTab({
      [API.savePreferences]: reply({ optOutTypes: ['AssignmentMessage'], optOutMailings: true }),
    });
    await user.click(await screen.findByRole('switch', { name: OPTIONAL_MAILS }));

    await screen.findByText('De instellingen zijn opgeslagen!');
    expect(callsTo(fetchMock, API.savePreferences)).toEqual([
      { optOutTypes: ['AssignmentMessage'], optOutMailings: true },
    ]);
  });

  it('puts the switch back and says so when saving fails', async () => {
    const { user } = await renderTab({
      [API.savePreferences]: reply({ detail: 'internal_error' }, 500),
      [API.preferences]: reply(preferences),
    });
    const evaluated = await screen.findByRole('switch', { name: 'Je opdracht is beoordeeld' });
    await user.click(evaluated);

    expect(await screen.findByText('Fout bij opslaan van instellingen!')).toBeInTheDocument();
    await waitFor(() => expect(evaluated).toBeChecked());
  });

  it('says so when there are no types for the roles', async () => {
    await renderTab({ [API.preferences]: reply({ ...preferences, availableTypes: [], optOutTypes: [] }) });
    expect(await screen.findByText('Voor je rol zijn er geen notificaties om in te stellen.')).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: OPTIONAL_MAILS })).toBeInTheDocument();
  });

  it('tells when the preferences cannot be loaded, and tries again', async () => {
    const { user } = await renderTab({ [API.preferences]: [networkError, reply(preferences)] });
    expect(await screen.findByText('De instellingen konden niet worden geladen.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Opnieuw proberen' }));
    expect(await screen.findByRole('switch', { name: 'Je opdracht is beoordeeld' })).toBeChecked();
  });
});
