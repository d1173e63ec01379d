import { PageHeader } from '../../components/page-header.tsx';
import { MyUploadsOverview } from '../../features/uploads/components/my-uploads-overview.tsx';

// A result opens on the Upload screen, which follows the parse and shows the transactions.
const uploadPath = (uploadId: string | null) => (uploadId ? `/upload?upload=${encodeURIComponent(uploadId)}` : '/upload');

export function MyUploadsRoute() {
  return (
    <>
      <PageHeader title="My Uploads" description="Follow the statements you have uploaded and their processing status." />
      <MyUploadsOverview uploadPath={uploadPath} />
    </>
  );
}
