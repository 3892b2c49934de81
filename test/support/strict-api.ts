import { Api, ApiResponse } from './api';

/**
 * An Api that fails the test on any 5xx answer: bad input, a missing resource or a refused
 * caller must never be a server error, so every call made through it checks that for free.
 */
export class StrictApi extends Api {
  override as(token: string | undefined): StrictApi {
    return new StrictApi(this.baseUrl, token);
  }

  override async request<T = any>(
    method: string,
    path: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<ApiResponse<T>> {
    const res = await super.request<T>(method, path, body, headers);
    if (res.status >= 500) throw new Error(`${method} ${path} answered ${res.status}: ${JSON.stringify(res.body)}`);
    return res;
  }
}
