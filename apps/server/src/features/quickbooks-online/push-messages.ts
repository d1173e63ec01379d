/** The brief's words when QuickBooks refuses the connection: the screen shows them as they are. */
export const RECONNECT_MESSAGE = 'Reconnect to QuickBooks - Please reconnect and try again.';
