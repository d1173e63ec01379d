// What other features may use of quickbooks-online; the rest of this folder is its own (eslint.config.js keeps it so).
export { getPushJob, isFinished } from './api/get-push-job.ts';
export { PushStatusCell } from './components/push-status-cell.tsx';
export { RegisterPicker } from './components/register-picker.tsx';
