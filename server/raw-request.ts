import { request } from 'node:http';

/**
 * One HTTP request with what fetch will not let a test choose: the Host header (a name the mock was or was
 * not told about), the local address it comes from (127.0.0.2 is another caller on this machine), and the
 * raw path (dot segments and encoded dots are sent as written). For tests over real HTTP.
 */
export interface RawRequest {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  localAddress?: string;
}

export interface RawResponse {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** The body as JSON, or undefined when it is not JSON. */
  json: unknown;
}

export function rawRequest(baseUrl: string, opts: RawRequest): Promise<RawResponse> {
  const url = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        method: opts.method ?? 'GET',
        path: opts.path,
        headers: {
          ...(opts.body === undefined ? {} : { 'content-type': 'application/json' }),
          ...opts.headers,
        },
        ...(opts.localAddress ? { localAddress: opts.localAddress } : {}),
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks).toString('utf8');
          let json: unknown;
          try {
            json = JSON.parse(body);
          } catch {
            json = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body, json });
        });
      },
    );
    req.on('error', reject);
    req.end(opts.body);
  });
}

/** The `name=value` pairs a response's Set-Cookie headers set, with their attributes as written. */
export function setCookies(res: RawResponse): string[] {
  const raw = res.headers['set-cookie'];
  return raw === undefined ? [] : Array.isArray(raw) ? raw : [raw];
}
