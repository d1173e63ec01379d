import { useMutation } from '@tanstack/react-query';
import { askClient } from '@ledgerdesk/contracts';
import { api } from '../../../lib/api-client.ts';

export interface AnswerInput {
  token: string;
  questionId: string;
  choice: string;
  note: string;
}

export function answerQuestion({ token, questionId, choice, note }: AnswerInput) {
  return api.request(askClient.answer, { params: { token }, body: { question_id: questionId, choice, note }, refreshOn401: false });
}

export function useAnswerQuestion() {
  return useMutation({ mutationFn: answerQuestion });
}
