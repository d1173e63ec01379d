import { useMutation, useQueryClient } from '@tanstack/react-query';
import { askClient } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';
import { questionLinksQueryOptions } from './get-question-links.ts';

export interface SendQuestionsInput {
  clientId: string;
  transactionIds: string[];
  /** false: only make the link, to copy. */
  sendEmail: boolean;
}

export function sendQuestions({ clientId, transactionIds, sendEmail }: SendQuestionsInput) {
  return api.request(askClient.send, { params: { clientId }, body: { transaction_ids: transactionIds, send_email: sendEmail } });
}

export function useSendQuestions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendQuestions,
    onSuccess: (_reply, input) => queryClient.invalidateQueries({ queryKey: questionLinksQueryOptions(input.clientId).queryKey }),
  });
}
