import { useMutation } from '@tanstack/react-query';
import { auth } from '@ledgerdesk/contracts';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type RegisterUserInput = z.input<typeof auth.register.body>;

export function registerUser(input: RegisterUserInput) {
  return api.request(auth.register, { body: input });
}

export function useRegisterUser() {
  return useMutation({ mutationFn: registerUser });
}
