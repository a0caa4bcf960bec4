import type { UseQueryResult } from '@tanstack/react-query';
import { QueryStatus } from '../../../components/query-status';
import { agencyErrorText, type AgencyCall } from './agency-errors';

/** What an agency list shows until it has arrived: loading, or why it failed with a retry. */
export function SectionStatus({ query, call }: { query: UseQueryResult; call: AgencyCall }) {
  return <QueryStatus query={query} errorText={(error) => agencyErrorText(error, call)} />;
}
