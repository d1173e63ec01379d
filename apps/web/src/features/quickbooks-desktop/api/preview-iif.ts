import { useMutation } from '@tanstack/react-query';
import { exports } from '@ledgerdesk/contracts';
import type { z } from 'zod';
import { api } from '../../../lib/api-client.ts';

export type IifPreview = z.output<typeof exports.preview.response>;
export type IifPreviewInput = { clientId: string; body: z.input<typeof exports.iifBody> };

/** The file's first blocks and every warning, before anything is written or recorded. */
export function previewIif({ clientId, body }: IifPreviewInput): Promise<IifPreview> {
  return api.request(exports.preview, { params: { clientId }, body });
}

export function usePreviewIif() {
  return useMutation({ mutationFn: previewIif });
}
