import { expect, test } from './fixtures';
import { signIn } from './support/sign-in';

// 'Opslaan voor latere beoordeling' on the assessment screen (spec 3 "Assessment screen"): the valuation and grade
// chosen are kept with the saved assessment and come back after a reload, while the assignment stays in review and
// its participant sees no grade. The participant's answers are shown read-only, and look it. Each screen size
// assesses as someone else (the practical trainer, an admin), so the two runs at once keep drafts of their own.
const NAME = 'KPB: medicatiebeoordeling';
const ASSESSOR: Record<string, string> = { desktop: 'praktijkopleider@demo.nl', mobile: 'beheerder@demo.nl' };

test('the valuation and grade saved for later are there after a reload, unsubmitted', async ({
  page,
  checkA11y,
}, testInfo) => {
  test.setTimeout(120_000);
  await signIn(page, ASSESSOR[testInfo.project.name]!);
  const found = (await (
    await page.request.get(`/api/educators/assignments?query=${encodeURIComponent(NAME)}`)
  ).json()) as { items: { id: string; name: string }[] };
  const id = found.items.find((item) => item.name === NAME)!.id;

  await page.goto(`/beoordelingen/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  // The participant's answer is read-only, for assistive technology and to the eye (grey, as the greyed choices).
  const subject = page.getByRole('textbox', { name: 'Onderwerp' });
  await expect(subject).toHaveAttribute('readonly', '');
  await expect(subject.locator('xpath=ancestor::div[contains(@class, "MuiInputBase-root")][1]')).toHaveCSS(
    'background-color',
    'rgba(0, 0, 0, 0.06)',
  );

  await page.getByRole('combobox', { name: 'Waardering' }).click();
  await page.getByRole('option', { name: 'Goed', exact: true }).click();
  await page.getByRole('textbox', { name: 'Cijfer' }).fill('6,5');
  const saveLater = page.getByRole('button', { name: 'Opslaan voor latere beoordeling' });
  await saveLater.click();
  await expect(page.getByText('Je beoordeling is bewaard; je kunt hem later afronden.')).toBeVisible();
  // The keyboard focus stays on the button (it was disabled while saving, which dropped it to the page body).
  await expect(saveLater).toBeFocused();

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: NAME })).toBeVisible();
  await expect(page.getByRole('combobox', { name: 'Waardering' })).toHaveText('Goed');
  await expect(page.getByRole('textbox', { name: 'Cijfer' })).toHaveValue('6,5');
  await checkA11y('the assessment screen with a saved draft');

  // Not submitted: still in review, without a grade or valuation, and no evaluation listed.
  const assignment = (await (await page.request.get(`/api/educators/assignments/${id}`)).json()) as {
    state: string;
    grade: number | null;
    valuation: string | null;
    evaluation: { history: unknown[] };
  };
  expect(assignment).toMatchObject({ state: 'in_review', grade: null, valuation: null });
  expect(assignment.evaluation.history).toEqual([]);
});
