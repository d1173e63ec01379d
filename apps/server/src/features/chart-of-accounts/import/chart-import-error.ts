/** A file the importer refuses; its message is shown to the user as it is. */
export class ChartImportError extends Error {
  override readonly name = 'ChartImportError';
}

/** The bytes are not the kind of file they were read as; the caller names the kind the user meant to send. */
export class UnreadableFileError extends Error {
  override readonly name = 'UnreadableFileError';
}
