import { PageHeader } from '../../components/page-header.tsx';
import { FirstUploadHint } from '../../features/onboarding/components/first-upload-hint.tsx';
import { useUploads } from '../../features/uploads/api/get-uploads.ts';
import { MyUploadsOverview } from '../../features/uploads/components/my-uploads-overview.tsx';

// A result opens on the Upload screen, which follows the parse and shows the transactions.
const uploadPath = (uploadId: string | null) => (uploadId ? `/upload?upload=${encodeURIComponent(uploadId)}` : '/upload');

export function MyUploadsRoute() {
  const uploads = useUploads();
  return (
    <>
      <PageHeader title="My Uploads" description="Follow the statements you have uploaded and their processing status." />
      {uploads.data?.length === 0 && <FirstUploadHint linkToUpload className="mb-6" />}
      <MyUploadsOverview uploadPath={uploadPath} />
    </>
  );
}
