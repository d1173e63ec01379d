// What other features may use of files; the rest of this folder is its own (eslint.config.js keeps it so).
export { storeFile } from './stored-files.ts';
