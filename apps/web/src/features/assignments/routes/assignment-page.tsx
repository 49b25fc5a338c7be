import { useEffect, useRef, useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { PageLoader } from '../../../components/page-loader';
import { ApiError } from '../../../lib/api-client';
import { useDocumentTitle } from '../../../lib/document-title';
import { useRestoreFocus } from '../../../lib/restore-focus';
import { useSession } from '../../../lib/session';
import { useAssignment } from '../api/get-assignment';
import { postContributorLink } from '../api/post-contributor-link';
import { postContributorSession } from '../api/post-contributor-session';
import { AssignmentScreen } from '../components/assignment-screen';

/** The refusals of an invitation link the page explains (403 of the token exchange). */
const REFUSALS = [
  'access_token_invalid',
  'access_token_expired',
  'access_token_used',
  'assignment_not_editable',
] as const;
type Refusal = (typeof REFUSALS)[number];

type Exchange =
  /** No token in the address: the signed-in user's (or an open contributor session's) assignment. */
  | { phase: 'none' }
  | { phase: 'exchanging' }
  | { phase: 'opened' }
  /** The link's token is kept (in memory only) for 'Stuur mij een nieuwe link'. */
  | { phase: 'refused'; refusal: Refusal | null; token: string };

function refusalOf(error: unknown): Refusal | null {
  if (!(error instanceof ApiError)) return null;
  return (REFUSALS as readonly string[]).includes(error.detail) ? (error.detail as Refusal) : null;
}

/**
 * Why an invitation link does not open, with what to do about it. Opened in another browser (a phone), the
 * contributor may ask for a fresh link to the invited address to go on in this one ('Stuur mij een nieuwe link').
 */
function TokenRefusal({
  refusal,
  assignmentId,
  token,
}: {
  refusal: Refusal | null;
  assignmentId: string;
  token: string;
}) {
  const { t } = useTranslation('assignments');
  useDocumentTitle(t('token.title'));
  const [renewal, setRenewal] = useState<
    { phase: 'idle' } | { phase: 'sending' } | { phase: 'sent'; email: string } | { phase: 'failed'; tooOften: boolean }
  >({ phase: 'idle' });
  const confirmation = useRef<HTMLDivElement>(null);
  const rememberFocus = useRestoreFocus(renewal.phase === 'sending');
  // Sent, the button is gone: the focus moves to the confirmation (which is also announced).
  useEffect(() => {
    if (renewal.phase === 'sent') confirmation.current?.focus();
  }, [renewal.phase]);
  const renew = (button: HTMLElement) => {
    rememberFocus(button);
    setRenewal({ phase: 'sending' });
    postContributorLink(assignmentId, token).then(
      (answer) => setRenewal({ phase: 'sent', email: answer.maskedEmail }),
      (error: unknown) => setRenewal({ phase: 'failed', tooOften: error instanceof ApiError && error.status === 429 }),
    );
  };
  return (
    <Stack spacing={2}>
      <Typography component="h1" variant="h4" tabIndex={-1}>
        {t('token.title')}
      </Typography>
      <Alert severity={refusal === 'assignment_not_editable' ? 'info' : 'error'} role="alert">
        {refusal ? t(`token.${refusal}`) : t('page.loadFailed')}
      </Alert>
      {refusal === 'access_token_used' ? (
        <Stack spacing={2}>
          <Typography>{t('token.renewHelp')}</Typography>
          {renewal.phase === 'sent' ? (
            <Alert severity="success" ref={confirmation} tabIndex={-1}>
              {t('token.renewed', { email: renewal.email })}
            </Alert>
          ) : null}
          {renewal.phase === 'failed' ? (
            <Alert severity="error">{t(renewal.tooOften ? 'token.renewTooOften' : 'token.renewFailed')}</Alert>
          ) : null}
          {renewal.phase === 'sent' ? null : (
            <Box>
              <Button
                variant="contained"
                onClick={(event) => renew(event.currentTarget)}
                loading={renewal.phase === 'sending'}
              >
                {t('token.renew')}
              </Button>
            </Box>
          )}
        </Stack>
      ) : null}
    </Stack>
  );
}

/**
 * Route module of /onderwijs/opdracht/{id} (spec 2 §2), the assignment to work on. Also for an external contributor
 * without an account: an invitation link's `?token=` is first exchanged for a contributor session (an HttpOnly
 * cookie), then taken out of the address bar, and only then is the assignment read. A signed-in user whose
 * assignment cannot be changed goes on to its read-only view; a contributor sees why it cannot be changed. Without a
 * token, a visitor who is not signed in (and has no contributor session) goes to the sign-in page.
 */
export function AssignmentPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation('assignments');
  const [params] = useSearchParams();
  const token = params.get('token');
  const location = useLocation();
  const navigate = useNavigate();
  const { session } = useSession();
  const signedIn = session?.status === 'signed-in';
  const [exchange, setExchange] = useState<Exchange>(() => (token ? { phase: 'exchanging' } : { phase: 'none' }));
  // A token works once: the exchange must not run twice (React's development double effects, a re-render).
  const exchanged = useRef<string | null>(null);

  useEffect(() => {
    if (!token || exchanged.current === token) return;
    exchanged.current = token;
    void postContributorSession(id, token)
      .then(
        () => setExchange({ phase: 'opened' }),
        (error: unknown) => setExchange({ phase: 'refused', refusal: refusalOf(error), token }),
      )
      // The token is not left in the address bar (nor in the history), whatever the answer.
      .finally(() => void navigate({ pathname: location.pathname, hash: location.hash }, { replace: true }));
  }, [id, token, navigate, location.pathname, location.hash]);

  const load = exchange.phase === 'none' || exchange.phase === 'opened';
  const assignment = useAssignment(id, load);

  if (exchange.phase === 'exchanging') {
    return (
      <>
        <PageLoader />
        <Typography role="status">{t('page.opening')}</Typography>
      </>
    );
  }
  if (exchange.phase === 'refused') {
    return <TokenRefusal refusal={exchange.refusal} assignmentId={id} token={exchange.token} />;
  }
  if (assignment.isError) {
    const status = assignment.error instanceof ApiError ? assignment.error.status : 0;
    // Not signed in and no contributor session: the sign-in page, as for every screen that needs one.
    if (!signedIn && exchange.phase === 'none' && [401, 403, 404].includes(status)) {
      return <Navigate to="/" replace />;
    }
    return (
      <Alert severity="error" role="alert">
        {t('page.loadFailed')}
      </Alert>
    );
  }
  if (!assignment.data) return <PageLoader />;
  const data = assignment.data;
  if (!data.editable && !data.external && signedIn) {
    return <Navigate to={`/onderwijs/opdracht/${encodeURIComponent(data.id)}/bekijken`} replace />;
  }
  return <AssignmentScreen key={data.id} assignment={data} mode="edit" />;
}

export { AssignmentPage as Component };
