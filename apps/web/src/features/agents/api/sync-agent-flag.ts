import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { sessionKeys, useUser } from '../../../lib/session/queries';

/**
 * The member menu reads isagent from the cached member (/api/user); once an agent page learns the
 * member became an agent (approved since the member was loaded), the member is read again.
 */
export function useSyncAgentFlag(isAgent: boolean | undefined) {
  const client = useQueryClient();
  const { data: user } = useUser();
  const stale = isAgent === true && user !== undefined && !user.isagent;
  useEffect(() => {
    if (stale) void client.invalidateQueries({ queryKey: sessionKeys.user });
  }, [stale, client]);
}
