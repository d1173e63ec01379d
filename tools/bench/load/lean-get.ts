import http from 'node:http';

// The load driver shares this machine with the server and the database: fetch (undici) spent about 2 ms of
// CPU a request here, as much as the server it measures, so the driver speaks plain keep-alive HTTP instead.
const agent = new http.Agent({ keepAlive: true, maxSockets: 512 });

/** GETs `url` and reads the whole body: the status, or a thrown error (`TimeoutError` after `timeoutMs`). */
export function leanGet(url: string, headers: Record<string, string>, timeoutMs: number): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { agent, headers, timeout: timeoutMs }, (response) => {
      response.on('data', () => undefined);
      response.on('end', () => resolve(response.statusCode ?? 0));
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(Object.assign(new Error('timed out'), { name: 'TimeoutError' })));
    request.on('error', reject);
  });
}
