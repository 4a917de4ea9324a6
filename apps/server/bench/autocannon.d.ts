// The part of autocannon's API the bench uses (the package ships no types).
declare module "autocannon" {
  type Result = {
    requests: { average: number; total: number };
    latency: { p50: number; p99: number };
    /** Bytes read: `total` over the run. */
    throughput: { total: number };
    non2xx: number;
    "3xx": number;
    errors: number;
    timeouts: number;
  };
  type Options = {
    url: string;
    connections?: number;
    duration?: number;
    overallRate?: number;
    requests?: { method: string; path: string; headers?: Record<string, string>; body?: string }[];
  };
  export default function autocannon(options: Options): Promise<Result>;
}
