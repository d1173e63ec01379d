import fs from 'node:fs';
import path from 'node:path';

/** The few calls the bench makes as a signed-in bookkeeper, over HTTP. */
export async function signIn(url: string, admin: { email: string; password: string }): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(admin),
  });
  if (!response.ok) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { access_token: string }).access_token;
}

/** Uploads a statement file for a client and waits until it is read (or refused); the upload's final status and message. */
export async function uploadAndWait(url: string, token: string, clientId: string, filePath: string, timeoutMs = 120_000) {
  const form = new FormData();
  form.append('file', new Blob([fs.readFileSync(filePath)], { type: 'application/pdf' }), path.basename(filePath));
  form.append('client_id', clientId);
  const headers = { authorization: `Bearer ${token}` };
  const uploaded = await fetch(`${url}/api/uploads`, { method: 'POST', headers, body: form });
  const body = (await uploaded.json()) as { upload_id?: string; message?: string };
  if (!body.upload_id) return { file: path.basename(filePath), status: `refused at upload (${uploaded.status})`, message: body.message ?? null };
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const answer = await fetch(`${url}/api/uploads/${body.upload_id}`, { headers });
    const { data } = (await answer.json()) as { data: { status: string; error_message: string | null; transaction_count?: number } };
    if (data.status === 'completed' || data.status === 'failed')
      return { file: path.basename(filePath), status: data.status, message: data.error_message, rows: data.transaction_count };
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return { file: path.basename(filePath), status: 'still parsing at the time limit', message: null };
}
