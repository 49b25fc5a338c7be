/** React Query keys of the users screens; a change invalidates what it touched. */
export const usersKeys = {
  all: ['users'] as const,
  /** The overview's DataTable (its list parameters are appended). */
  table: () => ['users', 'table'] as const,
  user: (id: string) => ['users', id] as const,
  /** The same key the profile uses for one user's complete profile. */
  complete: (id: string) => ['users', id, 'complete'] as const,
  loginEvents: (id: string, page: number) => ['users', id, 'login-events', page] as const,
};
