import type { QboFault } from './types.ts';

interface Queued {
  fault: QboFault;
  left: number;
}

/** Faults queued by tests, each consumed by the next requests it matches. */
export class FaultQueue {
  private readonly queue: Queued[] = [];

  add(fault: QboFault): void {
    this.queue.push({ fault, left: fault.times ?? 1 });
  }

  /** The first queued API fault matching the request (OAuth faults, i.e. 'invalid-grant', never match here). */
  takeApi(method: string, path: string): QboFault | null {
    return this.take(
      (f) =>
        f.kind !== 'invalid-grant' && (!f.match?.method || f.match.method.toUpperCase() === method) && (!f.match?.path || f.match.path.test(path)),
    );
  }

  takeRefresh(): QboFault | null {
    return this.take((f) => f.kind === 'invalid-grant');
  }

  private take(test: (f: QboFault) => boolean): QboFault | null {
    const i = this.queue.findIndex((q) => test(q.fault));
    if (i < 0) return null;
    const q = this.queue[i] as Queued;
    if (--q.left <= 0) this.queue.splice(i, 1);
    return q.fault;
  }
}
