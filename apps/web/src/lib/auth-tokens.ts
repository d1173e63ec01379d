/**
 * Where the session lives in the browser: both tokens in localStorage (the API reads the
 * Bearer header), and the access token also in a cookie for requests the browser makes
 * by itself, such as file downloads.
 */
const ACCESS_KEY = 'access_token';
const REFRESH_KEY = 'refresh_token';
const COOKIE_MAX_AGE_SECONDS = 3600;

export interface TokenPair {
  access_token: string;
  refresh_token: string;
}

export function getAccessToken(): string | null {
  return localStorage.getItem(ACCESS_KEY);
}

export function getRefreshToken(): string | null {
  return localStorage.getItem(REFRESH_KEY);
}

export function saveTokens(tokens: TokenPair): void {
  localStorage.setItem(ACCESS_KEY, tokens.access_token);
  localStorage.setItem(REFRESH_KEY, tokens.refresh_token);
  writeAccessCookie(tokens.access_token, COOKIE_MAX_AGE_SECONDS);
}

const onClear = new Set<() => void>();

/** Runs when the session ends here (signed out, expired, refused): what was cached for it must go with it. */
export function onTokensCleared(listener: () => void): void {
  onClear.add(listener);
}

export function clearTokens(): void {
  localStorage.removeItem(ACCESS_KEY);
  localStorage.removeItem(REFRESH_KEY);
  writeAccessCookie('', 0);
  for (const listener of onClear) listener();
}

function writeAccessCookie(value: string, maxAgeSeconds: number): void {
  // Secure only over HTTPS, or a plain-HTTP dev server would silently drop the cookie.
  const secure = globalThis.location?.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${ACCESS_KEY}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Strict${secure}`;
}
