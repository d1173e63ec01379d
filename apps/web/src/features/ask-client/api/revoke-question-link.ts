import { useMutation, useQueryClient } from '@tanstack/react-query';
import { askClient, type QuestionsLink } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';
import { questionLinksQueryOptions } from './get-question-links.ts';

export function revokeQuestionLink(link: Pick<QuestionsLink, 'id' | 'client_id'>) {
  return api.request(askClient.revoke, { params: { id: link.id } });
}

export function useRevokeQuestionLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeQuestionLink,
    onSuccess: (link) => queryClient.invalidateQueries({ queryKey: questionLinksQueryOptions(link.client_id).queryKey }),
  });
}
