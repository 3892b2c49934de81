/** A thin fetch client for tests: JSON in, `{ status, body }` out. */
export interface ApiResponse<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

export class Api {
  constructor(
    readonly baseUrl: string,
    readonly token?: string,
  ) {}

  as(token: string | undefined): Api {
    return new Api(this.baseUrl, token);
  }

  get<T = any>(path: string): Promise<ApiResponse<T>> {
    return this.request('GET', path);
  }

  post<T = any>(path: string, body?: unknown): Promise<ApiResponse<T>> {
    return this.request('POST', path, body);
  }

  put<T = any>(path: string, body?: unknown): Promise<ApiResponse<T>> {
    return this.request('PUT', path, body);
  }

  delete<T = any>(path: string): Promise<ApiResponse<T>> {
    return this.request('DELETE', path);
  }

  /** `body` may be a plain object (sent as JSON), FormData, URLSearchParams or a raw string. */
  async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    const init: RequestInit = { method, headers: { ...headers } };
    const h = init.headers as Record<string, string>;
    if (this.token) h.authorization = `Bearer ${this.token}`;
    if (body instanceof FormData || body instanceof URLSearchParams || typeof body === 'string')
      init.body = body as RequestInit['body'];
    else if (body !== undefined) {
      h['content-type'] = 'application/json';
      init.body = JSON.stringify(body);
    }
    if (typeof body === 'string' && !h['content-type']) h['content-type'] = 'application/json';
    const response = await fetch(`${this.baseUrl}${path}`, init);
    const text = await response.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      // not JSON (media, HTML): keep the text
    }
    return { status: response.status, body: parsed as T, headers: response.headers };
  }
}
