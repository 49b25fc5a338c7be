import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { signIn } from './support/sign-in';

// The evaluations journey (spec 3 "Evaluations overview", "Assessment screen"): the program assistant adds
// docent@demo.nl as evaluator of a KPB in review (the teacher is notified); the practical trainer returns it; the
// participant hands it in again; the teacher assesses it with a valuation and a grade, both evaluations show; the
// participant is notified and sees the assessment; an admin reopens it. Each screen size takes its own KPB of the
// demo, so the two runs at once never meet.
const KPB: Record<string, string> = {
  desktop: 'KPB: kortademigheid bij COPD',
  mobile: 'KPB: hoofdpijn op het spreekuur',
};

/** Signs out whoever is signed in (cookies gone) and signs in as `email`. */
async function as(page: Page, email: string) {
  await page.context().clearCookies();
  await signIn(page, email);
}

/** The unread notifications of a type for the signed-in user, from the server. */
async function unread(page: Page, type: string, assignmentId: string): Promise<number> {
  const answer = (await (await page.request.get('/api/notifications?perPage=100')).json()) as {
    items: { type: string; read: boolean; references: { assignmentId: string | null } }[];
  };
  return answer.items.filter((n) => n.type === type && !n.read && n.references.assignmentId === assignmentId).length;
}

test('evaluators are changed, a KPB is returned, handed in again, assessed, and reopened', async ({
  page,
  checkA11y,
}, testInfo) => {
  test.setTimeout(240_000);
  const name = KPB[testInfo.project.name]!;

  // The program assistant finds it among what waits for assessment and adds the teacher as evaluator.
  await as(page, 'assistent@demo.nl');
  await page.goto('/beoordelingen');
  await expect(page.getByRole('heading', { level: 1, name: 'Beoordelingen' })).toBeVisible();
  const table = page.getByRole('table', { name: 'Opdrachten om te beoordelen' });
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill(name);
  await expect(table.getByRole('link', { name })).toBeVisible();
  await checkA11y('the evaluations overview');
  const id = new URL(await table.getByRole('link', { name }).getAttribute('href')!, page.url()).pathname
    .split('/')
    .pop()!;
  await page.getByRole('button', { name: `Beoordelaars van ${name} wijzigen` }).click();
  const dialog = page.getByRole('dialog', { name: `Beoordelaars van ${name}` });
  await expect(dialog.getByText('typ minimaal drie tekens')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Beoordelaars' }).fill('Bakker');
  // The options list opens in a popup of its own, outside the dialog's element.
  await page.getByRole('option', { name: /^Pieter Bakker/ }).click();
  await checkA11y('the evaluator dialog');
  await dialog.getByRole('button', { name: 'Opslaan' }).click();
  await expect(page.getByText('De beoordelaars zijn opgeslagen.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The practical trainer returns it to the participant.
  await as(page, 'praktijkopleider@demo.nl');
  await page.goto(`/beoordelingen/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Beoordeling opslaan' })).toBeDisabled();
  await checkA11y('the assessment screen');
  await page.getByRole('button', { name: 'Opnieuw indienen' }).click();
  await expect(page.getByText('Opdracht is teruggegeven aan de deelnemer.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Opnieuw indienen' })).toHaveCount(0);

  // The participant hands it in again.
  await as(page, 'deelnemer@demo.nl');
  expect(await unread(page, 'AssignmentRejected', id)).toBe(1);
  await page.goto(`/onderwijs/opdracht/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  // Returned, its hand-in is 'Opnieuw inleveren' (spec 2 §4).
  await page.getByRole('button', { name: 'Opnieuw inleveren' }).click();
  await expect(page.getByText('De opdracht is ingeleverd!')).toBeVisible();

  // The teacher, told they were chosen, assesses it with a valuation and a grade.
  await as(page, 'docent@demo.nl');
  expect(await unread(page, 'EvaluatorAssigned', id)).toBe(1);
  await page.goto(`/beoordelingen/${id}`);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  const grade = page.getByRole('textbox', { name: 'Cijfer' });
  await grade.fill('11');
  await expect(page.getByRole('button', { name: 'Beoordeling opslaan' })).toBeDisabled();
  await grade.fill('7,5');
  await page.getByRole('combobox', { name: 'Waardering' }).click();
  await page.getByRole('option', { name: 'Goed', exact: true }).click();
  await page.getByRole('button', { name: 'Beoordeling opslaan' }).click();
  await expect(page.getByText('De beoordeling is succesvol opgeslagen.')).toBeVisible();
  const history = page.getByRole('table', { name: 'Alle beoordelingen van deze opdracht' });
  await expect(history.getByRole('row')).toHaveCount(3);
  await expect(history.getByText('Teruggegeven')).toBeVisible();
  await expect(history.getByText('Karin Visser')).toBeVisible();
  await expect(history.getByText('Pieter Bakker')).toBeVisible();
  await expect(history.getByText('7,5')).toBeVisible();
  await checkA11y('the assessment saved');

  // The participant is told and sees the assessment on the assignment.
  await as(page, 'deelnemer@demo.nl');
  expect(await unread(page, 'AssignmentEvaluated', id)).toBe(1);
  await page.goto(`/onderwijs/opdracht/${id}/bekijken`);
  const evaluations = page.getByRole('table', { name: 'Beoordelingen van de opdracht' });
  await expect(evaluations.getByText('7,5')).toBeVisible();
  await expect(evaluations.getByText('Goed', { exact: true })).toBeVisible();

  // An admin reopens it from the overview (assessed ones are shown on asking for them).
  await as(page, 'beheerder@demo.nl');
  await page.goto('/beoordelingen');
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Beoordeeld' }).click();
  await page.keyboard.press('Escape');
  await page.getByRole('searchbox', { name: 'Zoeken' }).fill(name);
  await page.getByRole('button', { name: `${name} heropenen` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Heropenen' }).click();
  await expect(page.getByText('De opdracht is heropend.')).toBeVisible();
  await expect(page.getByRole('button', { name: `${name} heropenen` })).toHaveCount(0);
});
