/** What an admin of a firm with no work yet should do next; null once any statement has been uploaded. */
export type FirstRunStep =
  | { step: 'add-client' }
  | {
      step: 'upload';
      /** Desktop clients without a chart of accounts: their categories come from it, so it goes first. */
      chartsMissing: string[];
    };

export interface FirstRunFacts {
  clients: Array<{ name: string; account_type: 'online' | 'desktop' }>;
  uploadCount: number;
  /** Names of desktop clients known to have no chart uploaded (unknown ones are not listed). */
  desktopWithoutChart: string[];
}

export function firstRunStep({ clients, uploadCount, desktopWithoutChart }: FirstRunFacts): FirstRunStep | null {
  if (uploadCount > 0) return null;
  if (clients.length === 0) return { step: 'add-client' };
  const desktop = new Set(clients.filter((client) => client.account_type === 'desktop').map((client) => client.name));
  return { step: 'upload', chartsMissing: desktopWithoutChart.filter((name) => desktop.has(name)) };
}
