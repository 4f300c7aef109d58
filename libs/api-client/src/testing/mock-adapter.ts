import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

/** A canned HTTP answer. */
export interface MockReply {
  status: number;
  data?: unknown;
  headers?: Record<string, string>;
}

export type MockHandler = (request: InternalAxiosRequestConfig) => MockReply | Promise<MockReply>;

export interface MockAdapter extends AxiosAdapter {
  /** Every request that reached the HTTP boundary, in order. */
  readonly requests: InternalAxiosRequestConfig[];
  /** The request number `index` (0-based); throws when fewer were made. */
  at(index: number): InternalAxiosRequestConfig;
}

/** A text body as the bytes a transport hands over for `responseType: 'arraybuffer'`. */
function asResponseType(data: unknown, responseType: string | undefined): unknown {
  if (responseType !== 'arraybuffer' || typeof data !== 'string') return data;
  const bytes = new TextEncoder().encode(data);
  return bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
}

/**
 * An axios adapter that answers from `handler` instead of the network: the HTTP boundary of the
 * unit tests. It settles like axios's own adapters, rejecting with an `AxiosError` outside 2xx.
 */
export function createMockAdapter(handler: MockHandler): MockAdapter {
  const requests: InternalAxiosRequestConfig[] = [];
  const adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    requests.push(config);
    if (config.signal?.aborted) {
      throw new AxiosError('canceled', AxiosError.ERR_CANCELED, config);
    }
    const reply = await handler(config);
    const response: AxiosResponse = {
      status: reply.status,
      statusText: String(reply.status),
      data: asResponseType(reply.data, config.responseType),
      headers: new AxiosHeaders(reply.headers ?? {}),
      config,
    };
    const validate = config.validateStatus ?? ((status: number) => status >= 200 && status < 300);
    if (!validate(reply.status)) {
      throw new AxiosError(
        `Request failed with status code ${reply.status}`,
        reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
        config,
        null,
        response,
      );
    }
    return response;
  };
  const at = (index: number): InternalAxiosRequestConfig => {
    const request = requests[index];
    if (!request)
      throw new Error(`Expected at least ${index + 1} request(s), got ${requests.length}`);
    return request;
  };
  return Object.assign(adapter, { requests, at });
}

/** The path a request went to, without the base URL, e.g. `/api/admin/api/v1/user/me`. */
export function requestPath(config: InternalAxiosRequestConfig): string {
  return config.url ?? '';
}

/** A header of a request as sent, e.g. `Authorization`. */
export function requestHeader(
  config: InternalAxiosRequestConfig,
  name: string,
): string | undefined {
  const value = AxiosHeaders.from(config.headers).get(name);
  return typeof value === 'string' ? value : undefined;
}

/** The JSON body of a request as sent. */
export function requestBody(config: InternalAxiosRequestConfig): unknown {
  return typeof config.data === 'string' ? (JSON.parse(config.data) as unknown) : config.data;
}
