import { realityCheckSchema, type RealityCheck } from '@casino/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../lib/http/api';
import { limitsKeys } from './limits-keys';

/** `POST /api/player/reality_check {interval_minutes}`; the answer is the new setting, written straight to the cache. */
export async function setRealityCheck(intervalMinutes: number): Promise<RealityCheck | undefined> {
  return http.request('/api/player/reality_check', {
    method: 'POST',
    body: { interval_minutes: intervalMinutes },
    schema: realityCheckSchema,
    logCode: 'SAVE_REALITY_CHECK_ERROR',
    retries: 0,
  });
}

export function useSetRealityCheck() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setRealityCheck,
    onSuccess: (setting) => {
      if (setting) queryClient.setQueryData(limitsKeys.realityCheck(), setting);
      else void queryClient.invalidateQueries({ queryKey: limitsKeys.realityCheck() });
    },
  });
}
