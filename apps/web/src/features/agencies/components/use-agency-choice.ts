import { useSearchParams } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { agencyQueries } from '../api/agency-queries';

/**
 * The agency a people list is about: staff see their own (GET /agencies answers only theirs), an
 * admin picks one, kept in `?agency=` so the choice survives a reload and can be linked to.
 */
export function useAgencyChoice() {
  const [params, setParams] = useSearchParams();
  const query = useQuery(agencyQueries.list());
  const agencies = query.data ?? [];
  const requested = params.get('agency');
  const agency = agencies.find((item) => item._id === requested) ?? agencies[0];
  return {
    query,
    agencies,
    agency,
    choose: (agencyId: string) => setParams({ agency: agencyId }, { replace: true }),
  };
}
