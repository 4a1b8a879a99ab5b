/** Types of cdp-tab.mjs for the TypeScript tests that drive Chromium through the tab target. */

export interface CdpMessage {
  id?: number;
  method?: string;
  sessionId?: string;
  // CDP events carry many shapes; each caller names the fields it reads.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  params?: any;
}

export interface TargetInfo {
  targetId: string;
  type: string;
  subtype?: string;
  url: string;
}

export type Configure = (sessionId: string, targetInfo: TargetInfo, cdp: Connection) => Promise<unknown>;

export interface Connection {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  send(method: string, params?: object, sessionId?: string): Promise<any>;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  on(listener: (message: any) => void): () => void;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  waitFor<P = any>(
    method: string,
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    options?: { sessionId?: string; accept?: (params: any) => boolean; timeout?: number },
  ): Promise<P>;
}

export interface Tab {
  page: string;
  tabSession: string;
}

export function chromiumExecutable(): string;
export function attachTab(cdp: Connection, tabTargetId: string, configure?: Configure): Promise<Tab>;
export function openTab(cdp: Connection, configure?: Configure): Promise<Tab & { close(): Promise<unknown> }>;
export function launchTab(options?: {
  args?: string[];
  configure?: Configure;
}): Promise<Tab & { cdp: Connection; close(): Promise<void> }>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function evaluate(cdp: Connection, sessionId: string, expression: string): Promise<any>;
export function navigate(cdp: Connection, sessionId: string, url: string): Promise<void>;
export function waitUntil(cdp: Connection, sessionId: string, expression: string, timeout?: number): Promise<unknown>;
