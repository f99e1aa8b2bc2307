/**
 * A load generator meant to run as its own process (`npx tsx bench/lib/load.ts '<json>'`): `concurrency`
 * clients on keep-alive connections send requests round-robin over `requests` for `seconds`, and it prints
 * one JSON line with the exact latency percentiles (ms), throughput and the status codes seen.
 */
import http from 'node:http';

interface LoadRequest {
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}
interface LoadPlan {
  url: string;
  concurrency: number;
  seconds: number;
  requests: LoadRequest[];
}

const plan = JSON.parse(process.argv[2] ?? '{}') as LoadPlan;
const target = new URL(plan.url);
const agent = new http.Agent({ keepAlive: true, maxSockets: plan.concurrency });
const latencies: number[] = [];
const statuses: Record<string, number> = {};
let next = 0;

function send(request: LoadRequest): Promise<number> {
  return new Promise((resolve) => {
    const req = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: request.method,
        path: request.path,
        agent,
        headers: { ...(request.body ? { 'content-type': 'application/json' } : {}), ...request.headers },
      },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', () => resolve(0));
    if (request.body) req.write(request.body);
    req.end();
  });
}

const deadline = performance.now() + plan.seconds * 1000;
async function client() {
  while (performance.now() < deadline) {
    const request = plan.requests[next++ % plan.requests.length]!;
    const started = performance.now();
    const status = await send(request);
    latencies.push(performance.now() - started);
    statuses[status] = (statuses[status] ?? 0) + 1;
  }
}

const began = performance.now();
await Promise.all(Array.from({ length: plan.concurrency }, client));
const elapsed = (performance.now() - began) / 1000;
latencies.sort((a, b) => a - b);
const at = (q: number) => latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0;
agent.destroy();
console.log(
  JSON.stringify({
    requests: latencies.length,
    rps: Math.round(latencies.length / elapsed),
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    max: latencies.at(-1) ?? 0,
    statuses,
  }),
);
