import type { ReactNode } from 'react';
import { Paper, Typography } from '@mui/material';

interface AuthCardProps {
  heading: string;
  /** A line under the heading. */
  intro?: ReactNode;
  children: ReactNode;
}

/** The narrow card of the signed-out screens (login, password forgotten, activation): heading, intro, content. */
export function AuthCard({ heading, intro, children }: AuthCardProps) {
  return (
    <Paper
      variant="outlined"
      sx={{ mx: 'auto', mt: { xs: 0, sm: 4 }, p: { xs: 3, sm: 4 }, width: '100%', maxWidth: 440 }}
    >
      <Typography component="h1" variant="h4" gutterBottom>
        {heading}
      </Typography>
      {intro ? (
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {intro}
        </Typography>
      ) : null}
      {children}
    </Paper>
  );
}
