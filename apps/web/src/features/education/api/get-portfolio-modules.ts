import { queryOptions, useQuery } from '@tanstack/react-query';
import { getEducationModules as endpoint } from '@portal/contracts';
import { get } from '../../../lib/api-client';

/** The portfolio's module lists: guidance (Voortgang en begeleiding) and EPA (KBA's/EPA's). */
export type PortfolioModuleType = 'BEG' | 'EPA';

/**
 * `GET /api/education/{id}/modules?types=BEG` (or `EPA`): the modules of one portfolio tab with their assignments and,
 * for EPA, their levels. (`/portfolio-modules` answers guidance, EPA and request modules together, unfiltered.)
 */
export function getPortfolioModules(id: string, type: PortfolioModuleType, signal?: AbortSignal) {
  const path = `${endpoint.path.replace(':id', encodeURIComponent(id))}?types=${type}`;
  return get(path, { schema: endpoint.response[200], signal });
}

// Under ['education', id]: whatever changes the education (an assignment made or deleted) reloads these too.
export const portfolioModulesQuery = (id: string, type: PortfolioModuleType) =>
  queryOptions({
    queryKey: ['education', id, 'modules', 'types', type] as const,
    queryFn: ({ signal }) => getPortfolioModules(id, type, signal),
  });

export function usePortfolioModules(id: string, type: PortfolioModuleType) {
  return useQuery(portfolioModulesQuery(id, type));
}
