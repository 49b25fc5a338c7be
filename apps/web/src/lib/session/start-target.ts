import { INITIAL_ROUTES, type Account, type View } from '@portal/contracts';

/** Views with an initial route of their own (spec 1 §2): '/' sends them there. */
const REDIRECTED_VIEWS: readonly View[] = ['admin', 'educator', 'e-learning'];

/**
 * Where '/' sends a signed-in user on arrival (spec 1 §2/§4, spec 2 §2 "Education picker"): in the participant view
 * straight on to the only education that is not further education, in the other views to the view's initial route
 * (`INITIAL_ROUTES`: /gebruikers, /agenda, /e-learnings); undefined where '/' itself is the screen (the picker).
 * The education page follows it, and the startup preloads its screen's chunks (app/preload.ts).
 */
export function startTarget(account: Pick<Account, 'educations'>, view: View | null): string | undefined {
  if (view === 'participant') {
    const educations = account.educations.filter((education) => !education.furtherEducation);
    return educations.length === 1 ? `/onderwijs/${educations[0]!.id}` : undefined;
  }
  return view && REDIRECTED_VIEWS.includes(view) ? INITIAL_ROUTES[view] : undefined;
}
