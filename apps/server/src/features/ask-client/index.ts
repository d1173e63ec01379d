// What other features may use of ask-client; the rest of this folder is its own (eslint.config.js keeps it so).
export { presentClientAnswer } from './ask-client.presenter.ts';
