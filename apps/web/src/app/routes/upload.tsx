import { useCallback, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { toast } from 'sonner';
import type { Upload } from '@ledgerdesk/contracts';
import { PageHeader } from '../../components/page-header.tsx';
import { errorMessage } from '../../lib/api-client.ts';
import { useAuth } from '../../features/auth/hooks/use-auth.ts';
import { useClients } from '../../features/clients/api/get-clients.ts';
import { UploadTransactions } from '../../features/transactions/components/upload-transactions.tsx';
import { UploadForm, type AcceptedUpload } from '../../features/uploads/components/upload-form.tsx';
import { UploadHistory } from '../../features/uploads/components/upload-history.tsx';
import { UploadResult } from '../../features/uploads/components/upload-result.tsx';
import { useUploads } from '../../features/uploads/api/get-uploads.ts';
import { FirstUploadHint } from '../../features/onboarding/components/first-upload-hint.tsx';

/** The open upload's id lives in the address (?upload=…), so a result can be linked and reloaded. */
const UPLOAD_PARAM = 'upload';

export function UploadRoute() {
  const { user } = useAuth();
  const isAdmin = user?.role === 'admin';
  const clients = useClients();
  const uploads = useUploads();
  const [searchParams, setSearchParams] = useSearchParams();
  const openId = searchParams.get(UPLOAD_PARAM);
  const resultRef = useRef<HTMLDivElement>(null);
  /** The upload made on this screen whose outcome still deserves a toast; viewing an old one is quiet. */
  const announce = useRef<string | null>(null);
  const [accepted, setAccepted] = useState<AcceptedUpload | null>(null);

  const show = useCallback(
    (uploadId: string | null, { scroll = true } = {}) => {
      setSearchParams(
        (params) => {
          const next = new URLSearchParams(params);
          if (uploadId) next.set(UPLOAD_PARAM, uploadId);
          else next.delete(UPLOAD_PARAM);
          return next;
        },
        { replace: true },
      );
      if (uploadId && scroll) {
        requestAnimationFrame(() => resultRef.current?.scrollIntoView({ behavior: 'smooth', block: 'start' }));
      }
    },
    [setSearchParams],
  );

  const onFinished = useCallback((upload: Upload) => {
    if (announce.current !== upload.upload_id || upload.status === 'completed') return;
    announce.current = null;
    toast.error('Upload failed. Please try again.', upload.error_message ? { description: upload.error_message } : undefined);
  }, []);

  const onTransactionsLoaded = useCallback((uploadId: string, count: number) => {
    if (announce.current !== uploadId) return;
    announce.current = null;
    toast.success('Upload successful', { description: `Fetched ${count} transactions` });
  }, []);

  return (
    <>
      <PageHeader
        title={isAdmin ? 'Upload Client Statement' : 'Upload Files'}
        description="Upload a client's bank statement (PDF) or the bank's CSV, OFX, QFX or QBO file to turn it into transactions."
      />
      <div className="grid grid-cols-1 gap-6">
        <UploadForm
          isAdmin={isAdmin}
          clients={clients.data}
          clientsError={clients.isError ? errorMessage(clients.error, 'Failed to load clients') : null}
          onRetryClients={() => void clients.refetch()}
          onUploaded={(upload) => {
            announce.current = upload.uploadId;
            setAccepted(upload);
            show(upload.uploadId);
          }}
          onShowUpload={(uploadId) => show(uploadId)}
        />

        {openId && user && (
          <div ref={resultRef} className="scroll-mt-6">
            <UploadResult
              key={openId}
              uploadId={openId}
              viewer={{ id: user._id, isAdmin }}
              accepted={accepted?.uploadId === openId ? accepted : undefined}
              onClose={() => show(null)}
              onFinished={onFinished}
            >
              {(upload) => (
                <UploadTransactions
                  uploadId={upload.upload_id}
                  breakRows={upload.reconciliation?.break_rows}
                  onLoaded={(count) => onTransactionsLoaded(upload.upload_id, count)}
                />
              )}
            </UploadResult>
          </div>
        )}

        {!isAdmin && uploads.data?.length === 0 && !openId && <FirstUploadHint />}
        <UploadHistory isAdmin={isAdmin} selectedId={openId} onView={(uploadId) => show(uploadId)} />
      </div>
    </>
  );
}
