import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { twoStep } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';
import { twoStepStatusQueryOptions } from './get-status.ts';

const firmQueryOptions = queryOptions({ queryKey: ['two-step', 'firm'], queryFn: () => api.request(twoStep.getFirmSetting) });
const peopleQueryOptions = queryOptions({
  queryKey: ['two-step', 'people'],
  queryFn: async () => (await api.request(twoStep.listPeople)).data,
});

export function useFirmRequirement() {
  return useQuery(firmQueryOptions);
}

export function useSetFirmRequirement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (required: boolean) => api.request(twoStep.setFirmSetting, { body: { required } }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: firmQueryOptions.queryKey }),
        queryClient.invalidateQueries({ queryKey: twoStepStatusQueryOptions.queryKey }),
      ]),
  });
}

export function usePeople() {
  return useQuery(peopleQueryOptions);
}

export function useResetPerson() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.request(twoStep.resetPerson, { params: { id } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: peopleQueryOptions.queryKey }),
  });
}
