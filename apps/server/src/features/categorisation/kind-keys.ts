import type { GuessSource } from './types.ts';

/**
 * The key a suggestion's acceptance is tallied under: its source and what it rested on. A rule is its own
 * kind; learned suggestions are kinds per vendor (the client's own history, or other clients'), so "accepted
 * 11 of 12" speaks of this vendor; a merchant kind is one kind across vendors ("fuel station").
 */
export function kindKey(source: Exclude<GuessSource, 'ask_client'>, subject: string): string {
  return `${source}:${subject}`;
}
