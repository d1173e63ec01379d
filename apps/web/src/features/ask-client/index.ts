// What other features may use of ask-client; the rest of this folder is its own (eslint.config.js keeps it so).
export { ClientAnswerNote } from './components/client-answer-note.tsx';
export { SendToClientButton } from './components/send-to-client-button.tsx';
