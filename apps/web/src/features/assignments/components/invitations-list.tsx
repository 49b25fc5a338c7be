import { useState } from 'react';
import {
  Alert,
  Chip,
  CircularProgress,
  IconButton,
  Stack,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import LinkOffOutlined from '@mui/icons-material/LinkOffOutlined';
import { useTranslation } from 'react-i18next';
import type { AccessToken } from '@portal/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { LabelledCell, ResponsiveTable } from '../../../components/data-table';
import { formatDate } from '../../../lib/format';
import { useRevokeAssignmentToken } from '../api/delete-assignment-token';
import { useAssignmentTokens } from '../api/get-assignment-tokens';

type Outcome = { ok: true } | { ok: false };

/**
 * The invitations of an assignment (`GET /api/assignment/{id}/tokens`): address, sent, status (nieuw, gebruikt) and
 * until when the link works, each revocable after confirmation. The outcome of a revocation is said here, in a live
 * region, rather than in a snackbar: the list sits in a dialog, which hides the snackbars from screen readers.
 */
export function InvitationsList({ assignmentId, headingLevel = 3 }: { assignmentId: string; headingLevel?: 2 | 3 }) {
  const { t } = useTranslation('assignments');
  const tokens = useAssignmentTokens(assignmentId);
  const revoke = useRevokeAssignmentToken(assignmentId);
  const [revoking, setRevoking] = useState<AccessToken | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const confirm = () =>
    revoking &&
    revoke.mutateAsync(revoking.id).then(
      () => setOutcome({ ok: true }),
      () => setOutcome({ ok: false }),
    );

  let content;
  if (tokens.isError) content = <Alert severity="error">{t('tokens.loadFailed')}</Alert>;
  else if (!tokens.data) content = <CircularProgress size={24} aria-label={t('tokens.heading')} />;
  else if (tokens.data.items.length === 0) content = <Typography>{t('tokens.empty')}</Typography>;
  else {
    content = (
      <ResponsiveTable label={t('tokens.tableLabel')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('tokens.columns.email')}</TableCell>
            <TableCell>{t('tokens.columns.created')}</TableCell>
            <TableCell>{t('tokens.columns.status')}</TableCell>
            <TableCell>{t('tokens.columns.expires')}</TableCell>
            <TableCell>{t('tokens.columns.actions')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {tokens.data.items.map((token) => (
            <TableRow key={token.id}>
              <LabelledCell component="th" scope="row" label={t('tokens.columns.email')}>
                {token.email}
              </LabelledCell>
              <LabelledCell label={t('tokens.columns.created')} noWrap>
                {formatDate(token.created)}
              </LabelledCell>
              <LabelledCell label={t('tokens.columns.status')}>
                <Chip
                  size="small"
                  label={t(`tokens.status.${token.status}`)}
                  color={token.status === 'used' ? 'success' : 'default'}
                  variant="outlined"
                />
              </LabelledCell>
              <LabelledCell label={t('tokens.columns.expires')} noWrap>
                {formatDate(token.expires)}
                {token.expired ? ` (${t('tokens.expired')})` : null}
              </LabelledCell>
              <LabelledCell label={t('tokens.columns.actions')}>
                <Tooltip title={t('tokens.revoke', { email: token.email })}>
                  <IconButton
                    size="small"
                    aria-label={t('tokens.revoke', { email: token.email })}
                    onClick={() => {
                      setOutcome(null);
                      setRevoking(token);
                    }}
                  >
                    <LinkOffOutlined />
                  </IconButton>
                </Tooltip>
              </LabelledCell>
            </TableRow>
          ))}
        </TableBody>
      </ResponsiveTable>
    );
  }

  return (
    <Stack spacing={1}>
      <Typography component={`h${headingLevel}`} variant="subtitle1" sx={{ fontWeight: 600 }}>
        {t('tokens.heading')}
      </Typography>
      <div role="status">
        {outcome ? (
          <Alert severity={outcome.ok ? 'success' : 'error'}>
            {t(outcome.ok ? 'tokens.revoked' : 'tokens.revokeFailed')}
          </Alert>
        ) : null}
      </div>
      {content}
      <ConfirmDialog
        open={revoking !== null}
        title={t('tokens.revokeTitle')}
        text={revoking ? t('tokens.revokeText', { email: revoking.email }) : undefined}
        confirmLabel={t('tokens.revokeConfirm')}
        onConfirm={confirm}
        onClose={() => setRevoking(null)}
      />
    </Stack>
  );
}
