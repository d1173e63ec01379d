const SHORT_LENGTH = 8;

/** An upload id as the tables show it: the first 8 characters of the UUID, enough to tell rows apart at a glance. */
export function shortUploadId(id: string): string {
  return id.length > SHORT_LENGTH ? id.slice(0, SHORT_LENGTH) : id;
}

/** The Transactions screen for one upload, as the View button opens it. */
export function transactionsPath(uploadId: string): string {
  return `/transactions?${new URLSearchParams({ upload_id: uploadId }).toString()}`;
}
